#pragma once
#include "analysis/analysis.h"

#include <array>
#include <optional>
#include <vector>

namespace quantlens {

/// Pulsar2's "Ratio of outliers in tensor": per channel, level = log(max|x| of the tensor / max|x|
/// of the channel), so a channel whose values are e³ ≈ 20× smaller than the tensor's largest gets
/// few of the per-tensor quantization's levels. The log base is configurable (Pulsar2 does not say
/// which it uses; e by default).
struct OutlierOptions {
    double logBase = 2.718281828459045;
};

struct OutlierRow {
    std::size_t row = 0;
    int axis = -1;
    std::size_t channels = 0;
    /// Per channel; +inf for a sparse channel: all zero, denormal, or below one quantization step
    /// (nothing of it survives quantization).
    std::vector<double> levels;
    std::optional<double> maxLevel; ///< over the channels that are not sparse
    /// Share of all channels whose level is at least 3, 4, 5, 6 (sparse channels excluded).
    std::array<double, 4> shareAtLeast {};
    double sparseRatio = 0; ///< share of sparse channels
};

/// One entry per row whose reference has a channel axis and a non-zero value.
std::vector<OutlierRow> outlierTable(const Analysis& analysis, const OutlierOptions& options);

} // namespace quantlens
