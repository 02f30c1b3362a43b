#pragma once

namespace quantlens::cli {

/// While alive, Ctrl+C (SIGINT) and SIGTERM ask the running command to stop instead of killing it, so
/// it can remove what it had half written. A second Ctrl+C kills as usual.
class InterruptGuard {
public:
    InterruptGuard();
    ~InterruptGuard();
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;
    static bool requested();
};

} // namespace quantlens::cli
