#include "metrics/stats_kernel.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <type_traits>

// SIMD clones per CPU level, as the metric kernel: see simd_clones.h.
#include "metrics/simd_clones.h"
#include "metrics/wide_vectors.h"

#pragma GCC diagnostic ignored "-Wpsabi" // vectors never cross a call

namespace quantlens {
namespace {
    // Eight lanes of independent partial results: the compiler keeps them in vector registers and
    // no lane's additions are reordered (the sums stay exactly as a scalar loop per lane gives).
    constexpr std::size_t kLanes = 8;

    template <class T> QUANTLENS_INLINE std::size_t outside(const T* x, std::size_t n, double below, double above)
    {
        constexpr double kMax = std::numeric_limits<double>::max();
        std::size_t count = 0;
        for (std::size_t i = 0; i < n; ++i) {
            const double v = static_cast<double>(x[i]);
            count += (v < below && v >= -kMax) | (v > above && v <= kMax);
        }
        return count;
    }

    template <class T>
    QUANTLENS_INLINE LevelCounts levels(const T* c, std::size_t n, double lowLevel, double highLevel, double halfStep)
    {
        // In the data's own precision, so the loop vectorizes; levels are a step apart, far more
        // than the rounding of float.
        constexpr T kMax = std::numeric_limits<T>::max();
        const T low = static_cast<T>(lowLevel), high = static_cast<T>(highLevel), half = static_cast<T>(halfStep);
        std::size_t finite = 0, atLow = 0, atHigh = 0;
        for (std::size_t i = 0; i < n; ++i) {
            const T v = c[i];
            finite += std::abs(v) <= kMax;
            atLow += std::abs(v - low) <= half;
            atHigh += std::abs(v - high) <= half;
        }
        return { finite, atLow, atHigh };
    }

    template <class T>
    QUANTLENS_INLINE FiniteScan scanSelect(
        const T* x, std::size_t n, double belowD, double aboveD, double* out, std::size_t& selected)
    {
        // Thresholds are values of the data (or ±inf), so they convert to T exactly.
        const T below = static_cast<T>(belowD), above = static_cast<T>(aboveD);
        constexpr T kMax = std::numeric_limits<T>::max();
        constexpr std::size_t kBlock = 256;
        FiniteScan total { 0, INFINITY, -INFINITY };
        selected = 0;
        for (std::size_t start = 0; start < n; start += kBlock) {
            const std::size_t m = std::min(kBlock, n - start);
            const T* block = x + start;
            T low[kLanes], high[kLanes];
            std::size_t count[kLanes] = {}, hits[kLanes] = {};
            std::fill(low, low + kLanes, std::numeric_limits<T>::infinity());
            std::fill(high, high + kLanes, -std::numeric_limits<T>::infinity());
            std::size_t i = 0;
            auto look = [&](std::size_t l, T v) {
                const bool ok = std::abs(v) <= kMax; // false for NaN and ±inf
                count[l] += ok;
                low[l] = ok && v < low[l] ? v : low[l];
                high[l] = ok && v > high[l] ? v : high[l];
                hits[l] += ok && (v < below || v > above);
            };
            for (; i + kLanes <= m; i += kLanes)
                for (std::size_t l = 0; l < kLanes; ++l)
                    look(l, block[i + l]);
            for (; i < m; ++i)
                look(0, block[i]);
            std::size_t blockHits = 0;
            for (std::size_t l = 0; l < kLanes; ++l) {
                total.count += count[l];
                total.low = std::min(total.low, static_cast<double>(low[l]));
                total.high = std::max(total.high, static_cast<double>(high[l]));
                blockHits += hits[l];
            }
            for (std::size_t j = 0; blockHits > 0 && j < m; ++j) {
                const T v = block[j];
                if (std::abs(v) <= kMax && (v < below || v > above))
                    out[selected++] = static_cast<double>(v);
            }
        }
        return total;
    }

    template <class T> QUANTLENS_INLINE T maxAbsFinite(const T* x, std::size_t n)
    {
        constexpr T kMax = std::numeric_limits<T>::max();
        T lanes[kLanes] = {};
        std::size_t i = 0;
        for (; i + kLanes <= n; i += kLanes)
            for (std::size_t l = 0; l < kLanes; ++l) {
                const T a = std::abs(x[i + l]);
                lanes[l] = a <= kMax && a > lanes[l] ? a : lanes[l]; // NaN and ±inf are left out
            }
        for (; i < n; ++i) {
            const T a = std::abs(x[i]);
            lanes[0] = a <= kMax && a > lanes[0] ? a : lanes[0];
        }
        return *std::max_element(lanes, lanes + kLanes);
    }

