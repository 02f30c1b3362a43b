// The statistics' loops over float32 data (nearly every dump) in explicit vectors of eight floats
// (SIMD clones, see simd_clones.h); the own loss also in sixteen (x86-64-v4 only, on CPUs that run it).
#include "metrics/float_vectors.h"
#include "metrics/stats_kernel.h"
#include "metrics/stats_lanes.h"
#include "metrics/wide_vectors.h"

#include <cstring>

#pragma GCC diagnostic ignored "-Wpsabi" // vectors never cross a call

namespace quantlens {
namespace {
    template <class Vector> QUANTLENS_INLINE Vector splat(float v) { return v - Vector {}; }

    // The loops that count or select by comparisons stay at eight floats per step: GCC 12 turns a
    // comparison of 512-bit generic vectors into one scalar comparison per element (a build of
    // selectBeyond() at sixteen had 132 vcomiss and no vector compare).
    constexpr std::size_t kMaskedWidth = 8;

    // Values without NaN or Inf: the same quantize-dequantize as lanes::ownLoss() (same float
    // rounding trick), no finiteness masks. The level is computed relative to the zero point,
    // k = clamp(round(x / scale), qmin − zp, qmax − zp), which equals clamp(round(x / scale) + zp,
    // qmin, qmax) − zp for an integer zero point (every step is exact in float below 2^24). Clamping
    // x / scale to one level beyond either end before rounding gives the same k and keeps the
    // rounding trick exact.
    template <std::size_t kWidth>
    QUANTLENS_INLINE void ownLossOfFloats(
        const float* x, std::size_t n, double scaleD, double zeroPointD, double qminD, double qmaxD, OwnLossSums& sums)
    {
        using V = FloatVectors<kWidth>;
        using Floats = typename V::Floats;
        using Doubles = typename V::Doubles;
        constexpr std::size_t kHalf = kWidth / 2;
        const float scale = static_cast<float>(scaleD), zeroPoint = static_cast<float>(zeroPointD);
        const float lowest = static_cast<float>(qminD) - zeroPoint, highest = static_cast<float>(qmaxD) - zeroPoint;
        const Floats vScale = splat<Floats>(scale), vRound = splat<Floats>(12582912.0f); // 1.5·2^23
        const Floats vLowest = splat<Floats>(lowest), vHighest = splat<Floats>(highest);
        const Floats vBelow = splat<Floats>(lowest - 1), vAbove = splat<Floats>(highest + 1);
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
            alignas(sizeof(Floats)) float fake[kWidth]; // widened from memory too
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
        lanes::ownLoss(x + i, n - i, scaleD, zeroPointD, qminD, qmaxD, sums); // the tail
    }

