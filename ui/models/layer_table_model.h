#pragma once
#include "analysis/analysis.h"

#include <QAbstractTableModel>

#include <memory>

namespace quantlens {

class SessionContext;

/// One row per float tensor in topological order: identity columns, then metric columns for each
/// candidate run. Display text is formatted here; sorting uses the raw numbers (SortRole).
class LayerTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role { SortRole = Qt::UserRole + 1, TensorRole, OpTypeRole, CosineRole };
    enum FixedColumn { OrderColumn, TensorColumn, OpColumn, ShapeColumn, DtypeColumn, RangeColumn, FlagsColumn, FixedColumnCount };
    enum MetricColumn { CosColumn, RmseColumn, MseColumn, MaxAbsColumn, SqnrColumn, StatusColumn, MetricColumnCount };

    explicit LayerTableModel(SessionContext* context, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// Row of a tensor, -1 when absent.
    int rowOfTensor(const QString& tensor) const;
    /// Column of a candidate's metric.
    int metricColumn(int candidate, MetricColumn metric) const { return FixedColumnCount + candidate * MetricColumnCount + metric; }

private:
    void reset();
    QVariant fixedData(const LayerRow& row, int column, int role) const;
    QVariant metricData(const LayerRow& row, int candidate, int metric, int role) const;

    SessionContext* m_context;
    std::shared_ptr<const Analysis> m_analysis;
};

} // namespace quantlens
