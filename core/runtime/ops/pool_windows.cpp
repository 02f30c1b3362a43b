// The window loops of MaxPool, AveragePool and LpPool. The work is split into output rows (plane and
// the leading output coordinates), each computed by one thread in a fixed order. Along the last
// dimension, the output columns whose windows lie inside the input are computed together: the loop over
// them is innermost and contiguous in the output (and in the input for stride 1), so it vectorises;
// only the few border columns go element by element.
#include "runtime/ops/pool_windows.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace quantlens::runtime {
namespace {
    /// The window of one output index along one dimension: its first input index (maybe in the
    /// padding), the taps [first, last) that fall inside the input, and the taps that fall inside the
    /// padded input (all from the first, so a count).
    struct Span {
        std::int64_t start = 0, first = 0, last = 0, padded = 0;
    };

    std::array<std::vector<Span>, 3> spans(const PoolGeometry& g)
    {
        std::array<std::vector<Span>, 3> all;
        for (std::size_t d = 0; d < 3; ++d) {
            const std::int64_t k = g.kernel[d], dil = g.dilation[d], in = g.in[d], end = in + g.padEnd[d];
            for (std::int64_t o = 0; o < g.out[d]; ++o) {
                Span s;
                s.start = o * g.stride[d] - g.padBegin[d];
                s.first = s.start >= 0 ? 0 : std::min(k, (-s.start + dil - 1) / dil);
                s.last = std::max(s.first, s.start >= in ? 0 : std::min(k, (in - s.start + dil - 1) / dil));
                s.padded = s.start >= end ? 0 : std::min(k, (end - s.start + dil - 1) / dil);
                all[d].push_back(s);
            }
        }
        return all;
    }

    /// The output columns [begin, end) whose windows lie wholly inside the input's last dimension.
    std::array<std::int64_t, 2> interior(const PoolGeometry& g)
    {
        const std::int64_t s = g.stride[2], pad = g.padBegin[2];
        const std::int64_t begin = std::min(g.out[2], pad <= 0 ? 0 : (pad + s - 1) / s);
        const std::int64_t limit = g.in[2] - 1 - (g.kernel[2] - 1) * g.dilation[2] + pad;
        const std::int64_t end = limit < 0 ? 0 : std::min(g.out[2], limit / s + 1);
        return { begin, std::max(begin, end) };
    }

    /// Runs body(begin, end) over pieces of the output rows, each of some thousands of window taps.
    template <class Body> void forRows(const PoolGeometry& g, ThreadPool& pool, Body&& body)
    {
        const auto rows = g.planes * static_cast<std::size_t>(g.out[0] * g.out[1]);
        const auto taps
            = static_cast<std::size_t>(std::max<std::int64_t>(1, g.out[2] * g.kernel[0] * g.kernel[1] * g.kernel[2]));
        pool.parallelFor(rows, std::max<std::size_t>(1, 32768 / taps), body);
    }

    /// Calls f(row pointer) for each input row (leading input coordinates) of the window of output row
    /// (o0, o1), in row-major order; the pointer is to the row's first element.
    template <class T, class F>
    void forWindowRows(const PoolGeometry& g, const Span& a, const Span& b, const T* plane, F&& f)
    {
        for (std::int64_t t0 = a.first; t0 < a.last; ++t0)
            for (std::int64_t t1 = b.first; t1 < b.last; ++t1)
                f(plane + ((a.start + t0 * g.dilation[0]) * g.in[1] + b.start + t1 * g.dilation[1]) * g.in[2]);
    }

    /// y[o] = op(y[o], xs[o * stride + offset]) over [begin, end): stride 1 and 2 as constants so that the
    /// loop vectorises.
    template <class T, class Op>
    void sweep(T* y, const T* xs, std::int64_t stride, std::int64_t offset, std::int64_t begin, std::int64_t end, Op op)
    {
        if (stride == 1)
            for (std::int64_t o = begin; o < end; ++o)
                y[o] = op(y[o], xs[o + offset]);
        else if (stride == 2)
            for (std::int64_t o = begin; o < end; ++o)
                y[o] = op(y[o], xs[2 * o + offset]);
        else
            for (std::int64_t o = begin; o < end; ++o)
                y[o] = op(y[o], xs[o * stride + offset]);
    }

