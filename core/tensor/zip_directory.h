#pragma once
#include "util/result.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace quantlens {

/// One central directory record of a zip archive, Zip64 fields resolved.
struct ZipDirectoryEntry {
    std::string name; ///< raw bytes as stored (utf8 in practice)
    std::uint16_t flags = 0;
    std::uint16_t method = 0;
    std::uint64_t compressedSize = 0;
    std::uint64_t uncompressedSize = 0;
    std::uint64_t localHeaderOffset = 0;
    std::uint32_t crc = 0; ///< CRC-32 of the member's bytes (as stored or once inflated)
};

/// Reads the central directory of a zip image (EOCD, Zip64 EOCD locator and record, Zip64 extras):
/// every record is checked to lie inside the image, and damaged ones are named.
Result<std::vector<ZipDirectoryEntry>> readZipDirectory(
    const std::byte* data, std::size_t size, const std::string& source);

/// Offset of the first data byte of `entry`, found from its local header. Fails when the local
/// header is missing or the member's data would run past the end of the image.
Result<std::uint64_t> zipMemberDataOffset(
    const std::byte* data, std::size_t size, const ZipDirectoryEntry& entry, const std::string& source);

} // namespace quantlens
