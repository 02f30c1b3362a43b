#include "model/deferred_weights.h"

#include <cerrno>
#include <cstring>
#include <limits>
#include <new>
#include <sys/mman.h>
#include <sys/stat.h>

namespace quantlens {
namespace {
    // Each weight starts on a cache line, as the heap would place it for the vector loops that read it.
    constexpr std::uint64_t kAlignment = 64;

    std::int64_t modifiedNs(const struct stat& s)
    {
        return static_cast<std::int64_t>(s.st_mtim.tv_sec) * 1'000'000'000 + s.st_mtim.tv_nsec;
    }

    /// What an unreadable weight holds: NaN where the type has one, so every result computed from it
    /// shows that it is not a number instead of looking plausible.
    void poison(std::byte* place, std::uint64_t length, DType dtype)
    {
        std::memset(place, 0, length);
        auto fill = [&](auto nan) {
            for (std::uint64_t i = 0; i + sizeof(nan) <= length; i += sizeof(nan))
                std::memcpy(place + i, &nan, sizeof(nan));
        };
        if (dtype == DType::Float32)
            fill(std::numeric_limits<float>::quiet_NaN());
        else if (dtype == DType::Float64)
            fill(std::numeric_limits<double>::quiet_NaN());
        else if (dtype == DType::Float16)
            fill(std::uint16_t { 0x7e00 });
    }
}

Result<std::shared_ptr<DeferredWeights>> DeferredWeights::create(
    std::unique_ptr<FileReader> file, std::uint64_t capacity)
{
    using R = Result<std::shared_ptr<DeferredWeights>>;
    struct stat status { };
    if (fstat(file->descriptor(), &status) != 0)
        return R::failure(Problem::make(file->path(), {}, text("file.cannot_open", { std::strerror(errno) })));
    std::shared_ptr<DeferredWeights> weights(new DeferredWeights);
    weights->m_size = status.st_size;
    weights->m_modifiedNs = modifiedNs(status);
    // A mapping of its own, untouched: a page costs nothing until a weight is read into it, and most
    // weights never are (an analysis of dumps reads none of the float model's). From the heap, whose
    // range is advised for huge pages (util/thread_heap.h), the allocator's own bookkeeping at both
    // ends of the block zeroed two 2 MiB pages, a few milliseconds each on a machine with slow memory.
    void* memory
        = capacity == 0 ? nullptr : mmap(nullptr, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED)
        throw std::bad_alloc(); // as the allocation this replaces would; the import reports it
    weights->m_memory = static_cast<std::byte*>(memory);
    weights->m_capacity = capacity;
    weights->m_file = std::move(file);
    return R::success(std::move(weights));
}

DeferredWeights::~DeferredWeights()
{
    if (m_memory != nullptr)
        munmap(m_memory, m_capacity);
}

std::uint64_t DeferredWeights::roomFor(std::uint64_t length)
{
    return (length + kAlignment - 1) / kAlignment * kAlignment;
}

const std::byte* DeferredWeights::reserve(std::uint64_t offset, std::uint64_t length, DType dtype)
{
    const std::uint64_t rounded = roomFor(length);
    if (length == 0 || rounded > m_capacity - m_used)
        return nullptr;
    std::byte* place = m_memory + m_used;
    m_used += rounded;
    Entry& entry = m_entries[place];
    entry.offset = offset;
    entry.length = length;
    entry.dtype = dtype;
    entry.place = place;
    return place;
}

void DeferredWeights::load(const std::byte* data) const
{
    auto it = m_entries.find(data);
    if (it == m_entries.end())
        return;
    std::call_once(it->second.filled, [&] { fill(it->second); });
}

void DeferredWeights::loadAll() const
{
    for (const auto& placed : m_entries) { // not a structured binding: clang 14 cannot capture one
        const Entry& entry = placed.second;
        std::call_once(entry.filled, [&] { fill(entry); });
    }
}

bool DeferredWeights::fileUnchanged() const
{
    struct stat status { };
    return fstat(m_file->descriptor(), &status) == 0 && status.st_size == m_size && modifiedNs(status) == m_modifiedNs;
}

void DeferredWeights::fill(const Entry& entry) const
{
    // Asked before and after: a writer that started during the read changed the file's time.
    if (fileUnchanged() && m_file->readAt(entry.offset, entry.place, entry.length) && fileUnchanged())
        return;
    poison(entry.place, entry.length, entry.dtype);
    std::lock_guard lock(m_problemMutex);
    if (!m_problem)
        m_problem = Problem::make(m_file->path(), {}, text("onnx.model_changed"));
}

std::optional<Problem> DeferredWeights::problem() const
{
    std::lock_guard lock(m_problemMutex);
    return m_problem;
}

} // namespace quantlens