    // The own loss built for both widths: ownLoss8 as SIMD clones, ownLoss16 for x86-64-v4 only.
#if QUANTLENS_WIDE_VECTORS
    QUANTLENS_AVX512 void ownLoss16(
        const float* x, std::size_t n, double scale, double zeroPoint, double qmin, double qmax, OwnLossSums& sums)
    {
        ownLossOfFloats<16>(x, n, scale, zeroPoint, qmin, qmax, sums);
    }
#endif
    QUANTLENS_MULTIVERSION void ownLoss8(
        const float* x, std::size_t n, double scale, double zeroPoint, double qmin, double qmax, OwnLossSums& sums)
    {
        ownLossOfFloats<8>(x, n, scale, zeroPoint, qmin, qmax, sums);
    }
}

QUANTLENS_MULTIVERSION FiniteScan scanFinite(
    const float* x, std::size_t n, double belowD, double aboveD, double* out, std::size_t& selected)
{
    // The same answers as lanes::scanSelect() (min, max and counts do not depend on the order of the
    // lanes; values beyond the thresholds are copied out in order).
    using Floats = FloatVectors<kMaskedWidth>::Floats;
    using Mask = FloatVectors<kMaskedWidth>::Mask;
    constexpr std::size_t kBlock = 256;
    constexpr float kMax = std::numeric_limits<float>::max();
    const float below = static_cast<float>(belowD), above = static_cast<float>(aboveD);
    const Floats vBelow = splat<Floats>(below), vAbove = splat<Floats>(above), vFinite = splat<Floats>(kMax);
    FiniteScan total { 0, INFINITY, -INFINITY };
    selected = 0;
    std::size_t start = 0;
    for (; start + kBlock <= n; start += kBlock) {
        Floats low = splat<Floats>(INFINITY), high = splat<Floats>(-INFINITY);
        Mask count = {}, hits = {};
        for (std::size_t i = start; i < start + kBlock; i += kMaskedWidth) {
            Floats v;
            std::memcpy(&v, x + i, sizeof v);
            const Mask ok = (v < 0 ? -v : v) <= vFinite; // false for NaN and ±inf
            low = (ok & (v < low)) ? v : low;
            high = (ok & (v > high)) ? v : high;
            count -= ok; // a true mask is −1
            hits -= ok & ((v < vBelow) | (v > vAbove));
        }
        int blockHits = 0;
        for (std::size_t l = 0; l < kMaskedWidth; ++l) {
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
    const FiniteScan tail = lanes::scanSelect(x + start, n - start, belowD, aboveD, out + selected, tailSelected);
    selected += tailSelected;
    total.count += tail.count;
    total.low = std::min(total.low, tail.low);
    total.high = std::max(total.high, tail.high);
    return total;
}
QUANTLENS_MULTIVERSION std::size_t selectBeyond(
    const float* x, std::size_t n, double belowD, double aboveD, double* beyond)
{
    // Blocks are tested in vectors with no finiteness masks; the rare block holding a value beyond
    // the thresholds is walked again to copy it out, in order (as scanFinite() copies). Blocks of 64:
    // in a small tensor's first pieces hits are not rare, and walking 256 values for each took a
    // third more time on det's inspection; 32 measured no better than 64.
    using Floats = FloatVectors<kMaskedWidth>::Floats;
    using Mask = FloatVectors<kMaskedWidth>::Mask;
    constexpr std::size_t kBlock = 64;
    const float below = static_cast<float>(belowD), above = static_cast<float>(aboveD);
    const Floats vBelow = splat<Floats>(below), vAbove = splat<Floats>(above);
    std::size_t selected = 0, start = 0;
    auto copyBeyond = [&](std::size_t from, std::size_t to) {
        for (std::size_t j = from; j < to; ++j)
            if (x[j] < below || x[j] > above)
                beyond[selected++] = static_cast<double>(x[j]);
    };
    for (; start + kBlock <= n; start += kBlock) {
        Mask hits = {};
        for (std::size_t i = start; i < start + kBlock; i += kMaskedWidth) {
            Floats v;
            std::memcpy(&v, x + i, sizeof v);
            hits |= (v < vBelow) | (v > vAbove);
        }
        int any = 0;
        for (std::size_t l = 0; l < kMaskedWidth; ++l)
            any |= hits[l];
        if (any != 0)
            copyBeyond(start, start + kBlock);
    }
    copyBeyond(start, n);
    return selected;
}
QUANTLENS_MULTIVERSION LevelCounts countLevels(const float* c, std::size_t n, double lowD, double highD, double halfD)
{
    // As lanes::levels() does, in explicit vectors with 32-bit counters (widening every mask to a
    // 64-bit count costs more than the comparisons), folded into the totals before they could overflow.
    using Floats = FloatVectors<kMaskedWidth>::Floats;
    using Mask = FloatVectors<kMaskedWidth>::Mask;
    constexpr std::size_t kFold = std::size_t { 1 } << 30;
    const Floats low = splat<Floats>(static_cast<float>(lowD)), high = splat<Floats>(static_cast<float>(highD));
    const Floats half = splat<Floats>(static_cast<float>(halfD));
    const Floats vFinite = splat<Floats>(std::numeric_limits<float>::max());
    auto magnitude = [](Floats v) { return v < 0 ? -v : v; };
    LevelCounts total;
    std::size_t i = 0;
    while (i + kMaskedWidth <= n) {
        const std::size_t end = i + std::min(kFold, (n - i) / kMaskedWidth * kMaskedWidth);
        Mask finite = {}, atLow = {}, atHigh = {};
        for (; i < end; i += kMaskedWidth) {
            Floats v;
            std::memcpy(&v, c + i, sizeof v);
            finite -= magnitude(v) <= vFinite; // a true mask is −1
            atLow -= magnitude(v - low) <= half;
            atHigh -= magnitude(v - high) <= half;
        }
        for (std::size_t l = 0; l < kMaskedWidth; ++l) {
            total.finite += static_cast<std::size_t>(finite[l]);
            total.atLow += static_cast<std::size_t>(atLow[l]);
            total.atHigh += static_cast<std::size_t>(atHigh[l]);
        }
    }
    const LevelCounts tail = lanes::levels(c + i, n - i, lowD, highD, halfD);
    total.finite += tail.finite;
    total.atLow += tail.atLow;
    total.atHigh += tail.atHigh;
    return total;
}
void addOwnLossFinite(
    const float* x, std::size_t n, double scale, double zeroPoint, double qmin, double qmax, OwnLossSums& sums)
{
    QUANTLENS_WIDEST(ownLoss, x, n, scale, zeroPoint, qmin, qmax, sums);
}

} // namespace quantlens
