#include "runtime/node_checks.h"

#include "model/lazy_onnx_schemas.h"
#include "runtime/op_registry.h"

#include <onnx/defs/schema.h>

#include <climits>

namespace quantlens::runtime {
namespace {
    std::string countText(int lowest, int highest)
    {
        if (lowest == highest)
            return std::to_string(lowest);
        if (highest == INT_MAX)
            return "at least " + std::to_string(lowest);
        return std::to_string(lowest) + " to " + std::to_string(highest);
    }
}

std::optional<std::string> opsetProblem(const Graph& graph)
{
    const std::int64_t opset = graph.opsetVersion("");
    if (opset <= kNewestOnnxOpset)
        return std::nullopt;
    return "the model imports ONNX opset " + std::to_string(opset) + ", newer than any this version knows (up to "
        + std::to_string(kNewestOnnxOpset) + ")";
}

std::optional<std::string> arityProblem(const Node& node, std::int64_t opset)
{
    if (!node.domain.empty() && node.domain != "ai.onnx")
        return std::nullopt;
    // Past the newest opset this libonnx knows, its newest schema may be older than the operator the
    // model means (ReduceMean 18 takes axes as an input; libonnx 1.12's newest takes one input).
    static const int newestKnown = [] {
        const auto& versions = onnx::OpSchemaRegistry::DomainToVersionRange::Instance().Map();
        const auto known = versions.find("");
        return known == versions.end() ? 0 : known->second.second;
    }();
    if (opset > newestKnown)
        return std::nullopt;
    const onnx::OpSchema* schema = lazyOnnxSchema(node.opType, static_cast<int>(opset), "");
    if (schema == nullptr)
        return std::nullopt;
    const auto inputs = static_cast<int>(node.inputs.size());
    const auto outputs = static_cast<int>(node.outputs.size());
    const auto at = [&] { return " at opset " + std::to_string(opset); };
    if (inputs < schema->min_input() || inputs > schema->max_input())
        return "it has " + std::to_string(inputs) + " inputs; " + node.opType + at() + " takes "
            + countText(schema->min_input(), schema->max_input());
    if (outputs < schema->min_output() || outputs > schema->max_output())
        return "it has " + std::to_string(outputs) + " outputs; " + node.opType + at() + " gives "
            + countText(schema->min_output(), schema->max_output());
    return std::nullopt;
}

std::optional<std::string> opsetTooOldProblem(const Node& node, std::int64_t opset)
{
    const OpRegistration* any = findOp(node.domain, node.opType, 0);
    if (any == nullptr || opset == 0)
        return std::nullopt;
    std::int64_t oldest = any->sinceVersion;
    for (const auto& op : opRegistry())
        if (node.domain == op.domain && node.opType == op.opType)
            oldest = std::min(oldest, op.sinceVersion);
    return node.opType + " is run from opset " + std::to_string(oldest) + " on; the model's opset is "
        + std::to_string(opset);
}

} // namespace quantlens::runtime
