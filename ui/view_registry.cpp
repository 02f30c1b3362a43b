#include "view_registry.h"

#include "graph/graph_panel.h"
#include "panels/advisor_panel.h"
#include "panels/calibration_panel.h"
#include "panels/detail_panel.h"
#include "panels/inputs_panel.h"
#include "panels/inspector_panel.h"
#include "panels/layer_table_panel.h"
#include "panels/plan_panel.h"
#include "panels/problems_panel.h"
#include "panels/triage_panel.h"
#include "panels/weights_panel.h"
#include "plots/curves_panel.h"
#include "plots/histograms_panel.h"
#include "plots/outlier_heatmap_panel.h"
#include "workers/plan_prediction.h"

#include <QCoreApplication>
#include <QLayout>

namespace quantlens {
namespace {
    template <class Panel> std::function<QWidget*(SessionContext*, QWidget*)> factory()
    {
        return [](SessionContext* context, QWidget* parent) -> QWidget* { return new Panel(context, parent); };
    }
}

const std::vector<ViewDescriptor>& viewRegistry()
{
    static const std::vector<ViewDescriptor> views {
        { QStringLiteral("graph"), QT_TRANSLATE_NOOP("Views", "Graph"), ViewPlace::Center, factory<GraphPanel>(),
            [](const QWidget* w) { return static_cast<const GraphPanel*>(w)->saveState(); },
            [](QWidget* w, const nlohmann::json& s) { static_cast<GraphPanel*>(w)->restoreState(s); } },
        { QStringLiteral("curves"), QT_TRANSLATE_NOOP("Views", "Curves"), ViewPlace::Bottom, factory<CurvesPanel>(), {},
            {} },
        { QStringLiteral("table"), QT_TRANSLATE_NOOP("Views", "Layers"), ViewPlace::Bottom, factory<LayerTablePanel>(),
            {}, {} },
        { QStringLiteral("inspector"), QT_TRANSLATE_NOOP("Views", "Min/max inspector"), ViewPlace::Bottom,
            factory<InspectorPanel>(),
            [](const QWidget* w) { return static_cast<const InspectorPanel*>(w)->saveState(); },
            [](QWidget* w, const nlohmann::json& s) { static_cast<InspectorPanel*>(w)->restoreState(s); } },
        { QStringLiteral("outliers"), QT_TRANSLATE_NOOP("Views", "Outlier heatmap"), ViewPlace::Bottom,
            factory<OutlierHeatmapPanel>(),
            [](const QWidget* w) { return static_cast<const OutlierHeatmapPanel*>(w)->saveState(); },
            [](QWidget* w, const nlohmann::json& s) { static_cast<OutlierHeatmapPanel*>(w)->restoreState(s); } },
        { QStringLiteral("histograms"), QT_TRANSLATE_NOOP("Views", "Histograms"), ViewPlace::Bottom,
            factory<HistogramsPanel>(), {}, {} },
        { QStringLiteral("inputs"), QT_TRANSLATE_NOOP("Views", "Inputs"), ViewPlace::Bottom, factory<InputsPanel>(), {},
            {} },
        { QStringLiteral("weights"), QT_TRANSLATE_NOOP("Views", "Weights"), ViewPlace::Bottom, factory<WeightsPanel>(),
            {}, {} },
        { QStringLiteral("triage"), QT_TRANSLATE_NOOP("Views", "Triage"), ViewPlace::Right, factory<TriagePanel>(), {},
            {} },
        { QStringLiteral("calibration"), QT_TRANSLATE_NOOP("Views", "Calibration"), ViewPlace::Bottom,
            factory<CalibrationPanel>(), {}, {} },
        { QStringLiteral("advisor"), QT_TRANSLATE_NOOP("Views", "Fix advisor"), ViewPlace::Bottom,
            factory<AdvisorPanel>(), {}, {} },
        { QStringLiteral("plan"), QT_TRANSLATE_NOOP("Views", "Precision plan"), ViewPlace::Bottom, factory<PlanPanel>(),
            {}, {} },
        { QStringLiteral("detail"), QT_TRANSLATE_NOOP("Views", "Detail"), ViewPlace::Right, factory<DetailPanel>(), {},
            {} },
        { QStringLiteral("problems"), QT_TRANSLATE_NOOP("Views", "Problems"), ViewPlace::Right,
            factory<ProblemsPanel>(), {}, {} },
    };
    return views;
}

const ViewDescriptor* findView(const QString& id)
{
    for (const auto& view : viewRegistry())
        if (view.id == id)
            return &view;
    return nullptr;
}

QStringList viewIds()
{
    QStringList ids;
    for (const auto& view : viewRegistry())
        ids << view.id;
    return ids;
}

QString viewTitle(const ViewDescriptor& view) { return QCoreApplication::translate("Views", view.title); }

QWidget* createView(const QString& id, SessionContext* context, QWidget* parent)
{
    const ViewDescriptor* view = findView(id);
    return view ? view->create(context, parent) : nullptr;
}

void revealSelectionFor(QWidget* view, int timeoutMs)
{
    auto* revealer = dynamic_cast<SelectionRevealer*>(view);
    if (!revealer)
        return;
    if (QLayout* layout = view->layout())
        layout->activate(); // a hidden view lays out its children only when asked
    QCoreApplication::sendPostedEvents(view, QEvent::Resize);
    for (QWidget* child : view->findChildren<QWidget*>())
        QCoreApplication::sendPostedEvents(child, QEvent::Resize);
    revealer->revealSelection();
    waitUntilReady(view, timeoutMs);
}

bool waitUntilReady(QWidget* view, int timeoutMs)
{
    if (auto* graph = qobject_cast<GraphPanel*>(view))
        return graph->waitForLayout(timeoutMs);
    if (auto* histograms = qobject_cast<HistogramsPanel*>(view))
        return histograms->waitForData(timeoutMs);
    if (auto* triage = qobject_cast<TriagePanel*>(view))
        return triage->waitForResult(timeoutMs);
    if (auto* calibration = qobject_cast<CalibrationPanel*>(view))
        return calibration->waitForStudy(timeoutMs);
    if (auto* advisor = qobject_cast<AdvisorPanel*>(view)) {
        // A picture of the advisor (snapshot, ticket) shows the levers measured, not the button asking to.
        if (timeoutMs > 0 && !advisor->advice())
            advisor->measure();
        return advisor->waitForAdvice(timeoutMs);
    }
    if (auto* plan = qobject_cast<PlanPanel*>(view))
        return plan->prediction()->wait(timeoutMs);
    return true;
}

} // namespace quantlens
