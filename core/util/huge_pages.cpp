#include "util/huge_pages.h"

#include <sys/mman.h>

#include <cstdint>
#include <fstream>
#include <string>

namespace quantlens {

void adviseHugePages(const void* data, std::size_t bytes)
{
    constexpr std::uintptr_t kHugePage = std::uintptr_t(2) << 20;
    const auto begin = reinterpret_cast<std::uintptr_t>(data);
    const std::uintptr_t first = (begin + kHugePage - 1) & ~(kHugePage - 1);
    const std::uintptr_t last = (begin + bytes) & ~(kHugePage - 1);
    if (data == nullptr || last <= first)
        return;
    // Advice only: a system without transparent huge pages answers EINVAL and nothing changes.
    ::madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
}

bool systemHasHugePages()
{
    std::ifstream setting("/sys/kernel/mm/transparent_hugepage/enabled");
    std::string modes;
    std::getline(setting, modes);
    return modes.find("[always]") != std::string::npos || modes.find("[madvise]") != std::string::npos;
}

} // namespace quantlens
