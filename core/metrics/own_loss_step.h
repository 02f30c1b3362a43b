#pragma once
// One vector step of the own quantization loss over finite float values, shared by its own loop
// (addOwnLossFinite, stats_kernel_float.cpp) and the 512-bit metric loop that computes it with the
// pair sums (metric_kernel.cpp): the same operations in the same order, so both give the same bits.
#include "metrics/float_vectors.h"
#include "metrics/tensor_stats.h"

#include <cstring>

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi" // vectors never cross a call: every helper is always_inline

namespace quantlens {

/// The quantize-dequantize of lanes::ownLoss() (same float rounding trick) without finiteness
/// masks. The level is computed relative to the zero point, k = clamp(round(x / scale), qmin − zp,
/// qmax − zp), which equals clamp(round(x / scale) + zp, qmin, qmax) − zp for an integer zero point
/// (every step is exact in float below 2^24). The ends qmin − zp and qmax − zp are integers (zero
/// points are), so clamping x / scale to them before rounding gives the same k as clamping after, in
/// one clamp instead of two, and keeps the rounding trick exact.
template <std::size_t kWidth> struct OwnLossStep {
    using V = FloatVectors<kWidth>;
    using Floats = typename V::Floats;
    using Doubles = typename V::Doubles;
    static constexpr std::size_t kHalf = kWidth / 2;

    Floats scale, round, lowest, highest;
    // Named accumulators, two per sum (the low and high half): in arrays GCC kept them on the
    // stack.
    Doubles referenceSqLow = {}, referenceSqHigh = {}, fakeSqLow = {}, fakeSqHigh = {};
    Doubles differenceSqLow = {}, differenceSqHigh = {};

    QUANTLENS_INLINE OwnLossStep(double scaleD, double zeroPointD, double qminD, double qmaxD)
    {
        const float s = static_cast<float>(scaleD), zeroPoint = static_cast<float>(zeroPointD);
        const float low = static_cast<float>(qminD) - zeroPoint, high = static_cast<float>(qmaxD) - zeroPoint;
        scale = s - Floats {};
        round = 12582912.0f - Floats {}; // 1.5·2^23
        lowest = low - Floats {};
        highest = high - Floats {};
    }

    /// Adds x[0, kWidth), given also widened: `low` the first half, `high` the second.
    QUANTLENS_INLINE void add(const float* x, Doubles low, Doubles high)
    {
        Floats v;
        std::memcpy(&v, x, sizeof v);
        // Written as `a > b ? a : b` so the clamps compile to single min/max instructions.
        Floats t = v / scale;
        t = t > lowest ? t : lowest;
        t = t < highest ? t : highest;
        const Floats k = (t + round) - round;
        const Floats f = k * scale;
        alignas(sizeof(Floats)) float fake[kWidth]; // widened from memory too
        std::memcpy(fake, &f, sizeof f);
        const Doubles fakeLow = V::widen(fake), fakeHigh = V::widen(fake + kHalf);
        const Doubles differenceLow = low - fakeLow, differenceHigh = high - fakeHigh;
        referenceSqLow += low * low;
        referenceSqHigh += high * high;
        fakeSqLow += fakeLow * fakeLow;
        fakeSqHigh += fakeHigh * fakeHigh;
        differenceSqLow += differenceLow * differenceLow;
        differenceSqHigh += differenceHigh * differenceHigh;
    }

    /// The sums of the `count` values added.
    QUANTLENS_INLINE OwnLossSums sums(std::size_t count) const
    {
        OwnLossSums s;
        for (std::size_t l = 0; l < kHalf; ++l) {
            s.referenceSq += referenceSqLow[l] + referenceSqHigh[l];
            s.fakeSq += fakeSqLow[l] + fakeSqHigh[l];
            s.differenceSq += differenceSqLow[l] + differenceSqHigh[l];
        }
        s.count = count;
        return s;
    }
};

} // namespace quantlens

#pragma GCC diagnostic pop
