#pragma once
// The cosine of two small vectors held in memory (samples, transformed copies of an input), with the
// metrics' conventions: both all-zero → 1, one all-zero → 0. Whole tensors go through MetricsEngine.
#include <cmath>
#include <cstddef>
#include <vector>

namespace quantlens {

inline double vectorCosine(const std::vector<double>& a, const std::vector<double>& b)
{
    double ab = 0, aa = 0, bb = 0;
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) {
        ab += a[i] * b[i];
        aa += a[i] * a[i];
        bb += b[i] * b[i];
    }
    if (aa == 0 && bb == 0)
        return 1;
    if (aa == 0 || bb == 0)
        return 0;
    return ab / (std::sqrt(aa) * std::sqrt(bb));
}

} // namespace quantlens
