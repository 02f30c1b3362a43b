// The statistics' loops over float32 data (nearly every dump) in explicit vectors of eight floats
// (SIMD clones, see simd_clones.h); the own loss, the selection and the level counts also in sixteen
// (x86-64-v4 only, on CPUs that run it).
#include "metrics/float_vectors.h"
#include "metrics/own_loss_step.h"
#include "metrics/stats_kernel.h"
#include "metrics/stats_lanes.h"
#include "metrics/wide_vectors.h"

#include <cstdint>
#include <cstring>

#if QUANTLENS_WIDE_VECTORS
#include <immintrin.h>
#endif

#pragma GCC diagnostic ignored "-Wpsabi" // vectors never cross a call

namespace quantlens {
namespace {
    template <class Vector> QUANTLENS_INLINE Vector splat(float v) { return v - Vector {}; }

    // The loops that count or select by comparisons are written in generic vectors of eight floats only:
    // GCC 12 turns a comparison of 512-bit generic vectors into one scalar comparison per element (a
    // build of selectBeyond() at sixteen had 132 vcomiss and no vector compare). Their 512-bit builds
    // are in intrinsics, below.
    constexpr std::size_t kMaskedWidth = 8;

    // Values without NaN or Inf, in steps of OwnLossStep (own_loss_step.h), the rest one by one.
    template <std::size_t kWidth>
    QUANTLENS_INLINE void ownLossOfFloats(
        const float* x, std::size_t n, double scale, double zeroPoint, double qmin, double qmax, OwnLossSums& sums)
    {
        using V = FloatVectors<kWidth>;
        OwnLossStep<kWidth> step(scale, zeroPoint, qmin, qmax);
        std::size_t i = 0;
        for (; i + kWidth <= n; i += kWidth)
            step.add(x + i, V::widen(x + i), V::widen(x + i + kWidth / 2));
        sums.merge(step.sums(i));
        lanes::ownLoss(x + i, n - i, scale, zeroPoint, qmin, qmax, sums); // the tail
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
QUANTLENS_MULTIVERSION static std::size_t select8(
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
QUANTLENS_MULTIVERSION static LevelCounts levels8(
    const float* c, std::size_t n, double lowD, double highD, double halfD)
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
#if QUANTLENS_WIDE_VECTORS
// The two comparison loops in AVX-512 intrinsics: a comparison gives a mask register, which a
// compress or a masked add uses directly (GCC 12 scalarises comparisons of 512-bit generic vectors,
// see above).
// The same answers as select8() and levels8(); NaN compares false as there.
QUANTLENS_AVX512 static std::size_t select16(
    const float* x, std::size_t n, double belowD, double aboveD, double* beyond)
{
    // Sixteen values at a time: those beyond either threshold are compressed to the front of a
    // register in order, widened and stored, so no block is walked a second time. A store writes
    // sixteen doubles from `selected` on, which never passes the values read so far: room for n.
    const float below = static_cast<float>(belowD), above = static_cast<float>(aboveD);
    const __m512 vBelow = _mm512_set1_ps(below), vAbove = _mm512_set1_ps(above);
    std::size_t selected = 0, i = 0;
    for (; i + 16 <= n; i += 16) {
        const __m512 v = _mm512_loadu_ps(x + i);
        const __mmask16 hits = _mm512_cmp_ps_mask(v, vBelow, _CMP_LT_OQ) | _mm512_cmp_ps_mask(v, vAbove, _CMP_GT_OQ);
        if (hits == 0)
            continue;
        // Widened from memory, as the own loss widens (the intrinsics' conversions of a register make
        // GCC 12 warn about their own header).
        alignas(64) float packed[16];
        _mm512_store_ps(packed, _mm512_maskz_compress_ps(hits, v));
        const auto low = FloatVectors<16>::widen(packed), high = FloatVectors<16>::widen(packed + 8);
        std::memcpy(beyond + selected, &low, sizeof low);
        std::memcpy(beyond + selected + 8, &high, sizeof high);
        selected += static_cast<std::size_t>(__builtin_popcount(hits));
    }
    for (; i < n; ++i)
        if (x[i] < below || x[i] > above)
            beyond[selected++] = static_cast<double>(x[i]);
    return selected;
}

// The sum of sixteen 32-bit counters (_mm512_reduce_add_epi32 makes GCC 12 warn about its own
// header's undefined vector).
QUANTLENS_AVX512 static std::size_t laneSum(__m512i counters)
{
    alignas(64) std::uint32_t lanes[16];
    _mm512_store_si512(lanes, counters);
    std::size_t sum = 0;
    for (const std::uint32_t c : lanes)
        sum += c;
    return sum;
}

QUANTLENS_AVX512 static LevelCounts levels16(const float* c, std::size_t n, double lowD, double highD, double halfD)
{
    // 32-bit counters per lane, folded into the totals before they could overflow, as levels8().
    constexpr std::size_t kFold = std::size_t { 1 } << 30;
    const __m512 low = _mm512_set1_ps(static_cast<float>(lowD)), high = _mm512_set1_ps(static_cast<float>(highD));
    const __m512 half = _mm512_set1_ps(static_cast<float>(halfD));
    const __m512 largest = _mm512_set1_ps(std::numeric_limits<float>::max());
    const __m512i one = _mm512_set1_epi32(1);
    LevelCounts total;
    std::size_t i = 0;
    while (i + 16 <= n) {
        const std::size_t end = i + std::min(kFold, (n - i) / 16 * 16);
        __m512i finite = _mm512_setzero_si512(), atLow = finite, atHigh = finite;
        for (; i < end; i += 16) {
            const __m512 v = _mm512_loadu_ps(c + i);
            finite
                = _mm512_mask_add_epi32(finite, _mm512_cmp_ps_mask(_mm512_abs_ps(v), largest, _CMP_LE_OQ), finite, one);
            atLow = _mm512_mask_add_epi32(
                atLow, _mm512_cmp_ps_mask(_mm512_abs_ps(_mm512_sub_ps(v, low)), half, _CMP_LE_OQ), atLow, one);
            atHigh = _mm512_mask_add_epi32(
                atHigh, _mm512_cmp_ps_mask(_mm512_abs_ps(_mm512_sub_ps(v, high)), half, _CMP_LE_OQ), atHigh, one);
        }
        total.finite += laneSum(finite);
        total.atLow += laneSum(atLow);
        total.atHigh += laneSum(atHigh);
    }
    const LevelCounts tail = lanes::levels(c + i, n - i, lowD, highD, halfD);
    total.finite += tail.finite;
    total.atLow += tail.atLow;
    total.atHigh += tail.atHigh;
    return total;
}
#endif

std::size_t selectBeyond(const float* x, std::size_t n, double below, double above, double* beyond)
{
    return QUANTLENS_WIDEST(select, x, n, below, above, beyond);
}
LevelCounts countLevels(const float* c, std::size_t n, double low, double high, double half)
{
    return QUANTLENS_WIDEST(levels, c, n, low, high, half);
}
void addOwnLossFinite(
    const float* x, std::size_t n, double scale, double zeroPoint, double qmin, double qmax, OwnLossSums& sums)
{
    QUANTLENS_WIDEST(ownLoss, x, n, scale, zeroPoint, qmin, qmax, sums);
}

} // namespace quantlens
