#pragma once
// A dump file kept open from its listing to the first read of its tensor. Comparing two runs lists
// every file (open, read the header, close) and then reads every tensor (open again, read the
// header again, map, stream): on a virtual machine each of those system calls costs microseconds,
// and rec's 810 files spent 7 % of the analysis's processor time opening files a second time.
// A descriptor is a limited resource, so a process keeps at most a share of its limit this way;
// past that share files are closed and opened again as before.
#include "tensor/file_reader.h"

#include <atomic>
#include <memory>

namespace quantlens {

class KeptFile {
public:
    /// Keeps `file` open if the process has descriptors to spare, else closes it now (nullptr: none).
    explicit KeptFile(std::unique_ptr<FileReader> file);
    ~KeptFile() { close(); }
    KeptFile(const KeptFile&) = delete;
    KeptFile& operator=(const KeptFile&) = delete;

    /// The file, to the first caller only (any thread); nullptr to every later one, or when none
    /// was kept. Its share of the limit is given back: the caller owns the descriptor now.
    std::unique_ptr<FileReader> take();
    /// Closes the file if nobody took it (the comparison that would read it is over).
    void close() { take(); }

    /// How many files the process may keep open at once this way.
    static long limit();
    /// How many it keeps now (for tests).
    static long kept();

private:
    std::atomic<FileReader*> m_file { nullptr };
};

/// Raises the process's soft limit on open files to its hard limit, as programs that hold many
/// files open are meant to (the soft limit of 1,024 is kept low for programs using select()).
/// Call once at start, before any thread opens a file.
void raiseOpenFileLimit();

/// The largest table of descriptors reserveDescriptorTable() makes: 128 KiB of the kernel's memory.
constexpr long kLargestReservedTable = 16384;
/// How many descriptors reserveDescriptorTable() makes room for: as many as the process may keep
/// open (KeptFile::limit() and the reserve for other files), within the soft limit and
/// kLargestReservedTable.
long descriptorsToReserve();
/// Grows the process's table of descriptors to descriptorsToReserve() at once. Call after
/// raiseOpenFileLimit() and before any thread starts: growing it later makes the opening thread wait.
void reserveDescriptorTable();

} // namespace quantlens
