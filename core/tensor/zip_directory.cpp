#include "tensor/zip_directory.h"

#include <algorithm>
#include <string_view>

namespace quantlens {
namespace {
    constexpr std::uint32_t kEndOfDirectorySignature = 0x06054b50;
    constexpr std::uint32_t kZip64LocatorSignature = 0x07064b50;
    constexpr std::uint32_t kZip64EndSignature = 0x06064b50;
    constexpr std::uint32_t kCentralEntrySignature = 0x02014b50;
    constexpr std::uint32_t kLocalHeaderSignature = 0x04034b50;
    constexpr std::size_t kEndOfDirectorySize = 22;
    constexpr std::size_t kZip64LocatorSize = 20;
    constexpr std::size_t kZip64EndSize = 56;
    constexpr std::size_t kCentralEntrySize = 46;
    constexpr std::size_t kLocalHeaderSize = 30;
    constexpr std::size_t kMaxCommentSize = 0xFFFF;
    constexpr std::uint16_t kZip64ExtraId = 0x0001;
    constexpr std::uint32_t kZip64Marker32 = 0xFFFFFFFF;

    std::uint64_t readLe(const std::byte* p, int bytes)
    {
        std::uint64_t value = 0;
        for (int i = bytes; i-- > 0;)
            value = value << 8 | static_cast<std::uint64_t>(p[i]);
        return value;
    }
    std::uint16_t read16(const std::byte* p) { return static_cast<std::uint16_t>(readLe(p, 2)); }
    std::uint32_t read32(const std::byte* p) { return static_cast<std::uint32_t>(readLe(p, 4)); }
    std::uint64_t read64(const std::byte* p) { return readLe(p, 8); }

    /// Where the central directory lies and how many records it holds.
    struct DirectoryLocation {
        std::uint64_t offset = 0;
        std::uint64_t size = 0;
        std::uint64_t entries = 0;
        std::uint64_t end = 0; ///< first byte after the directory that is not ours (EOCD or Zip64 record)
    };

    Result<DirectoryLocation> locateDirectory(const std::byte* data, std::size_t size, const std::string& source)
    {
        using R = Result<DirectoryLocation>;
        if (size < kEndOfDirectorySize)
            return R::failure(Problem::make(source, {}, text("zip.too_short", { std::to_string(size) })));
        // The end record is followed only by its comment, so it is the last signature whose comment
        // length fits; searching from the back avoids a signature-like byte run inside a comment.
        std::size_t eocd = size;
        const std::size_t lowest
            = size - kEndOfDirectorySize > kMaxCommentSize ? size - kEndOfDirectorySize - kMaxCommentSize : 0;
        for (std::size_t pos = size - kEndOfDirectorySize + 1; pos-- > lowest;) {
            if (read32(data + pos) == kEndOfDirectorySignature
                && pos + kEndOfDirectorySize + read16(data + pos + 20) <= size) {
                eocd = pos;
                break;
            }
        }
        if (eocd == size)
            return R::failure(Problem::make(source, {}, text("zip.no_end_record")));

        const std::byte* e = data + eocd;
        if (read16(e + 4) != 0 || read16(e + 6) != 0)
            return R::failure(
                Problem::make(source, text("where.byte", { std::to_string(eocd) }), text("zip.multi_disk")));
        DirectoryLocation where { read32(e + 16), read32(e + 12), read16(e + 10), eocd };

        if (eocd >= kZip64LocatorSize && read32(e - kZip64LocatorSize) == kZip64LocatorSignature) {
            const std::uint64_t recordOffset = read64(e - kZip64LocatorSize + 8);
            if (recordOffset > eocd - kZip64LocatorSize || eocd - kZip64LocatorSize - recordOffset < kZip64EndSize
                || read32(data + recordOffset) != kZip64EndSignature)
                return R::failure(Problem::make(source,
                    text("where.byte", { std::to_string(eocd - kZip64LocatorSize) }), text("zip.no_zip64_record")));
            const std::byte* z = data + recordOffset;
            where = { read64(z + 48), read64(z + 40), read64(z + 32), recordOffset };
        }
        if (where.offset > where.end || where.size > where.end - where.offset)
            return R::failure(
                Problem::make(source, text("where.byte", { std::to_string(eocd) }), text("zip.directory_outside")));
        if (where.entries > where.size / kCentralEntrySize)
            return R::failure(Problem::make(source, text("where.byte", { std::to_string(eocd) }),
                text("zip.too_many_entries", { std::to_string(where.entries), std::to_string(where.size) })));
        return R::success(where);
    }

