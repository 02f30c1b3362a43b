#pragma once
#include "analysis/analysis.h"

#include <optional>

namespace quantlens {

/// How far a row's cosine falls below the lowest cosine among the compared tensors its node reads
/// (positive: this op loses accuracy; negative: it recovers some): the error the op adds rather
/// than the error it inherits. nullopt for graph inputs, for ops reading nothing compared and for
/// rows the run did not compare.
std::optional<double> localDrop(const Analysis& analysis, const LayerRow& row, std::size_t run);

} // namespace quantlens
