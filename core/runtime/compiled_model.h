#pragma once
#include "model/graph.h"
#include "runtime/op_kernel.h"
#include "runtime/tensor.h"
#include "util/result.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace quantlens::runtime {

/// A graph made ready to run: one kernel per node, weights as tensors, and what depends on weights
/// alone computed once (dequantized weights, constant shape arithmetic). Values are numbered as in
/// Graph::values(), so a slot index is a value index.
class CompiledModel {
public:
    /// Compiles every node; refuses the model naming every operator, attribute or weight the executor
    /// cannot run, in one message.
    static Result<std::shared_ptr<const CompiledModel>> compile(std::shared_ptr<const Graph> graph);

    struct Step {
        std::size_t node; ///< index into Graph::nodes()
        std::unique_ptr<OpKernel> kernel; ///< null for Constant nodes and nodes that cannot run
        bool folded = false; ///< computed at compile time (weights alone): its outputs are constants
        std::vector<int> inputs; ///< value slots, -1 for an omitted optional input
        std::vector<int> outputs; ///< value slots, -1 for an omitted optional output
        std::vector<int> release; ///< slots last read by this step (freed after it unless kept)
    };

    const Graph& graph() const { return *m_graph; }
    const std::shared_ptr<const Graph>& graphPointer() const { return m_graph; }
    /// Every node in topological order; folded ones have no kernel and constant outputs.
    const std::vector<Step>& steps() const { return m_steps; }
    std::size_t slotCount() const { return m_constants.size(); }
    /// The value of a slot known before running (weights, folded results); nullptr otherwise.
    const Tensor* constant(int slot) const;
    int slotOf(const std::string& name) const; ///< -1 when the graph has no such value
    const std::string& nameOf(int slot) const;
    /// Slots of the graph's real inputs and outputs.
    const std::vector<int>& inputSlots() const { return m_inputs; }
    const std::vector<int>& outputSlots() const { return m_outputs; }
    /// The step computing a slot, and the last step reading it; npos for none (inputs, weights).
    std::size_t producerStep(int slot) const;
    std::size_t lastReaderStep(int slot) const;

private:
    std::shared_ptr<const Graph> m_graph;
    std::vector<Step> m_steps;
    std::vector<std::optional<Tensor>> m_constants;
    std::vector<int> m_inputs;
    std::vector<int> m_outputs;
    std::vector<std::size_t> m_producerStep, m_lastReaderStep;
};

} // namespace quantlens::runtime
