#include "graph/graph_layout_runner.h"

#include "layout/fan_in_bus.h"
#include "layout/layout_fold.h"

namespace quantlens {
namespace {
    LayeredLayout layOut(const LayoutGraph& graph, QSizeF foldFor, const ProgressCallback& progress)
    {
        LayeredLayout layout = layoutLayered(graph, {}, progress);
        if (foldFor.isValid() && !layout.centers.empty()) {
            const int columns = columnsForView(layout.width, layout.height, foldFor.width(), foldFor.height());
            if (columns > 1)
                layout = foldIntoColumns(layout, graph, columns);
        }
        addFanInBuses(graph, layout);
        return layout;
    }
}

GraphLayoutRunner::GraphLayoutRunner(QObject* parent)
    : QObject(parent)
    , m_job(this)
{ }

// The job owns copies of everything it reads, so it may finish after we are gone; the cancel in
// LatestJob's destructor just makes it stop early.
GraphLayoutRunner::~GraphLayoutRunner() = default;

quint64 GraphLayoutRunner::start(LayoutGraph graph, bool synchronous, QSizeF foldFor)
{
    return m_job.start(
        [graph = std::move(graph), foldFor](const LatestJob<std::shared_ptr<const LayeredLayout>>::Control& control) {
            return std::make_shared<const LayeredLayout>(
                layOut(graph, foldFor, [control](std::size_t, std::size_t) { return control.keepGoing(); }));
        },
        [this](quint64 job, std::shared_ptr<const LayeredLayout> layout) { emit finished(job, std::move(layout)); },
        synchronous);
}

} // namespace quantlens
