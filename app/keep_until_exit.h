#pragma once
#include "util/temporary_folders.h"

#include <cstdio>
#include <cstdlib>
#include <memory>

// clang says it builds with AddressSanitizer through __has_feature, gcc through a macro.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define QUANTLENS_FREE_AT_EXIT 1
#endif
#endif
#if !defined(NDEBUG) || defined(__SANITIZE_ADDRESS__)
#define QUANTLENS_FREE_AT_EXIT 1
#endif

namespace quantlens::cli {

/// Hands a command's last, large objects (an analysis of 40,000 tensors, the scene of a 20,000-node
/// graph) to the end of the process instead of freeing them node by node: freeing them took 0.16 s
/// of a 2 s snapshot, and the system takes the pages back when the command returns from main a moment
/// later. Only for objects no running work still needs to finish with (their jobs have delivered).
/// Debug and sanitizer builds free them as usual, so the leak checker still sees everything.
template <class T> void keepUntilExit(std::unique_ptr<T> owned)
{
#ifdef QUANTLENS_FREE_AT_EXIT
    owned.reset();
#else
    static_cast<void>(owned.release());
#endif
}

/// The same for an object others may share (an analysis): this holder of it is never freed.
template <class T> void keepUntilExit(std::shared_ptr<T> shared)
{
#ifdef QUANTLENS_FREE_AT_EXIT
    shared.reset();
#else
    static_cast<void>(new std::shared_ptr<T>(std::move(shared)));
#endif
}

/// Ends a headless command's process with `exitCode` once its output is flushed, without running the
/// static destructors nor atexit handlers (Qt's, ONNX's schemas): they took 1-3 ms of every `report` and free nothing
/// the system does not take back. Files the command wrote are closed by then (written atomically, renamed into place).
/// Debug and sanitizer builds return normally.
[[nodiscard]] inline int endHeadlessProcess(int exitCode)
{
#ifndef QUANTLENS_FREE_AT_EXIT
    std::fflush(nullptr);
    removeTemporaryFolders(); // what atexit would have done: runs beyond the memory budget
    std::_Exit(exitCode);
#endif
    return exitCode;
}

} // namespace quantlens::cli
