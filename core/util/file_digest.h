#pragma once
// A file known by its bytes: data-set journals and the CI gate recognise an input (or a model) by it,
// whatever its path or the temporary file it was preprocessed into.
#include "util/result.h"

#include <string>

namespace quantlens {

/// The SHA-256 of a file's bytes, in hex; a failure names the file.
Result<std::string> fileDigest(const std::string& path);

} // namespace quantlens
