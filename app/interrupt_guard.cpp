#include "interrupt_guard.h"

#include <atomic>
#include <csignal>

namespace quantlens::cli {
namespace {
    std::atomic<bool> g_requested { false };

    extern "C" void onInterrupt(int signal)
    {
        g_requested.store(true);
        std::signal(signal, SIG_DFL); // the next one ends the process
    }
}

InterruptGuard::InterruptGuard()
{
    g_requested.store(false);
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
}

InterruptGuard::~InterruptGuard()
{
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
}

bool InterruptGuard::requested() { return g_requested.load(); }

} // namespace quantlens::cli
