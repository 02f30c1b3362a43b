#pragma once
#include "util/result.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace quantlens {

/// An open file read with pread: the streaming side of dump reading. Reading a page-cached file
/// this way costs a copy per byte, while touching a mapping of it costs a page fault per page,
/// a TLB flush when the pages are given back and, for files written by other programs (small
/// page-cache folios), far more faults; measured in tests/bench (metrics_bench --real).
class FileReader {
public:
    /// Opens a regular file for reading. Opened non-blocking, so a named pipe in a dump folder is
    /// refused by the type check instead of waiting forever for a writer.
    static Result<std::unique_ptr<FileReader>> open(const std::string& path);
    /// The same for the file `name` of a directory held open (`directory` is its descriptor; `path`
    /// names the file in messages): no walk of the whole path per file when a folder is listed.
    static Result<std::unique_ptr<FileReader>> openAt(int directory, const std::string& name, const std::string& path);
    /// The same for a file the directory's own listing says is regular, without asking the system for
    /// its type and size (one system call of four per file of a 40,000-file folder): size() is 0 until
    /// statSize() has asked. A file replaced since it was listed fails its first read instead.
    static Result<std::unique_ptr<FileReader>> openListedAt(
        int directory, const std::string& name, const std::string& path);
    /// Asks the system for the size (after openListedAt); false when the file is not regular after all.
    bool statSize();
    /// A second reader of the same open file (its descriptor duplicated), which goes on reading this
    /// file after its path names another; nullptr when the process has no descriptor left.
    std::unique_ptr<FileReader> duplicate() const;
    ~FileReader();
    FileReader(const FileReader&) = delete;
    FileReader& operator=(const FileReader&) = delete;

    const std::string& path() const { return m_path; }
    std::uint64_t size() const { return m_size; } ///< as it was when opened (see openListedAt)
    /// Reads exactly `length` bytes at `offset` into `out`; false when the file ends first or the
    /// system reports an error (a file truncated since it was listed).
    bool readAt(std::uint64_t offset, void* out, std::size_t length) const;
    /// Up to `length` bytes at `offset`; the count read (0 at the end or on an error).
    std::size_t readSome(std::uint64_t offset, void* out, std::size_t length) const;
    /// The same in one read: fewer bytes than asked for means the file ends there (as regular files
    /// answer reads), so a small file is read whole without a second call to find its end.
    std::size_t readOnce(std::uint64_t offset, void* out, std::size_t length) const;
    int descriptor() const { return m_fd; }

private:
    FileReader() = default;
    std::size_t read(std::uint64_t offset, void* out, std::size_t length, bool untilFull) const;
    int m_fd = -1;
    std::uint64_t m_size = 0;
    std::string m_path;
};

/// A directory held open for FileReader::openAt; its descriptor is -1 when it could not be opened
/// (files are then opened by their whole path).
class OpenDirectory {
public:
    OpenDirectory() = default; ///< none: files are opened by their whole path
    explicit OpenDirectory(const std::string& path);
    ~OpenDirectory();
    OpenDirectory(const OpenDirectory&) = delete;
    OpenDirectory& operator=(const OpenDirectory&) = delete;
    int descriptor() const { return m_fd; }

private:
    int m_fd = -1;
};

} // namespace quantlens
