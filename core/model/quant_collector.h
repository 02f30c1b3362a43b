#pragma once
#include "model/graph.h"
#include "model/quant_params.h"
#include "util/problem.h"

#include <optional>
#include <string>
#include <vector>

namespace quantlens {

/// Where the parameters of one quantized tensor come from in a node.
struct QuantSource {
    const Node* node = nullptr;
    std::string floatName; ///< the float tensor the parameters are recorded under
    std::string dataName; ///< the tensor as the quantized graph names it (its rank normalizes the axis)
    std::string scale;
    std::string zeroPoint; ///< "" when absent: zero points are 0 and the type is `fallback`
    DType fallback = DType::UInt8;
    int axis = 1; ///< used when the scale has more than one element
};

/// Shared state of extractQuantInfo: reads scale and zero-point tensors, gathers parameters, alternate
/// names and warnings.
class QuantCollector {
public:
    explicit QuantCollector(const Graph& graph);
    const Graph& graph() const { return m_graph; }

    /// Parameters from the source's scale and zero point; nullopt (and a warning) when they cannot be read.
    std::optional<QuantParams> readParams(const QuantSource& source);
    /// Keeps the first parameters seen for a float tensor; warns when a later node disagrees.
    void record(const Node& node, const std::string& floatName, const QuantParams& params);
    bool has(const std::string& floatName) const { return m_info.byFloatTensor.count(floatName) != 0; }
    /// Notes that the quantized model calls `floatName` also `name`.
    void alias(const std::string& name, const std::string& floatName);
    /// The names ONNX Runtime's quantizer derives from a float tensor name.
    void aliasConventional(const std::string& floatName);
    /// The float tensor a quantized-model name stands for: a recorded alias, else the name minus a known suffix.
    std::string floatNameOf(const std::string& name) const;
    /// Element type of a tensor of the graph, when known.
    std::optional<DType> dtypeOf(const std::string& name) const;
    void warn(const Node& node, Text message);
    /// A warning about the model as a whole (no node to point at).
    void warnModel(Text message);

    const QuantInfo& info() const { return m_info; }
    QuantInfo takeInfo() { return std::move(m_info); }
    std::vector<Problem> takeWarnings() { return std::move(m_warnings); }

private:
    /// The channel axis of per-channel parameters, checked against the quantized tensor's rank and the
    /// length of that axis; nullopt (and a warning) when they disagree.
    std::optional<int> channelAxis(const QuantSource& source, std::size_t channels);

    const Graph& m_graph;
    QuantInfo m_info;
    std::map<std::string, std::string> m_recordedBy; ///< float tensor → node whose parameters were kept
    std::vector<Problem> m_warnings;
};

/// Collects a QOperator node (QLinearConv, QLinearMatMul, com.microsoft QLinear*). False for other ops.
bool collectQOperator(const Node& node, QuantCollector& collector);

/// Collects ONNX Runtime's dynamic quantization: DynamicQuantizeLinear (activations, quantized at run
/// time) and ConvInteger / MatMulInteger (their weights' scales, found through the Cast → Mul after
/// them). False for other ops.
bool collectDynamicQuant(const Node& node, QuantCollector& collector);
/// After every node was collected: the note that dynamically quantized activations have no ranges.
void noteDynamicActivations(QuantCollector& collector);

} // namespace quantlens
