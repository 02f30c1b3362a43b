#pragma once
#include "metrics/metric_sums.h"

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

} // namespace quantlens
