// GraphPanel's run pickers: which run colours the graph, and the run it is compared with (the
// difference colour-by and the first tensor where the two runs part).
#include "graph/graph_panel.h"

#include "compare/run_parting.h"
#include "graph/graph_scene.h"
#include "session_context.h"

#include <QComboBox>
#include <QLabel>
#include <QToolButton>

namespace quantlens {

void GraphPanel::setAgainst(int run)
{
    const int item = run >= 0 && run + 1 < m_against->count() ? run + 1 : 0;
    m_against->setCurrentIndex(item);
}

int GraphPanel::against() const
{
    const int run = m_against->currentIndex() - 1;
    return run >= 0 && run != candidate() ? run : -1;
}

void GraphPanel::refillRuns()
{
    const auto analysis = m_context->analysis();
    // Refilling must not recolour once per item.
    const QSignalBlocker blockCandidate(m_candidate);
    const QSignalBlocker blockAgainst(m_against);
    const int previous = m_candidate->currentIndex();
    const int previousAgainst = m_against->currentIndex();
    m_candidate->clear();
    m_against->clear();
    m_against->addItem(tr("—"));
    if (analysis)
        for (const RunInfo& run : analysis->candidates) {
            m_candidate->addItem(QString::fromStdString(run.label));
            m_against->addItem(QString::fromStdString(run.label));
        }
    m_candidate->setCurrentIndex(previous >= 0 && previous < m_candidate->count() ? previous : 0);
    // The same runs again (a re-analysis) keep their comparison; other runs start without one.
    m_against->setCurrentIndex(previousAgainst > 0 && previousAgainst < m_against->count() ? previousAgainst : 0);
    const bool several = m_candidate->count() > 1;
    m_candidateLabel->setVisible(several);
    m_candidate->setVisible(several);
    m_againstLabel->setVisible(several);
    m_against->setVisible(several);
}

void GraphPanel::showParting()
{
    const auto analysis = m_context->analysis();
    const int other = against();
    std::optional<RunParting> parting;
    if (analysis && other >= 0)
        parting = firstParting(*analysis, static_cast<std::size_t>(candidate()), static_cast<std::size_t>(other));
    m_partingTensor = parting ? QString::fromStdString(analysis->rows[parting->row].tensor) : QString();
    m_scene->setPartingTensor(m_partingTensor.toStdString());
    m_parting->setVisible(analysis && other >= 0);
    if (!analysis || other < 0)
        return;
    const QString a = m_candidate->currentText(), b = m_against->currentText();
    if (!parting) {
        m_parting->setText(tr("No parting"));
        m_parting->setToolTip(
            tr("'%1' and '%2' agree on every tensor both compared (cosines within %3, never one passing where "
               "the other fails)")
                .arg(a, b)
                .arg(kRunPartingCos));
        return;
    }
    m_parting->setText(tr("Parts at %1").arg(m_partingTensor));
    m_parting->setToolTip(
        tr("The first tensor, in the order the network computes, where '%1' (cos %2) and '%3' "
           "(cos %4) part: everything after it inherits the difference. Click to select it.")
            .arg(a, QString::number(parting->cosA, 'f', 4), b, QString::number(parting->cosB, 'f', 4)));
}

} // namespace quantlens
