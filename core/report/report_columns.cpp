#include "report/report_columns.h"

#include "analysis/inspection.h"
#include "metrics/metric_list.h"

#include "tensor/shape_text.h"

#include <charconv>
#include <cmath>

namespace quantlens {

std::string rowFlags(const LayerRow& row, std::size_t run)
{
    std::string flags;
    auto add = [&](const std::string& flag) { flags += (flags.empty() ? "" : ";") + flag; };
    auto count = [&](std::size_t n, const char* what) {
        if (n > 0)
            add(std::string(what) + ':' + std::to_string(n));
    };
    if (run < row.results.size())
        if (const auto& m = row.results[run].metrics) {
            count(m->reference.nanCount, "ref-nan");
            count(m->reference.infCount, "ref-inf");
            count(m->candidate.nanCount, "cand-nan");
            count(m->candidate.infCount, "cand-inf");
        }
    // SigmaStar's rule: an 8-bit tensor spanning more than 20 in float loses too much resolution.
    if (const InspectionRules rules; row.quant && exceedsU8Range(*row.quant, rules))
        add(rules.u8RangeFlag());
    return flags;
}

std::string problemText(const LayerRow& row, std::size_t run)
{
    if (run >= row.results.size() || !row.results[run].problem)
        return {};
    const Problem& p = *row.results[run].problem;
    // The row names the tensor already; keep the file, which says which dump was unreadable.
    return p.file.empty() ? p.renderedMessage() : p.file + ": " + p.renderedMessage();
}

std::string runColumnName(const Analysis& analysis, std::size_t run, const std::string& key)
{
    if (run == 0 || run >= analysis.candidates.size())
        return key;
    return analysis.candidates[run].label + "." + key;
}

namespace {
    using Number = std::optional<double>;
    using Text3 = std::function<std::string(const LayerRow&, std::size_t, const Thresholds&)>;

    const PairMetrics* metricsOf(const LayerRow& r, std::size_t run)
    {
        return run < r.results.size() && r.results[run].metrics ? &*r.results[run].metrics : nullptr;
    }

    /// The reference side's statistics: the same in every run, so any run that compared says.
    /// A run imported from a vendor's table: it has the table's numbers, no values to take
    /// statistics of (left empty rather than written as 0).
    bool importedResult(const CandidateResult& result) { return !result.imported.empty(); }

    const SideStats* referenceStats(const LayerRow& r)
    {
        for (const auto& result : r.results)
            if (result.metrics && !importedResult(result))
                return &result.metrics->reference;
        return nullptr;
    }

    ReportColumn textColumn(std::string key, bool perRun, Text3 text)
    {
        return { std::move(key), perRun, std::move(text), {} };
    }

    ReportColumn tensorText(std::string key, std::function<std::string(const LayerRow&)> f)
    {
        return textColumn(
            std::move(key), false, [f](const LayerRow& r, std::size_t, const Thresholds&) { return f(r); });
    }

    ReportColumn numberColumn(std::string key, bool perRun, std::function<Number(const LayerRow&, std::size_t)> number)
    {
        auto text = [number](const LayerRow& row, std::size_t run, const Thresholds&) {
            const Number v = number(row, run);
            return v ? formatNumber(*v) : std::string();
        };
        return { std::move(key), perRun, text, std::move(number) };
    }

    ReportColumn tensorNumber(std::string key, std::function<Number(const LayerRow&)> f)
    {
        return numberColumn(std::move(key), false, [f](const LayerRow& r, std::size_t) { return f(r); });
    }

    ReportColumn metric(std::string key, double PairMetrics::*field)
    {
        return numberColumn(std::move(key), true, [field](const LayerRow& r, std::size_t run) -> Number {
            const PairMetrics* m = metricsOf(r, run);
            return m ? Number(m->*field) : std::nullopt;
        });
    }

