#pragma once
#include "metrics/pair_metrics.h"

#include <cstddef>
#include <limits>

namespace quantlens {

/// Running sums of one side, mergeable across chunks and threads (Chan's parallel variance).
struct SideSums {
    std::size_t n = 0;
    double mean = 0;
    double m2 = 0; ///< Σ(x − mean)²
    double sumSquares = 0;
    double min = std::numeric_limits<double>::infinity();
    double max = -std::numeric_limits<double>::infinity();
    std::size_t nanCount = 0;
    std::size_t infCount = 0;

    /// Adds a chunk summarised by its count, sum and sum of squares (all finite elements).
    void addChunk(std::size_t count, double sum, double sumSq, double chunkMin, double chunkMax);
    void merge(const SideSums& other);
};

/// Everything a pair's metrics are computed from. One instance per chunk range; merged in a fixed
/// order so results do not depend on thread timing.
struct MetricSums {
    std::size_t elementCount = 0;
    std::size_t compared = 0;
    double sumRefSq = 0; ///< over compared positions
    double sumCandSq = 0;
    double sumProduct = 0;
    double sumDiffSq = 0;
    double sumAbsDiff = 0;
    double sumAbsRef = 0;
    double maxAbsDiff = 0;
    SideSums reference;
    SideSums candidate;

    void merge(const MetricSums& other);
    PairMetrics finish() const;
};

} // namespace quantlens
