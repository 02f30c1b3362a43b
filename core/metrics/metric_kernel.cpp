#include "metrics/metric_kernel.h"

#include <cmath>

// The hot loop of the product. Sums stay in double (the brief's accuracy rule), so the compiler may
// not reorder them on its own; the explicit lanes below give it independent accumulators it can
// map onto SIMD registers. target_clones builds an AVX2 copy picked at load time on CPUs that
// have it, while the binary still runs on any x86-64.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__SANITIZE_ADDRESS__)
#define QUANTLENS_MULTIVERSION __attribute__((target_clones("avx2", "default")))
#else
#define QUANTLENS_MULTIVERSION
#endif

namespace quantlens {
namespace {
    constexpr int kLanes = 4;

    struct ChunkSums {
        double sumA = 0, sumB = 0, sumAA = 0, sumBB = 0, sumAB = 0, sumDD = 0, sumAbsD = 0, sumAbsA = 0;
        double minA = 0, maxA = 0, minB = 0, maxB = 0, maxAbsD = 0;
    };

    template <class T>
    ChunkSums fusedSums(const T* __restrict a, const T* __restrict b, std::size_t n)
    {
        double sA[kLanes] = {}, sB[kLanes] = {}, sAA[kLanes] = {}, sBB[kLanes] = {}, sAB[kLanes] = {};
        double sDD[kLanes] = {}, sAbsD[kLanes] = {}, sAbsA[kLanes] = {};
        T minA[kLanes], maxA[kLanes], minB[kLanes], maxB[kLanes];
        double maxAbsD[kLanes] = {};
        for (int j = 0; j < kLanes; ++j)
            minA[j] = maxA[j] = a[0], minB[j] = maxB[j] = b[0];
        std::size_t i = 0;
        for (; i + kLanes <= n; i += kLanes) {
            for (int j = 0; j < kLanes; ++j) {
                const T ta = a[i + j], tb = b[i + j];
                const double x = ta, y = tb, d = x - y, ad = std::fabs(d);
                sA[j] += x;
                sB[j] += y;
                sAA[j] += x * x;
                sBB[j] += y * y;
                sAB[j] += x * y;
                sDD[j] += d * d;
                sAbsD[j] += ad;
                sAbsA[j] += std::fabs(x);
                minA[j] = ta < minA[j] ? ta : minA[j];
                maxA[j] = ta > maxA[j] ? ta : maxA[j];
                minB[j] = tb < minB[j] ? tb : minB[j];
                maxB[j] = tb > maxB[j] ? tb : maxB[j];
                maxAbsD[j] = ad > maxAbsD[j] ? ad : maxAbsD[j];
            }
        }
        for (std::size_t k = 0; i < n; ++i, k = (k + 1) % kLanes) {
            const T ta = a[i], tb = b[i];
            const double x = ta, y = tb, d = x - y, ad = std::fabs(d);
            sA[k] += x, sB[k] += y, sAA[k] += x * x, sBB[k] += y * y, sAB[k] += x * y;
            sDD[k] += d * d, sAbsD[k] += ad, sAbsA[k] += std::fabs(x);
            minA[k] = ta < minA[k] ? ta : minA[k], maxA[k] = ta > maxA[k] ? ta : maxA[k];
            minB[k] = tb < minB[k] ? tb : minB[k], maxB[k] = tb > maxB[k] ? tb : maxB[k];
            maxAbsD[k] = ad > maxAbsD[k] ? ad : maxAbsD[k];
        }
        ChunkSums c;
        c.minA = minA[0], c.maxA = maxA[0], c.minB = minB[0], c.maxB = maxB[0];
        for (int j = 0; j < kLanes; ++j) {
            c.sumA += sA[j], c.sumB += sB[j], c.sumAA += sAA[j], c.sumBB += sBB[j], c.sumAB += sAB[j];
            c.sumDD += sDD[j], c.sumAbsD += sAbsD[j], c.sumAbsA += sAbsA[j];
            c.minA = std::fmin(c.minA, minA[j]), c.maxA = std::fmax(c.maxA, maxA[j]);
            c.minB = std::fmin(c.minB, minB[j]), c.maxB = std::fmax(c.maxB, maxB[j]);
            c.maxAbsD = std::fmax(c.maxAbsD, maxAbsD[j]);
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
    template <class T>
    void accumulateCarefully(const T* a, const T* b, std::size_t n, MetricSums& sums)
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

    template <class T>
    void accumulate(const T* a, const T* b, std::size_t n, MetricSums& sums)
    {
        if (n == 0)
            return;
        ChunkSums c;
        if constexpr (sizeof(T) == 4)
            c = fusedSumsFloat(a, b, n);
        else
            c = fusedSumsDouble(a, b, n);
        // Any NaN or Inf makes Σx² non-finite (float inputs cannot overflow a double sum of squares).
        if (!std::isfinite(c.sumAA + c.sumBB)) {
            accumulateCarefully(a, b, n, sums);
            return;
        }
        MetricSums chunk;
        chunk.elementCount = chunk.compared = n;
        chunk.sumRefSq = c.sumAA, chunk.sumCandSq = c.sumBB, chunk.sumProduct = c.sumAB;
        chunk.sumDiffSq = c.sumDD, chunk.sumAbsDiff = c.sumAbsD, chunk.sumAbsRef = c.sumAbsA;
        chunk.maxAbsDiff = c.maxAbsD;
        chunk.reference.addChunk(n, c.sumA, c.sumAA, c.minA, c.maxA);
        chunk.candidate.addChunk(n, c.sumB, c.sumBB, c.minB, c.maxB);
        sums.merge(chunk);
    }
}

void accumulateChunk(const float* a, const float* b, std::size_t n, MetricSums& sums) { accumulate(a, b, n, sums); }
void accumulateChunk(const double* a, const double* b, std::size_t n, MetricSums& sums) { accumulate(a, b, n, sums); }

} // namespace quantlens
