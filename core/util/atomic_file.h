#pragma once
#include "util/result.h"

#include <string>

namespace quantlens {

/// Writes `content` to a temporary file beside `path`, flushes it and renames it over `path`, so
/// readers see the old file or the new one, never half of one.
Result<bool> writeFileAtomically(const std::string& path, const std::string& content);

} // namespace quantlens
