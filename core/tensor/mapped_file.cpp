#include "tensor/mapped_file.h"

#include <cerrno>
#include <cstring>
#include <sys/mman.h>
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
    auto file = FileReader::open(path);
    if (!file)
        return Result<std::shared_ptr<const MappedFile>>::failure(file.error());
    auto mapped = map(std::move(file.value()));
    if (mapped) // the mapping stays valid without the descriptor
        std::const_pointer_cast<MappedFile>(mapped.value())->m_file.reset();
    return mapped;
}

Result<std::shared_ptr<const MappedFile>> MappedFile::map(std::unique_ptr<FileReader> file)
{
    using R = Result<std::shared_ptr<const MappedFile>>;
    std::shared_ptr<MappedFile> mapped(new MappedFile);
    mapped->m_size = static_cast<std::size_t>(file->size());
    mapped->m_path = file->path();
    if (mapped->m_size > 0) {
        void* p = mmap(nullptr, mapped->m_size, PROT_READ, MAP_PRIVATE, file->descriptor(), 0);
        if (p == MAP_FAILED) {
            const int err = errno;
            return R::failure(Problem::make(file->path(), {}, text("file.cannot_map", { std::strerror(err) })));
        }
        mapped->m_data = static_cast<const std::byte*>(p);
    }
    mapped->m_file = std::move(file);
    return R::success(std::move(mapped));
}

MappedFile::~MappedFile()
{
    if (m_data != nullptr)
        munmap(const_cast<std::byte*>(m_data), m_size);
}

void MappedFile::adviseDone(std::size_t offset, std::size_t length) const
{
    adviseRange(m_data, m_size, offset, length, MADV_DONTNEED);
}

} // namespace quantlens
