#pragma once
#include "metrics/tensor_stats.h"

#include <cstddef>

namespace quantlens {

/// The hot loops of StatsAccumulator, built like the metric kernel (SIMD clones for x86-64-v3/v4).

struct FiniteScan {
    std::size_t count = 0; ///< finite values
    double low = 0; ///< smallest finite value (+inf when none)
    double high = 0; ///< largest (−inf when none)
};
/// Scans `x` for its finite values' count, min and max, and copies those below `below` or above
/// `above` to `beyond` (room for n), counted in `beyondCount`: the few values a percentile tail may
/// keep, found in the same pass (blocks of values holding none are not looked at twice).
FiniteScan scanFinite(
    const float* x, std::size_t n, double below, double above, double* beyond, std::size_t& beyondCount);
FiniteScan scanFinite(
    const double* x, std::size_t n, double below, double above, double* beyond, std::size_t& beyondCount);

/// scanFinite() for values known to be finite (their count and range are known): only copies those
/// below `below` or above `above` to `beyond` (room for n), and returns how many it copied. Entries
/// of `beyond` after those, up to n, may be overwritten (the AVX-512 build stores sixteen at a time).
std::size_t selectBeyond(const float* x, std::size_t n, double below, double above, double* beyond);
std::size_t selectBeyond(const double* x, std::size_t n, double below, double above, double* beyond);

/// Finite values below `below` or above `above`.
std::size_t countOutside(const float* x, std::size_t n, double below, double above);
std::size_t countOutside(const double* x, std::size_t n, double below, double above);

/// Finite values, and those within `half` of `low` / of `high`.
struct LevelCounts {
    std::size_t finite = 0, atLow = 0, atHigh = 0;
};
LevelCounts countLevels(const float* c, std::size_t n, double low, double high, double half);
LevelCounts countLevels(const double* c, std::size_t n, double low, double high, double half);

/// Raises maxima[c] to the largest finite |x| of channel c, for elements [first, first + n) of a
/// row-major tensor whose element i lies in channel (i / inner) mod channels.
void maxAbsByChannel(
    const float* x, std::size_t n, std::size_t first, std::size_t inner, std::size_t channels, double* maxima);
void maxAbsByChannel(
    const double* x, std::size_t n, std::size_t first, std::size_t inner, std::size_t channels, double* maxima);

/// Adds the finite values of `x` against their own quantize-dequantize (QuantizeLinear: saturate(
/// round_half_even(x / scale) + zero point), in the data's precision) to `sums`.
void addOwnLoss(
    const float* x, std::size_t n, double scale, double zeroPoint, double qmin, double qmax, OwnLossSums& sums);
/// addOwnLoss() for values known to be finite, faster.
void addOwnLossFinite(
    const float* x, std::size_t n, double scale, double zeroPoint, double qmin, double qmax, OwnLossSums& sums);
void addOwnLoss(
    const double* x, std::size_t n, double scale, double zeroPoint, double qmin, double qmax, OwnLossSums& sums);

} // namespace quantlens
