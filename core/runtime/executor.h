#pragma once
#include "runtime/compiled_model.h"
#include "runtime/thread_pool.h"
#include "util/progress.h"
#include "util/result.h"

#include <functional>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace quantlens::runtime {

/// Changes to one run; none alters the compiled model.
struct RunOverrides {
    std::map<int, Tensor> values; ///< slot → the value used instead (constants too: a bias, float weights)
    std::map<std::pair<std::size_t, std::size_t>, Tensor> inputs; ///< (step, input) → what that step reads
    /// slot → slot: the first takes the second's value and its producer does not run (a Q/DQ pair bypassed)
    std::map<int, int> bypass;
    bool empty() const { return values.empty() && inputs.empty() && bypass.empty(); }
};

struct RunOptions {
    /// Called with each graph input and then each tensor a node produces, in topological order, as
    /// soon as it exists (a dump writer, a metrics pass). Returning false cancels the run.
    std::function<bool(int slot, const Tensor& value)> onTensor;
    /// Keep every value in the result (a baseline for re-running part of the graph), not only the outputs.
    bool keepAll = false;
    /// By slot: values kept in the result besides the outputs (a compact baseline, runtime/baseline_values.h).
    const std::vector<bool>* keep = nullptr;
    /// Called after each node with (nodes done, node count); returning false cancels.
    ProgressCallback progress;
    /// When set, the time spent per operator type is added to it (seconds and calls).
    std::map<std::string, std::pair<double, std::size_t>>* profile = nullptr;
    /// A variant run from the inputs up (a what-if on inputs no baseline was kept for): these values,
    /// step inputs and bypasses used as `rerun` uses them.
    const RunOverrides* overrides = nullptr;
};

struct RunResult {
    /// By slot (CompiledModel::slotOf): the graph outputs, and every value when keepAll was asked.
    std::vector<Tensor> values;
    const Tensor* find(const CompiledModel& model, const std::string& name) const;
};

/// The model's graph inputs as messages list them: 'x', 'y' (empty when it has none).
std::string inputNameList(const Graph& graph);

/// Checks the inputs against the model's: every input given once, its element type, rank and known
/// dimensions. The problem names the input and what the model expects.
std::optional<Problem> checkInputs(const CompiledModel& model, const std::map<std::string, Tensor>& inputs);

/// Runs one step's kernel on `args` into `outputs`; a kernel's failure becomes a Problem naming the node.
std::optional<Problem> runStep(const CompiledModel& model, std::size_t step, std::span<const Tensor* const> args,
    std::vector<Tensor>& outputs, ThreadPool& pool, const RunOptions& options);

/// Runs the model once. Fails naming the node when a kernel cannot compute (shapes that do not fit),
/// or "cancelled"; a NaN or infinity a node produces from finite inputs is a warning naming the first
/// such node.
Result<RunResult> runModel(const CompiledModel& model, const std::map<std::string, Tensor>& inputs, ThreadPool& pool,
    const RunOptions& options = {});

} // namespace quantlens::runtime
