#include "models/layer_filter_proxy.h"

#include "models/layer_table_model.h"

namespace quantlens {

LayerFilterProxy::LayerFilterProxy(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(LayerTableModel::SortRole);
}

void LayerFilterProxy::setText(const QString& text)
{
    m_text = text.trimmed();
    invalidateFilter();
}

void LayerFilterProxy::setOpType(const QString& opType)
{
    m_opType = opType;
    invalidateFilter();
}

void LayerFilterProxy::setNotPassingOnly(bool enabled)
{
    m_notPassingOnly = enabled;
    invalidateFilter();
}

bool LayerFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const QString tensor = index.data(LayerTableModel::TensorRole).toString();
    const QString op = index.data(LayerTableModel::OpTypeRole).toString();
    if (!m_opType.isEmpty() && op != m_opType)
        return false;
    if (!m_text.isEmpty() && !tensor.contains(m_text, Qt::CaseInsensitive) && !op.contains(m_text, Qt::CaseInsensitive))
        return false;
    if (!m_notPassingOnly)
        return true;
    auto notPassing = [](const QModelIndex& cell) {
        const auto verdict = static_cast<Verdict>(cell.data(LayerTableModel::VerdictRole).toInt());
        return verdict == Verdict::Warn || verdict == Verdict::Fail; // not compared: nothing to say about its error
    };
    if (m_verdictColumns.isEmpty())
        return notPassing(index);
    for (int column : m_verdictColumns)
        if (notPassing(sourceModel()->index(sourceRow, column, sourceParent)))
            return true;
    return false;
}

void LayerFilterProxy::setVerdictColumns(QList<int> columns)
{
    m_verdictColumns = std::move(columns);
    if (m_notPassingOnly)
        invalidateFilter();
}

} // namespace quantlens
