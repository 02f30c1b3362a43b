#include "tensor/kept_file.h"

#include <sys/resource.h>

#include <algorithm>

namespace quantlens {
namespace {
    std::atomic<long> g_kept { 0 };

    // Half of the soft limit, less a reserve for everything else the process opens (models, the
    // window's files, libraries): 256 files at the usual 1,024, none below 512.
    long computeLimit()
    {
        rlimit limit {};
        if (getrlimit(RLIMIT_NOFILE, &limit) != 0)
            return 0;
        constexpr long kReserve = 256;
        constexpr long kCeiling = 1 << 20;
        const long soft = limit.rlim_cur == RLIM_INFINITY
            ? kCeiling
            : static_cast<long>(std::min<rlim_t>(limit.rlim_cur, kCeiling));
        return std::max(0L, soft / 2 - kReserve);
    }
}

long KeptFile::limit()
{
    static const long computed = computeLimit();
    return computed;
}

long KeptFile::kept() { return g_kept.load(std::memory_order_relaxed); }

KeptFile::KeptFile(std::unique_ptr<FileReader> file)
{
    if (!file)
        return;
    if (g_kept.fetch_add(1, std::memory_order_relaxed) >= limit()) {
        g_kept.fetch_sub(1, std::memory_order_relaxed);
        return; // closed as `file` goes
    }
    m_file.store(file.release(), std::memory_order_release);
}

std::unique_ptr<FileReader> KeptFile::take()
{
    FileReader* file = m_file.exchange(nullptr, std::memory_order_acq_rel);
    if (file != nullptr)
        g_kept.fetch_sub(1, std::memory_order_relaxed);
    return std::unique_ptr<FileReader>(file);
}

void raiseOpenFileLimit()
{
    rlimit limit {};
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur >= limit.rlim_max)
        return;
    limit.rlim_cur = limit.rlim_max;
    static_cast<void>(setrlimit(RLIMIT_NOFILE, &limit));
}

} // namespace quantlens
