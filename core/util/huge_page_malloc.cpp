#include "util/huge_page_malloc.h"

#include "util/huge_pages.h"

#include <cstdlib>
#include <cstring>
#include <unistd.h>

namespace quantlens {
namespace {
    constexpr const char* kHugePageHeaps = "glibc.malloc.hugetlb";
}

std::optional<std::string> tunablesWithHugePageMalloc(const char* current)
{
    const std::string asked = std::string(kHugePageHeaps) + "=1";
    if (current == nullptr || *current == '\0')
        return asked;
    if (std::strstr(current, kHugePageHeaps) != nullptr)
        return std::nullopt;
    return std::string(current) + ":" + asked;
}

void restartWithHugePageMalloc(const char* program, char** argv)
{
#if defined(__GLIBC__)
    const auto tunables = tunablesWithHugePageMalloc(std::getenv("GLIBC_TUNABLES"));
    if (!tunables || !systemHasHugePages())
        return;
    // Set even if the new start fails, so that this process never tries again.
    if (::setenv("GLIBC_TUNABLES", tunables->c_str(), 1) != 0)
        return;
    ::execv(program, argv);
#else
    static_cast<void>(program);
    static_cast<void>(argv);
#endif
}

void restartWithHugePageMalloc(char** argv)
{
    char self[4096];
    const ssize_t length = ::readlink("/proc/self/exe", self, sizeof self - 1);
    if (length <= 0)
        return;
    self[length] = '\0';
    restartWithHugePageMalloc(self, argv);
}

} // namespace quantlens
