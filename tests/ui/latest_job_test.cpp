// The one background runner: only the latest job is delivered, on the owner's thread.
#include "workers/latest_job.h"

#include <QThread>

#include <gtest/gtest.h>

#include <vector>

using namespace quantlens;

TEST(LatestJob, OnlyTheLatestJobIsDeliveredAndAnOlderOneIsAskedToStop)
{
    QObject owner;
    LatestJob<int> job(&owner);
    std::vector<int> delivered;
    std::atomic<bool> firstSawStop { false };
    job.start(
        [&](const LatestJob<int>::Control& c) {
            while (c.keepGoing())
                QThread::msleep(1);
            firstSawStop = true;
            return 1;
        },
        [&](quint64, int v) { delivered.push_back(v); });
    job.start([](const LatestJob<int>::Control&) { return 2; }, [&](quint64, int v) { delivered.push_back(v); });
    ASSERT_TRUE(job.wait(10000));
    QCoreApplication::processEvents(); // a queued delivery of the first job, if any, would run now
    EXPECT_EQ(delivered, std::vector<int> { 2 });
    for (int i = 0; i < 1000 && !firstSawStop; ++i)
        QThread::msleep(2);
    EXPECT_TRUE(firstSawStop);
}

TEST(LatestJob, SynchronousDeliversBeforeReturningAndCancelDeliversNothing)
{
    QObject owner;
    LatestJob<int> job(&owner);
    int got = 0;
    job.start(
        [](const LatestJob<int>::Control& c) {
            c.progress->total = 5;
            return 7;
        },
        [&](quint64, int v) { got = v; }, true);
    EXPECT_EQ(got, 7);
    EXPECT_FALSE(job.isPending());
    job.start([](const LatestJob<int>::Control&) { return 9; }, [&](quint64, int v) { got = v; });
    job.cancel();
    EXPECT_TRUE(job.wait(1000));
    QThread::msleep(50);
    QCoreApplication::processEvents();
    EXPECT_EQ(got, 7);
}
