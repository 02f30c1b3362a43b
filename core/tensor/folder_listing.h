#pragma once
// What a dump folder holds, read with readdir: the file type it reports spares a stat per file.
#include <string>
#include <system_error>
#include <vector>

namespace quantlens {

/// The names of a folder's regular files (a symbolic link to one included), hidden ones left
/// out. readdir's own file type spares a stat per file; std::filesystem made and split a path
/// for every one (a tenth of listing 20,000 small files).
std::vector<std::string> regularFileNames(const std::string& folder, std::error_code& ec);

} // namespace quantlens
