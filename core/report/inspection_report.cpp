#include "report/inspection_report.h"

#include "report/table_writer.h"
#include "util/number_text.h"

namespace quantlens {
namespace {
    std::string joinFlags(const std::vector<std::string>& flags)
    {
        std::string out;
        for (const auto& f : flags)
            out += (out.empty() ? "" : ";") + f;
        return out;
    }
}

std::string renderInspection(const Analysis& a, const InspectionRules& rules, ReportFormat format)
{
    PlainTable t;
    t.title = "QuantLens inspection";
    t.notes = { "Reference: `" + a.reference.label
            + "`. range = ref_max − ref_min of the reference dump; repr_min/max = "
              "what the quantization can represent (scale × (qmin − zero point) … scale × (qmax − zero point)); "
              "range_use = range / (repr_max − repr_min); clip_ratio = share of reference values beyond "
              "the representable range by more than half a step; own_cos / own_sqnr_db = the reference "
              "against its own quantize-dequantize; local_drop = lowest input cos − this tensor's cos "
              "(positive: accuracy is lost here). With --measure: gain16 / gain_float = the outputs' cosine gained "
              "with only this tensor at 16 bit / in float (measured by running the models), isolated_cos = its "
              "node computed from the float inputs with its own quantization, against the float output.",
        "Flags: " + rules.u8RangeFlag() + " (8-bit quantization range), " + rules.clippingFlag() + ", "
            + rules.rangeUseFlag() + ", " + rules.ownSqnrFlag() + "." };
    t.header = { { "format", "quantlens-inspect" }, { "version", 1 },
        { "rules",
            { { "u8_range_above", rules.u8RangeAbove }, { "clip_ratio_above", rules.clipRatioAbove },
                { "range_use_below", rules.rangeUseBelow }, { "own_sqnr_below_db", rules.ownSqnrBelowDb } } } };
    t.columns = { "tensor", "dtype", "ref_min", "ref_max", "range", "repr_min", "repr_max", "range_use", "clip_ratio",
        "own_cos", "own_sqnr_db", "local_drop", "gain16", "gain_float", "isolated_cos", "flags", "advice" };
    t.markdownDecimals = { -1, -1, 4, 4, 4, 4, 4, 4, 6, 6, 2, 6, 5, 5, 6, -1, -1 };
    for (const TensorInspection& i : inspect(a, rules)) {
        const LayerRow& row = a.rows[i.row];
        t.rows.push_back({ TableCell::of(row.tensor), TableCell::of(row.quant ? dtypeName(row.quant->dtype) : ""),
            TableCell::of(i.refMin), TableCell::of(i.refMax), TableCell::of(i.range), TableCell::of(i.reprMin),
            TableCell::of(i.reprMax), TableCell::of(i.rangeUse), TableCell::of(i.clipRatio), TableCell::of(i.ownCos),
            TableCell::of(i.ownSqnrDb), TableCell::of(i.localDrop), TableCell::of(i.gain16), TableCell::of(i.gainFloat),
            TableCell::of(i.isolatedCos), TableCell::of(joinFlags(i.flags)),
            TableCell::of(i.advice ? rendered(*i.advice) : std::string()) });
        if (!a.inputRuns.empty()) {
            const auto& across = row.acrossInputs;
            t.rows.back().push_back(across ? TableCell::of(across->meanCos) : TableCell::of(std::optional<double> {}));
            t.rows.back().push_back(across ? TableCell::of(across->p5Cos) : TableCell::of(std::optional<double> {}));
            t.rows.back().push_back(across ? TableCell::of(across->worstCos) : TableCell::of(std::optional<double> {}));
        }
    }
    // Several model inputs: the statistics are the worst input's; each tensor's cosine over all of them.
    if (!a.inputRuns.empty()) {
        t.columns.insert(t.columns.end(), { "cos_mean_inputs", "cos_p5_inputs", "cos_worst_inputs" });
        t.markdownDecimals.insert(t.markdownDecimals.end(), { 6, 6, 6 });
        t.notes.push_back("The models ran on " + std::to_string(a.inputRuns.size()) + " inputs: ranges and own "
            + "loss are input " + std::to_string(a.shownInput + 1) + "'s (the one whose outputs lost most); "
            + "cos_mean_inputs / cos_p5_inputs (5th percentile) / cos_worst_inputs = the tensor's cosine over all "
            + "inputs.");
    }
    return renderTable(t, format);
}

std::string renderOutliers(const Analysis& a, const OutlierOptions& options, ReportFormat format)
{
    PlainTable t;
    t.title = "QuantLens outlier table";
    t.notes = { "level = log_b(max|x| of the tensor / max|x| of the channel), b = " + formatNumber(options.logBase)
        + "; channels along axis 1 (NCHW) of the reference dump. share_level_ge_k = share of channels with "
          "level ≥ k; sparse_ratio = share of all-zero channels (they have no level)." };
    t.header = { { "format", "quantlens-outliers" }, { "version", 1 }, { "log_base", options.logBase } };
    t.columns = { "tensor", "channels", "max_level", "share_level_ge_3", "share_level_ge_4", "share_level_ge_5",
        "share_level_ge_6", "sparse_ratio" };
    t.markdownDecimals = { -1, 0, 3, 4, 4, 4, 4, 4 };
    for (const OutlierRow& o : outlierTable(a, options))
        t.rows.push_back({ TableCell::of(a.rows[o.row].tensor), TableCell::of(static_cast<double>(o.channels)),
            TableCell::of(o.maxLevel), TableCell::of(o.shareAtLeast[0]), TableCell::of(o.shareAtLeast[1]),
            TableCell::of(o.shareAtLeast[2]), TableCell::of(o.shareAtLeast[3]), TableCell::of(o.sparseRatio) });
    return renderTable(t, format);
}

} // namespace quantlens
