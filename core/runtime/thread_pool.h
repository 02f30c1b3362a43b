#pragma once
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace quantlens::runtime {

/// The executor's workers. Kernels split their output into independent pieces; every output element is
/// computed by one thread in a fixed order, so results do not depend on the number of threads.
class ThreadPool {
public:
    /// `threads` 0: one per hardware thread. The calling thread is one of them.
    explicit ThreadPool(unsigned threads = 0);
    ~ThreadPool();
    ThreadPool(const ThreadPool&) = delete;
    ThreadPool& operator=(const ThreadPool&) = delete;

    unsigned size() const { return static_cast<unsigned>(m_workers.size()) + 1; }

    /// Calls `body(begin, end)` on pieces of [0, count) of at least `grain` items, on every thread, and
    /// returns when all are done. An exception thrown by a piece is rethrown here. Called from inside a
    /// piece, it runs serially. Callers on several threads (two background jobs sharing a simulator) take
    /// turns: the pool runs one caller's job at a time.
    void parallelFor(std::size_t count, std::size_t grain, const std::function<void(std::size_t, std::size_t)>& body);

private:
    void workerLoop();
    void runPieces();

    std::vector<std::thread> m_workers;
    std::mutex m_callers; ///< held by the caller whose job the workers run
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::condition_variable m_done;
    bool m_stop = false;
    std::size_t m_generation = 0;
    // The current job (guarded by m_mutex, except the piece counter).
    const std::function<void(std::size_t, std::size_t)>* m_body = nullptr;
    std::size_t m_count = 0;
    std::size_t m_piece = 0;
    std::size_t m_pieces = 0;
    std::size_t m_nextPiece = 0;
    std::size_t m_busy = 0;
    std::exception_ptr m_error;
};

} // namespace quantlens::runtime
