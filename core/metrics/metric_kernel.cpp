#include "metrics/metric_kernel.h"

#include <cmath>
#include <cstring>
#include <type_traits>

// The hot loop of the product. Sums stay in double (the brief's accuracy rule), so the compiler may
// not reorder them on its own; the vector types below give it independent SIMD accumulators.
// SIMD clones per CPU level: see simd_clones.h.
#include "metrics/float_vectors.h"
#include "metrics/own_loss_step.h"
#include "metrics/simd_clones.h"
#include "metrics/stats_lanes.h"
#include "metrics/wide_vectors.h"

// Let the x86-64-v3 and v4 builds fuse multiply-adds (ISO C++ mode disables contraction by default);
// an FMA rounds once instead of twice, so sums only get more accurate.
#if defined(__clang__)
#pragma clang fp contract(fast)
#else
#pragma GCC optimize("fp-contract=fast")
#endif
#pragma GCC diagnostic ignored "-Wpsabi" // vectors never cross a call: every helper is always_inline

namespace quantlens {
namespace {
    struct ChunkSums {
        double sumA = 0, sumB = 0, sumAA = 0, sumBB = 0, sumAB = 0, sumDD = 0, sumAbsD = 0, sumAbsA = 0;
        double minA = 0, maxA = 0, minB = 0, maxB = 0, maxAbsD = 0;
    };

    // The vector types are the statistics' (float_vectors.h). Narrow: eight floats, four doubles per
    // step (one AVX register in the x86-64-v3 clone, two SSE2 registers otherwise); Wide: sixteen
    // floats, eight doubles (the AVX-512 build, one register each).
    using Narrow = FloatVectors<8>;
    using Wide = FloatVectors<16>;
    using Double4 = Narrow::Doubles;
    using Double8 = Wide::Doubles;
    using Bits4 = long long __attribute__((vector_size(32)));
    using Bits8 = long long __attribute__((vector_size(64)));

    // |v| by clearing the sign bit: one AND, where a compare-and-select costs more.
    template <class Doubles, class Bits> QUANTLENS_INLINE Doubles absOf(Doubles v)
    {
        constexpr long long kNoSign = 0x7fffffffffffffffLL;
        return reinterpret_cast<Doubles>(reinterpret_cast<Bits>(v) & (kNoSign - Bits {}));
    }

    QUANTLENS_INLINE Double4 load4(const float* p) { return Narrow::widen(p); }
    QUANTLENS_INLINE Double4 load4(const double* p)
    {
        Double4 d;
        std::memcpy(&d, p, sizeof d);
        return d;
    }
    QUANTLENS_INLINE double horizontalSum(Double4 v) { return (v[0] + v[1]) + (v[2] + v[3]); }
    QUANTLENS_INLINE double horizontalMin(Double4 v) { return std::fmin(std::fmin(v[0], v[1]), std::fmin(v[2], v[3])); }
    QUANTLENS_INLINE double horizontalMax(Double4 v) { return std::fmax(std::fmax(v[0], v[1]), std::fmax(v[2], v[3])); }

    template <class Doubles, class Bits> struct Accumulators {
        Doubles sA = {}, sB = {}, sAA = {}, sBB = {}, sAB = {}, sDD = {}, sAbsD = {}, sAbsA = {}, maxAbsD = {};

        QUANTLENS_INLINE void add(Doubles x, Doubles y)
        {
            const Doubles d = x - y;
            const Doubles absD = absOf<Doubles, Bits>(d);
            sA += x;
            sB += y;
            sAA += x * x;
            sBB += y * y;
            sAB += x * y;
            sDD += d * d;
            sAbsD += absD;
            sAbsA += absOf<Doubles, Bits>(x);
            maxAbsD = absD > maxAbsD ? absD : maxAbsD;
        }
    };
    using Accumulators4 = Accumulators<Double4, Bits4>;
    using Accumulators8 = Accumulators<Double8, Bits8>;

