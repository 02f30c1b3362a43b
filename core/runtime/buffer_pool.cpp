#include "runtime/buffer_pool.h"

#include <bit>
#include <cstdlib>
#include <map>
#include <mutex>
#include <new>
#include <vector>

namespace quantlens::runtime {
namespace {
    constexpr std::size_t kAlignment = 64;
    constexpr std::size_t kPooledFrom = std::size_t { 64 } << 10;
    constexpr std::size_t kIdleLimit = std::size_t { 1 } << 30;

    /// The size a request is served with: eight steps per power of two.
    std::size_t sizeClass(std::size_t bytes)
    {
        if (bytes < kPooledFrom)
            return (std::max<std::size_t>(bytes, 1) + kAlignment - 1) / kAlignment * kAlignment;
        const std::size_t top = std::bit_floor(bytes);
        const std::size_t step = top / 8;
        return (bytes + step - 1) / step * step;
    }

    class Pool {
    public:
        void* take(std::size_t size)
        {
            std::lock_guard lock(m_mutex);
            auto it = m_idle.find(size);
            if (it == m_idle.end() || it->second.empty())
                return nullptr;
            void* p = it->second.back();
            it->second.pop_back();
            m_idleBytes -= size;
            return p;
        }
        void give(void* p, std::size_t size)
        {
            {
                std::lock_guard lock(m_mutex);
                if (m_idleBytes + size <= kIdleLimit) {
                    m_idle[size].push_back(p);
                    m_idleBytes += size;
                    return;
                }
            }
            std::free(p);
        }

        void releaseAll()
        {
            std::lock_guard lock(m_mutex);
            for (auto& [size, buffers] : m_idle)
                for (void* p : buffers)
                    std::free(p);
            m_idle.clear();
            m_idleBytes = 0;
        }

    private:
        std::mutex m_mutex;
        std::map<std::size_t, std::vector<void*>> m_idle;
        std::size_t m_idleBytes = 0;
    };

    Pool& pool()
    {
        static Pool* instance = new Pool; // never destroyed: buffers may be freed during exit
        return *instance;
    }
}

std::shared_ptr<void> allocateBuffer(std::size_t bytes)
{
    const std::size_t size = sizeClass(bytes);
    if (size >= kPooledFrom)
        if (void* p = pool().take(size))
            return std::shared_ptr<void>(p, [size](void* q) { pool().give(q, size); });
    void* p = std::aligned_alloc(kAlignment, size);
    if (p == nullptr)
        throw std::bad_alloc();
    if (size < kPooledFrom)
        return std::shared_ptr<void>(p, [](void* q) { std::free(q); });
    return std::shared_ptr<void>(p, [size](void* q) { pool().give(q, size); });
}

void releaseIdleBuffers() { pool().releaseAll(); }

} // namespace quantlens::runtime
