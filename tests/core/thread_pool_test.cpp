// The executor's pool shared by two background jobs (the window's calibration study and its fix advisor
// run on one simulator): every piece of each caller's job runs, on its own body.
#include "runtime/thread_pool.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

using quantlens::runtime::ThreadPool;

TEST(ThreadPool, TwoCallersOnOnePoolEachGetEveryPieceOfTheirOwnJob)
{
    ThreadPool pool(2);
    constexpr std::size_t kItems = 4096, kRounds = 300;
    std::atomic<std::size_t> wrong { 0 };
    auto caller = [&](int tag) {
        std::vector<int> marks(kItems);
        for (std::size_t round = 0; round < kRounds; ++round) {
            std::fill(marks.begin(), marks.end(), 0);
            pool.parallelFor(kItems, 16, [&](std::size_t begin, std::size_t end) {
                for (std::size_t i = begin; i < end; ++i)
                    marks[i] += tag;
            });
            for (const int m : marks)
                wrong += m != tag ? 1 : 0;
        }
    };
    std::thread other(caller, 2);
    caller(1);
    other.join();
    EXPECT_EQ(wrong.load(), 0u);
}