    // The eight lanes' sums as four: lane l and lane l + 4 added, so the four-double loop goes on.
    // Only the 512-bit loop calls it.
    [[maybe_unused]] QUANTLENS_INLINE Accumulators4 fold(const Accumulators8& s)
    {
        auto sum = [](Double8 v) {
            return __builtin_shufflevector(v, v, 0, 1, 2, 3) + __builtin_shufflevector(v, v, 4, 5, 6, 7);
        };
        const Double4 low = __builtin_shufflevector(s.maxAbsD, s.maxAbsD, 0, 1, 2, 3);
        const Double4 high = __builtin_shufflevector(s.maxAbsD, s.maxAbsD, 4, 5, 6, 7);
        return { sum(s.sA), sum(s.sB), sum(s.sAA), sum(s.sBB), sum(s.sAB), sum(s.sDD), sum(s.sAbsD), sum(s.sAbsA),
            high > low ? high : low };
    }

    // The float loop's ranges, in vectors of floats (a float's min is the same value in double): half
    // the instructions of doing them on the widened values.
    template <class Floats> struct FloatRanges {
        Floats lowA, highA, lowB, highB;

        QUANTLENS_INLINE FloatRanges(float a, float b)
            : lowA(a - Floats {})
            , highA(lowA)
            , lowB(b - Floats {})
            , highB(lowB)
        { }
        QUANTLENS_INLINE void add(const float* a, const float* b)
        {
            Floats va, vb;
            std::memcpy(&va, a, sizeof va);
            std::memcpy(&vb, b, sizeof vb);
            lowA = va < lowA ? va : lowA;
            highA = va > highA ? va : highA;
            lowB = vb < lowB ? vb : lowB;
            highB = vb > highB ? vb : highB;
        }
        QUANTLENS_INLINE void into(Double4& minA, Double4& maxA, Double4& minB, Double4& maxB) const
        {
            for (std::size_t l = 0; l < sizeof(Floats) / sizeof(float); ++l) {
                minA[0] = std::fmin(minA[0], lowA[l]), maxA[0] = std::fmax(maxA[0], highA[l]);
                minB[0] = std::fmin(minB[0], lowB[l]), maxB[0] = std::fmax(maxB[0], highB[l]);
            }
        }
    };

    /// Nothing more per step of sixteen.
    struct NoExtraStep {
        QUANTLENS_INLINE void add(const float*, Double8, Double8) { }
    };

    /// The float values of a chunk in steps of sixteen (AVX-512): eight doubles per register, and
    /// `extra` given each step's reference values, widened. Returns where it stopped; the
    /// four-double loop takes the rest. Builds without the 512-bit loops never call it.
    template <class Extra>
    [[maybe_unused]] QUANTLENS_INLINE std::size_t fusedSums16(const float* a, const float* b, std::size_t n,
        Accumulators4& s4, Double4& minA, Double4& maxA, Double4& minB, Double4& maxB, Extra& extra)
    {
        Accumulators8 s;
        FloatRanges<Wide::Floats> ranges(a[0], b[0]);
        std::size_t i = 0;
        for (; i + 16 <= n; i += 16) {
            ranges.add(a + i, b + i);
            const Double8 low = Wide::widen(a + i), high = Wide::widen(a + i + 8);
            s.add(low, Wide::widen(b + i));
            s.add(high, Wide::widen(b + i + 8));
            extra.add(a + i, low, high);
        }
        ranges.into(minA, maxA, minB, maxB);
        s4 = fold(s);
        return i;
    }

