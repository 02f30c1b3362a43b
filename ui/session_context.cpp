#include "session_context.h"

namespace quantlens {

SessionContext::SessionContext(QObject* parent)
    : QObject(parent)
{
}

int SessionContext::rowOf(const QString& tensor) const
{
    if (!m_analysis || tensor.isEmpty())
        return -1;
    if (!m_analysis->rowIndex.empty())
        return m_analysis->rowOf(tensor.toStdString());
    // Analyses built by hand (tests) may come without the index.
    const std::string name = tensor.toStdString();
    for (std::size_t i = 0; i < m_analysis->rows.size(); ++i)
        if (m_analysis->rows[i].tensor == name)
            return static_cast<int>(i);
    return -1;
}

void SessionContext::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    m_analysis = std::move(analysis);
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

void SessionContext::setThresholds(double cos, double cosWarning, double rmse)
{
    if (cos == m_cosThreshold && cosWarning == m_cosWarning && rmse == m_rmseThreshold)
        return;
    m_cosThreshold = cos;
    m_cosWarning = cosWarning;
    m_rmseThreshold = rmse;
    emit thresholdsChanged();
}

} // namespace quantlens
