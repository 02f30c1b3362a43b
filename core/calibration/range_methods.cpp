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

    /// KL(P‖Q) of the window of bins [a, b): P the bins with everything outside folded into the end bins,
    /// Q the same window quantized to `levels` codes, each code's mass spread over its nonzero bins.
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
        double total = 0;
        for (double v : p)
            total += v;
        if (total <= 0)
            return std::numeric_limits<double>::infinity();
        std::vector<double> q(width, 0);
        const double perCode = static_cast<double>(width) / codes;
        for (double c = 0; c < codes; ++c) {
            const auto from = static_cast<std::size_t>(std::floor(c * perCode));
            const auto to = std::min(width, static_cast<std::size_t>(std::floor((c + 1) * perCode)));
            double mass = 0, nonzero = 0;
            for (std::size_t i = from; i < to; ++i) // the unclipped counts: the edge bins' outliers excluded
                mass += static_cast<double>(bins[a + i]), nonzero += bins[a + i] > 0 ? 1 : 0;
            for (std::size_t i = from; i < to && nonzero > 0; ++i)
                if (bins[a + i] > 0)
                    q[i] = mass / nonzero;
        }
        double qTotal = 0;
        for (double v : q)
            qTotal += v;
        double divergence = 0;
        for (std::size_t i = 0; i < width; ++i) {
            if (p[i] <= 0)
                continue;
            if (q[i] <= 0)
                return std::numeric_limits<double>::infinity(); // a clipped mass no code represents
            divergence += p[i] / total * std::log((p[i] / total) / (q[i] / qTotal));
        }
        return divergence;
    }

    /// TensorRT's entropy calibration on the tensor's own grid: windows [α·min, α·max] (zero kept where
    /// it is, so an asymmetric uint8 tensor is not clipped as |x|) of at least as many bins as codes.
    TensorRange leastDivergence(const TensorHistogram& h, const Grid& grid, const MethodOptions&)
    {
        const auto& bins = h.bins();
        const double low = std::min(h.min(), 0.0), high = std::max(h.max(), 0.0);
        const double codes = grid.levels + 1;
        const std::size_t zero = std::min(binOf(h, 0.0), bins.size() - 1);
        const std::size_t below = zero, above = bins.size() - zero;
        const double lowBins = low < 0 ? std::ceil((0.0 - low) / h.width()) : 0.0;
        const double highBins = high > 0 ? std::ceil(high / h.width()) : 0.0;
        const double span = std::max(1.0, lowBins + highBins);
        TensorRange best { h.min(), h.max() };
        double bestDivergence = std::numeric_limits<double>::infinity();
        constexpr int kSteps = 512;
        for (int k = kSteps; k >= 1; --k) {
            const double alpha = static_cast<double>(k) / kSteps;
            if (alpha * span < codes)
                break; // fewer bins than codes: nothing left to merge
            const auto a = zero - std::min<std::size_t>(below, static_cast<std::size_t>(std::ceil(alpha * lowBins)));
            const auto b = std::min<std::size_t>(bins.size(),
                zero + std::min<std::size_t>(above, static_cast<std::size_t>(std::ceil(alpha * highBins)) + 1));
            if (b <= a + 1)
                continue;
            if (const double d = windowDivergence(bins, a, b, codes); d < bestDivergence)
                bestDivergence = d, best = { std::max(low * alpha, h.min()), std::min(high * alpha, h.max()) };
        }
        if (grid.symmetric) {
            const double t = std::max(-best.low, best.high);
            best = { -t, t };
        }
        return best;
    }
}

double expectedSquaredError(const TensorHistogram& h, const Grid& grid, double low, double high)
{
    return errorWith(h, grid, low, high);
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

const RangeMethod* rangeMethod(const std::string& key)
{
    for (const auto& m : rangeMethods())
        if (m.key == key)
            return &m;
    return nullptr;
}

} // namespace quantlens::calib
