#pragma once
#include "util/problem.h"

#include <cstddef>
#include <functional>
#include <string>

namespace quantlens {

/// Called during long operations with work done so far and the total; returning false cancels.
using ProgressCallback = std::function<bool(std::size_t done, std::size_t total)>;

/// The callback for one part of a longer piece of work: the part's own (done, total) become
/// `from + done * width / total` out of `outOf` on `whole` (a part that reports no total counts as
/// done). Empty when `whole` is: nobody listens, nobody cancels.
ProgressCallback progressPart(const ProgressCallback& whole, std::size_t from, std::size_t width, std::size_t outOf);

/// The one way core says that progress said stop: a problem with the code "inputs.cancelled", about
/// `file` (what was being worked on). Callers tell it from a failure with isCancellation().
Problem cancellation(const std::string& file);
bool isCancellation(const Problem& problem);

} // namespace quantlens
