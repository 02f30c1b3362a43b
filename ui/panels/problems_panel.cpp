#include "panels/problems_panel.h"

#include "session_context.h"

#include <QHeaderView>

namespace quantlens {

ProblemsPanel::ProblemsPanel(SessionContext* context, QWidget* parent)
    : QTreeWidget(parent)
    , m_context(context)
{
    setObjectName(QStringLiteral("problemsPanel"));
    setRootIsDecorated(false);
    setHeaderLabels({ tr("Message"), tr("Where"), tr("File") });
    header()->setStretchLastSection(true);
    connect(context, &SessionContext::analysisChanged, this, [this] {
        const auto analysis = m_context->analysis();
        showProblems(analysis ? analysis->warnings : std::vector<Problem> {}, false);
    });
}

void ProblemsPanel::showProblems(const std::vector<Problem>& problems, bool errors)
{
    clear();
    for (const auto& p : problems) {
        auto* item = new QTreeWidgetItem(this, { QString::fromStdString(p.message), QString::fromStdString(p.position),
                                                   QString::fromStdString(p.file) });
        item->setToolTip(0, QString::fromStdString(p.toString()));
        if (errors)
            item->setForeground(0, QBrush(Qt::red));
    }
    resizeColumnToContents(0);
}

} // namespace quantlens
