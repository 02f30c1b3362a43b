#include "calibration/tensor_histogram.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace quantlens::calib {

void TensorHistogram::cover(double low, double high)
{
    if (m_bins.empty()) {
        // The first values set the grid: a width that is a power of two, the origin a multiple of it, so
        // that doubling the width later merges whole pairs of bins and no count is split.
        m_bins.assign(kBins, 0);
        const double span = std::max(high - low, std::max(std::abs(low), std::abs(high)) * 1e-6);
        m_width = span > 0 ? std::exp2(std::ceil(std::log2(span / static_cast<double>(kBins - 1)))) : 1e-30;
        m_origin = std::floor(low / m_width) * m_width;
    }
    while (low < m_origin || high >= m_origin + m_width * static_cast<double>(kBins)) {
        const double wider = m_width * 2;
        const double origin = std::floor(m_origin / wider) * wider;
        const auto shift = static_cast<std::size_t>(std::llround((m_origin - origin) / m_width)); // 0 or 1
        std::vector<std::uint64_t> merged(kBins, 0);
        for (std::size_t i = 0; i < kBins; ++i)
            if (m_bins[i])
                merged[std::min((i + shift) / 2, kBins - 1)] += m_bins[i];
        // The merged counts fill at most the lower half (bins 0 … kBins/2): when the new values lie below,
        // move the origin down by whole bins into the free upper half.
        if (low < origin) {
            const auto room = static_cast<std::size_t>(
                std::min<double>(static_cast<double>(kBins / 2 - 1), std::ceil((origin - low) / wider)));
            std::rotate(merged.rbegin(), merged.rbegin() + static_cast<std::ptrdiff_t>(room), merged.rend());
            m_origin = origin - static_cast<double>(room) * wider;
        } else
            m_origin = origin;
        m_bins = std::move(merged);
        m_width = wider;
    }
}

std::optional<std::pair<double, double>> TensorHistogram::add(const float* values, std::size_t count)
{
    float low = std::numeric_limits<float>::infinity(), high = -low;
    std::size_t finite = 0;
    for (std::size_t i = 0; i < count; ++i)
        if (std::isfinite(values[i]))
            low = std::min(low, values[i]), high = std::max(high, values[i]), ++finite;
    m_nonFinite += count - finite;
    if (finite == 0)
        return std::nullopt;
    m_min = m_count == 0 ? low : std::min(m_min, static_cast<double>(low));
    m_max = m_count == 0 ? high : std::max(m_max, static_cast<double>(high));
    cover(low, high);
    const double inverse = 1.0 / m_width;
    for (std::size_t i = 0; i < count; ++i) {
        if (!std::isfinite(values[i]))
            continue;
        const auto bin = static_cast<std::size_t>((static_cast<double>(values[i]) - m_origin) * inverse);
        ++m_bins[std::min(bin, kBins - 1)];
    }
    m_count += finite;
    return std::pair { static_cast<double>(low), static_cast<double>(high) };
}

double TensorHistogram::quantile(double q) const
{
    if (m_count == 0)
        return 0.0;
    const double wanted = std::clamp(q, 0.0, 1.0) * static_cast<double>(m_count);
    double below = 0;
    for (std::size_t i = 0; i < kBins; ++i) {
        const auto here = static_cast<double>(m_bins[i]);
        if (here > 0 && below + here >= wanted) {
            const double at = m_origin + m_width * (static_cast<double>(i) + (wanted - below) / here);
            return std::clamp(at, m_min, m_max);
        }
        below += here;
    }
    return m_max;
}

} // namespace quantlens::calib
