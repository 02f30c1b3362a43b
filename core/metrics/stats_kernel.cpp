// The statistics' loops for double data, the float loops that are not in explicit vectors, and
// maxAbsByChannel(); the float32 loops in explicit vectors are in stats_kernel_float.cpp.
#include "metrics/stats_kernel.h"
#include "metrics/stats_lanes.h"

#include <cstring>

#pragma GCC diagnostic ignored "-Wpsabi" // vectors never cross a call

namespace quantlens {

QUANTLENS_MULTIVERSION FiniteScan scanFinite(
    const double* x, std::size_t n, double below, double above, double* beyond, std::size_t& beyondCount)
{
    return lanes::scanSelect(x, n, below, above, beyond, beyondCount);
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
    return lanes::outside(x, n, below, above);
}
QUANTLENS_MULTIVERSION std::size_t countOutside(const double* x, std::size_t n, double below, double above)
{
    return lanes::outside(x, n, below, above);
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
    forEachChannelPiece(first, n, inner, channels, [&](std::size_t at, std::size_t length, std::size_t channel) {
        const float* piece = x + at;
        Float8 lanes = {}, lanes2 = {};
        std::size_t k = 0;
        for (; k + 16 <= length; k += 16) { // in vectors: channels of a few dozen values are common
            const Float8 a = finiteMagnitude(piece + k), b = finiteMagnitude(piece + k + 8);
            lanes = a > lanes ? a : lanes;
            lanes2 = b > lanes2 ? b : lanes2;
        }
        for (; k + 8 <= length; k += 8) {
            const Float8 a = finiteMagnitude(piece + k);
            lanes = a > lanes ? a : lanes;
        }
        // The sixteen lanes to one in four steps, each a shuffle and a max.
        lanes = lanes2 > lanes ? lanes2 : lanes;
        Float8 swapped = __builtin_shufflevector(lanes, lanes, 4, 5, 6, 7, 0, 1, 2, 3);
        lanes = swapped > lanes ? swapped : lanes;
        swapped = __builtin_shufflevector(lanes, lanes, 2, 3, 0, 1, 6, 7, 4, 5);
        lanes = swapped > lanes ? swapped : lanes;
        swapped = __builtin_shufflevector(lanes, lanes, 1, 0, 3, 2, 5, 4, 7, 6);
        lanes = swapped > lanes ? swapped : lanes;
        const float largest = std::max(lanes[0], lanes::maxAbsFinite(piece + k, length - k));
        maxima[channel] = std::max(maxima[channel], static_cast<double>(largest));
    });
}
QUANTLENS_MULTIVERSION void maxAbsByChannel(
    const double* x, std::size_t n, std::size_t first, std::size_t inner, std::size_t channels, double* maxima)
{
    lanes::channelMaxima(x, n, first, inner, channels, maxima);
}
QUANTLENS_MULTIVERSION LevelCounts countLevels(const double* c, std::size_t n, double low, double high, double half)
{
    return lanes::levels(c, n, low, high, half);
}
QUANTLENS_MULTIVERSION void addOwnLoss(
    const float* x, std::size_t n, double scaleD, double zeroPointD, double qminD, double qmaxD, OwnLossSums& sums)
{
    lanes::ownLoss(x, n, scaleD, zeroPointD, qminD, qmaxD, sums);
}
QUANTLENS_MULTIVERSION void addOwnLoss(
    const double* x, std::size_t n, double scale, double zeroPoint, double qmin, double qmax, OwnLossSums& sums)
{
    lanes::ownLoss(x, n, scale, zeroPoint, qmin, qmax, sums);
}

} // namespace quantlens
