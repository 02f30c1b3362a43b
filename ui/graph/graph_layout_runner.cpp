#include "graph/graph_layout_runner.h"

#include "layout/layout_fold.h"

#include <QSemaphore>
#include <QtConcurrent/QtConcurrentRun>

namespace quantlens {
namespace {
    LayeredLayout layOut(const LayoutGraph& graph, QSizeF foldFor, const ProgressCallback& progress)
    {
        LayeredLayout layout = layoutLayered(graph, {}, progress);
        if (!foldFor.isValid() || layout.centers.empty())
            return layout;
        const int columns = columnsForView(layout.width, layout.height, foldFor.width(), foldFor.height());
        return columns > 1 ? foldIntoColumns(layout, graph, columns) : layout;
    }
}

GraphLayoutRunner::GraphLayoutRunner(QObject* parent)
    : QObject(parent)
    , m_latest(std::make_shared<std::atomic<quint64>>(0))
{
    connect(&m_watcher, &QFutureWatcher<Result>::finished, this, &GraphLayoutRunner::deliver);
}

GraphLayoutRunner::~GraphLayoutRunner()
{
    // The job owns copies of everything it reads, so it may finish after we are gone; bumping the
    // id just makes it stop early.
    cancel();
}

void GraphLayoutRunner::cancel()
{
    m_latest->fetch_add(1);
    m_pending = false;
}

quint64 GraphLayoutRunner::start(LayoutGraph graph, bool synchronous, QSizeF foldFor)
{
    const quint64 job = m_latest->fetch_add(1) + 1;
    if (synchronous) {
        m_pending = false;
        auto layout = std::make_shared<const LayeredLayout>(layOut(graph, foldFor, {}));
        emit finished(job, std::move(layout));
        return job;
    }
    auto latest = m_latest;
    auto done = std::make_shared<QSemaphore>(0);
    m_done = done;
    m_pending = true;
    m_future = QtConcurrent::run([graph = std::move(graph), latest, done, job, foldFor]() {
        Result r;
        r.job = job;
        r.layout = layOut(graph, foldFor, [latest, job](std::size_t, std::size_t) { return latest->load() == job; });
        done->release();
        return r;
    });
    m_watcher.setFuture(m_future);
    return job;
}

bool GraphLayoutRunner::wait(int ms)
{
    if (!m_pending)
        return true;
    if (!m_done->tryAcquire(1, ms))
        return false;
    m_done->release(); // leave it signalled in case wait() is called again before delivery
    m_future.waitForFinished(); // the job has released; only its return is left
    deliver();
    return true;
}

void GraphLayoutRunner::deliver()
{
    if (!m_pending || !m_future.isFinished())
        return;
    m_pending = false;
    Result r = m_future.result();
    if (r.job != m_latest->load())
        return;
    emit finished(r.job, std::make_shared<const LayeredLayout>(std::move(r.layout)));
}

} // namespace quantlens
