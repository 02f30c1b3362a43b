#pragma once
// The statistics' loops written element by element in lanes, for any element type: the double
// overloads, and the tails (and NaN-holding data) of the float loops in explicit vectors
// (stats_kernel_float.cpp). Included by the kernels' sources only: every helper is inlined into
// each SIMD clone (simd_clones.h).
#include "metrics/channel_pieces.h"
#include "metrics/simd_clones.h"
#include "metrics/stats_kernel.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <type_traits>

namespace quantlens::lanes {
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
    forEachChannelPiece(first, n, inner, channels, [&](std::size_t at, std::size_t length, std::size_t channel) {
        maxima[channel] = std::max(maxima[channel], static_cast<double>(maxAbsFinite(x + at, length)));
    });
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

} // namespace quantlens::lanes