    template <class T> ReportColumn referenceStat(std::string key, T SideStats::*field)
    {
        return tensorNumber(std::move(key), [field](const LayerRow& r) -> Number {
            const SideStats* s = referenceStats(r);
            return s ? Number(static_cast<double>(s->*field)) : std::nullopt;
        });
    }

    template <class T> ReportColumn candidateStat(std::string key, T SideStats::*field)
    {
        return numberColumn(std::move(key), true, [field](const LayerRow& r, std::size_t run) -> Number {
            const PairMetrics* m = metricsOf(r, run);
            return m && !importedResult(r.results[run]) ? Number(static_cast<double>(m->candidate.*field))
                                                        : std::nullopt;
        });
    }

    std::vector<ReportColumn> makeColumns()
    {
        using S = SideStats;
        std::vector<ReportColumn> c {
            tensorNumber("order", [](const LayerRow& r) -> Number { return r.order; }),
            tensorText("tensor", [](const LayerRow& r) { return r.tensor; }),
            tensorText("op_type", [](const LayerRow& r) { return r.opType; }),
            tensorText("node", [](const LayerRow& r) { return r.nodeName; }),
            tensorText("shape", [](const LayerRow& r) { return shapeToString(r.shape, ","); }),
            tensorText("quant_dtype", [](const LayerRow& r) { return r.quant ? dtypeName(r.quant->dtype) : ""; }),
            tensorText("quant_granularity",
                [](const LayerRow& r) {
                    if (!r.quant)
                        return "";
                    return r.quant->dynamic ? "dynamic" : r.quant->perChannel() ? "per-channel" : "per-tensor";
                }),
            tensorNumber("quant_scale",
                [](const LayerRow& r) -> Number {
                    return r.quant && r.quant->scales.size() == 1 ? Number(r.quant->scales[0]) : std::nullopt;
                }),
            tensorNumber("quant_zero_point",
                [](const LayerRow& r) -> Number {
                    return r.quant && r.quant->zeroPoints.size() == 1 ? Number(r.quant->zeroPoints[0]) : std::nullopt;
                }),
            // A dynamic tensor has no range: empty, not NaN.
            tensorNumber("quant_range_min",
                [](const LayerRow& r) -> Number {
                    return r.quant && r.quant->hasRange() ? Number(r.quant->rangeMin()) : std::nullopt;
                }),
            tensorNumber("quant_range_max",
                [](const LayerRow& r) -> Number {
                    return r.quant && r.quant->hasRange() ? Number(r.quant->rangeMax()) : std::nullopt;
                }),
            referenceStat("ref_min", &S::min),
            referenceStat("ref_max", &S::max),
            referenceStat("ref_mean", &S::mean),
            referenceStat("ref_std", &S::std),
            referenceStat("ref_l2_norm", &S::l2Norm),
            referenceStat("ref_nan_count", &S::nanCount),
            referenceStat("ref_inf_count", &S::infCount),
            // Measured by running the models (--measure): empty when not measured.
            tensorNumber(
                "gain16", [](const LayerRow& r) -> Number { return r.measured ? r.measured->gain16 : std::nullopt; }),
            tensorNumber("gain_float",
                [](const LayerRow& r) -> Number { return r.measured ? r.measured->gainFloat : std::nullopt; }),
            tensorText(
                "moves_with", [](const LayerRow& r) { return r.measured ? r.measured->movesWith : std::string(); }),
            tensorNumber("isolated_cos",
                [](const LayerRow& r) -> Number { return r.measured ? r.measured->isolatedCos : std::nullopt; }),
            tensorNumber("isolated_sqnr_db",
                [](const LayerRow& r) -> Number { return r.measured ? r.measured->isolatedSqnrDb : std::nullopt; }),
            // Several model inputs: the tensor's cosine (first run) over all of them; empty for one.
            tensorNumber("cos_mean_inputs",
                [](const LayerRow& r) -> Number {
                    return r.acrossInputs ? Number(r.acrossInputs->meanCos) : std::nullopt;
                }),
            tensorNumber("cos_worst_inputs",
                [](const LayerRow& r) -> Number {
                    return r.acrossInputs ? Number(r.acrossInputs->worstCos) : std::nullopt;
                }),
            tensorNumber("cos_p5_inputs",
                [](const LayerRow& r) -> Number {
                    return r.acrossInputs ? Number(r.acrossInputs->p5Cos) : std::nullopt;
                }),
            tensorNumber("worst_input",
                [](const LayerRow& r) -> Number {
                    return r.acrossInputs ? Number(static_cast<double>(r.acrossInputs->worstInput + 1)) : std::nullopt;
                }),
            // Per run: the verdict and why not compared come first, they are what a reader scans.
            textColumn("verdict", true,
                [](const LayerRow& r, std::size_t run, const Thresholds& t) {
                    return std::string(verdictName(r.results[run].verdict(t)));
                }),
            // Which rule decided the verdict, so a warn by the relative L1 rule does not read as a cosine's.
            textColumn("verdict_rule", true,
                [](const LayerRow& r, std::size_t run, const Thresholds& t) {
                    const auto& m = r.results[run].metrics;
                    return m ? std::string(verdictRuleName(*m, t)) : std::string();
                }),
            textColumn("problem", true,
                [](const LayerRow& r, std::size_t run, const Thresholds&) { return problemText(r, run); }),
        };
        for (const MetricDescriptor& m : metricList())
            c.push_back(metric(m.key, m.field));
        for (auto&& column : std::initializer_list<ReportColumn> {
                 // This run's own quantization step, when it also dumped the value before QuantizeLinear.
                 numberColumn("quant_step_cos", true,
                     [](const LayerRow&r, std::size_t run) -> Number {
                         const auto& step = r.results[run].quantizationStep;
                         return step ? Number(step->cosine) : std::nullopt;
                     }),
                 numberColumn("quant_step_sqnr_db", true,
                     [](const LayerRow&r, std::size_t run) -> Number {
                         const auto& step = r.results[run].quantizationStep;
                         return step ? Number(step->sqnrDb) : std::nullopt;
                     }),
                 candidateStat("cand_min", &S::min),
                 candidateStat("cand_max", &S::max),
                 candidateStat("cand_mean", &S::mean),
                 candidateStat("cand_std", &S::std),
                 candidateStat("cand_l2_norm", &S::l2Norm),
                 candidateStat("cand_nan_count", &S::nanCount),
                 candidateStat("cand_inf_count", &S::infCount),
                 textColumn("match", true,
                     [](const LayerRow&r, std::size_t run, const Thresholds&) {
                         const TensorPair& m = r.results[run].match;
                         std::string text = matchRuleName(m.candidateRule);
                         if (m.candidateRule == MatchRule::Structure)
                             text += "(" + formatSignificant(m.confidence, 2) + ")";
                         if (!m.candidatePermutation.empty())
                             text += "+transposed";
                         if (m.reshaped)
                             text += "+reshaped";
                         return text;
                     }),
                 textColumn("candidate_entry", true,
                     [](const LayerRow&r, std::size_t run, const Thresholds&) {
                         return r.results[run].match.candidateEntry;
                     }),
                 textColumn("flags", true,
                     [](const LayerRow&r, std::size_t run, const Thresholds&) { return rowFlags(r, run); }),
                 // A run imported from a vendor's table: every number of its line, as the vendor named it.
                 textColumn("vendor_values", true,
                     [](const LayerRow&r, std::size_t run, const Thresholds&) {
                         std::string text;
                         for (const auto& [key, value] : r.results[run].imported)
                             text += (text.empty() ? "" : ";") + key + "=" + formatNumber(value);
                         return text;
                     }),
             })
            c.push_back(column);
        return c;
    }
}

const std::vector<ReportColumn>& reportColumns()
{
    static const std::vector<ReportColumn> columns = makeColumns();
    return columns;
}

} // namespace quantlens
