#pragma once
#include <string>
#include <utility>
#include <vector>

namespace quantlens {

/// What a support engineer asks first: the versions of the libraries this build reads files with,
/// and the system it runs on (name and value pairs, English).
std::vector<std::pair<std::string, std::string>> libraryVersions();
std::vector<std::pair<std::string, std::string>> systemDescription();

} // namespace quantlens
