#pragma once
#include <filesystem>
#include <optional>
#include <string>

namespace quantlens {

/// How a file QuantLens writes (workspace, plan) names `path`: relative to the folder `base` when
/// the path lies inside it, so the folder travels with its data; absolute otherwise. A relative
/// path never climbs out ("../"): a file that travels (a ticket, a shared folder) must not reach
/// other files of the machine it is opened on without saying so plainly.
std::string relativePath(const std::string& path, const std::filesystem::path& base);

/// True when `path` is `folder` or lies below it, compared part by part as given (callers pass both
/// resolved, or both lexically normal): "/a/bc" does not lie within "/a/b".
bool liesWithin(const std::filesystem::path& path, const std::filesystem::path& folder);

/// A path read from a file in `base`, made usable from the current directory. Absolute paths are
/// kept; nullopt for a relative path that climbs out of `base` (see relativePath).
std::optional<std::string> resolveInside(const std::string& path, const std::filesystem::path& base);

} // namespace quantlens