    constexpr auto add = [](auto acc, auto v) { return acc + v; };
    constexpr auto maximum = [](auto acc, auto v) { return v > acc ? v : acc; }; // NaN never wins, as in ORT

    /// The whole plane in four interleaved partial sums (or maxima), joined as MLAS' global kernel does.
    template <bool max, class T> T lanes(const T* x, std::int64_t n)
    {
        const auto op = [](T acc, T v) { return max ? maximum(acc, v) : add(acc, v); };
        T l[4];
        std::fill(l, l + 4, max ? std::numeric_limits<T>::lowest() : T(0));
        std::int64_t i = 0;
        for (; i + 4 <= n; i += 4)
            for (int j = 0; j < 4; ++j)
                l[j] = op(l[j], x[i + j]);
        T r = op(op(l[0], l[2]), op(l[1], l[3]));
        for (; i < n; ++i)
            r = op(r, x[i]);
        return r;
    }
}

template <class T>
void maxPool(const PoolGeometry& g, const T* x, T* y, std::int64_t* indices, bool columnMajor, ThreadPool& pool)
{
    const auto sp = spans(g);
    // Plain variables, not a structured binding: clang 14 cannot capture those in the lambda below.
    const auto range = interior(g);
    const std::int64_t lo = range[0], hi = range[1];
    const std::int64_t out1 = g.out[1], out2 = g.out[2], in0 = g.in[0], in1 = g.in[1], in2 = g.in[2];
    forRows(g, pool, [&](std::size_t begin, std::size_t end) {
        std::vector<T> columns(static_cast<std::size_t>(in2));
        for (std::size_t row = begin; row < end; ++row) {
            const auto plane = static_cast<std::int64_t>(row) / (g.out[0] * out1);
            const Span& a = sp[0][static_cast<std::size_t>(static_cast<std::int64_t>(row) / out1 % g.out[0])];
            const Span& b = sp[1][static_cast<std::size_t>(static_cast<std::int64_t>(row) % out1)];
            const T* xp = x + plane * g.inSize();
            T* yr = y + static_cast<std::int64_t>(row) * out2;
            // With indices, element by element with the taps in row-major order: the first maximum wins, as
            // in ORT's kernel.
            auto element = [&](std::int64_t o2) {
                const Span& c = sp[2][static_cast<std::size_t>(o2)];
                T best = std::numeric_limits<T>::lowest();
                std::int64_t at = -1;
                forWindowRows(g, a, b, xp, [&](const T* r) {
                    for (std::int64_t t2 = c.first; t2 < c.last; ++t2) {
                        const std::int64_t i2 = c.start + t2 * g.dilation[2];
                        if (r[i2] > best) {
                            best = r[i2];
                            at = (r - xp) + i2;
                        }
                    }
                });
                yr[o2] = best;
                // No tap inside: ORT's coordinates stay -1 in the pooled dimensions.
                const std::int64_t p0 = at < 0 ? (g.rank < 3 ? 0 : -1) : at / (in1 * in2);
                const std::int64_t p1 = at < 0 ? (g.rank < 2 ? 0 : -1) : at / in2 % in1, p2 = at < 0 ? -1 : at % in2;
                indices[static_cast<std::int64_t>(row) * out2 + o2]
                    = plane * g.inSize() + (columnMajor ? p0 + p1 * in0 + p2 * in0 * in1 : (p0 * in1 + p1) * in2 + p2);
            };
            if (indices != nullptr) {
                for (std::int64_t o2 = 0; o2 < out2; ++o2)
                    element(o2);
                continue;
            }
            // Without indices the order of the taps does not matter: each input column's maximum over the
            // window's rows first (the row itself when there is one), then those maxima along the row.
            const T* src = columns.data();
            if ((a.last - a.first) * (b.last - b.first) == 1)
                forWindowRows(g, a, b, xp, [&](const T* r) { src = r; });
            else {
                std::fill(columns.begin(), columns.end(), std::numeric_limits<T>::lowest());
                forWindowRows(g, a, b, xp, [&](const T* r) { sweep(columns.data(), r, 1, 0, 0, in2, maximum); });
            }
            auto border = [&](std::int64_t o2) {
                const Span& c = sp[2][static_cast<std::size_t>(o2)];
                T best = std::numeric_limits<T>::lowest();
                for (std::int64_t t2 = c.first; t2 < c.last; ++t2)
                    best = maximum(best, src[c.start + t2 * g.dilation[2]]);
                yr[o2] = best;
            };
            for (std::int64_t o2 = 0; o2 < lo; ++o2)
                border(o2);
            for (std::int64_t o2 = hi; o2 < out2; ++o2)
                border(o2);
            std::fill(yr + lo, yr + hi, std::numeric_limits<T>::lowest());
            for (std::int64_t t2 = 0; t2 < g.kernel[2]; ++t2)
                sweep(yr, src, g.stride[2], t2 * g.dilation[2] - g.padBegin[2], lo, hi, maximum);
        }
    });
}

