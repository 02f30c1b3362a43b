#pragma once
#include <QSortFilterProxyModel>

namespace quantlens {

/// Filters the layer table by text (tensor, node or op), by op type and to rows that do not pass
/// (warn or fail under the session's thresholds); sorts by the model's raw numbers.
class LayerFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit LayerFilterProxy(QObject* parent = nullptr);

    void setText(const QString& text);
    void setOpType(const QString& opType); ///< empty: all
    void setNotPassingOnly(bool enabled);
    /// The columns whose verdicts "not passing" reads (LayerTableModel::verdictColumn of each run shown):
    /// a row is kept when any of them warns or fails. Empty: the first run's.
    void setVerdictColumns(QList<int> columns);
    /// Re-applies the filter (after the thresholds moved, say).
    void refilter() { invalidateFilter(); }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_text;
    QString m_opType;
    bool m_notPassingOnly = false;
    QList<int> m_verdictColumns;
};

} // namespace quantlens
