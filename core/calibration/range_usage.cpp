#include "calibration/range_usage.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace quantlens::calib {

RangeUsage rangeUsage(const TensorHistogram& histogram, const sim::TensorRange& range, const Grid& grid)
{
    RangeUsage out;
    out.levels = static_cast<std::size_t>(grid.levels) + 1;
    double low = std::min(range.low, 0.0), high = std::max(range.high, 0.0);
    if (grid.symmetric)
        high = std::max(-low, high), low = -high;
    if (histogram.empty() || !(high > low))
        return out;
    const double step = (high - low) / grid.levels;
    std::vector<bool> used(out.levels, false);
    auto code = [&](double x) {
        return static_cast<std::size_t>(std::clamp(std::lround((x - low) / step), 0L, static_cast<long>(grid.levels)));
    };
    double clipped = 0;
    const auto& bins = histogram.bins();
    for (std::size_t i = 0; i < bins.size(); ++i) {
        if (bins[i] == 0)
            continue;
        // The bin's values, kept inside the tensor's own least and greatest value.
        const double from = std::max(histogram.origin() + static_cast<double>(i) * histogram.width(), histogram.min());
        const double to = std::min(from + histogram.width(), histogram.max());
        const double span = to - from;
        const double count = static_cast<double>(bins[i]);
        auto shareOutside = [&](double a, double b) { // of the bin, in [a, b)
            if (span <= 0)
                return from >= a && from < b ? 1.0 : 0.0;
            return std::clamp((std::min(b, to) - std::max(a, from)) / span, 0.0, 1.0);
        };
        const double below = shareOutside(-INFINITY, low), above = shareOutside(high, INFINITY);
        clipped += count * (below + above);
        if (below > 0)
            used.front() = true;
        if (above > 0)
            used.back() = true;
        const double insideFrom = std::max(from, low), insideTo = std::min(to, high);
        if (insideTo >= insideFrom && below + above < 1.0)
            for (std::size_t c = code(insideFrom), last = code(insideTo); c <= last; ++c)
                used[c] = true;
    }
    out.clippedShare = clipped / static_cast<double>(histogram.count());
    out.levelsUsed = static_cast<std::size_t>(std::count(used.begin(), used.end(), true));
    return out;
}

} // namespace quantlens::calib
