#pragma once
#include "util/result.h"

#include <string>

namespace quantlens {

/// Writes an exported config atomically; when `path` already holds something else, its old
/// content is first kept as `path.bak` (also written atomically), so a merge can be undone by hand.
/// Returns whether a backup was made.
Result<bool> writeWithBackup(const std::string& path, const std::string& content);

} // namespace quantlens
