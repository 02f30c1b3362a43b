#pragma once
#include "analysis/analysis.h"

#include <optional>
#include <string>
#include <vector>

namespace quantlens {

/// The row a user means by a name: a float tensor's name, else a node's name (its first output
/// the analysis lists). The graph labels nodes and the report lists tensors; both must work.
std::optional<std::size_t> findRow(const Analysis& analysis, const std::string& name);

/// Up to `count` tensor and node names nearest to `name` (names containing it first, then by edit
/// distance), to suggest when a name matches nothing.
std::vector<std::string> closestNames(const Analysis& analysis, const std::string& name, std::size_t count = 5);

} // namespace quantlens
