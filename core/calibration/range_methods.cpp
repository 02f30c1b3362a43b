#include "calibration/range_methods.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace quantlens::calib {
using sim::TensorRange;

Grid Grid::of(long long typeMin, long long typeMax, bool signedZeroPointIsZero)
{
    Grid g;
    g.symmetric = signedZeroPointIsZero;
    g.levels = signedZeroPointIsZero ? 2.0 * static_cast<double>(typeMax) : static_cast<double>(typeMax - typeMin);
    return g;
}

namespace {
    double center(const TensorHistogram& h, std::size_t i)
    {
        return h.origin() + (static_cast<double>(i) + 0.5) * h.width();
    }

    std::size_t binOf(const TensorHistogram& h, double value)
    {
        const double at = std::floor((value - h.origin()) / h.width());
        return static_cast<std::size_t>(std::clamp(at, 0.0, static_cast<double>(h.bins().size())));
    }

    /// The expected squared error of each bin's values on the grid over [low, high], zero on the grid
    /// (as the zero point puts it): a bin narrower than a step is off by its centre's distance to the
    /// nearest code (clipped at the ends) plus its own spread; a wider one by Δ²/12 inside the range
    /// and by the distance to the end outside. Values packed near zero are not charged Δ²/12 they do not
    /// have — that would push the range in on every peaked tensor.
    double errorWith(const TensorHistogram& h, const Grid& grid, double low, double high)
    {
        low = std::min(low, 0.0), high = std::max(high, 0.0);
        if (grid.symmetric)
            high = std::max(high, -low), low = -high;
        const double step = (high - low) / grid.levels;
        if (!(step > 0))
            return std::numeric_limits<double>::infinity();
        const double lowCode = std::round(low / step) * step, highCode = std::round(high / step) * step;
        const double w = h.width(), spread = w * w / 12.0, rounding = step * step / 12.0;
        const bool fine = w < step;
        double total = 0;
        for (std::size_t i = 0; i < h.bins().size(); ++i) {
            const auto n = h.bins()[i];
            if (n == 0)
                continue;
            const double c = center(h, i);
            double e;
            if (fine) {
                const double q = std::clamp(std::round(c / step) * step, lowCode, highCode);
                e = (c - q) * (c - q) + spread;
            } else if (c < low)
                e = (c - low) * (c - low);
            else if (c > high)
                e = (c - high) * (c - high);
            else
                e = rounding;
            total += static_cast<double>(n) * e;
        }
        return total;
    }

    TensorRange minMax(const TensorHistogram& h, const Grid&, const MethodOptions&) { return { h.min(), h.max() }; }

    TensorRange percentile(const TensorHistogram& h, const Grid&, const MethodOptions& options)
    {
        const double kept = std::clamp(options.percentile, 50.0, 100.0) / 100.0;
        return { h.quantile(1.0 - kept), h.quantile(kept) };
    }

    /// The range whose expected squared error is least, on a grid of fractions of [min, max]: the bound
    /// of a symmetric grid; each end in turn of an asymmetric one (the other held), three rounds.
    TensorRange leastSquaredError(const TensorHistogram& h, const Grid& grid, const MethodOptions&)
    {
        constexpr int kSteps = 200;
        const double low = std::min(h.min(), 0.0), high = std::max(h.max(), 0.0);
        if (grid.symmetric) {
            const double bound = std::max(-low, high);
            TensorRange best { -bound, bound };
            double bestError = errorWith(h, grid, -bound, bound);
            for (int k = 1; k < kSteps; ++k) {
                const double t = bound * k / kSteps;
                if (const double e = errorWith(h, grid, -t, t); e < bestError)
                    bestError = e, best = { -t, t };
            }
            return best;
        }
        TensorRange best { low, high };
        double bestError = errorWith(h, grid, low, high);
        for (int round = 0; round < 3; ++round)
            for (const bool upper : { true, false }) {
                const double end = upper ? high : low;
                if (end == 0)
                    continue;
                for (int k = 1; k <= kSteps; ++k) {
                    TensorRange candidate = best;
                    (upper ? candidate.high : candidate.low) = end * k / kSteps;
                    if (const double e = errorWith(h, grid, candidate.low, candidate.high); e < bestError)
                        bestError = e, best = candidate;
                }
            }
        return { std::max(best.low, h.min()), std::min(best.high, h.max()) };
    }

