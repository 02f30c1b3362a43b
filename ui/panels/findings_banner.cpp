#include "panels/findings_banner.h"

#include "core_text.h"
#include "session_context.h"
#include "verdict_style.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace quantlens {

FindingsBanner::FindingsBanner(SessionContext* context, QWidget* parent)
    : QFrame(parent)
    , m_context(context)
    , m_text(new QLabel(this))
    , m_details(new QPushButton(tr("Show problems"), this))
{
    setObjectName(QStringLiteral("findingsBanner"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_details);
    connect(m_details, &QPushButton::clicked, this, &FindingsBanner::detailsRequested);
    connect(context, &SessionContext::analysisChanged, this, &FindingsBanner::refresh);
    refresh();
}

void FindingsBanner::show(bool error, const QString& text)
{
    QPalette p = palette();
    p.setColor(QPalette::Window, verdictStyle::cellBackground(error ? Verdict::Fail : Verdict::Warn));
    setPalette(p);
    m_text->setText(text);
    setVisible(true);
}

void FindingsBanner::showError(const QString& message)
{
    show(true, QStringLiteral("<b>%1</b> %2").arg(tr("Cannot analyse these inputs:"), message.toHtmlEscaped()));
}

void FindingsBanner::refresh()
{
    const auto analysis = m_context->analysis();
    if (!analysis || analysis->findings.empty()) {
        setVisible(false);
        return;
    }
    // Errors come first in the analysis; the first finding is the one to read.
    const Finding& first = analysis->findings.front();
    const bool error = first.severity == Finding::Severity::Error;
    QString text = QStringLiteral("<b>%1</b> %2")
                       .arg(error ? tr("These inputs do not belong together:") : tr("Check the inputs:"),
                           problemMessage(first.problem).toHtmlEscaped());
    if (analysis->findings.size() > 1)
        text += QStringLiteral(" ")
            + tr("(%n more in Problems)", nullptr, static_cast<int>(analysis->findings.size() - 1));
    show(error, text);
}

} // namespace quantlens
