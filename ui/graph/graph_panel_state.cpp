// GraphPanel's workspace state (colour-by, zoom, centre) and the inspection's badges.
#include "graph/graph_panel.h"

#include "graph/graph_scene.h"
#include "graph/graph_view.h"
#include "session_context.h"

#include <QComboBox>
#include <QToolButton>

#include <cmath>

namespace quantlens {

nlohmann::json GraphPanel::saveState() const
{
    nlohmann::json state;
    const auto inspection = inspectionMetric();
    state["metric"] = inspection ? inspectionMetricDescriptor(*inspection).key : metricDescriptor(metric()).key;
    const bool fitted = m_view->isAutoFit();
    const QPointF center = m_view->visibleSceneRect().center();
    state["zoom"] = fitted ? 0.0 : m_view->zoom();
    state["center_x"] = fitted ? 0.0 : center.x();
    state["center_y"] = fitted ? 0.0 : center.y();
    state["fade_unreached"] = m_focus->isChecked();
    // Runs by label: a re-analysis with the runs in another order still shows the same comparison.
    if (m_candidate->count() > 1) {
        state["run"] = m_candidate->currentText().toStdString();
        state["against"] = against() >= 0 ? m_against->currentText().toStdString() : std::string();
    }
    return state;
}

void GraphPanel::restoreState(const nlohmann::json& state)
{
    if (!state.is_object())
        return;
    auto number = [&](const char* key) {
        auto it = state.find(key);
        return it != state.end() && it->is_number() ? it->get<double>() : 0.0;
    };
    if (auto it = state.find("metric"); it != state.end() && it->is_string()) {
        const std::string key = it->get<std::string>();
        if (const MetricDescriptor* m = findMetric(key); m != nullptr && m->colorsGraph)
            setMetric(m->id);
        for (const InspectionMetricDescriptor& m : inspectionMetrics())
            if (key == m.key)
                setInspectionMetric(m.id);
    }
    auto runOf = [&](const char* key) {
        auto it = state.find(key);
        return it != state.end() && it->is_string()
            ? m_candidate->findText(QString::fromStdString(it->get<std::string>()))
            : -1;
    };
    if (auto it = state.find("fade_unreached"); it != state.end() && it->is_boolean())
        m_focus->setChecked(it->get<bool>());
    if (const int run = runOf("run"); run >= 0)
        setCandidate(run);
    setAgainst(runOf("against"));
    const double zoom = number("zoom");
    if (!(zoom > 0) || !std::isfinite(zoom))
        return;
    auto apply = [this, zoom, center = QPointF(number("center_x"), number("center_y"))] {
        m_startFocusPending = false; // the saved view wins over the automatic start
        m_view->setZoom(zoom);
        m_view->centerOn(center);
    };
    if (!m_scene->isLayoutPending()) {
        apply();
        return;
    }
    auto* once = new QObject(this); // disconnects itself after the first layout
    connect(m_scene, &GraphScene::layoutApplied, once, [apply, once] {
        apply();
        once->deleteLater();
    });
}

void GraphPanel::showPlan()
{
    std::set<std::string> wide;
    for (const PlanTensor& t : m_context->planContext().tensors)
        if (isWide(m_context->plan().precisionOf(t.name, t.opType)))
            wide.insert(t.name);
    m_scene->setWideTensors(std::move(wide));
}

void GraphPanel::showSuspects()
{
    const auto& triage = m_context->triage();
    m_scene->setSuspects(triage ? triage->culprits : std::vector<std::string> {});
}

void GraphPanel::showFlags()
{
    std::vector<QString> flags;
    for (const TensorInspection& t : m_context->inspections()) {
        QStringList names;
        for (const auto& f : t.flags)
            names << QString::fromStdString(f);
        flags.push_back(names.join(QStringLiteral("; ")));
    }
    m_scene->setRowFlags(std::move(flags));
}

} // namespace quantlens