    template <class T>
    QUANTLENS_INLINE void channelMaxima(
        const T* x, std::size_t n, std::size_t first, std::size_t inner, std::size_t channels, double* maxima)
    {
        for (std::size_t i = 0; i < n;) {
            const std::size_t index = first + i;
            const std::size_t channel = (index / inner) % channels;
            const std::size_t segment = std::min(n - i, inner - index % inner);
            maxima[channel] = std::max(maxima[channel], static_cast<double>(maxAbsFinite(x + i, segment)));
            i += segment;
        }
    }

    template <class T>
    QUANTLENS_INLINE void ownLoss(
        const T* x, std::size_t n, double scaleD, double zeroPointD, double qminD, double qmaxD, OwnLossSums& out)
    {
        constexpr T kMax = std::numeric_limits<T>::max();
        const T scale = static_cast<T>(scaleD), zeroPoint = static_cast<T>(zeroPointD);
        const T qmin = static_cast<T>(qminD), qmax = static_cast<T>(qmaxD);
        double referenceSq[kLanes] = {}, fakeSq[kLanes] = {}, differenceSq[kLanes] = {};
        std::size_t count[kLanes] = {};
        // Round half to even by adding and removing 1.5·2^(mantissa bits): exact for |t| < 2^22 (float)
        // and plain arithmetic, so the loop vectorizes where nearbyint would be a call. Larger |t| saturate
        // anyway (16-bit levels end at 65535), so t is clamped first.
        constexpr T kRound = std::is_same_v<T, float> ? T(12582912.0) : T(6755399441055744.0);
        constexpr T kLimit = T(4194304.0);
        auto add = [&](std::size_t l, T v) {
            const bool ok = std::abs(v) <= kMax;
            const T t = std::clamp(v / scale, -kLimit, kLimit);
            const T q = std::clamp(((t + kRound) - kRound) + zeroPoint, qmin, qmax);
            const double a = ok ? static_cast<double>(v) : 0.0; // NaN and ±inf are no values: add nothing
            const double f = ok ? static_cast<double>((q - zeroPoint) * scale) : 0.0;
            referenceSq[l] += a * a;
            fakeSq[l] += f * f;
            differenceSq[l] += (a - f) * (a - f);
            count[l] += ok;
        };
        std::size_t i = 0;
        for (; i + kLanes <= n; i += kLanes)
            for (std::size_t l = 0; l < kLanes; ++l)
                add(l, x[i + l]);
        for (; i < n; ++i)
            add(0, x[i]);
        OwnLossSums s;
        for (std::size_t l = 0; l < kLanes; ++l) {
            s.referenceSq += referenceSq[l];
            s.fakeSq += fakeSq[l];
            s.differenceSq += differenceSq[l];
            s.count += count[l];
        }
        out.merge(s);
    }
}

QUANTLENS_MULTIVERSION FiniteScan scanFinite(
    const float* x, std::size_t n, double belowD, double aboveD, double* out, std::size_t& selected)
{
    // The common case (float32 dumps) in explicit vectors of eight floats; the same answers as
    // scanSelect() gives (min, max and counts do not depend on the order of the lanes).
    using Float8 = float __attribute__((vector_size(32)));
    using Mask8 = int __attribute__((vector_size(32)));
    constexpr std::size_t kBlock = 256;
    constexpr float kMax = std::numeric_limits<float>::max();
    const float below = static_cast<float>(belowD), above = static_cast<float>(aboveD);
    const Float8 vBelow = below - Float8 {}, vAbove = above - Float8 {}, vFinite = kMax - Float8 {};
    FiniteScan total { 0, INFINITY, -INFINITY };
    selected = 0;
    std::size_t start = 0;
    for (; start + kBlock <= n; start += kBlock) {
        Float8 low = INFINITY - Float8 {}, high = -INFINITY - Float8 {};
        Mask8 count = {}, hits = {};
        for (std::size_t i = start; i < start + kBlock; i += 8) {
            Float8 v;
            std::memcpy(&v, x + i, sizeof v);
            const Mask8 ok = (v < 0 ? -v : v) <= vFinite; // false for NaN and ±inf
            low = (ok & (v < low)) ? v : low;
            high = (ok & (v > high)) ? v : high;
            count -= ok; // a true mask is −1
            hits -= ok & ((v < vBelow) | (v > vAbove));
        }
        int blockHits = 0;
        for (int l = 0; l < 8; ++l) {
            total.count += static_cast<std::size_t>(count[l]);
            total.low = std::min(total.low, static_cast<double>(low[l]));
            total.high = std::max(total.high, static_cast<double>(high[l]));
            blockHits += hits[l];
        }
        for (std::size_t j = start; blockHits > 0 && j < start + kBlock; ++j) {
            const float v = x[j];
            if (std::abs(v) <= kMax && (v < below || v > above))
                out[selected++] = static_cast<double>(v);
        }
    }
    std::size_t tailSelected = 0;
    const FiniteScan tail = scanSelect(x + start, n - start, belowD, aboveD, out + selected, tailSelected);
    selected += tailSelected;
    total.count += tail.count;
    total.low = std::min(total.low, tail.low);
    total.high = std::max(total.high, tail.high);
    return total;
}
QUANTLENS_MULTIVERSION FiniteScan scanFinite(
    const double* x, std::size_t n, double below, double above, double* beyond, std::size_t& beyondCount)
{
    return scanSelect(x, n, below, above, beyond, beyondCount);
}
QUANTLENS_MULTIVERSION std::size_t selectBeyond(
    const float* x, std::size_t n, double belowD, double aboveD, double* beyond)
{
    // Blocks are tested in vectors with no finiteness masks; the rare block holding a value beyond
    // the thresholds is walked again to copy it out, in order (as scanFinite() copies). Blocks of 64:
    // in a small tensor's first pieces hits are not rare, and walking 256 values for each took a
    // third more time on det's inspection; 32 measured no better than 64.
    using Float8 = float __attribute__((vector_size(32)));
    using Mask8 = int __attribute__((vector_size(32)));
    constexpr std::size_t kBlock = 64;
    const float below = static_cast<float>(belowD), above = static_cast<float>(aboveD);
    const Float8 vBelow = below - Float8 {}, vAbove = above - Float8 {};
    std::size_t selected = 0, start = 0;
    auto copyBeyond = [&](std::size_t from, std::size_t to) {
        for (std::size_t j = from; j < to; ++j)
            if (x[j] < below || x[j] > above)
                beyond[selected++] = static_cast<double>(x[j]);
    };
    for (; start + kBlock <= n; start += kBlock) {
        Mask8 hits = {};
        for (std::size_t i = start; i < start + kBlock; i += 8) {
            Float8 v;
            std::memcpy(&v, x + i, sizeof v);
            hits |= (v < vBelow) | (v > vAbove);
        }
        int any = 0;
        for (int l = 0; l < 8; ++l)
            any |= hits[l];
        if (any != 0)
            copyBeyond(start, start + kBlock);
    }
    copyBeyond(start, n);
    return selected;
}
QUANTLENS_MULTIVERSION std::size_t selectBeyond(
    const double* x, std::size_t n, double below, double above, double* beyond)
{
    std::size_t selected = 0;
    for (std::size_t j = 0; j < n; ++j)
        if (x[j] < below || x[j] > above)
            beyond[selected++] = x[j];
    return selected;
}
QUANTLENS_MULTIVERSION std::size_t countOutside(const float* x, std::size_t n, double below, double above)
{
    return outside(x, n, below, above);
}
QUANTLENS_MULTIVERSION std::size_t countOutside(const double* x, std::size_t n, double below, double above)
{
    return outside(x, n, below, above);
}
QUANTLENS_MULTIVERSION void maxAbsByChannel(
    const float* x, std::size_t n, std::size_t first, std::size_t inner, std::size_t channels, double* maxima)
{
    using Float8 = float __attribute__((vector_size(32)));
    using Bits8 = int __attribute__((vector_size(32)));
    constexpr float kMax = std::numeric_limits<float>::max();
    const Float8 vFinite = kMax - Float8 {};
    const Bits8 noSign = 0x7fffffff - Bits8 {};
    // |v| by clearing the sign bit, and 0 for NaN and ±inf (a false compare is an all-zero mask), so
    // the maximum is a plain vmaxps; two of them in flight, as its latency would otherwise bound the loop.
    auto finiteMagnitude = [&](const float* p) {
        Float8 v;
        std::memcpy(&v, p, sizeof v);
        const Float8 a = reinterpret_cast<Float8>(reinterpret_cast<Bits8>(v) & noSign);
        return reinterpret_cast<Float8>(reinterpret_cast<Bits8>(a) & (a <= vFinite));
    };
    for (std::size_t i = 0; i < n;) {
        const std::size_t index = first + i;
        const std::size_t channel = (index / inner) % channels;
        const std::size_t segment = std::min(n - i, inner - index % inner);
        Float8 lanes = {}, lanes2 = {};
        std::size_t k = 0;
        for (; k + 16 <= segment; k += 16) { // in vectors: channels of a few dozen values are common
            const Float8 a = finiteMagnitude(x + i + k), b = finiteMagnitude(x + i + k + 8);
            lanes = a > lanes ? a : lanes;
            lanes2 = b > lanes2 ? b : lanes2;
        }
        for (; k + 8 <= segment; k += 8) {
            const Float8 a = finiteMagnitude(x + i + k);
            lanes = a > lanes ? a : lanes;
        }
        float largest = maxAbsFinite(x + i + k, segment - k);
        for (int l = 0; l < 8; ++l)
            largest = std::max({ largest, lanes[l], lanes2[l] });
        maxima[channel] = std::max(maxima[channel], static_cast<double>(largest));
        i += segment;
    }
}
QUANTLENS_MULTIVERSION void maxAbsByChannel(
    const double* x, std::size_t n, std::size_t first, std::size_t inner, std::size_t channels, double* maxima)
{
    channelMaxima(x, n, first, inner, channels, maxima);
}
QUANTLENS_MULTIVERSION LevelCounts countLevels(const float* c, std::size_t n, double lowD, double highD, double halfD)
{
    // As levels() does, in explicit vectors with 32-bit counters (widening every mask to a 64-bit
    // count costs more than the comparisons), folded into the totals before they could overflow.
    using Float8 = float __attribute__((vector_size(32)));
    using Mask8 = int __attribute__((vector_size(32)));
    constexpr std::size_t kFold = std::size_t { 1 } << 30;
    const Float8 low = static_cast<float>(lowD) - Float8 {}, high = static_cast<float>(highD) - Float8 {};
    const Float8 half = static_cast<float>(halfD) - Float8 {};
    const Float8 vFinite = std::numeric_limits<float>::max() - Float8 {};
    auto magnitude = [](Float8 v) { return v < 0 ? -v : v; };
    LevelCounts total;
    std::size_t i = 0;
    while (i + 8 <= n) {
        const std::size_t end = i + std::min(kFold, (n - i) / 8 * 8);
        Mask8 finite = {}, atLow = {}, atHigh = {};
        for (; i < end; i += 8) {
            Float8 v;
            std::memcpy(&v, c + i, sizeof v);
            finite -= magnitude(v) <= vFinite; // a true mask is −1
            atLow -= magnitude(v - low) <= half;
            atHigh -= magnitude(v - high) <= half;
        }
        for (int l = 0; l < 8; ++l) {
            total.finite += static_cast<std::size_t>(finite[l]);
            total.atLow += static_cast<std::size_t>(atLow[l]);
            total.atHigh += static_cast<std::size_t>(atHigh[l]);
        }
    }
    const LevelCounts tail = levels(c + i, n - i, lowD, highD, halfD);
    total.finite += tail.finite;
    total.atLow += tail.atLow;
    total.atHigh += tail.atHigh;
    return total;
}
QUANTLENS_MULTIVERSION LevelCounts countLevels(const double* c, std::size_t n, double low, double high, double half)
{
    return levels(c, n, low, high, half);
}
QUANTLENS_MULTIVERSION void addOwnLoss(
    const float* x, std::size_t n, double scaleD, double zeroPointD, double qminD, double qmaxD, OwnLossSums& sums)
{
    ownLoss(x, n, scaleD, zeroPointD, qminD, qmaxD, sums);
}
namespace {
    // The vector types of one step of addOwnLossFinite(): `Floats` values at a time, widened in two
    // halves of `Doubles`. Eight floats fill an AVX2 register; sixteen an AVX-512 one.
    template <std::size_t kWidth> struct OwnLossVectors;
    template <> struct OwnLossVectors<8> {
        using Floats = float __attribute__((vector_size(32)));
        using Doubles = double __attribute__((vector_size(32)));
        static QUANTLENS_INLINE Doubles widen(const float* p) { return Doubles { p[0], p[1], p[2], p[3] }; }
    };
    template <> struct OwnLossVectors<16> {
        using Floats = float __attribute__((vector_size(64)));
        using Doubles = double __attribute__((vector_size(64)));
        static QUANTLENS_INLINE Doubles widen(const float* p)
        {
            return Doubles { p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7] };
        }
    };

