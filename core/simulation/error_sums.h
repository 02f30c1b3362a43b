#pragma once
// Cosine and SQNR of a value against its reference, summed over the positions where both are finite,
// as every pair metric of the dumps is (metrics/pair_metrics.h): one NaN of an input must not turn a
// 0.9999 layer into cos 0.
#include <algorithm>
#include <cmath>
#include <limits>

namespace quantlens::sim {

struct ErrorSums {
    double ab = 0, aa = 0, bb = 0, dd = 0;
    void add(double a, double b)
    {
        if (std::isfinite(a) && std::isfinite(b))
            ab += a * b, aa += a * a, bb += b * b, dd += (a - b) * (a - b);
    }
    double cos() const { return aa > 0 && bb > 0 ? ab / std::sqrt(aa * bb) : (aa == bb ? 1.0 : 0.0); }
    double sqnr() const
    {
        const double eps = std::numeric_limits<double>::epsilon();
        return 20 * std::log10(std::max(std::sqrt(aa), eps) / std::max(std::sqrt(dd), eps));
    }
};

} // namespace quantlens::sim
