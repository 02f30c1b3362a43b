#pragma once
#include <string>

namespace quantlens {

/// A unified diff (3 lines of context, "--- a/NAME" / "+++ b/NAME" headers) of two texts, line by
/// line; empty when they are equal. Shown before a config file is changed.
std::string unifiedDiff(const std::string& before, const std::string& after, const std::string& name);

} // namespace quantlens
