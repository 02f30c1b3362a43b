#include "session_context.h"

namespace quantlens {

SessionContext::SessionContext(QObject* parent)
    : QObject(parent)
{
}

int SessionContext::selectedRow() const
{
    if (!m_analysis || m_selected.isEmpty())
        return -1;
    const std::string name = m_selected.toStdString();
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
    emit analysisChanged();
    select(keep); // keep the selection across a reload when the tensor still exists
}

void SessionContext::select(const QString& tensor)
{
    QString next = tensor;
    if (!next.isEmpty() && m_analysis) {
        const std::string name = next.toStdString();
        bool known = false;
        for (const auto& row : m_analysis->rows)
            known = known || row.tensor == name;
        if (!known)
            next.clear();
    }
    if (next == m_selected)
        return;
    m_selected = next;
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