    /// KL(P‖Q) of the window of bins [a, b), as TensorRT's and MXNet's entropy calibrators define it: P
    /// the window with everything outside folded into its end bins; Q the window's own counts (outliers
    /// left out) merged into `codes` groups, each group's mass spread over the bins where P is nonzero; a
    /// bin P has and Q lacks counts 10⁻⁴ (their smoothing), so a clip costs much but not infinitely.
    double windowDivergence(const std::vector<std::uint64_t>& bins, std::size_t a, std::size_t b, double codes)
    {
        const std::size_t width = b - a;
        std::vector<double> p(width);
        for (std::size_t i = 0; i < width; ++i)
            p[i] = static_cast<double>(bins[a + i]);
        for (std::size_t i = 0; i < a; ++i)
            p.front() += static_cast<double>(bins[i]);
        for (std::size_t i = b; i < bins.size(); ++i)
            p.back() += static_cast<double>(bins[i]);
        std::vector<double> q(width, 0);
        const double perCode = static_cast<double>(width) / codes;
        for (double c = 0; c < codes; ++c) {
            const auto from = static_cast<std::size_t>(std::floor(c * perCode));
            const auto to = std::min(width, static_cast<std::size_t>(std::floor((c + 1) * perCode)));
            double mass = 0, nonzero = 0;
            for (std::size_t i = from; i < to; ++i)
                mass += static_cast<double>(bins[a + i]), nonzero += p[i] > 0 ? 1 : 0;
            for (std::size_t i = from; i < to && nonzero > 0; ++i)
                if (p[i] > 0)
                    q[i] = mass / nonzero;
        }
        constexpr double kSmoothing = 1e-4;
        double pTotal = 0, qTotal = 0;
        for (std::size_t i = 0; i < width; ++i)
            if (p[i] > 0)
                q[i] = std::max(q[i], kSmoothing), pTotal += p[i], qTotal += q[i];
        if (pTotal <= 0)
            return std::numeric_limits<double>::infinity();
        double divergence = 0;
        for (std::size_t i = 0; i < width; ++i)
            if (p[i] > 0)
                divergence += p[i] / pTotal * std::log((p[i] / pTotal) / (q[i] / qTotal));
        return divergence;
    }

    /// TensorRT's entropy calibration on the tensor's own grid: the window of bins [a, b) whose
    /// quantized distribution is closest in KL to the clipped one, each end searched in turn (the other
    /// held, two rounds) so that a tensor with a long tail on one side is clipped on that side only, and
    /// zero stays inside (an asymmetric uint8 tensor is never clipped as |x|). Windows hold at least as
    /// many bins as codes.
    TensorRange leastDivergence(const TensorHistogram& h, const Grid& grid, const MethodOptions&)
    {
        const auto& bins = h.bins();
        const std::size_t n = bins.size();
        const auto codes = static_cast<std::size_t>(grid.levels + 1);
        const std::size_t first = std::min(binOf(h, h.min()), n - 1), last = std::min(binOf(h, h.max()), n - 1) + 1;
        if (last - first <= codes)
            return { h.min(), h.max() }; // as many codes as bins: nothing to gain by clipping
        const std::size_t zero = std::clamp(binOf(h, 0.0), first, last - 1);
        auto rangeOf = [&](std::size_t a, std::size_t b) {
            return TensorRange { a == first ? h.min() : h.origin() + static_cast<double>(a) * h.width(),
                b == last ? h.max() : h.origin() + static_cast<double>(b) * h.width() };
        };
        constexpr std::size_t kCandidates = 256;
        std::size_t a = first, b = last;
        double best = windowDivergence(bins, a, b, static_cast<double>(codes));
        if (grid.symmetric) {
            const std::size_t reach = std::max(zero - first, last - zero);
            const std::size_t step = std::max<std::size_t>(1, (reach - codes / 2) / kCandidates);
            for (std::size_t k = codes / 2; k < reach; k += step) {
                const std::size_t lo = zero > first + k ? zero - k : first, hi = std::min(last, zero + k);
                if (hi - lo < codes)
                    continue;
                if (const double d = windowDivergence(bins, lo, hi, static_cast<double>(codes)); d < best)
                    best = d, a = lo, b = hi;
            }
            const TensorRange r = rangeOf(a, b);
            const double t = std::max(-r.low, r.high);
            return { -t, t };
        }
        for (int round = 0; round < 2; ++round) {
            // The upper end with the lower held, then the lower end with the upper held.
            const std::size_t highFrom = std::max(a + codes, zero + 1);
            for (std::size_t hi = highFrom, step = std::max<std::size_t>(1, (last - highFrom) / kCandidates); hi < last;
                 hi += step)
                if (const double d = windowDivergence(bins, a, hi, static_cast<double>(codes)); d < best)
                    best = d, b = hi;
            const std::size_t lowTo = std::min(b > codes ? b - codes : first, zero);
            for (std::size_t lo = first + 1, step = std::max<std::size_t>(1, (lowTo - first) / kCandidates);
                 lo <= lowTo; lo += step)
                if (const double d = windowDivergence(bins, lo, b, static_cast<double>(codes)); d < best)
                    best = d, a = lo;
        }
        return rangeOf(a, b);
    }
}

const std::vector<RangeMethod>& rangeMethods()
{
    static const std::vector<RangeMethod> methods {
        { "minmax", "calib.method_minmax", minMax },
        { "percentile", "calib.method_percentile", percentile },
        { "mse", "calib.method_mse", leastSquaredError },
        { "kl", "calib.method_kl", leastDivergence },
    };
    return methods;
}

std::string rangeMethodKeys()
{
    std::string keys;
    for (const auto& m : rangeMethods())
        keys += (keys.empty() ? "" : ", ") + m.key;
    return keys;
}

const RangeMethod* rangeMethod(const std::string& key)
{
    for (const auto& m : rangeMethods())
        if (m.key == key)
            return &m;
    return nullptr;
}

} // namespace quantlens::calib
