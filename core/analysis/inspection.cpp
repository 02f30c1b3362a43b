#include "analysis/inspection.h"

#include "analysis/local_drop.h"
#include "util/message_areas.h"
#include "util/number_text.h"

#include <cmath>
#include <map>
#include <set>

namespace quantlens {
namespace {
    bool isConvolution(const Node& node) { return node.opType == "Conv" || node.opType == "ConvTranspose"; }

    std::string percentText(double share) { return formatNumber(share * 100) + "%"; }

    /// Nodes reading each value, for looking downstream.
    std::map<std::string, std::vector<const Node*>> consumersOf(const Graph& graph)
    {
        std::map<std::string, std::vector<const Node*>> consumers;
        for (const Node& node : graph.nodes())
            for (const auto& input : node.inputs)
                if (!input.empty())
                    consumers[input].push_back(&node);
        return consumers;
    }

    /// The nearest convolutions (at most `limit`) reached from `tensor` breadth first, stepping from a
    /// value to the nodes `nodesOf` gives it; a convolution ends its path, other nodes lead on to
    /// the values `onward` gives.
    template <class NodesOf, class Onward>
    std::vector<std::string> nearestConvolutions(const std::string& tensor, NodesOf nodesOf, Onward onward, std::size_t limit = 2)
    {
        std::vector<std::string> found;
        std::vector<std::string> frontier { tensor };
        std::set<std::string> seen;
        while (!frontier.empty() && found.size() < limit) {
            std::vector<std::string> next;
            for (const auto& value : frontier)
                for (const Node* node : nodesOf(value)) {
                    if (!seen.insert(node->name).second)
                        continue;
                    if (isConvolution(*node)) {
                        if (found.size() < limit)
                            found.push_back(node->name);
                        continue;
                    }
                    for (const auto& v : onward(*node))
                        next.push_back(v);
                }
            frontier = std::move(next);
        }
        return found;
    }

    std::vector<std::string> convolutionsBefore(const Graph& graph, const std::string& tensor)
    {
        return nearestConvolutions(
            tensor,
            [&](const std::string& value) {
                const Node* producer = graph.producer(value);
                return producer ? std::vector<const Node*> { producer } : std::vector<const Node*> {};
            },
            [&](const Node& node) {
                std::vector<std::string> inputs; // activations only: weights lead nowhere
                for (const auto& input : node.inputs)
                    if (!input.empty() && graph.weight(input) == nullptr)
                        inputs.push_back(input);
                return inputs;
            });
    }

    std::vector<std::string> convolutionsAfter(
        const std::map<std::string, std::vector<const Node*>>& consumers, const std::string& tensor)
    {
        return nearestConvolutions(
            tensor,
            [&](const std::string& value) {
                auto it = consumers.find(value);
                return it == consumers.end() ? std::vector<const Node*> {} : it->second;
            },
            [](const Node& node) { return node.outputs; });
    }

    std::string joined(const std::vector<std::string>& names)
    {
        std::string out;
        for (const auto& n : names)
            out += (out.empty() ? "" : ", ") + n;
        return out;
    }

