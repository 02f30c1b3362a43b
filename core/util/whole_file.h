#pragma once
#include "util/result.h"

#include <cstdint>
#include <string>

namespace quantlens {

/// How large a file read whole may be, by what it is. Checked before a byte is read: a 600 MB
/// "config" is a mistake (or /dev/zero behind a link), not something to load into memory.
namespace file_limits {
    inline constexpr std::uint64_t kConfig = 64ull << 20; ///< vendor configs, plans, tensor maps
    inline constexpr std::uint64_t kWorkspace = 64ull << 20; ///< workspaces and autosaves
    inline constexpr std::uint64_t kTable = 256ull << 20; ///< vendor tables and logs
    inline constexpr std::uint64_t kManifest = 256ull << 20; ///< dump manifests
}

/// A file's whole content, for the small files users hand QuantLens (configs, plans, maps,
/// workspaces, manifests, tables); dumps are never read this way, they are streamed. Refused before
/// reading, naming the file: a path that is not a regular file (a named pipe would be waited on
/// forever, /dev/zero read without end; a link to one counts as one), a file larger than `limit`, one
/// that grows past it while read, and a read the memory cannot hold.
Result<std::string> readWholeFile(const std::string& path, std::uint64_t limit);

/// Whether `path` is a regular file (after links); false for pipes, devices, sockets and folders.
bool isRegularFile(const std::string& path);

} // namespace quantlens
