#pragma once
#include "tensor/file_reader.h"
#include "util/result.h"

#include <cstddef>
#include <memory>
#include <string>

namespace quantlens {

/// A read-only memory map of a whole file. Pages are read on demand by the kernel, so opening a
/// multi-GB dump costs nothing until its bytes are touched.
class MappedFile {
public:
    /// Maps a file and closes it: for mappings that live long (archives, external weights), which
    /// must not hold a descriptor each.
    static Result<std::shared_ptr<const MappedFile>> open(const std::string& path);
    /// Maps a file already open (its header read through it) and keeps it open, so whoever reads a
    /// whole range front to back (the metrics pass) reads it with `file()->readAt` instead of
    /// faulting the mapping's pages in; the mapping serves random access (samples, histograms).
    /// For one tensor's view, dropped when its job is done.
    static Result<std::shared_ptr<const MappedFile>> map(std::unique_ptr<FileReader> file);
    ~MappedFile();
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;

    const std::byte* data() const { return m_data; }
    std::size_t size() const { return m_size; }
    const std::string& path() const { return m_path; }
    /// The open file, when mapped with map(); nullptr when it was closed after mapping.
    const FileReader* file() const { return m_file.get(); }

    /// Drops a range that has been read from this process's resident set; the page cache keeps it.
    /// This is what keeps peak RSS flat however large the dumps are.
    void adviseDone(std::size_t offset, std::size_t length) const;

private:
    MappedFile() = default;
    const std::byte* m_data = nullptr;
    std::size_t m_size = 0;
    std::string m_path;
    std::unique_ptr<FileReader> m_file;
};

} // namespace quantlens
