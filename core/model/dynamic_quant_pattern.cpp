#include "model/dynamic_quant_pattern.h"

namespace quantlens {
namespace {
    // Mul(cast, Mul(x_scale, W_scale)) nests the scales one Mul deep; allow a little more, never a walk
    // through the whole graph.
    constexpr int kMaxScaleMulDepth = 3;

    bool isOp(const Node& node, const char* opType)
    {
        return node.opType == opType && (node.domain.empty() || node.domain == "ai.onnx");
    }

    const Node& nodeAt(const Graph& graph, int index) { return graph.nodes()[static_cast<std::size_t>(index)]; }

    /// Index of the first node of type `opType` that reads `value`; -1 when none does.
    int consumerOf(const Graph& graph, const std::string& value, const char* opType)
    {
        const Value* v = graph.value(value);
        if (v == nullptr)
            return -1;
        for (int index : v->consumers)
            if (isOp(nodeAt(graph, index), opType))
                return index;
        return -1;
    }

    /// The tensors whose product `value` is, through nested Muls (which join the chain).
    void collectFactors(const Graph& graph, const std::string& value, int depth, DynamicRescale& rescale)
    {
        const Node* producer = graph.producer(value);
        if (producer != nullptr && isOp(*producer, "Mul") && producer->inputs.size() == 2
            && depth < kMaxScaleMulDepth) {
            rescale.nodes.insert(graph.nodeIndex(producer->name));
            for (const auto& in : producer->inputs)
                collectFactors(graph, in, depth + 1, rescale);
            return;
        }
        rescale.scaleFactors.push_back(value);
    }

    /// The float bias ONNX Runtime adds after the rescale of a Conv: Add(scaled, Reshape(B, shape)).
    void collectBiasAdd(const Graph& graph, const std::string& scaled, DynamicRescale& rescale)
    {
        const Value* v = graph.value(scaled);
        if (v == nullptr || v->consumers.size() != 1 || !isOp(nodeAt(graph, v->consumers[0]), "Add"))
            return;
        const Node& add = nodeAt(graph, v->consumers[0]);
        for (const auto& in : add.inputs) {
            const Node* reshape = in == scaled ? nullptr : graph.producer(in);
            if (reshape != nullptr && isOp(*reshape, "Reshape") && !reshape->inputs.empty()
                && graph.hasWeight(reshape->inputs[0])) {
                rescale.nodes.insert(v->consumers[0]);
                rescale.nodes.insert(graph.nodeIndex(reshape->name));
            }
        }
    }
}

bool isDynamicIntegerOp(const Node& node) { return isOp(node, "ConvInteger") || isOp(node, "MatMulInteger"); }

std::optional<DynamicRescale> findDynamicRescale(const Graph& graph, const Node& integerOp)
{
    if (integerOp.outputs.empty())
        return std::nullopt;
    DynamicRescale rescale;
    std::string integer = integerOp.outputs[0];
    int cast = consumerOf(graph, integer, "Cast");
    if (cast < 0) // older ONNX Runtime versions add an int32 bias before the Cast
        if (const int add = consumerOf(graph, integer, "Add"); add >= 0 && !nodeAt(graph, add).outputs.empty()) {
            rescale.nodes.insert(add);
            integer = nodeAt(graph, add).outputs[0];
            cast = consumerOf(graph, integer, "Cast");
        }
    if (cast < 0 || nodeAt(graph, cast).outputs.empty())
        return std::nullopt;
    const std::string& floats = nodeAt(graph, cast).outputs[0];
    const int mul = consumerOf(graph, floats, "Mul");
    if (mul < 0 || nodeAt(graph, mul).inputs.size() != 2 || nodeAt(graph, mul).outputs.empty())
        return std::nullopt;
    rescale.nodes.insert(cast);
    rescale.nodes.insert(mul);
    for (const auto& in : nodeAt(graph, mul).inputs)
        if (in != floats)
            collectFactors(graph, in, 1, rescale);
    collectBiasAdd(graph, nodeAt(graph, mul).outputs[0], rescale);
    return rescale;
}

std::set<int> dynamicRescaleNodes(const Graph& graph)
{
    std::set<int> nodes;
    for (const auto& node : graph.nodes())
        if (isDynamicIntegerOp(node))
            if (auto rescale = findDynamicRescale(graph, node))
                nodes.insert(rescale->nodes.begin(), rescale->nodes.end());
    return nodes;
}

} // namespace quantlens
