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

class KeptBytes;

struct FileHead {
    std::string path;
    std::uint64_t size = 0; ///< the whole file's size when it was read
    std::vector<std::byte> bytes; ///< the first min(size, kFileHeadBytes) bytes
    /// Set by the dump set while it has memory to spare: where a reader may keep a small file's bytes
    /// (see keep()), so its tensor is later read without opening the file again.
    KeptBytes* keeper = nullptr;
    /// The file, still open, when its first bytes are not all of it: a reader whose tensor is read
    /// soon after the listing may keep it (see KeptFile); closed with the head otherwise. Mutable
    /// so a reader, handed the head read-only, can take it.
    mutable std::unique_ptr<FileReader> openFile;

    /// All of the file is in `bytes`.
    bool whole() const { return bytes.size() == size; }
    std::span<const std::byte> view() const { return bytes; }
    /// The file's bytes, kept as long as the returned pointer (or another into the same block) lives;
    /// nullptr when they are not all here or the set has no room left.
    std::shared_ptr<const std::byte> keep() const;
};

/// Small files' bytes kept for a dump set's life, packed into blocks (40,000 files of a few hundred
/// bytes each are 40,000 allocations otherwise): blocks grow from 64 KiB to 8 MiB, and big ones ask for
/// huge pages, as one fault per 4 KiB page cost more than reading the files on some machines. At most
/// `budget` bytes: a hostile folder of a million files cannot make a set grow without bound.
class KeptBytes {
public:
    explicit KeptBytes(std::uint64_t budget)
        : m_budget(budget)
    { }
    /// A copy of `bytes` in the current block; nullptr past the budget.
    std::shared_ptr<const std::byte> keep(std::span<const std::byte> bytes);

private:
    std::uint64_t m_budget;
    std::uint64_t m_kept = 0;
    std::shared_ptr<std::byte[]> m_block;
    std::size_t m_blockSize = 0;
    std::size_t m_used = 0;
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
