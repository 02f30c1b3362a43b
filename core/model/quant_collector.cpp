#include "model/quant_collector.h"

#include "model/tensor_values.h"
#include "util/number_text.h"

#include <array>
#include <cmath>
#include <string_view>
#include <utility>

namespace quantlens {
namespace {
    // Suffixes ONNX Runtime's quantizer appends to a float tensor name (onnxruntime/python/tools/quantization).
    constexpr std::array<std::string_view, 4> kConventionalSuffixes { "_quantized", "_QuantizeLinear_Output",
        "_DequantizeLinear_Output", "_QuantizeLinear_Input" };

    // nullopt when `name` does not end with `suffix` or is nothing but the suffix.
    std::optional<std::string> withoutSuffix(const std::string& name, std::string_view suffix)
    {
        if (name.size() <= suffix.size() || name.compare(name.size() - suffix.size(), suffix.size(), suffix) != 0)
            return std::nullopt;
        return name.substr(0, name.size() - suffix.size());
    }

    bool isSupportedQuantType(DType t)
    {
        return t == DType::Int8 || t == DType::UInt8 || t == DType::Int16 || t == DType::UInt16 || t == DType::Int32;
    }
}

QuantCollector::QuantCollector(const Graph& graph)
    : m_graph(graph)
{ }

void QuantCollector::warn(const Node& node, Text message)
{
    m_warnings.push_back(Problem::make(m_graph.sourcePath(), text("where.node", { node.name }), std::move(message)));
}

void QuantCollector::warnModel(Text message)
{
    m_warnings.push_back(Problem::make(m_graph.sourcePath(), {}, std::move(message)));
}

std::optional<QuantParams> QuantCollector::readParams(const QuantSource& s)
{
    const Node& node = *s.node;
    // Every message ends "; tensor '<float name>' skipped", its last argument.
    auto fail = [&](Text why) -> std::optional<QuantParams> {
        why.args.push_back(s.floatName);
        m_info.unreadable.emplace(s.floatName, why);
        warn(node, std::move(why));
        return std::nullopt;
    };
    if (s.scale.empty())
        return fail(text("quant.no_scale", { node.opType }));
    const TensorView* scaleView = m_graph.weight(s.scale);
    if (scaleView == nullptr)
        return fail(text("quant.scale_not_constant", { s.scale }));
    auto scales = valuesAsDouble(*scaleView);
    if (!scales || scales->empty())
        return fail(text("quant.scale_unreadable", { s.scale }));
    // A scale of 0 maps every value to the zero point: a range of nothing, never what a quantizer meant.
    for (double v : *scales)
        if (!std::isfinite(v) || v <= 0)
            return fail(text("quant.bad_scale", { s.scale, formatNumber(v) }));

    QuantParams p;
    p.dtype = s.fallback;
    p.scales = std::move(*scales);
    if (s.zeroPoint.empty()) {
        p.zeroPoints.assign(p.scales.size(), 0);
    } else {
        const TensorView* zpView = m_graph.weight(s.zeroPoint);
        if (zpView == nullptr)
            return fail(text("quant.zero_point_not_constant", { s.zeroPoint }));
        auto zps = valuesAsDouble(*zpView);
        if (!zps || zps->empty())
            return fail(text("quant.zero_point_unreadable", { s.zeroPoint }));
        if (zps->size() != 1 && zps->size() != p.scales.size())
            return fail(text("quant.bad_zero_point_count",
                { s.zeroPoint, std::to_string(zps->size()), std::to_string(p.scales.size()) }));
        p.dtype = zpView->dtype;
        for (double z : *zps)
            p.zeroPoints.push_back(std::llround(z));
    }
    if (!isSupportedQuantType(p.dtype))
        return fail(text("quant.unsupported_type", { dtypeName(p.dtype) }));
    p.bits = static_cast<int>(dtypeSize(p.dtype) * 8);
    if (p.scales.size() > 1) {
        auto axis = channelAxis(s, p.scales.size());
        if (!axis) {
            m_info.unreadable.emplace(s.floatName, m_warnings.back().what); // channelAxis said why
            return std::nullopt;
        }
        p.axis = *axis;
    }
    p.origin = node.opType;
    p.computeRanges();
    return p;
}

std::optional<int> QuantCollector::channelAxis(const QuantSource& s, std::size_t channels)
{
    int axis = s.axis;
    // The quantized tensor's shape: a weight's own, else what the graph declares or infers.
    std::optional<std::vector<std::int64_t>> shape;
    if (auto w = m_graph.weightLayout(s.dataName))
        shape = std::move(w->shape);
    else if (const Value* v = m_graph.value(s.dataName); v != nullptr && v->shapeKnown)
        shape = v->shape;
    if (!shape)
        return axis; // nothing to check against; a negative axis stays unresolved
    const int rank = static_cast<int>(shape->size());
    if (axis < -rank || axis >= rank) {
        warn(
            *s.node, text("quant.bad_axis", { std::to_string(s.axis), s.dataName, std::to_string(rank), s.floatName }));
        return std::nullopt;
    }
    if (axis < 0)
        axis += rank;
    const std::int64_t dim = (*shape)[static_cast<std::size_t>(axis)];
    if (dim > 0 && static_cast<std::size_t>(dim) != channels) {
        warn(*s.node,
            text("quant.channel_count",
                { s.scale, std::to_string(channels), std::to_string(axis), s.dataName, std::to_string(dim),
                    s.floatName }));
        return std::nullopt;
    }
    return axis;
}

void QuantCollector::record(const Node& node, const std::string& floatName, const QuantParams& params)
{
    auto [it, inserted] = m_info.byFloatTensor.emplace(floatName, params);
    if (inserted) {
        m_recordedBy[floatName] = node.name;
        return;
    }
    const QuantParams& kept = it->second;
    if (kept.dtype == params.dtype && kept.scales == params.scales && kept.zeroPoints == params.zeroPoints
        && kept.dynamic == params.dynamic)
        return;
    const std::string& first = m_recordedBy[floatName];
    warn(node, text("quant.conflicting_params", { floatName, first }));
}

void QuantCollector::alias(const std::string& name, const std::string& floatName)
{
    if (name.empty() || floatName.empty() || name == floatName)
        return;
    m_info.floatNameOf.emplace(name, floatName);
}

void QuantCollector::aliasConventional(const std::string& floatName)
{
    for (auto suffix : kConventionalSuffixes)
        alias(floatName + std::string(suffix), floatName);
}

std::string QuantCollector::floatNameOf(const std::string& name) const
{
    auto it = m_info.floatNameOf.find(name);
    if (it != m_info.floatNameOf.end())
        return it->second;
    for (auto suffix : kConventionalSuffixes)
        if (auto stripped = withoutSuffix(name, suffix))
            return *stripped;
    return name;
}

std::optional<DType> QuantCollector::dtypeOf(const std::string& name) const
{
    if (const auto w = m_graph.weightLayout(name))
        return w->dtype;
    if (const Value* v = m_graph.value(name))
        return v->dtype;
    return std::nullopt;
}

} // namespace quantlens
