// Big per-tensor arrays ask for transparent huge pages before they are written (util/huge_pages.h):
// the advice must reach the kernel for the array's whole 2 MiB pages, and leave small arrays alone.
#include "util/huge_pages.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace quantlens;

namespace {
/// The kernel's flags ("hg": huge pages advised) of the mapping holding `address`; empty when none does.
std::string flagsOfMappingAt(const void* address)
{
    const auto at = reinterpret_cast<std::uintptr_t>(address);
    std::ifstream maps("/proc/self/smaps");
    std::string line;
    bool inside = false;
    while (std::getline(maps, line)) {
        std::uintptr_t begin = 0, end = 0;
        char dash = 0;
        std::istringstream range(line);
        if (range >> std::hex >> begin >> dash >> end && dash == '-') {
            inside = begin <= at && at < end;
            continue;
        }
        if (inside && line.starts_with("VmFlags:"))
            return line;
    }
    return {};
}

bool hugePagesAdvised(const void* address) { return flagsOfMappingAt(address).find(" hg") != std::string::npos; }
}

TEST(HugePages, ABigArrayIsAdvisedOverItsWholeHugePagesBeforeItIsWritten)
{
    std::ifstream mode("/sys/kernel/mm/transparent_hugepage/enabled");
    if (!mode)
        GTEST_SKIP() << "this kernel has no transparent huge pages";
    std::vector<std::uint64_t> items;
    reserveOnHugePages(items, (16u << 20) / sizeof(std::uint64_t));
    ASSERT_GE(items.capacity(), (16u << 20) / sizeof(std::uint64_t));
    const auto middle = reinterpret_cast<std::uintptr_t>(items.data()) + (8u << 20);
    EXPECT_TRUE(hugePagesAdvised(reinterpret_cast<const void*>(middle))) << flagsOfMappingAt(items.data());

    std::vector<std::uint64_t> small;
    reserveOnHugePages(small, 1000); // under one huge page: nothing to advise
    ASSERT_GE(small.capacity(), 1000u);
    EXPECT_FALSE(hugePagesAdvised(small.data())) << flagsOfMappingAt(small.data());
}