    // Zip64 extra fields hold, in this order, only the values whose 32-bit fields are saturated.
    bool applyZip64Extra(const std::byte* extra, std::size_t length, std::uint32_t rawUncompressed,
        std::uint32_t rawCompressed, std::uint32_t rawOffset, ZipDirectoryEntry& entry)
    {
        std::size_t pos = 0;
        while (pos + 4 <= length) {
            const std::uint16_t id = read16(extra + pos);
            const std::size_t fieldLength = read16(extra + pos + 2);
            if (fieldLength > length - pos - 4)
                return false;
            if (id == kZip64ExtraId) {
                const std::byte* field = extra + pos + 4;
                std::size_t used = 0;
                for (auto [raw, target] : { std::pair { rawUncompressed, &entry.uncompressedSize },
                         std::pair { rawCompressed, &entry.compressedSize },
                         std::pair { rawOffset, &entry.localHeaderOffset } }) {
                    if (raw != kZip64Marker32)
                        continue;
                    if (used + 8 > fieldLength)
                        return false;
                    *target = read64(field + used);
                    used += 8;
                }
                return true;
            }
            pos += 4 + fieldLength;
        }
        return true;
    }
}

Result<std::vector<ZipDirectoryEntry>> readZipDirectory(
    const std::byte* data, std::size_t size, const std::string& source)
{
    using R = Result<std::vector<ZipDirectoryEntry>>;
    auto location = locateDirectory(data, size, source);
    if (!location)
        return R::failure(location.error());
    const DirectoryLocation& where = location.value();

    std::vector<ZipDirectoryEntry> entries;
    entries.reserve(static_cast<std::size_t>(where.entries));
    std::uint64_t pos = where.offset;
    const std::uint64_t end = where.offset + where.size;
    for (std::uint64_t i = 0; i < where.entries; ++i) {
        const Text position = text("where.byte", { std::to_string(pos) });
        if (end - pos < kCentralEntrySize || read32(data + pos) != kCentralEntrySignature)
            return R::failure(Problem::make(source, position, text("zip.entry_damaged", { std::to_string(i) })));
        const std::byte* c = data + pos;
        const std::size_t nameLength = read16(c + 28);
        const std::size_t extraLength = read16(c + 30);
        const std::size_t commentLength = read16(c + 32);
        if (end - pos - kCentralEntrySize < nameLength + extraLength + commentLength)
            return R::failure(Problem::make(source, position, text("zip.entry_cut_short", { std::to_string(i) })));

        ZipDirectoryEntry entry;
        entry.flags = read16(c + 8);
        entry.method = read16(c + 10);
        entry.crc = read32(c + 16);
        const std::uint32_t rawCompressed = read32(c + 20);
        const std::uint32_t rawUncompressed = read32(c + 24);
        const std::uint32_t rawOffset = read32(c + 42);
        entry.compressedSize = rawCompressed;
        entry.uncompressedSize = rawUncompressed;
        entry.localHeaderOffset = rawOffset;
        entry.name.assign(reinterpret_cast<const char*>(c + kCentralEntrySize), nameLength);
        if (!applyZip64Extra(
                c + kCentralEntrySize + nameLength, extraLength, rawUncompressed, rawCompressed, rawOffset, entry))
            return R::failure(Problem::make(source, position, text("zip.bad_zip64_extra", { entry.name })));
        entries.push_back(std::move(entry));
        pos += kCentralEntrySize + nameLength + extraLength + commentLength;
    }
    return R::success(std::move(entries));
}

Result<std::uint64_t> zipMemberDataOffset(
    const std::byte* data, std::size_t size, const ZipDirectoryEntry& entry, const std::string& source)
{
    using R = Result<std::uint64_t>;
    const Text position = text("where.member", { entry.name });
    const std::uint64_t offset = entry.localHeaderOffset;
    if (offset > size || size - offset < kLocalHeaderSize || read32(data + offset) != kLocalHeaderSignature)
        return R::failure(Problem::make(source, position, text("zip.no_local_header", { std::to_string(offset) })));
    const std::byte* local = data + offset;
    const std::uint64_t nameLength = read16(local + 26);
    const std::uint64_t extraLength = read16(local + 28);
    const std::uint64_t dataOffset = offset + kLocalHeaderSize + nameLength + extraLength;
    if (dataOffset > size)
        return R::failure(Problem::make(source, position, text("zip.local_header_past_end")));
    const std::string_view localName(reinterpret_cast<const char*>(local + kLocalHeaderSize), nameLength);
    if (localName != entry.name)
        return R::failure(Problem::make(source, position, text("zip.local_name_differs", { std::string(localName) })));
    if (entry.compressedSize > size - dataOffset)
        return R::failure(Problem::make(source, position,
            text("zip.member_past_end", { std::to_string(entry.compressedSize), std::to_string(dataOffset) })));
    return R::success(dataOffset);
}

} // namespace quantlens
