#include "util/progress.h"

#include "util/text.h"

namespace quantlens {
namespace {
    constexpr const char* kCancelledCode = "inputs.cancelled";
}

ProgressCallback progressPart(const ProgressCallback& whole, std::size_t from, std::size_t width, std::size_t outOf)
{
    if (!whole)
        return {};
    return [whole, from, width, outOf](std::size_t done, std::size_t total) {
        return whole(from + (total ? done * width / total : width), outOf);
    };
}

Problem cancellation(const std::string& file) { return Problem::make(file, {}, text(kCancelledCode)); }

bool isCancellation(const Problem& problem) { return problem.what.code == kCancelledCode; }

} // namespace quantlens