    template <bool kWide, class T, class Extra = NoExtraStep>
    QUANTLENS_INLINE ChunkSums fusedSums(const T* a, const T* b, std::size_t n, [[maybe_unused]] Extra&& extra = {})
    {
        Accumulators4 s;
        const Double4 zero = {};
        Double4 minA = zero + static_cast<double>(a[0]), maxA = minA;
        Double4 minB = zero + static_cast<double>(b[0]), maxB = minB;
        std::size_t i = 0;
        if constexpr (kWide) {
            i = fusedSums16(a, b, n, s, minA, maxA, minB, maxB, extra);
        } else if constexpr (std::is_same_v<T, float>) {
            FloatRanges<Narrow::Floats> ranges(a[0], b[0]);
            for (; i + 8 <= n; i += 8) {
                ranges.add(a + i, b + i);
                s.add(load4(a + i), load4(b + i));
                s.add(load4(a + i + 4), load4(b + i + 4));
            }
            ranges.into(minA, maxA, minB, maxB);
        }
        for (; i + 4 <= n; i += 4) {
            const Double4 x = load4(a + i), y = load4(b + i);
            minA = x < minA ? x : minA;
            maxA = x > maxA ? x : maxA;
            minB = y < minB ? y : minB;
            maxB = y > maxB ? y : maxB;
            s.add(x, y);
        }
        ChunkSums c;
        c.sumA = horizontalSum(s.sA), c.sumB = horizontalSum(s.sB), c.sumAA = horizontalSum(s.sAA);
        c.sumBB = horizontalSum(s.sBB), c.sumAB = horizontalSum(s.sAB), c.sumDD = horizontalSum(s.sDD);
        c.sumAbsD = horizontalSum(s.sAbsD), c.sumAbsA = horizontalSum(s.sAbsA);
        c.minA = horizontalMin(minA), c.maxA = horizontalMax(maxA), c.minB = horizontalMin(minB);
        c.maxB = horizontalMax(maxB), c.maxAbsD = horizontalMax(s.maxAbsD);
        for (; i < n; ++i) {
            const double x = a[i], y = b[i], d = x - y;
            c.sumA += x, c.sumB += y, c.sumAA += x * x, c.sumBB += y * y, c.sumAB += x * y, c.sumDD += d * d;
            c.sumAbsD += std::fabs(d), c.sumAbsA += std::fabs(x);
            c.minA = std::fmin(c.minA, x), c.maxA = std::fmax(c.maxA, x);
            c.minB = std::fmin(c.minB, y), c.maxB = std::fmax(c.maxB, y);
            c.maxAbsD = std::fmax(c.maxAbsD, std::fabs(d));
        }
        return c;
    }

#if QUANTLENS_WIDE_VECTORS
    QUANTLENS_AVX512 ChunkSums fusedSumsFloat16(const float* a, const float* b, std::size_t n)
    {
        return fusedSums<true>(a, b, n);
    }
    /// The same with the reference's own loss in the steps of sixteen: its values are widened once.
    QUANTLENS_AVX512 ChunkSums fusedSumsAndOwnLoss16(
        const float* a, const float* b, std::size_t n, const OwnLossLevel& level, OwnLossPart& own)
    {
        OwnLossStep<16> step(level.scale, level.zeroPoint, level.qmin, level.qmax);
        const ChunkSums sums = fusedSums<true>(a, b, n, step);
        const std::size_t stop = n / 16 * 16;
        own.computed = true;
        own.vector = step.sums(stop);
        lanes::ownLoss(a + stop, n - stop, level.scale, level.zeroPoint, level.qmin, level.qmax, own.tail);
        return sums;
    }
#endif
    QUANTLENS_MULTIVERSION ChunkSums fusedSumsFloat8(const float* a, const float* b, std::size_t n)
    {
        return fusedSums<false>(a, b, n);
    }
    ChunkSums fusedSumsFloat(const float* a, const float* b, std::size_t n)
    {
        return QUANTLENS_WIDEST(fusedSumsFloat, a, b, n);
    }
    QUANTLENS_MULTIVERSION ChunkSums fusedSumsDouble(const double* a, const double* b, std::size_t n)
    {
        return fusedSums<false>(a, b, n);
    }

