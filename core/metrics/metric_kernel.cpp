#include "metrics/metric_kernel.h"

#include <cmath>
#include <cstring>

// The hot loop of the product. Sums stay in double (the brief's accuracy rule), so the compiler may
// not reorder them on its own; the vector types below give it independent SIMD accumulators.
// SIMD clones per CPU level: see simd_clones.h.
#include "metrics/simd_clones.h"

// Let the x86-64-v3 clone fuse multiply-adds (ISO C++ mode disables contraction by default);
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

    // Four doubles per step: one AVX register in the x86-64-v3 clone, two SSE2 registers otherwise.
    using Float4 = float __attribute__((vector_size(16)));
    using Double4 = double __attribute__((vector_size(32)));
    using Bits4 = long long __attribute__((vector_size(32)));

    // |v| by clearing the sign bit: one AND, where a compare-and-select costs more.
    QUANTLENS_INLINE Double4 abs4(Double4 v)
    {
        constexpr long long kNoSign = 0x7fffffffffffffffLL;
        const Bits4 mask = { kNoSign, kNoSign, kNoSign, kNoSign };
        return reinterpret_cast<Double4>(reinterpret_cast<Bits4>(v) & mask);
    }

    QUANTLENS_INLINE Double4 load4(const float* p)
    {
        // Element-wise, so the compiler emits one widening load (vcvtps2pd ymm, m128); converting a
        // Float4 vector goes through two halves and the stack.
        return Double4 { p[0], p[1], p[2], p[3] };
    }
    QUANTLENS_INLINE Double4 load4(const double* p)
    {
        Double4 d;
        std::memcpy(&d, p, sizeof d);
        return d;
    }
    QUANTLENS_INLINE double horizontalSum(Double4 v) { return (v[0] + v[1]) + (v[2] + v[3]); }
    QUANTLENS_INLINE double horizontalMin(Double4 v) { return std::fmin(std::fmin(v[0], v[1]), std::fmin(v[2], v[3])); }
    QUANTLENS_INLINE double horizontalMax(Double4 v) { return std::fmax(std::fmax(v[0], v[1]), std::fmax(v[2], v[3])); }

    template <class T> QUANTLENS_INLINE ChunkSums fusedSums(const T* a, const T* b, std::size_t n)
    {
        const Double4 zero = {};
        Double4 sA = zero, sB = zero, sAA = zero, sBB = zero, sAB = zero, sDD = zero, sAbsD = zero, sAbsA = zero;
        Double4 maxAbsD = zero;
        Double4 minA = zero + static_cast<double>(a[0]), maxA = minA;
        Double4 minB = zero + static_cast<double>(b[0]), maxB = minB;
        std::size_t i = 0;
        for (; i + 4 <= n; i += 4) {
            const Double4 x = load4(a + i), y = load4(b + i);
            const Double4 d = x - y;
            const Double4 absD = abs4(d);
            sA += x;
            sB += y;
            sAA += x * x;
            sBB += y * y;
            sAB += x * y;
            sDD += d * d;
            sAbsD += absD;
            sAbsA += abs4(x);
            minA = x < minA ? x : minA;
            maxA = x > maxA ? x : maxA;
            minB = y < minB ? y : minB;
            maxB = y > maxB ? y : maxB;
            maxAbsD = absD > maxAbsD ? absD : maxAbsD;
        }
        ChunkSums c;
        c.sumA = horizontalSum(sA), c.sumB = horizontalSum(sB), c.sumAA = horizontalSum(sAA);
        c.sumBB = horizontalSum(sBB), c.sumAB = horizontalSum(sAB), c.sumDD = horizontalSum(sDD);
        c.sumAbsD = horizontalSum(sAbsD), c.sumAbsA = horizontalSum(sAbsA);
        c.minA = horizontalMin(minA), c.maxA = horizontalMax(maxA), c.minB = horizontalMin(minB);
        c.maxB = horizontalMax(maxB), c.maxAbsD = horizontalMax(maxAbsD);
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

    QUANTLENS_MULTIVERSION ChunkSums fusedSumsFloat(const float* a, const float* b, std::size_t n)
    {
        return fusedSums(a, b, n);
    }
    QUANTLENS_MULTIVERSION ChunkSums fusedSumsDouble(const double* a, const double* b, std::size_t n)
    {
        return fusedSums(a, b, n);
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

    template <class T> ChunkRange accumulate(const T* a, const T* b, std::size_t n, MetricSums& sums)
    {
        if (n == 0)
            return {};
        ChunkSums c;
        if constexpr (sizeof(T) == 4)
            c = fusedSumsFloat(a, b, n);
        else
            c = fusedSumsDouble(a, b, n);
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

} // namespace quantlens
