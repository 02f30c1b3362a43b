#include "analysis/inspection.h"

#include "analysis/local_drop.h"
#include "model/conv_neighbours.h"
#include "util/message_areas.h"
#include "util/number_text.h"

#include <cmath>

namespace quantlens {
namespace {
    std::string percentText(double share) { return formatNumber(share * 100) + "%"; }

    std::string joined(const std::vector<const Node*>& nodes)
    {
        std::string out;
        for (const Node* n : nodes)
            out += (out.empty() ? "" : ", ") + n->name;
        return out;
    }

    Text adviceFor(const Analysis& a, const LayerRow& row, const ConsumerMap& consumers)
    {
        if (!a.floatGraph)
            return text("inspect.advice_16bit");
        const auto readers = convolutionReaders(consumers, row.tensor);
        if (!readers.empty())
            return text("inspect.advice_conv_input", { joined(readers) });
        const auto after = convolutionsAfter(consumers, row.tensor);
        // A convolution's own output: it becomes 16 bit where the next convolution reads it.
        if (const Node* producer = a.floatGraph->producer(row.tensor); producer && isConvolution(*producer))
            return text("inspect.advice_conv_output", { producer->name, after.empty() ? "–" : joined(after) });
        const auto before = convolutionsBefore(*a.floatGraph, row.tensor);
        // None near: a far convolution's input is no stand-in (attention, LayerNorm).
        if (convolutionsBefore(*a.floatGraph, row.tensor, 1, kNearConvolutionHops).empty()
            && convolutionsAfter(consumers, row.tensor, 1, kNearConvolutionHops).empty())
            return text("inspect.advice_no_conv");
        return text("inspect.advice_neighbours",
            { before.empty() ? "–" : joined(before), after.empty() ? "–" : joined(after) });
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
        // Measured: a large gain marks the tensor that matters (red), a low isolated cos a layer's own error.
        { InspectionMetric::Gain16, "gain16", QT_TRANSLATE_NOOP("Metrics", "Gain at 16 bit (measured)"), false },
        { InspectionMetric::GainFloat, "gain_float", QT_TRANSLATE_NOOP("Metrics", "Gain in float (measured)"), false },
        { InspectionMetric::IsolatedCos, "isolated_cos", QT_TRANSLATE_NOOP("Metrics", "Isolated cos (measured)"),
            true },
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
    case InspectionMetric::Gain16: return t.gain16;
    case InspectionMetric::GainFloat: return t.gainFloat;
    case InspectionMetric::IsolatedCos: return t.isolatedCos;
    }
    return std::nullopt;
}

bool exceedsU8Range(const QuantParams& quant, const InspectionRules& rules)
{
    return quant.bits == 8 && quant.hasRange() && quant.rangeMax() - quant.rangeMin() > rules.u8RangeAbove;
}

std::vector<TensorInspection> inspect(const Analysis& a, const InspectionRules& rules)
{
    ConsumerMap consumers;
    if (a.floatGraph)
        consumers = consumersOf(*a.floatGraph);
    std::vector<TensorInspection> out;
    out.reserve(a.rows.size());
    for (std::size_t r = 0; r < a.rows.size(); ++r) {
        const LayerRow& row = a.rows[r];
        TensorInspection t;
        t.row = r;
        if (row.measured) {
            t.gain16 = row.measured->gain16;
            t.gainFloat = row.measured->gainFloat;
            t.isolatedCos = row.measured->isolatedCos;
        }
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
            // Clipping is counted against a fixed range: a dynamic tensor has none, and its 0 is no measurement.
            if (row.quant && row.quant->hasRange() && s->referenceFiniteCount > 0)
                t.clipRatio = static_cast<double>(s->clippedCount) / static_cast<double>(s->referenceFiniteCount);
            if (s->ownLoss) {
                t.ownCos = s->ownLoss->cosine;
                t.ownSqnrDb = s->ownLoss->sqnrDb;
            }
        }
        if (row.quant && row.quant->hasRange()) {
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
