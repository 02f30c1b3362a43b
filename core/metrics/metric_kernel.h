#pragma once
#include "metrics/metric_sums.h"

#include <cstddef>

namespace quantlens {

/// Adds one chunk of aligned elements (reference a, candidate b) to `sums` in one fused pass.
/// Chunks should be small enough to stay in L1 (a few thousand elements): when a chunk holds a
/// NaN or Inf it is walked a second time, element by element, to leave those positions out.
void accumulateChunk(const float* a, const float* b, std::size_t n, MetricSums& sums);
void accumulateChunk(const double* a, const double* b, std::size_t n, MetricSums& sums);

} // namespace quantlens
