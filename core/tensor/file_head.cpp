#include "tensor/file_head.h"

#include "tensor/file_reader.h"

#include <algorithm>
#include <array>

namespace quantlens {

Result<FileHead> readFileHead(const std::string& path) { return readFileHead(OpenDirectory(), path, path); }

Result<FileHead> readFileHead(const OpenDirectory& directory, const std::string& name, const std::string& path)
{
    // A folder's listing has said its files are regular: a file whose first bytes are all of it needs
    // no fstat for its size (a quarter of the system calls of listing 40,000 small files).
    const bool listed = directory.descriptor() >= 0;
    auto file = listed ? FileReader::openListedAt(directory.descriptor(), name, path) : FileReader::open(path);
    if (!file)
        return Result<FileHead>::failure(file.error());
    FileReader& reader = *file.value();
    std::array<std::byte, kFileHeadBytes> first;
    const std::size_t got = listed
        ? reader.readOnce(0, first.data(), first.size())
        : reader.readSome(0, first.data(), std::min<std::uint64_t>(first.size(), reader.size()));
    // A full buffer may be only the start; nothing read may be a read error: the system says then.
    if (listed && (got == first.size() || got == 0) && !reader.statSize())
        return Result<FileHead>::failure(Problem::make(path, {}, text("file.not_regular")));
    FileHead head;
    head.path = path;
    head.size = listed && got < first.size() && got > 0 ? got : reader.size();
    // Sized to what was read: a small file's bytes may be kept for the whole session.
    const std::size_t kept = static_cast<std::size_t>(std::min<std::uint64_t>(got, head.size));
    head.bytes = std::make_shared<std::vector<std::byte>>(first.begin(), first.begin() + kept);
    return Result<FileHead>::success(std::move(head));
}

} // namespace quantlens
