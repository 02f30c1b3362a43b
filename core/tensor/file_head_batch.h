#pragma once
// The first bytes of a folder's files, many files per system call. Listing 40,000 small dump files
// took three system calls each (open, read, close), and on a virtual machine every system call costs
// several microseconds on its way in and out: batched through the kernel's io_uring, a run of files is
// opened, read and closed in one call, which read 20,000 small files in a third of the time on the
// machine of the README's Performance table.
#include "tensor/file_head.h"

#include <memory>
#include <span>
#include <string>
#include <vector>

namespace quantlens {

class FileHeadBatch {
public:
    /// Files are named relative to `directory` (which must stay open while this object lives).
    /// `batched` false reads every file with its own system calls, as readFileHead does; the batched
    /// reading also falls back to that where the system refuses io_uring (an old kernel, a container
    /// whose seccomp profile blocks it).
    explicit FileHeadBatch(const OpenDirectory& directory, bool batched = true);
    ~FileHeadBatch();
    FileHeadBatch(const FileHeadBatch&) = delete;
    FileHeadBatch& operator=(const FileHeadBatch&) = delete;

    /// What readFileHead(directory, names[i], prefix + names[i]) returns, for each name in order.
    /// Files whose first read does not tell their size on its own (a full or an empty read) and
    /// files the batch could not open are read again file by file, so the answers, the sizes and the
    /// messages are the same either way.
    std::vector<Result<FileHead>> read(std::span<const std::string> names, const std::string& prefix);

    /// io_uring is in use (tests check both ways give the same answers).
    bool usesRing() const { return m_ring != nullptr; }
    /// Files read per call: the most `read` takes in one system call.
    static constexpr std::size_t kFilesPerCall = 64;

private:
    struct Ring;
    void dropRing();
    const OpenDirectory& m_directory;
    std::unique_ptr<Ring> m_ring;
    bool m_smallFiles = true; ///< most files of the last run told their size in their first read
};

} // namespace quantlens
