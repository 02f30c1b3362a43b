#pragma once
#include "analysis/analysis.h"

#include <cmath>
#include <optional>

namespace quantlens {

/// The per-tensor number the graph colours its boxes by.
enum class GraphMetric { Cosine, Rmse, Sqnr, MaxAbsError };

/// True when bigger numbers mean a closer match, so "worst" means the smallest.
inline bool graphMetricHigherIsBetter(GraphMetric metric)
{
    return metric == GraphMetric::Cosine || metric == GraphMetric::Sqnr;
}

inline double graphMetricValue(const PairMetrics& m, GraphMetric metric)
{
    switch (metric) {
    case GraphMetric::Cosine:
        return m.cosine;
    case GraphMetric::Rmse:
        return m.rmse;
    case GraphMetric::Sqnr:
        return m.sqnrDb;
    case GraphMetric::MaxAbsError:
        return m.maxAbsError;
    }
    return m.cosine;
}

/// A row's value for one candidate; empty when that candidate did not compare the tensor (a status
/// says why), which the graph shows grey rather than guessing a colour.
inline std::optional<double> graphRowValue(const LayerRow& row, GraphMetric metric, int candidate)
{
    if (candidate < 0 || static_cast<std::size_t>(candidate) >= row.results.size())
        return std::nullopt;
    const CandidateResult& result = row.results[static_cast<std::size_t>(candidate)];
    if (!result.status.empty() || !result.metrics)
        return std::nullopt;
    return graphMetricValue(*result.metrics, metric);
}

/// Whether `a` is a worse match than `b`; NaN counts as the worst of all so it is never hidden.
inline bool graphMetricWorse(double a, double b, GraphMetric metric)
{
    if (std::isnan(a))
        return !std::isnan(b);
    if (std::isnan(b))
        return false;
    return graphMetricHigherIsBetter(metric) ? a < b : a > b;
}

} // namespace quantlens
