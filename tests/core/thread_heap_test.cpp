// Threads' heaps grown in one step onto huge pages: a thread's small allocations are then faulted in
// 2 MiB at a time instead of 4 KiB. Checked in child processes, as malloc's settings are the whole
// process's and a test process keeps its threads' heaps.
#include "util/huge_pages.h"
#include "util/thread_heap.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace quantlens;

namespace {

constexpr long kChildFailed = -1;
constexpr long kNotInEffect = -2; ///< useHugePageThreadHeaps() did nothing (a sanitizer's malloc)

/// The page faults of a new thread of a new process that makes and writes 8 MB of 4,000-byte blocks,
/// having (or not) used prepareThreadHeap() first.
long faultsOfSmallAllocations(bool prepared)
{
    int pipeEnds[2];
    if (::pipe(pipeEnds) != 0)
        return -1;
    const pid_t child = ::fork();
    if (child == 0) {
        ::close(pipeEnds[0]);
        long faults = kChildFailed;
        if (prepared && !useHugePageThreadHeaps()) {
            faults = kNotInEffect;
            ::_exit(::write(pipeEnds[1], &faults, sizeof faults) == sizeof faults ? 0 : 1);
        }
        std::thread worker([&] {
            if (prepared)
                prepareThreadHeap();
            rusage before {}, after {};
            ::getrusage(RUSAGE_THREAD, &before);
            std::vector<void*> blocks;
            for (int i = 0; i < 2000; ++i) {
                blocks.push_back(std::malloc(4000));
                std::memset(blocks.back(), 1, 4000);
            }
            ::getrusage(RUSAGE_THREAD, &after);
            faults = after.ru_minflt - before.ru_minflt;
            for (void* block : blocks)
                std::free(block);
        });
        worker.join();
        const bool written = ::write(pipeEnds[1], &faults, sizeof faults) == sizeof faults;
        ::_exit(written ? 0 : 1);
    }
    ::close(pipeEnds[1]);
    long faults = kChildFailed;
    if (::read(pipeEnds[0], &faults, sizeof faults) != sizeof faults)
        faults = kChildFailed;
    ::close(pipeEnds[0]);
    int status = 0;
    ::waitpid(child, &status, 0);
    return faults;
}
}

TEST(ThreadHeap, APreparedThreadFaultsItsAllocationsInHugePages)
{
    if (!systemHasHugePages())
        GTEST_SKIP() << "this system gives no transparent huge pages";
    const long plain = faultsOfSmallAllocations(false);
    const long prepared = faultsOfSmallAllocations(true);
    if (prepared == kNotInEffect)
        GTEST_SKIP() << "malloc here takes no such settings (an address sanitizer's)";
    ASSERT_GE(plain, 0);
    ASSERT_GE(prepared, 0);
    EXPECT_GE(plain, 1500) << "about one fault per 4 KiB page of the 8 MB";
    // The heap's first 2 MiB holds its header, so it is faulted in 4 KiB pages either way (a quarter
    // of the 8 MB); the rest in a few faults of 2 MiB.
    EXPECT_LT(prepared, plain / 3);
}
