#pragma once
#include <optional>
#include <utility>
#include <vector>

namespace quantlens {

/// The `low` and `high` quantiles (0 … 1, nearest rank) of the finite values; nullopt when there
/// is none. Colour scales use it so one extreme tensor does not flatten all the others.
std::optional<std::pair<double, double>> quantileRange(std::vector<double> values, double low, double high);

} // namespace quantlens
