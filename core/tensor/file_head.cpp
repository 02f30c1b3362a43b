#include "tensor/file_head.h"

#include "tensor/file_reader.h"
#include "util/huge_pages.h"

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
    head.bytes.assign(first.begin(), first.begin() + kept);
    if (!head.whole())
        head.openFile = std::move(file.value());
    return Result<FileHead>::success(std::move(head));
}

std::shared_ptr<const std::byte> FileHead::keep() const
{
    return keeper != nullptr && whole() ? keeper->keep(bytes) : nullptr;
}

std::shared_ptr<const std::byte> KeptBytes::keep(std::span<const std::byte> bytes)
{
    constexpr std::size_t kFirstBlock = 64u << 10;
    constexpr std::size_t kLargestBlock = 8u << 20;
    if (m_kept + bytes.size() > m_budget)
        return nullptr;
    if (!m_block || m_used + bytes.size() > m_blockSize) {
        // Each block twice the last: a set of a few small files takes 64 KiB, 40,000 of them a few
        // big blocks (the unused tail of the one before is at most one file's bytes).
        m_blockSize = std::max(bytes.size(), m_block ? std::min(2 * m_blockSize, kLargestBlock) : kFirstBlock);
        m_block = std::make_shared_for_overwrite<std::byte[]>(m_blockSize);
        adviseHugePages(m_block.get(), m_blockSize);
        m_used = 0;
    }
    std::byte* at = m_block.get() + m_used;
    std::copy(bytes.begin(), bytes.end(), at);
    m_used += bytes.size();
    m_kept += bytes.size();
    return std::shared_ptr<const std::byte>(m_block, at); // shares the block's ownership
}

} // namespace quantlens
