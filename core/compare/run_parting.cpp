#include "compare/run_parting.h"

#include <cmath>

namespace quantlens {

std::optional<double> runDifference(const LayerRow& row, MetricId metric, std::size_t a, std::size_t b)
{
    if (a >= row.results.size() || b >= row.results.size())
        return std::nullopt;
    const auto& ma = row.results[a].metrics;
    const auto& mb = row.results[b].metrics;
    if (!ma || !mb)
        return std::nullopt;
    const double va = metricValue(*ma, metric), vb = metricValue(*mb, metric);
    if (va == vb) // equal infinities (SQNR of two exact runs) differ by nothing
        return 0.0;
    const double difference = std::abs(va - vb);
    return std::isnan(difference) ? std::nullopt : std::optional(difference);
}

std::optional<RunParting> firstParting(const Analysis& analysis, std::size_t a, std::size_t b, double cosTolerance)
{
    if (a == b || a >= analysis.candidates.size() || b >= analysis.candidates.size())
        return std::nullopt;
    for (std::size_t r = 0; r < analysis.rows.size(); ++r) {
        const LayerRow& row = analysis.rows[r];
        if (!row.isFloat || a >= row.results.size() || b >= row.results.size())
            continue;
        const CandidateResult& ra = row.results[a];
        const CandidateResult& rb = row.results[b];
        if (!ra.metrics || !rb.metrics)
            continue;
        const Verdict va = ra.verdict(analysis.thresholds), vb = rb.verdict(analysis.thresholds);
        const double ca = ra.metrics->cosine, cb = rb.metrics->cosine;
        // A NaN cosine on one side only parts too (the comparison is then false, hence the negation).
        const bool close = std::abs(ca - cb) <= cosTolerance || (std::isnan(ca) && std::isnan(cb));
        const bool opposite
            = (va == Verdict::Pass && vb == Verdict::Fail) || (va == Verdict::Fail && vb == Verdict::Pass);
        if (opposite || !close)
            return RunParting { r, ca, cb, va, vb };
    }
    return std::nullopt;
}

} // namespace quantlens
