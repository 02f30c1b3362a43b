#include "compare/encoding_diff.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace quantlens {
namespace {
    constexpr double kRelativeTolerance = 1e-6;

    bool nearlyEqual(double x, double y)
    {
        if (std::isnan(x) || std::isnan(y))
            return std::isnan(x) && std::isnan(y);
        return std::abs(x - y) <= kRelativeTolerance * std::max({ std::abs(x), std::abs(y), 1e-30 });
    }

    bool sameNumbers(const std::vector<double>& x, const std::vector<double>& y)
    {
        return x.size() == y.size() && std::equal(x.begin(), x.end(), y.begin(), nearlyEqual);
    }

    /// Ranges compare against the widest bound: a bound near zero differing by rounding is no change.
    bool sameRanges(const QuantParams& x, const QuantParams& y)
    {
        if (x.rangeMins.size() != y.rangeMins.size() || x.rangeMaxs.size() != y.rangeMaxs.size())
            return false;
        for (std::size_t c = 0; c < x.rangeMins.size(); ++c) {
            const double width = std::max({ std::abs(x.rangeMins[c]), std::abs(x.rangeMaxs[c]),
                std::abs(y.rangeMins[c]), std::abs(y.rangeMaxs[c]), 1e-30 });
            if (std::abs(x.rangeMins[c] - y.rangeMins[c]) > kRelativeTolerance * width
                || std::abs(x.rangeMaxs[c] - y.rangeMaxs[c]) > kRelativeTolerance * width)
                return false;
        }
        return true;
    }

    std::vector<EncodingAspect> changesBetween(const EncodingSide& a, const EncodingSide& b)
    {
        if (a.present != b.present)
            return { EncodingAspect::Presence };
        if (a.invalid || b.invalid) // what the broken side means is unknown: that, not a dtype, is the change
            return { EncodingAspect::Invalid };
        if (a.params.has_value() != b.params.has_value())
            return { EncodingAspect::DType }; // quantized in one, float in the other
        if (!a.params)
            return {};
        const QuantParams& x = *a.params;
        const QuantParams& y = *b.params;
        std::vector<EncodingAspect> changes;
        if (x.dtype != y.dtype)
            changes.push_back(EncodingAspect::DType);
        if (granularityName(x) != granularityName(y))
            changes.push_back(EncodingAspect::Granularity);
        if (x.dynamic || y.dynamic)
            return changes; // run-time parameters: nothing fixed to compare
        if (!sameNumbers(x.scales, y.scales))
            changes.push_back(EncodingAspect::Scale);
        std::vector<double> zx(x.zeroPoints.begin(), x.zeroPoints.end());
        std::vector<double> zy(y.zeroPoints.begin(), y.zeroPoints.end());
        if (zx != zy)
            changes.push_back(EncodingAspect::ZeroPoint);
        if (!sameRanges(x, y))
            changes.push_back(EncodingAspect::Range);
        return changes;
    }

    /// The quantized model's names for each float tensor (the reverse of QuantInfo::floatNameOf).
    std::multimap<std::string, std::string> namesOf(const QuantInfo& info)
    {
        std::multimap<std::string, std::string> out;
        for (const auto& [name, floatName] : info.floatNameOf)
            out.emplace(floatName, name);
        return out;
    }

    /// One model's view: which float tensors it has, which of them are weights.
    struct ModelView {
        const QuantizedModel& model;
        std::multimap<std::string, std::string> names;

        explicit ModelView(const QuantizedModel& m)
            : model(m)
            , names(namesOf(m.info))
        { }

        const Value* valueOf(const std::string& floatName) const
        {
            if (!model.graph)
                return nullptr;
            if (const Value* v = model.graph->value(floatName))
                return v;
            auto [first, last] = names.equal_range(floatName);
            for (auto it = first; it != last; ++it)
                if (const Value* v = model.graph->value(it->second))
                    return v;
            return nullptr;
        }

        bool isWeight(const std::string& floatName) const
        {
            if (!model.graph)
                return false;
            if (const Value* v = model.graph->value(floatName); v != nullptr && v->isWeight)
                return true;
            auto [first, last] = names.equal_range(floatName);
            for (auto it = first; it != last; ++it)
                if (const Value* v = model.graph->value(it->second); v != nullptr && v->isWeight)
                    return true;
            return false;
        }

