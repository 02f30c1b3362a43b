#pragma once
#include "layout/layered_layout.h"

#include <QFuture>
#include <QFutureWatcher>
#include <QObject>
#include <QSizeF>

#include <atomic>
#include <memory>

class QSemaphore;

namespace quantlens {

/// Runs layoutLayered (and the fold into columns, when a view size is given) off the GUI thread. Each start() gets a new job id; a newer job cancels the
/// older one through the progress callback, and results of anything but the latest job are
/// dropped, so expanding groups quickly never applies an outdated layout.
class GraphLayoutRunner : public QObject {
    Q_OBJECT
public:
    explicit GraphLayoutRunner(QObject* parent = nullptr);
    ~GraphLayoutRunner() override;

    /// Returns the job id. `synchronous` lays out on the calling thread and emits before returning
    /// (cheap for small graphs, and exports then need no waiting). A valid `foldFor` (the view's
    /// size in pixels) folds a long layout into columns that fill it (core/layout/layout_fold).
    quint64 start(LayoutGraph graph, bool synchronous, QSizeF foldFor = {});
    bool isPending() const { return m_pending; }
    /// Blocks until the latest job is done (at most `ms`) and delivers its result right away.
    bool wait(int ms);
    void cancel();

signals:
    void finished(quint64 job, std::shared_ptr<const LayeredLayout> layout);

private:
    struct Result {
        quint64 job = 0;
        LayeredLayout layout;
    };
    void deliver();

    std::shared_ptr<std::atomic<quint64>> m_latest;
    bool m_pending = false;
    QFuture<Result> m_future;
    QFutureWatcher<Result> m_watcher;
    std::shared_ptr<QSemaphore> m_done;
};

} // namespace quantlens
