#include "util/thread_heap.h"

#include "util/huge_pages.h"

#include <atomic>
#include <cstddef>
#include <cstdlib>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace quantlens {
namespace {
    constexpr std::size_t kMappedFrom = std::size_t { 32 } << 20;
    // As much as one allocation below kMappedFrom can take: a thread's heap can hold 64 MiB in all.
    constexpr std::size_t kHeapStep = std::size_t { 30 } << 20;
    std::atomic<bool> g_heapsGrowInSteps { false };
}

bool useHugePageThreadHeaps()
{
#if defined(__GLIBC__)
    // Free memory at a heap's top is kept up to twice that before it is given back, as glibc itself
    // does once it has raised the threshold: given back at once, big buffers freed and made again
    // (the executor's tensors) were faulted in anew each time, three times the faults of `report --measure`.
    if (systemHasHugePages() && ::mallopt(M_MMAP_THRESHOLD, static_cast<int>(kMappedFrom)) == 1
        && ::mallopt(M_TRIM_THRESHOLD, static_cast<int>(2 * kMappedFrom)) == 1)
        g_heapsGrowInSteps = true;
#endif
    prepareThreadHeap(); // the main thread's heap too
    return g_heapsGrowInSteps;
}

void prepareThreadHeap()
{
    thread_local bool prepared = false;
    if (prepared || !g_heapsGrowInSteps)
        return;
    prepared = true;
    // Freed at once: the heap keeps its grown, advised range for the thread's own allocations.
    void* step = std::malloc(kHeapStep);
    // The advice reads no byte of the block; GCC takes its const pointer for a read of it.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
    adviseHugePages(step, kHeapStep);
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
    std::free(step);
}

} // namespace quantlens

namespace quantlens {

void returnFreedMemory()
{
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

} // namespace quantlens
