#pragma once
#include <optional>
#include <string>

namespace quantlens {

/// A small text file's whole content (configs, workspaces, manifests); nullopt when it cannot be
/// opened or read. Dumps are never read this way: they are streamed.
std::optional<std::string> readWholeFile(const std::string& path);

} // namespace quantlens
