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

} // namespace quantlens