    Text adviceFor(const Analysis& a, const LayerRow& row, const std::map<std::string, std::vector<const Node*>>& consumers)
    {
        if (!a.floatGraph)
            return text("inspect.advice_16bit");
        std::vector<std::string> readers;
        if (auto it = consumers.find(row.tensor); it != consumers.end())
            for (const Node* node : it->second)
                if (isConvolution(*node))
                    readers.push_back(node->name);
        if (!readers.empty())
            return text("inspect.advice_conv_input", { joined(readers) });
        const auto after = convolutionsAfter(consumers, row.tensor);
        // A convolution's own output: it becomes 16 bit where the next convolution reads it.
        if (const Node* producer = a.floatGraph->producer(row.tensor); producer && isConvolution(*producer))
            return text("inspect.advice_conv_output", { producer->name, after.empty() ? "–" : joined(after) });
        const auto before = convolutionsBefore(*a.floatGraph, row.tensor);
        if (before.empty() && after.empty())
            return text("inspect.advice_no_conv");
        return text("inspect.advice_neighbours", { before.empty() ? "–" : joined(before), after.empty() ? "–" : joined(after) });
    }
}

std::optional<Text> InspectionRules::problem() const
{
    for (double v : { u8RangeAbove, clipRatioAbove, rangeUseBelow, ownSqnrBelowDb })
        if (!std::isfinite(v) || v < 0)
            return text("inspect.bad_rule", { formatNumber(v) });
    return std::nullopt;
}

std::string InspectionRules::u8RangeFlag() const { return "u8-range>" + formatNumber(u8RangeAbove); }
std::string InspectionRules::clippingFlag() const { return "clipping>" + percentText(clipRatioAbove); }
std::string InspectionRules::rangeUseFlag() const { return "range-use<" + percentText(rangeUseBelow); }
std::string InspectionRules::ownSqnrFlag() const { return "own-sqnr<" + formatNumber(ownSqnrBelowDb) + "dB"; }

const std::vector<InspectionMetricDescriptor>& inspectionMetrics()
{
    static const std::vector<InspectionMetricDescriptor> list {
        { InspectionMetric::RangeUse, "range_use", QT_TRANSLATE_NOOP("Metrics", "Range use"), true },
        { InspectionMetric::ClipRatio, "clip_ratio", QT_TRANSLATE_NOOP("Metrics", "Clipped share"), false },
        { InspectionMetric::OwnSqnr, "own_sqnr_db", QT_TRANSLATE_NOOP("Metrics", "Own quantization SQNR (dB)"), true },
        { InspectionMetric::LocalDrop, "local_drop", QT_TRANSLATE_NOOP("Metrics", "Local drop"), false },
    };
    return list;
}

const InspectionMetricDescriptor& inspectionMetricDescriptor(InspectionMetric id)
{
    for (const auto& d : inspectionMetrics())
        if (d.id == id)
            return d;
    return inspectionMetrics().front(); // unreachable: every id is listed
}

std::optional<double> inspectionValue(const TensorInspection& t, InspectionMetric metric)
{
    switch (metric) {
    case InspectionMetric::RangeUse: return t.rangeUse;
    case InspectionMetric::ClipRatio: return t.clipRatio;
    case InspectionMetric::OwnSqnr: return t.ownSqnrDb;
    case InspectionMetric::LocalDrop: return t.localDrop;
    }
    return std::nullopt;
}

bool exceedsU8Range(const QuantParams& quant, const InspectionRules& rules)
{
    return quant.bits == 8 && !quant.rangeMins.empty() && quant.rangeMax() - quant.rangeMin() > rules.u8RangeAbove;
}

std::vector<TensorInspection> inspect(const Analysis& a, const InspectionRules& rules)
{
    std::map<std::string, std::vector<const Node*>> consumers;
    if (a.floatGraph)
        consumers = consumersOf(*a.floatGraph);
    std::vector<TensorInspection> out;
    out.reserve(a.rows.size());
    for (std::size_t r = 0; r < a.rows.size(); ++r) {
        const LayerRow& row = a.rows[r];
        TensorInspection t;
        t.row = r;
        for (const auto& result : row.results)
            if (result.metrics && result.metrics->reference.finiteCount > 0) {
                t.refMin = result.metrics->reference.min;
                t.refMax = result.metrics->reference.max;
                t.range = *t.refMax - *t.refMin;
                break;
            }
        if (const TensorStats* s = row.referenceStats()) {
            t.lowPercentile = s->lowPercentile;
            t.highPercentile = s->highPercentile;
            if (row.quant && s->referenceFiniteCount > 0)
                t.clipRatio = static_cast<double>(s->clippedCount) / static_cast<double>(s->referenceFiniteCount);
            if (s->ownLoss) {
                t.ownCos = s->ownLoss->cosine;
                t.ownSqnrDb = s->ownLoss->sqnrDb;
            }
        }
        if (row.quant && !row.quant->rangeMins.empty()) {
            t.reprMin = row.quant->rangeMin();
            t.reprMax = row.quant->rangeMax();
            const double span = *t.reprMax - *t.reprMin;
            if (t.range && span > 0)
                t.rangeUse = *t.range / span;
            if (exceedsU8Range(*row.quant, rules))
                t.flags.push_back(rules.u8RangeFlag());
        }
        t.localDrop = localDrop(a, row, 0);
        if (t.clipRatio && *t.clipRatio > rules.clipRatioAbove)
            t.flags.push_back(rules.clippingFlag());
        if (t.rangeUse && *t.rangeUse < rules.rangeUseBelow)
            t.flags.push_back(rules.rangeUseFlag());
        if (t.ownSqnrDb && *t.ownSqnrDb < rules.ownSqnrBelowDb)
            t.flags.push_back(rules.ownSqnrFlag());
        if (!t.flags.empty())
            t.advice = adviceFor(a, row, consumers);
        out.push_back(std::move(t));
    }
    return out;
}

} // namespace quantlens
