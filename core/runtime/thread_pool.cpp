#include "runtime/thread_pool.h"

#include "util/thread_heap.h"

#include <algorithm>
#include <utility>

namespace quantlens::runtime {
namespace {
    thread_local bool t_insidePiece = false;
}

ThreadPool::ThreadPool(unsigned threads)
{
    if (threads == 0)
        threads = std::max(1u, std::thread::hardware_concurrency());
    for (unsigned i = 1; i < threads; ++i)
        m_workers.emplace_back([this] { workerLoop(); });
}

ThreadPool::~ThreadPool()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    for (auto& t : m_workers)
        t.join();
}

void ThreadPool::parallelFor(
    std::size_t count, std::size_t grain, const std::function<void(std::size_t, std::size_t)>& body)
{
    if (count == 0)
        return;
    grain = std::max<std::size_t>(grain, 1);
    // A few pieces per thread even out uneven rows; never smaller than the grain.
    const std::size_t wanted = m_workers.empty() || t_insidePiece ? 1 : size() * 4;
    const std::size_t pieces = std::clamp<std::size_t>(count / grain, 1, wanted);
    if (pieces == 1) {
        body(0, count);
        return;
    }
    // One job at a time: a second caller would overwrite the first one's body and piece counters.
    std::lock_guard turn(m_callers);
    {
        std::lock_guard lock(m_mutex);
        m_body = &body;
        m_count = count;
        m_pieces = pieces;
        m_piece = (count + pieces - 1) / pieces;
        m_nextPiece = 0;
        m_error = nullptr;
        ++m_generation;
    }
    m_wake.notify_all();
    runPieces();
    std::unique_lock lock(m_mutex);
    m_done.wait(lock, [this] { return m_nextPiece >= m_pieces && m_busy == 0; });
    m_body = nullptr;
    if (m_error)
        std::rethrow_exception(std::exchange(m_error, nullptr));
}

void ThreadPool::runPieces()
{
    std::unique_lock lock(m_mutex);
    while (m_body != nullptr && m_nextPiece < m_pieces) {
        const std::size_t piece = m_nextPiece++;
        const auto* body = m_body;
        const std::size_t begin = piece * m_piece;
        const std::size_t end = std::min(m_count, begin + m_piece);
        ++m_busy;
        lock.unlock();
        t_insidePiece = true;
        try {
            if (begin < end)
                (*body)(begin, end);
        } catch (...) {
            std::lock_guard errorLock(m_mutex);
            if (!m_error)
                m_error = std::current_exception();
        }
        t_insidePiece = false;
        lock.lock();
        --m_busy;
    }
    if (m_nextPiece >= m_pieces && m_busy == 0)
        m_done.notify_all();
}

void ThreadPool::workerLoop()
{
    prepareThreadHeap();
    std::size_t seen = 0;
    for (;;) {
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [&] { return m_stop || m_generation != seen; });
            if (m_stop)
                return;
            seen = m_generation;
        }
        runPieces();
    }
}

} // namespace quantlens::runtime