template <class T>
void averagePool(const PoolGeometry& g, const T* x, T* y, Divisor divisor, SumOrder order, ThreadPool& pool)
{
    if (order == SumOrder::Lanes) { // one window per plane, the whole plane
        const std::int64_t n = g.inSize();
        pool.parallelFor(g.planes, std::max<std::int64_t>(1, 65536 / std::max<std::int64_t>(n, 1)),
            [&](std::size_t b, std::size_t e) {
                for (std::size_t p = b; p < e; ++p)
                    y[p] = lanes<false>(x + static_cast<std::int64_t>(p) * n, n) / static_cast<T>(n);
            });
        return;
    }
    const auto sp = spans(g);
    // Plain variables, not a structured binding: clang 14 cannot capture those in the lambda below.
    const auto range = interior(g);
    const std::int64_t lo = range[0], hi = range[1];
    const std::int64_t out1 = g.out[1], out2 = g.out[2];
    forRows(g, pool, [&](std::size_t begin, std::size_t end) {
        std::vector<T> columns(order == SumOrder::Columns ? static_cast<std::size_t>(g.in[2]) : 0);
        for (std::size_t row = begin; row < end; ++row) {
            const auto plane = static_cast<std::int64_t>(row) / (g.out[0] * out1);
            const Span& a = sp[0][static_cast<std::size_t>(static_cast<std::int64_t>(row) / out1 % g.out[0])];
            const Span& b = sp[1][static_cast<std::size_t>(static_cast<std::int64_t>(row) % out1)];
            const T* xp = x + plane * g.inSize();
            T* yr = y + static_cast<std::int64_t>(row) * out2;
            if (order == SumOrder::Columns) {
                // Each input column summed over the window's rows, then the columns left to right.
                std::fill(columns.begin(), columns.end(), T(0));
                forWindowRows(g, a, b, xp, [&](const T* r) { sweep(columns.data(), r, 1, 0, 0, g.in[2], add); });
            }
            auto element = [&](std::int64_t o2) {
                const Span& c = sp[2][static_cast<std::size_t>(o2)];
                T acc = 0;
                if (order == SumOrder::Columns)
                    for (std::int64_t t2 = c.first; t2 < c.last; ++t2)
                        acc += columns[static_cast<std::size_t>(c.start + t2 * g.dilation[2])];
                else
                    forWindowRows(g, a, b, xp, [&](const T* r) {
                        for (std::int64_t t2 = c.first; t2 < c.last; ++t2)
                            acc += r[c.start + t2 * g.dilation[2]];
                    });
                yr[o2] = acc;
            };
            for (std::int64_t o2 = 0; o2 < lo; ++o2)
                element(o2);
            for (std::int64_t o2 = hi; o2 < out2; ++o2)
                element(o2);
            std::fill(yr + lo, yr + hi, T(0));
            if (order == SumOrder::Columns)
                for (std::int64_t t2 = 0; t2 < g.kernel[2]; ++t2)
                    sweep(yr, columns.data(), g.stride[2], t2 * g.dilation[2] - g.padBegin[2], lo, hi, add);
            else
                forWindowRows(g, a, b, xp, [&](const T* r) {
                    for (std::int64_t t2 = 0; t2 < g.kernel[2]; ++t2)
                        sweep(yr, r, g.stride[2], t2 * g.dilation[2] - g.padBegin[2], lo, hi, add);
                });
            const bool padded = divisor == Divisor::Padded;
            const std::int64_t rows = padded ? a.padded * b.padded : (a.last - a.first) * (b.last - b.first);
            for (std::int64_t o2 = 0; o2 < out2; ++o2) {
                const Span& c = sp[2][static_cast<std::size_t>(o2)];
                const std::int64_t count = divisor == Divisor::Kernel ? g.kernel[0] * g.kernel[1] * g.kernel[2]
                                                                      : rows * (padded ? c.padded : c.last - c.first);
                yr[o2] /= static_cast<T>(std::max<std::int64_t>(count, 1));
            }
        }
    });
}

