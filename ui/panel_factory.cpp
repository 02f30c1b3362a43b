#include "panel_factory.h"

#include "graph/graph_panel.h"
#include "panels/detail_panel.h"
#include "panels/layer_table_panel.h"
#include "panels/problems_panel.h"
#include "plots/curves_panel.h"

namespace quantlens {

QStringList panelNames()
{
    return { QStringLiteral("graph"), QStringLiteral("curves"), QStringLiteral("table"), QStringLiteral("detail"),
        QStringLiteral("problems") };
}

QWidget* createPanel(const QString& name, SessionContext* context, QWidget* parent)
{
    if (name == u"graph")
        return new GraphPanel(context, parent);
    if (name == u"curves")
        return new CurvesPanel(context, parent);
    if (name == u"table")
        return new LayerTablePanel(context, parent);
    if (name == u"detail")
        return new DetailPanel(context, parent);
    if (name == u"problems")
        return new ProblemsPanel(context, parent);
    return nullptr;
}

bool waitUntilReady(QWidget* panel, int timeoutMs)
{
    if (auto* graph = qobject_cast<GraphPanel*>(panel))
        return graph->waitForLayout(timeoutMs);
    return true;
}

} // namespace quantlens
