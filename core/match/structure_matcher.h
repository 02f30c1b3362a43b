#pragma once
// When a toolchain renames or fuses tensors, no name rule finds them. The structure matcher pairs
// what is left by execution order, shape and value statistics, and says how sure it is: a match by
// structure is never silent (the runner reports each with its confidence).
#include "match/tensor_pair.h"
#include "tensor/dump_set.h"

#include <cstddef>

namespace quantlens {

struct StructureMatchLimits {
    /// Pairs less sure than this stay unmatched: a wrong twin is worse than a missing one.
    double minConfidence = 0.5;
    /// The order-preserving alignment is quadratic; above this many cells only the greedy pass runs.
    std::size_t maxAlignmentCells = 20'000'000;
};

/// Pairs float tensors that have a reference entry but no candidate entry with candidate entries
/// nothing claimed. Reads the values of those tensors once (for their statistics). Newly matched
/// pairs get MatchRule::Structure, a confidence, and are settled (shape alignment); the claimed
/// entries leave `match.unusedCandidateEntries`. Returns how many pairs it made.
std::size_t matchByStructure(
    MatchResult& match, const DumpSet& reference, const DumpSet& candidate, const StructureMatchLimits& limits = {});

} // namespace quantlens
