#include "panels/problems_panel.h"

#include "core_text.h"
#include "session_context.h"
#include "verdict_style.h"

#include <QHeaderView>

namespace quantlens {

ProblemsPanel::ProblemsPanel(SessionContext* context, QWidget* parent)
    : QTreeWidget(parent)
    , m_context(context)
{
    setObjectName(QStringLiteral("problemsPanel"));
    setHeaderLabels({ tr("Message"), tr("Where"), tr("File") });
    header()->setStretchLastSection(true);
    setWordWrap(true);
    connect(context, &SessionContext::analysisChanged, this, &ProblemsPanel::showAnalysis);
    showAnalysis();
}

void ProblemsPanel::showAnalysis()
{
    clear();
    const auto analysis = m_context->analysis();
    if (!analysis)
        return;
    for (const auto& f : analysis->findings)
        addFinding(f);
    for (const auto& p : analysis->warnings)
        addProblem(p, false);
    if (topLevelItemCount() == 0) { // say so: an empty list could also mean "not looked"
        auto* none = new QTreeWidgetItem(this, { tr("No problems: the inputs passed every check.") });
        none->setForeground(0, palette().brush(QPalette::Disabled, QPalette::Text));
    }
    resizeColumnToContents(0);
}

void ProblemsPanel::addFinding(const Finding& f)
{
    const bool error = f.severity == Finding::Severity::Error;
    const QString message
        = error ? tr("Error: %1").arg(problemMessage(f.problem)) : tr("Warning: %1").arg(problemMessage(f.problem));
    auto* item
        = new QTreeWidgetItem(this, { message, problemPosition(f.problem), QString::fromStdString(f.problem.file) });
    item->setToolTip(0, problemText(f.problem));
    item->setBackground(0, verdictStyle::cellBackground(error ? Verdict::Fail : Verdict::Warn));
    QFont bold = item->font(0);
    bold.setBold(true);
    item->setFont(0, bold);
    for (const auto& detail : f.details)
        new QTreeWidgetItem(item, { QString::fromStdString(detail) });
    item->setExpanded(error);
}

void ProblemsPanel::addProblem(const Problem& p, bool error)
{
    auto* item = new QTreeWidgetItem(this, { problemMessage(p), problemPosition(p), QString::fromStdString(p.file) });
    item->setToolTip(0, problemText(p));
    if (error)
        item->setForeground(0, QBrush(Qt::red));
}

void ProblemsPanel::showProblems(const std::vector<Problem>& problems, bool errors)
{
    clear();
    for (const auto& p : problems)
        addProblem(p, errors);
    resizeColumnToContents(0);
}

} // namespace quantlens
