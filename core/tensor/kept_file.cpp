#include "tensor/kept_file.h"

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>

namespace quantlens {
namespace {
    std::atomic<long> g_kept { 0 };
    // Descriptors left for everything else the process opens (models, the window's files, libraries).
    constexpr long kReserve = 256;

    // Half of the soft limit, less the reserve: 256 files at the usual 1,024, none below 512.
    long computeLimit()
    {
        rlimit limit {};
        if (getrlimit(RLIMIT_NOFILE, &limit) != 0)
            return 0;
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

long descriptorsToReserve()
{
    rlimit limit {};
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0)
        return 0;
    const long soft = limit.rlim_cur == RLIM_INFINITY
        ? kLargestReservedTable
        : static_cast<long>(std::min<rlim_t>(limit.rlim_cur, kLargestReservedTable));
    return std::min(KeptFile::limit() + kReserve, soft);
}

void reserveDescriptorTable()
{
    // The kernel grows a process's table of descriptors when one is opened past its end, and in a
    // process of more than one thread it then waits for an RCU grace period (expand_fdtable): a
    // `report` of rec spent 6-14 ms in each of the `openat`s that took descriptors 256 and 512 while
    // its listing threads kept the dump files open, and every doubling after costs the same. One
    // descriptor placed at the end while the process has a single thread grows the table at once,
    // without the wait.
    const long wanted = descriptorsToReserve();
    if (wanted <= 0)
        return;
    const int anchor = ::open("/", O_PATH | O_CLOEXEC);
    if (anchor < 0)
        return;
    const int last = ::fcntl(anchor, F_DUPFD_CLOEXEC, static_cast<int>(wanted - 1));
    if (last >= 0)
        ::close(last);
    ::close(anchor);
}

} // namespace quantlens
