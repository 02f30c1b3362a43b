#pragma once
#include "analysis/analysis.h"

#include <optional>
#include <vector>

namespace quantlens {

/// How much of a row's local drop (lowest input cos − its cos) stays in the tensors after it: the
/// local drop capped by how far the feature maps `depth` nodes downstream stay below its inputs.
/// A drop the network recovers from (the mean of a squeeze-excite branch, whose error the gate
/// after it absorbs; noise a ReLU cuts off) persists little; a broken layer's drop persists whole.
/// nullopt where there is no local drop (inputs, rows not compared).
std::vector<std::optional<double>> persistentDrops(const Analysis& analysis, std::size_t run, int depth = 8);

/// True when the lowest cosine among the compared tensors the row's node reads is below the analysis's
/// warning level: the row's own drop may be an error it amplifies rather than one it adds. False for
/// inputs and rows without a local drop.
bool inputCarriesError(const Analysis& analysis, const LayerRow& row, std::size_t run);

} // namespace quantlens
