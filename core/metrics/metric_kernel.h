#pragma once
#include "metrics/metric_sums.h"
#include "metrics/tensor_stats.h"

#include <cstddef>

namespace quantlens {

/// What the pass over a chunk saw, for the statistics gathered after it: when every value of both
/// sides was finite, each side's smallest and largest value (exact: values of the data).
struct ChunkRange {
    bool allFinite = false;
    double minA = 0, maxA = 0, minB = 0, maxB = 0;
};

/// Adds one chunk of aligned elements (reference a, candidate b) to `sums` in one fused pass.
/// Chunks should be small enough to stay in L1 (a few thousand elements): when a chunk holds a
/// NaN or Inf it is walked a second time, element by element, to leave those positions out.
ChunkRange accumulateChunk(const float* a, const float* b, std::size_t n, MetricSums& sums);
ChunkRange accumulateChunk(const double* a, const double* b, std::size_t n, MetricSums& sums);

/// The quantization a reference's own loss is computed with, one level for the whole chunk.
struct OwnLossLevel {
    double scale = 0, zeroPoint = 0, qmin = 0, qmax = 0;
};
/// A chunk's own loss as addOwnLossFinite() adds it (the sums of its vector loop, then those of the
/// values after it), computed with the metric sums where the CPU runs the 512-bit loops: the values
/// are widened once for both. Valid only when the reference values were all finite; `computed` is
/// false where the CPU has no such loop.
struct OwnLossPart {
    bool computed = false;
    OwnLossSums vector;
    OwnLossSums tail;
};
/// accumulateChunk() that also computes the reference's OwnLossPart for `level`.
ChunkRange accumulateChunk(
    const float* a, const float* b, std::size_t n, MetricSums& sums, const OwnLossLevel& level, OwnLossPart& own);

} // namespace quantlens
