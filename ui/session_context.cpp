#include "session_context.h"

#include "analysis/analysis_runner.h"

namespace quantlens {

SessionContext::SessionContext(QObject* parent)
    : QObject(parent)
{
}

int SessionContext::rowOf(const QString& tensor) const
{
    if (!m_analysis || tensor.isEmpty())
        return -1;
    return m_analysis->rowOf(tensor.toStdString());
}

const AnalysisSummary& SessionContext::summary(std::size_t candidate) const
{
    return candidate < m_summaries.size() ? m_summaries[candidate] : m_empty;
}

QString SessionContext::startTensor() const
{
    const auto row = summary().startRow();
    return m_analysis && row ? QString::fromStdString(m_analysis->rows[*row].tensor) : QString();
}

void SessionContext::resummarize()
{
    m_summaries.clear();
    if (m_analysis)
        for (std::size_t c = 0; c < m_analysis->candidates.size(); ++c)
            m_summaries.push_back(summarize(*m_analysis, c, m_thresholds));
}

void SessionContext::reinspect()
{
    m_inspections = m_analysis ? inspect(*m_analysis, m_rules) : std::vector<TensorInspection> {};
}

void SessionContext::setInspectionRules(const InspectionRules& rules)
{
    if (rules.problem())
        return;
    m_rules = rules;
    reinspect();
    emit inspectionChanged();
}

void SessionContext::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    m_analysis = std::move(analysis);
    resummarize();
    reinspect();
    const QString keep = m_selected;
    m_selected.clear();
    m_selectedRow = -1;
    emit analysisChanged();
    select(keep); // keep the selection across a reload when the tensor still exists
}

void SessionContext::select(const QString& tensor)
{
    const int row = rowOf(tensor);
    const QString next = row >= 0 ? tensor : QString();
    if (next == m_selected)
        return;
    m_selected = next;
    m_selectedRow = row;
    emit selectionChanged(m_selected);
}

void SessionContext::setThresholds(const Thresholds& thresholds)
{
    if (thresholds == m_thresholds || thresholds.problem())
        return;
    m_thresholds = thresholds;
    resummarize();
    emit thresholdsChanged();
}

} // namespace quantlens
