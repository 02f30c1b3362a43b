#pragma once
#include "util/result.h"

#include <string>

namespace quantlens {

/// Writes `content` to a temporary file beside `path`, flushes it and renames it over `path`, so
/// readers see the old file or the new one, never half of one. An existing file keeps its permissions,
/// a link to a file stays a link (the file it points to is replaced). A device or FIFO (/dev/null,
/// /dev/stdout, a pipe) is written through, never replaced; block devices and sockets are refused.
Result<bool> writeFileAtomically(const std::string& path, const std::string& content);

} // namespace quantlens
