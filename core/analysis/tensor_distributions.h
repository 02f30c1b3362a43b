#pragma once
#include "analysis/analysis.h"
#include "util/result.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace quantlens {

/// One tensor's values in detail, for every run: value histograms of the reference and each
/// candidate on shared bins, each candidate's error histogram, and per channel (axis 1) the
/// reference's range and each candidate's cosine.
struct TensorDistributions {
    std::size_t row = 0;
    double valueLow = 0, valueHigh = 0; ///< shared bins: `bins` equal steps over [low, high]
    std::vector<std::uint64_t> referenceCounts;
    std::vector<std::vector<std::uint64_t>> candidateCounts; ///< per run; empty when the run did not compare
    double errorBound = 0; ///< error bins over [−bound, bound], shared by the runs
    std::vector<std::vector<std::uint64_t>> errorCounts; ///< candidate − reference, per run
    std::vector<double> channelMin, channelMax; ///< reference, per channel of axis 1
    std::vector<std::vector<double>> channelCosine; ///< per run, per channel

    int bins() const { return static_cast<int>(referenceCounts.size()); }
};

/// Reads the row's tensor again from the analysis' dumps (every run that compared it).
/// `keepGoing` is polled between chunks; false cancels (the result is then a failure).
Result<TensorDistributions> tensorDistributions(
    const Analysis& analysis, std::size_t row, int bins, const std::function<bool()>& keepGoing = {});

} // namespace quantlens
