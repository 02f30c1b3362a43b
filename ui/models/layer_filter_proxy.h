#pragma once
#include <QSortFilterProxyModel>

namespace quantlens {

/// Filters the layer table by text (tensor or op), by op type and to rows below the cosine
/// threshold; sorts by the model's raw numbers.
class LayerFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit LayerFilterProxy(QObject* parent = nullptr);

    void setText(const QString& text);
    void setOpType(const QString& opType); ///< empty: all
    void setBelowThreshold(bool enabled, double threshold);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_text;
    QString m_opType;
    bool m_belowOnly = false;
    double m_threshold = 0.99;
};

} // namespace quantlens
