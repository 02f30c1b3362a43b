#pragma once
// A few hundred values taken at fixed places of a tensor: enough to tell a tensor's quantized twin
// (cosine near 1) from a neighbour of the same shape (a scale, a bias, an activation later), and
// cheap enough to take from every tensor the names left unmatched.
#include "tensor/dump_set.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace quantlens {

inline constexpr std::size_t kTensorSampleSize = 512;

/// Values at evenly spaced positions of the entry read in `permutation` (empty: as stored), so
/// samples of two tensors of one logical shape line up element for element. nullopt when the entry
/// cannot be read or holds raw integers (their values mean nothing without a scale).
std::optional<std::vector<double>> sampleEntry(const DumpSet& set, const DumpEntry& entry,
    const std::vector<int>& permutation, std::size_t count = kTensorSampleSize);

/// 1 for proportional-and-equal samples, towards 0 as their directions (cosine) or sizes part.
double sampleSimilarity(const std::vector<double>& a, const std::vector<double>& b);

} // namespace quantlens
