// The zip central directory walk (EOCD, Zip64 locator and record, Zip64 extras, local headers),
// which finds where a stored .npz member's bytes begin.
#include "tensor/zip_directory.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto* bytes = reinterpret_cast<const std::byte*>(data);
    auto directory = quantlens::readZipDirectory(bytes, size, "fuzz.npz");
    if (!directory)
        return 0;
    for (const auto& entry : directory.value())
        (void)quantlens::zipMemberDataOffset(bytes, size, entry, "fuzz.npz");
    return 0;
}
