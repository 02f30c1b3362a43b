#pragma once
#include <filesystem>
#include <string>

namespace quantlens {

/// `path` relative to the folder `base`, so files written there travel with the data they name (a
/// folder holding both moves as a whole). Only a path with no relative form stays absolute.
std::string relativePath(const std::string& path, const std::filesystem::path& base);

/// A relative `path` read from a file in `base`, made usable from the current directory.
std::string resolvePath(const std::string& path, const std::filesystem::path& base);

} // namespace quantlens
