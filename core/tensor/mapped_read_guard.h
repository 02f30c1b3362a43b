#pragma once
#include <csetjmp>

namespace quantlens {

/// A file mapped into memory that another program truncates (a simulator re-run writing the dump
/// again, a copy in progress) makes the kernel send SIGBUS on the first read of a page past its new
/// end, which ends the program. Reads through a mapping run inside guardMappedRead(): a SIGBUS on
/// that thread returns false from it instead. What the read left half done is abandoned, so the
/// reading code must own nothing that needs a destructor (it copies bytes into caller buffers).
template <class Read> bool guardMappedRead(Read&& read);

namespace detail {
    /// This thread's way back out of a read that faulted; null outside guardMappedRead().
    sigjmp_buf*& mappedReadRecovery();
    /// Installs the process's SIGBUS handler (once); other SIGBUS are left to the previous handler.
    void installMappedReadHandler();
}

template <class Read> bool guardMappedRead(Read&& read)
{
    detail::installMappedReadHandler();
    sigjmp_buf here;
    sigjmp_buf* const outer = detail::mappedReadRecovery();
    // No signal mask saved (a system call each time): the handler runs with SA_NODEFER, so jumping
    // out of it leaves SIGBUS unblocked.
    if (sigsetjmp(here, 0) != 0) { // came back from the handler: the mapping lost its pages
        detail::mappedReadRecovery() = outer;
        return false;
    }
    detail::mappedReadRecovery() = &here;
    read();
    detail::mappedReadRecovery() = outer;
    return true;
}

} // namespace quantlens
