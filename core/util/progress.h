#pragma once
#include <cstddef>
#include <functional>

namespace quantlens {

/// Called during long operations with work done so far and the total; returning false cancels.
using ProgressCallback = std::function<bool(std::size_t done, std::size_t total)>;

} // namespace quantlens
