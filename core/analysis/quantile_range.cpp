#include "analysis/quantile_range.h"

#include <algorithm>
#include <cmath>

namespace quantlens {

std::optional<std::pair<double, double>> quantileRange(std::vector<double> values, double low, double high)
{
    values.erase(
        std::remove_if(values.begin(), values.end(), [](double v) { return !std::isfinite(v); }), values.end());
    if (values.empty())
        return std::nullopt;
    auto at = [&](double q) {
        const auto k
            = static_cast<std::size_t>(std::lround(std::clamp(q, 0.0, 1.0) * static_cast<double>(values.size() - 1)));
        std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(k), values.end());
        return values[k];
    };
    const double a = at(low);
    const double b = at(high);
    return std::pair { std::min(a, b), std::max(a, b) };
}

} // namespace quantlens
