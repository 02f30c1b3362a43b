#include "tensor/mapped_file.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace quantlens {
namespace {
    // madvise needs page-aligned ranges; widen to whole pages inside the mapping.
    void adviseRange(const std::byte* base, std::size_t mapSize, std::size_t offset, std::size_t length, int advice)
    {
        if (base == nullptr || offset >= mapSize)
            return;
        const auto page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
        std::size_t begin = offset / page * page;
        std::size_t end = std::min(mapSize, offset + length);
        if (advice == MADV_DONTNEED) // only drop pages wholly inside the range: a neighbour may still be in use
            begin = (offset + page - 1) / page * page, end = end == mapSize ? end : end / page * page;
        if (end <= begin)
            return;
        madvise(const_cast<std::byte*>(base) + begin, end - begin, advice);
    }
}

Result<std::shared_ptr<const MappedFile>> MappedFile::open(const std::string& path)
{
    using R = Result<std::shared_ptr<const MappedFile>>;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return R::failure(Problem::make(path, {}, text("file.cannot_open", { std::strerror(errno) })));
    struct stat st {};
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        return R::failure(Problem::make(path, {}, text("file.not_regular")));
    }
    std::shared_ptr<MappedFile> file(new MappedFile);
    file->m_path = path;
    file->m_size = static_cast<std::size_t>(st.st_size);
    if (file->m_size > 0) {
        void* p = mmap(nullptr, file->m_size, PROT_READ, MAP_PRIVATE, fd, 0);
        if (p == MAP_FAILED) {
            const int err = errno;
            ::close(fd);
            return R::failure(Problem::make(path, {}, text("file.cannot_map", { std::strerror(err) })));
        }
        file->m_data = static_cast<const std::byte*>(p);
    }
    ::close(fd); // the mapping stays valid without the descriptor
    return R::success(std::move(file));
}

MappedFile::~MappedFile()
{
    if (m_data != nullptr)
        munmap(const_cast<std::byte*>(m_data), m_size);
}

void MappedFile::adviseSequential(std::size_t offset, std::size_t length) const
{
    adviseRange(m_data, m_size, offset, length, MADV_SEQUENTIAL);
}

void MappedFile::adviseDone(std::size_t offset, std::size_t length) const
{
    adviseRange(m_data, m_size, offset, length, MADV_DONTNEED);
}

} // namespace quantlens
