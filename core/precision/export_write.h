#pragma once
#include "util/result.h"

#include <string>

namespace quantlens {

/// Writes an exported config over the user's file, which is the one file QuantLens must never hurt:
/// - written atomically (a temporary file renamed over it), keeping its mode, and its owner when the
///   process may set it;
/// - its old content first kept in a new backup file, never one that exists (a link named
///   `path.bak` is not followed): `path.bak`, or `path.bak.1`, `.2`, … when that is taken, so the
///   user's first original stays in `path.bak` however often they export;
/// - a file the user cannot write, or another user's, is refused unless `force`.
/// Returns the backup's path, empty when none was needed (a new file, or the same content).
Result<std::string> writeWithBackup(const std::string& path, const std::string& content, bool force = false);

} // namespace quantlens
