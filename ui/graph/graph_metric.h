#pragma once
#include "analysis/analysis.h"
#include "metrics/metric_list.h"

#include <cmath>
#include <optional>

namespace quantlens {

/// The per-tensor number the graph colours its boxes by: a metric of the metric list that has
/// `colorsGraph` set.
using GraphMetric = MetricId;
using MetricScaleKind = MetricScale;

inline MetricScaleKind graphMetricScaleKind(GraphMetric metric) { return metricDescriptor(metric).scale; }

/// True when bigger numbers mean a closer match, so "worst" means the smallest.
inline bool graphMetricHigherIsBetter(GraphMetric metric) { return metricDescriptor(metric).higherIsBetter; }

inline double graphMetricValue(const PairMetrics& m, GraphMetric metric) { return metricValue(m, metric); }

/// The SQNR (dB) a tensor has at cosine `cos` when both sides have the same norm:
/// ‖f − q‖² = 2‖f‖²(1 − cos), so SQNR = −10·log10(2(1 − cos)): the default warn and fail cosines are 17 and 14 dB.
inline double sqnrAtCosine(double cos) { return -10.0 * std::log10(std::max(2.0 * (1.0 - cos), 1e-12)); }

/// A row's value for one candidate; empty when that candidate did not compare the tensor (its
/// problem says why), which the graph shows grey rather than guessing a colour.
inline std::optional<double> graphRowValue(const LayerRow& row, GraphMetric metric, int candidate)
{
    if (candidate < 0 || static_cast<std::size_t>(candidate) >= row.results.size())
        return std::nullopt;
    const CandidateResult& result = row.results[static_cast<std::size_t>(candidate)];
    if (!result.metrics)
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