    // Element by element, for chunks that hold a NaN or an Inf: each side's statistics use its own
    // finite values, the pair metrics only positions where both are finite.
    template <class T> void accumulateCarefully(const T* a, const T* b, std::size_t n, MetricSums& sums)
    {
        MetricSums chunk;
        double sumA = 0, sumAA = 0, sumB = 0, sumBB = 0;
        double minA = INFINITY, maxA = -INFINITY, minB = INFINITY, maxB = -INFINITY;
        std::size_t finiteA = 0, finiteB = 0;
        for (std::size_t i = 0; i < n; ++i) {
            const double x = a[i], y = b[i];
            const bool okA = std::isfinite(x), okB = std::isfinite(y);
            if (okA) {
                ++finiteA, sumA += x, sumAA += x * x, minA = std::fmin(minA, x), maxA = std::fmax(maxA, x);
            } else {
                ++(std::isnan(x) ? chunk.reference.nanCount : chunk.reference.infCount);
            }
            if (okB) {
                ++finiteB, sumB += y, sumBB += y * y, minB = std::fmin(minB, y), maxB = std::fmax(maxB, y);
            } else {
                ++(std::isnan(y) ? chunk.candidate.nanCount : chunk.candidate.infCount);
            }
            if (okA && okB) {
                const double d = x - y;
                ++chunk.compared;
                chunk.sumRefSq += x * x, chunk.sumCandSq += y * y, chunk.sumProduct += x * y;
                chunk.sumDiffSq += d * d, chunk.sumAbsDiff += std::fabs(d), chunk.sumAbsRef += std::fabs(x);
                chunk.maxAbsDiff = std::fmax(chunk.maxAbsDiff, std::fabs(d));
            }
        }
        chunk.elementCount = n;
        chunk.reference.addChunk(finiteA, sumA, sumAA, minA, maxA);
        chunk.candidate.addChunk(finiteB, sumB, sumBB, minB, maxB);
        sums.merge(chunk);
    }

    /// `own`: when given, the reference's own loss computed along where the CPU has the 512-bit loop.
    template <class T>
    ChunkRange accumulate(const T* a, const T* b, std::size_t n, MetricSums& sums,
        [[maybe_unused]] const OwnLossLevel* level = nullptr, [[maybe_unused]] OwnLossPart* own = nullptr)
    {
        if (n == 0)
            return {};
        ChunkSums c;
        if constexpr (sizeof(T) == 4) {
#if QUANTLENS_WIDE_VECTORS
            if (level && hasWideVectors())
                c = fusedSumsAndOwnLoss16(a, b, n, *level, *own);
            else
#endif
                c = fusedSumsFloat(a, b, n);
        } else {
            c = fusedSumsDouble(a, b, n);
        }
        // Any NaN or Inf makes Σx² non-finite (float inputs cannot overflow a double sum of squares).
        if (!std::isfinite(c.sumAA + c.sumBB)) {
            accumulateCarefully(a, b, n, sums);
            return {};
        }
        MetricSums chunk;
        chunk.elementCount = chunk.compared = n;
        chunk.sumRefSq = c.sumAA, chunk.sumCandSq = c.sumBB, chunk.sumProduct = c.sumAB;
        chunk.sumDiffSq = c.sumDD, chunk.sumAbsDiff = c.sumAbsD, chunk.sumAbsRef = c.sumAbsA;
        chunk.maxAbsDiff = c.maxAbsD;
        chunk.reference.addChunk(n, c.sumA, c.sumAA, c.minA, c.maxA);
        chunk.candidate.addChunk(n, c.sumB, c.sumBB, c.minB, c.maxB);
        sums.merge(chunk);
        return { true, c.minA, c.maxA, c.minB, c.maxB };
    }
}

ChunkRange accumulateChunk(const float* a, const float* b, std::size_t n, MetricSums& sums)
{
    return accumulate(a, b, n, sums);
}
ChunkRange accumulateChunk(const double* a, const double* b, std::size_t n, MetricSums& sums)
{
    return accumulate(a, b, n, sums);
}
ChunkRange accumulateChunk(
    const float* a, const float* b, std::size_t n, MetricSums& sums, const OwnLossLevel& level, OwnLossPart& own)
{
    own = {};
    return accumulate(a, b, n, sums, &level, &own);
}

} // namespace quantlens
