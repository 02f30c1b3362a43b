// Big per-tensor arrays ask for transparent huge pages before they are written (util/huge_pages.h):
// the advice must reach the kernel for the array's whole 2 MiB pages, and leave small arrays alone.
#include "util/huge_pages.h"

#include <gtest/gtest.h>

#include <sys/mman.h>

#include <atomic>
#include <cstddef>
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

    // Under one whole huge page: nothing is advised (a mapping of its own, so no other advice is seen).
    constexpr std::size_t kMapped = 8u << 20;
    void* mapped = mmap(nullptr, kMapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    ASSERT_NE(mapped, MAP_FAILED);
    auto* bytes = static_cast<std::byte*>(mapped);
    adviseHugePages(bytes + 4096, (2u << 20) - 8192);
    EXPECT_FALSE(hugePagesAdvised(bytes + 4096)) << flagsOfMappingAt(bytes + 4096);
    EXPECT_FALSE(hugePagesAdvised(bytes + kMapped / 2)) << flagsOfMappingAt(bytes + kMapped / 2);
    munmap(mapped, kMapped);
}

namespace {
struct Counted {
    static inline int alive = 0;
    std::atomic<int> value { 7 }; // cannot move: a vector could not reserve for it
    Counted() { ++alive; }
    ~Counted() { --alive; }
};
}

TEST(HugePages, AnArrayOfElementsThatCannotMoveMakesAndDestroysEachOnce)
{
    {
        // 16 MiB: the huge pages wholly inside are advised, whatever the alignment, the middle among them.
        constexpr std::size_t kCount = (16u << 20) / sizeof(Counted);
        HugePageArray<Counted> items(kCount);
        EXPECT_EQ(items.size(), kCount);
        EXPECT_EQ(Counted::alive, static_cast<int>(kCount));
        EXPECT_EQ(items[kCount - 1].value.load(), 7);
        items[5].value = 1;
        EXPECT_EQ(items[5].value.load(), 1);
        const auto middle = reinterpret_cast<std::uintptr_t>(&items[kCount / 2]);
        if (std::ifstream("/sys/kernel/mm/transparent_hugepage/enabled")) {
            EXPECT_TRUE(hugePagesAdvised(reinterpret_cast<const void*>(middle)))
                << flagsOfMappingAt(reinterpret_cast<const void*>(middle)) << " at " << &items[0];
        }
    }
    EXPECT_EQ(Counted::alive, 0);
}
