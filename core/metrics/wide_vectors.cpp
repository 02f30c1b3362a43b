#include "metrics/wide_vectors.h"

#include "metrics/simd_clones.h"

#include <atomic>

namespace quantlens {
namespace {
    std::atomic<bool> g_wideAllowed { true };
}

bool hasWideVectors()
{
#if QUANTLENS_WIDE_VECTORS
    static const bool cpuRunsThem = __builtin_cpu_supports("x86-64-v4") != 0;
    return cpuRunsThem && g_wideAllowed.load(std::memory_order_relaxed);
#else
    return false;
#endif
}

void allowWideVectors(bool allowed) { g_wideAllowed.store(allowed, std::memory_order_relaxed); }

} // namespace quantlens
