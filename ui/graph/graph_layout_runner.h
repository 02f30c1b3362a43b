#pragma once
#include "layout/layered_layout.h"
#include "workers/latest_job.h"

#include <QObject>
#include <QSizeF>

#include <memory>

namespace quantlens {

/// Runs layoutLayered (and the fold into columns, when a view size is given) off the GUI thread
/// through LatestJob: a newer job cancels the older one through the layout's progress callback and
/// only the latest result is applied, so expanding groups quickly never shows an outdated layout.
class GraphLayoutRunner : public QObject {
    Q_OBJECT
public:
    explicit GraphLayoutRunner(QObject* parent = nullptr);
    ~GraphLayoutRunner() override;

    /// Returns the job id. `synchronous` lays out on the calling thread and emits before returning
    /// (cheap for small graphs, and exports then need no waiting). A valid `foldFor` (the view's
    /// size in pixels) folds a long layout into columns that fill it (core/layout/layout_fold).
    quint64 start(LayoutGraph graph, bool synchronous, QSizeF foldFor = {});
    bool isPending() const { return m_job.isPending(); }
    /// Blocks until the latest job is done (at most `ms`) and delivers its result right away.
    bool wait(int ms) { return m_job.wait(ms); }
    void cancel() { m_job.cancel(); }

signals:
    void finished(quint64 job, std::shared_ptr<const LayeredLayout> layout);

private:
    LatestJob<std::shared_ptr<const LayeredLayout>> m_job;
};

} // namespace quantlens
