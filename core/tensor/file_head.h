#pragma once
// A dump file's first bytes, read once when a folder is listed: the registry recognises the format
// from them and the reader parses its header from them, so listing a folder of 40,000 small .npy
// files opens each file once, not once per question asked of it.
#include "tensor/file_reader.h"
#include "util/result.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace quantlens {

struct FileHead {
    std::string path;
    std::uint64_t size = 0; ///< the whole file's size when it was read
    std::shared_ptr<const std::vector<std::byte>> bytes; ///< the first min(size, kFileHeadBytes) bytes
    /// Set by the dump set while it has memory to spare: a reader may keep a small file's bytes
    /// when they are all here, so its tensor is later read without opening the file again.
    bool mayKeep = false;

    /// All of the file is in `bytes`.
    bool whole() const { return bytes && bytes->size() == size; }
    std::span<const std::byte> view() const
    {
        return bytes ? std::span<const std::byte>(*bytes) : std::span<const std::byte>();
    }
};

/// Enough for the header of every format we read (numpy pads .npy headers to 64 bytes; they are
/// rarely over 200) and for the whole of a small tensor.
inline constexpr std::size_t kFileHeadBytes = 4096;

/// Opens a regular file (a named pipe is refused, not waited on) and reads its first bytes.
Result<FileHead> readFileHead(const std::string& path);
/// The same for the file `name` of an open directory (see OpenDirectory), `path` being its whole path;
/// by `path` alone when the directory is not open.
Result<FileHead> readFileHead(const OpenDirectory& directory, const std::string& name, const std::string& path);

} // namespace quantlens
