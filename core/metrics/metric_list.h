#pragma once
#include "metrics/pair_metrics.h"

#include <string_view>
#include <vector>

namespace quantlens {

/// The pair metrics every view and report shows.
enum class MetricId { Cosine, Mse, Rmse, MaxAbsError, MeanAbsError, RelL2NormError, Sqnr, SigmaStarRelL1 };

/// How a metric maps to colours. Cosine and SQNR are scale-free, so their colours are the verdict
/// bands at the thresholds; the error magnitudes grow with each tensor's own range, so no threshold
/// fits them all: they use a log scale between robust percentiles of the tensors.
enum class MetricScale { ThresholdBands, LogPercentiles };

/// One metric, described once: reports, the layer table, the graph's colour-by and the detail panel
/// take their lists, names, precision and direction from here.
struct MetricDescriptor {
    MetricId id;
    const char* key; ///< report column and workspace name: "cosine", "sqnr_db"
    const char* label; ///< short column header ("Cos"); the window translates it (context "Metrics")
    const char* title; ///< full name ("Cosine similarity"), for legends and the detail panel
    double PairMetrics::*field;
    bool higherIsBetter;
    int decimals; ///< shown in tables
    MetricScale scale;
    bool inLayerTable; ///< a column of the window's layer table
    bool inMarkdown; ///< a column of the Markdown report's tables (kept narrow to stay readable)
    bool colorsGraph; ///< offered by the graph's "Colour by"
};

/// Every metric, in report column order.
const std::vector<MetricDescriptor>& metricList();
const MetricDescriptor& metricDescriptor(MetricId id);
/// By key; older workspaces' "sqnr" is accepted for "sqnr_db". nullptr when unknown.
const MetricDescriptor* findMetric(std::string_view key);

inline double metricValue(const PairMetrics& m, MetricId id) { return m.*metricDescriptor(id).field; }

} // namespace quantlens
