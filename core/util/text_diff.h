#pragma once
#include <string>

namespace quantlens {

/// A unified diff (3 lines of context, "--- a/NAME" / "+++ b/NAME" headers) of two texts, line by
/// line; empty when they are equal. Shown before a config file is changed, so it is a shortest one
/// (Myers' algorithm, linear space): a few lines added to a long file show as those lines. Lines end
/// at "\n", "\r\n" or "\r"; a last line without one is marked as diff(1) marks it.
std::string unifiedDiff(const std::string& before, const std::string& after, const std::string& name);

} // namespace quantlens
