#pragma once
#include <cstddef>
#include <vector>

namespace quantlens {

/// How many distinct finite values `values` holds, counting stopped once it passes `limit` (the
/// answer is then limit + 1). +0 and −0 are one value; NaN and ±inf are none. A `limit` above
/// kLargestDistinctLimit counts as that.
std::size_t countDistinctFinite(const std::vector<double>& values, std::size_t limit);

/// The largest `limit` countDistinctFinite() takes: its table has four slots per value counted.
constexpr std::size_t kLargestDistinctLimit = 511;

} // namespace quantlens
