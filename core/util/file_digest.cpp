#include "util/file_digest.h"

#include "util/sha256.h"
#include "util/whole_file.h"

#include <cstdint>

namespace quantlens {

Result<std::string> fileDigest(const std::string& path)
{
    constexpr std::uint64_t kMaxBytes = std::uint64_t(4) << 30;
    auto bytes = readWholeFile(path, kMaxBytes);
    if (!bytes)
        return Result<std::string>::failure(bytes.error());
    static const char* hex = "0123456789abcdef";
    std::string out;
    for (std::uint8_t b : sha256(bytes.value())) {
        out += hex[b >> 4];
        out += hex[b & 15];
    }
    return Result<std::string>::success(std::move(out));
}

} // namespace quantlens