template <class T> void lpPool(const PoolGeometry& g, const T* x, T* y, std::int64_t p, ThreadPool& pool)
{
    const auto sp = spans(g);
    const std::int64_t out1 = g.out[1], out2 = g.out[2];
    forRows(g, pool, [&](std::size_t begin, std::size_t end) {
        for (std::size_t row = begin; row < end; ++row) {
            const auto plane = static_cast<std::int64_t>(row) / (g.out[0] * out1);
            const Span& a = sp[0][static_cast<std::size_t>(static_cast<std::int64_t>(row) / out1 % g.out[0])];
            const Span& b = sp[1][static_cast<std::size_t>(static_cast<std::int64_t>(row) % out1)];
            for (std::int64_t o2 = 0; o2 < out2; ++o2) {
                const Span& c = sp[2][static_cast<std::size_t>(o2)];
                T acc = 0;
                forWindowRows(g, a, b, x + plane * g.inSize(), [&](const T* r) {
                    for (std::int64_t t2 = c.first; t2 < c.last; ++t2) {
                        // ORT raises |x| to the integer p in double and the sum to 1/p in T.
                        const double v = std::abs(static_cast<double>(r[c.start + t2 * g.dilation[2]]));
                        acc += static_cast<T>(std::pow(v, static_cast<double>(p)));
                    }
                });
                y[static_cast<std::int64_t>(row) * out2 + o2] = std::pow(acc, T(1) / static_cast<T>(p));
            }
        }
    });
}

template <class T> void globalPool(bool max, std::size_t planes, std::int64_t size, const T* x, T* y, ThreadPool& pool)
{
    pool.parallelFor(
        planes, std::max<std::int64_t>(1, 65536 / std::max<std::int64_t>(size, 1)), [&](std::size_t b, std::size_t e) {
            for (std::size_t p = b; p < e; ++p) {
                const T* plane = x + static_cast<std::int64_t>(p) * size;
                const T r = max ? lanes<true>(plane, size) : lanes<false>(plane, size);
                y[p] = max ? r : r / static_cast<T>(size);
            }
        });
}

#define QUANTLENS_MAX_POOL(T)                                                                                          \
    template void maxPool<T>(const PoolGeometry&, const T*, T*, std::int64_t*, bool, ThreadPool&);                     \
    template void globalPool<T>(bool, std::size_t, std::int64_t, const T*, T*, ThreadPool&);
QUANTLENS_MAX_POOL(float)
QUANTLENS_MAX_POOL(double)
QUANTLENS_MAX_POOL(std::int8_t)
QUANTLENS_MAX_POOL(std::uint8_t)
QUANTLENS_MAX_POOL(std::int16_t)
QUANTLENS_MAX_POOL(std::uint16_t)
QUANTLENS_MAX_POOL(std::int32_t)
QUANTLENS_MAX_POOL(std::int64_t)
template void averagePool<float>(const PoolGeometry&, const float*, float*, Divisor, SumOrder, ThreadPool&);
template void averagePool<double>(const PoolGeometry&, const double*, double*, Divisor, SumOrder, ThreadPool&);
template void lpPool<float>(const PoolGeometry&, const float*, float*, std::int64_t, ThreadPool&);
template void lpPool<double>(const PoolGeometry&, const double*, double*, std::int64_t, ThreadPool&);

} // namespace quantlens::runtime
