#include "tensor/mapped_read_guard.h"

#include <csignal>
#include <mutex>

namespace quantlens::detail {
namespace {
    struct sigaction g_previous { };

    void onSigbus(int signal, siginfo_t* info, void* context)
    {
        if (sigjmp_buf* back = mappedReadRecovery())
            siglongjmp(*back, 1);
        // Not a guarded read: what would have happened without us.
        if (g_previous.sa_flags & SA_SIGINFO) {
            if (g_previous.sa_sigaction) {
                g_previous.sa_sigaction(signal, info, context);
                return;
            }
        } else if (g_previous.sa_handler != SIG_DFL && g_previous.sa_handler != SIG_IGN && g_previous.sa_handler) {
            g_previous.sa_handler(signal);
            return;
        }
        ::signal(SIGBUS, SIG_DFL);
        ::raise(SIGBUS);
    }
}

sigjmp_buf*& mappedReadRecovery()
{
    thread_local sigjmp_buf* point = nullptr;
    return point;
}

void installMappedReadHandler()
{
    static std::once_flag once;
    std::call_once(once, [] {
        struct sigaction action { };
        action.sa_sigaction = &onSigbus;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_SIGINFO | SA_NODEFER;
        ::sigaction(SIGBUS, &action, &g_previous);
    });
}

} // namespace quantlens::detail
