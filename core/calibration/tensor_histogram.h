#pragma once
// The distribution of one tensor's values over every calibration input, in fixed memory: a histogram
// whose bins double in width when a value falls outside them, so it is built in one pass over inputs
// that arrive one at a time (a range is not known before the last one).
#include "runtime/thread_pool.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace quantlens::calib {

class TensorHistogram {
public:
    static constexpr std::size_t kBins = 2048; ///< as TensorRT's entropy calibrator's histogram

    /// Adds the finite values of `values` (NaN and infinities are counted apart, never binned), in pieces
    /// over `pool`'s threads when one is given. Returns their least and greatest value; nullopt when none
    /// is finite.
    std::optional<std::pair<double, double>> add(
        const float* values, std::size_t count, runtime::ThreadPool* pool = nullptr);

    std::uint64_t count() const { return m_count; } ///< finite values added
    std::uint64_t nonFinite() const { return m_nonFinite; }
    double min() const { return m_min; } ///< least finite value (exact, not a bin edge)
    double max() const { return m_max; }
    bool empty() const { return m_count == 0; }

    /// Bin i holds values in [origin + i·width, origin + (i + 1)·width).
    double origin() const { return m_origin; }
    double width() const { return m_width; }
    const std::vector<std::uint64_t>& bins() const { return m_bins; }

    /// The value below which a share `q` (0…1) of the values lie, linear within a bin and kept inside
    /// [min, max].
    double quantile(double q) const;

private:
    void cover(double low, double high); ///< widens the bins until [low, high] fits
    std::vector<std::uint64_t> m_bins;
    double m_origin = 0, m_width = 0;
    double m_min = 0, m_max = 0;
    std::uint64_t m_count = 0, m_nonFinite = 0;
};

} // namespace quantlens::calib
