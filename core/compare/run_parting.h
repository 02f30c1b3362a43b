#pragma once
// Two runs of one model side by side (board against simulator, plan against baseline, SDK version
// against version): where their per-tensor errors part. The first tensor that parts is where to look:
// everything after it inherits the difference.
#include "analysis/analysis.h"
#include "metrics/metric_list.h"

#include <cstddef>
#include <optional>

namespace quantlens {

/// Cosines further apart than this count as parted: the whole gap between the default warn and fail
/// levels (Thresholds), far above the noise of two runs of one setup.
inline constexpr double kRunPartingCos = 0.01;

/// |value in run a − value in run b| of one metric for a row; empty when either run did not compare
/// the tensor or the difference is not a number (NaN on one side).
std::optional<double> runDifference(const LayerRow& row, MetricId metric, std::size_t a, std::size_t b);

/// Where two runs part first.
struct RunParting {
    std::size_t row = 0; ///< index into Analysis::rows (topological order)
    double cosA = 0;
    double cosB = 0;
    Verdict verdictA = Verdict::NotCompared;
    Verdict verdictB = Verdict::NotCompared;
};

/// The first float tensor in topological order that both runs compared and where their cosines are more
/// than `cosTolerance` apart, or one passes where the other fails (a warn next to a pass or fail is no
/// parting: two close cosines on either side of a threshold are the same story); empty when they agree
/// everywhere (or `a` or `b` is no run of the analysis, or the same one).
std::optional<RunParting> firstParting(
    const Analysis& analysis, std::size_t a, std::size_t b, double cosTolerance = kRunPartingCos);

} // namespace quantlens