    // Float32 dumps without NaN or Inf (nearly all of them), in explicit vectors: the same
    // quantize-dequantize as ownLoss() (same float rounding trick), no finiteness masks.
    // The level is computed relative to the zero point, k = clamp(round(x / scale), qmin − zp, qmax − zp),
    // which equals clamp(round(x / scale) + zp, qmin, qmax) − zp for an integer zero point (every step
    // is exact in float below 2^24). Clamping x / scale to one level beyond either end before rounding
    // gives the same k and keeps the rounding trick exact.
    template <std::size_t kWidth>
    QUANTLENS_INLINE void ownLossFinite(
        const float* x, std::size_t n, double scaleD, double zeroPointD, double qminD, double qmaxD, OwnLossSums& sums)
    {
        using V = OwnLossVectors<kWidth>;
        using Floats = typename V::Floats;
        using Doubles = typename V::Doubles;
        constexpr std::size_t kHalf = kWidth / 2;
        const float scale = static_cast<float>(scaleD), zeroPoint = static_cast<float>(zeroPointD);
        const float lowest = static_cast<float>(qminD) - zeroPoint, highest = static_cast<float>(qmaxD) - zeroPoint;
        constexpr float kRound = 12582912.0f;
        const Floats vScale = scale - Floats {}, vRound = kRound - Floats {};
        const Floats vLowest = lowest - Floats {}, vHighest = highest - Floats {};
        const Floats vBelow = (lowest - 1) - Floats {}, vAbove = (highest + 1) - Floats {};
        // Named accumulators, two per sum (the low and high half): in arrays GCC kept them on the
        // stack. Written as `a > b ? a : b` so the clamps compile to single min/max instructions.
        Doubles referenceSqLow = {}, referenceSqHigh = {}, fakeSqLow = {}, fakeSqHigh = {};
        Doubles differenceSqLow = {}, differenceSqHigh = {};
        std::size_t i = 0;
        for (; i + kWidth <= n; i += kWidth) {
            Floats v;
            std::memcpy(&v, x + i, sizeof v);
            Floats t = v / vScale;
            t = t > vBelow ? t : vBelow;
            t = t < vAbove ? t : vAbove;
            Floats k = (t + vRound) - vRound;
            k = k > vLowest ? k : vLowest;
            k = k < vHighest ? k : vHighest;
            const Floats f = k * vScale;
            // Widened from memory, element by element: one vcvtps2pd each (see metric_kernel.cpp's load4).
            alignas(sizeof(Floats)) float fake[kWidth];
            std::memcpy(fake, &f, sizeof f);
            const Doubles aLow = V::widen(x + i), aHigh = V::widen(x + i + kHalf);
            const Doubles bLow = V::widen(fake), bHigh = V::widen(fake + kHalf);
            const Doubles dLow = aLow - bLow, dHigh = aHigh - bHigh;
            referenceSqLow += aLow * aLow;
            referenceSqHigh += aHigh * aHigh;
            fakeSqLow += bLow * bLow;
            fakeSqHigh += bHigh * bHigh;
            differenceSqLow += dLow * dLow;
            differenceSqHigh += dHigh * dHigh;
        }
        OwnLossSums vectorSums;
        for (std::size_t l = 0; l < kHalf; ++l) {
            vectorSums.referenceSq += referenceSqLow[l] + referenceSqHigh[l];
            vectorSums.fakeSq += fakeSqLow[l] + fakeSqHigh[l];
            vectorSums.differenceSq += differenceSqLow[l] + differenceSqHigh[l];
        }
        vectorSums.count = i;
        sums.merge(vectorSums);
        ownLoss(x + i, n - i, scaleD, zeroPointD, qminD, qmaxD, sums); // the tail
    }
}
#if QUANTLENS_WIDE_VECTORS
QUANTLENS_AVX512 static void ownLossFinite16(
    const float* x, std::size_t n, double scale, double zeroPoint, double qmin, double qmax, OwnLossSums& sums)
{
    ownLossFinite<16>(x, n, scale, zeroPoint, qmin, qmax, sums);
}
#endif
QUANTLENS_MULTIVERSION static void ownLossFinite8(
    const float* x, std::size_t n, double scale, double zeroPoint, double qmin, double qmax, OwnLossSums& sums)
{
    ownLossFinite<8>(x, n, scale, zeroPoint, qmin, qmax, sums);
}
void addOwnLossFinite(
    const float* x, std::size_t n, double scale, double zeroPoint, double qmin, double qmax, OwnLossSums& sums)
{
#if QUANTLENS_WIDE_VECTORS
    if (hasWideVectors()) {
        ownLossFinite16(x, n, scale, zeroPoint, qmin, qmax, sums);
        return;
    }
#endif
    ownLossFinite8(x, n, scale, zeroPoint, qmin, qmax, sums);
}
QUANTLENS_MULTIVERSION void addOwnLoss(
    const double* x, std::size_t n, double scale, double zeroPoint, double qmin, double qmax, OwnLossSums& sums)
{
    ownLoss(x, n, scale, zeroPoint, qmin, qmax, sums);
}

} // namespace quantlens