        EncodingSide side(const std::string& floatName) const
        {
            EncodingSide s;
            if (const QuantParams* p = model.info.find(floatName))
                s.params = *p;
            else if (const auto bad = model.info.unreadable.find(floatName); bad != model.info.unreadable.end())
                s.invalid = bad->second;
            s.present = s.params.has_value() || s.invalid || valueOf(floatName) != nullptr;
            return s;
        }
    };

    /// Float tensor name → its position in a graph's node order (inputs before outputs).
    void addOrder(const Graph& graph, const QuantInfo* info, std::map<std::string, std::size_t>& order)
    {
        auto floatName = [&](const std::string& name) {
            if (info == nullptr)
                return name;
            auto it = info->floatNameOf.find(name);
            return it == info->floatNameOf.end() ? name : it->second;
        };
        for (const auto& input : graph.inputs())
            order.emplace(floatName(input), order.size());
        for (const auto& node : graph.nodes()) {
            for (const auto& name : node.inputs)
                if (!name.empty())
                    order.emplace(floatName(name), order.size());
            for (const auto& name : node.outputs)
                order.emplace(floatName(name), order.size());
        }
    }
}

const char* encodingAspectKey(EncodingAspect aspect)
{
    switch (aspect) {
    case EncodingAspect::Presence: return "presence";
    case EncodingAspect::DType: return "dtype";
    case EncodingAspect::Granularity: return "granularity";
    case EncodingAspect::Scale: return "scale";
    case EncodingAspect::ZeroPoint: return "zero_point";
    case EncodingAspect::Range: return "range";
    case EncodingAspect::Invalid: return "invalid";
    }
    return "";
}

std::string granularityName(const QuantParams& params)
{
    if (params.dynamic)
        return "dynamic";
    if (!params.perChannel())
        return "per-tensor";
    const std::size_t channels = std::max(params.scales.size(), params.rangeMins.size());
    return "per-channel (axis " + (params.axis ? std::to_string(*params.axis) : std::string("?")) + ", "
        + std::to_string(channels) + ")";
}

EncodingComparison compareEncodings(const QuantizedModel& a, const QuantizedModel& b, const Graph* floatGraph)
{
    const ModelView viewA(a);
    const ModelView viewB(b);
    std::set<std::string> tensors;
    for (const auto& [name, params] : a.info.byFloatTensor)
        tensors.insert(name);
    for (const auto& [name, params] : b.info.byFloatTensor)
        tensors.insert(name);
    for (const auto* info : { &a.info, &b.info })
        for (const auto& [name, why] : info->unreadable)
            tensors.insert(name);

    std::map<std::string, std::size_t> order;
    if (floatGraph != nullptr)
        addOrder(*floatGraph, nullptr, order);
    if (a.graph)
        addOrder(*a.graph, &a.info, order);
    if (b.graph)
        addOrder(*b.graph, &b.info, order);

    EncodingComparison out;
    for (const auto& tensor : tensors) {
        bool weight = false;
        if (const Value* v = floatGraph != nullptr ? floatGraph->value(tensor) : nullptr)
            weight = v->isWeight;
        else
            weight = viewA.isWeight(tensor) || viewB.isWeight(tensor);
        ++(weight ? out.weightsCompared : out.activationsCompared);
        EncodingDifference d { tensor, weight, viewA.side(tensor), viewB.side(tensor), {} };
        d.changes = changesBetween(d.a, d.b);
        out.changedByTensor[tensor] = !d.changes.empty();
        if (!d.changes.empty())
            out.differences.push_back(std::move(d));
    }
    std::stable_sort(out.differences.begin(), out.differences.end(), [&](const auto& x, const auto& y) {
        const auto ix = order.find(x.tensor);
        const auto iy = order.find(y.tensor);
        const std::size_t px = ix == order.end() ? order.size() : ix->second;
        const std::size_t py = iy == order.end() ? order.size() : iy->second;
        return px < py;
    });
    return out;
}

} // namespace quantlens
