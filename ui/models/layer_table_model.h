#pragma once
#include "analysis/analysis.h"
#include "metrics/metric_list.h"

#include <QAbstractTableModel>

#include <memory>

namespace quantlens {

class SessionContext;

/// One row per float tensor in topological order: #, tensor and op, then for each candidate run
/// its verdict, metrics and problem, then shape and quantization. The verdict and cosine come early
/// so they stay on screen in a narrow window. Display text is formatted here; sorting uses the raw
/// numbers (SortRole).
class LayerTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    /// VerdictRole: in a run's columns that run's verdict, elsewhere the first run's.
    enum Role { SortRole = Qt::UserRole + 1, TensorRole, OpTypeRole, CosineRole, VerdictRole };
    /// PrecisionColumn: the plan's choice, a checkbox for 16 bit (editing it edits the plan, undoably).
    /// Gain16Column and IsolatedColumn: measured by running the models (empty until measured).
    enum LeadingColumn {
        OrderColumn,
        TensorColumn,
        OpColumn,
        PrecisionColumn,
        Gain16Column,
        IsolatedColumn,
        LeadingColumnCount
    };
    /// Each run has a verdict column, one column per metric of the metric list shown in the layer
    /// table (MetricDescriptor::inLayerTable), and a problem column.
    static int runColumnCount();
    enum TrailingColumn { ShapeColumn, DtypeColumn, RangeColumn, FlagsColumn, TrailingColumnCount };

    explicit LayerTableModel(SessionContext* context, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    /// Row of a tensor, -1 when absent.
    int rowOfTensor(const QString& tensor) const;
    int verdictColumn(int candidate) const { return LeadingColumnCount + candidate * runColumnCount(); }
    /// Column of a candidate's metric; -1 for a metric the table does not show.
    int metricColumn(int candidate, MetricId metric) const;
    int problemColumn(int candidate) const { return verdictColumn(candidate) + runColumnCount() - 1; }
    /// Column of shape, dtype, range or flags (after every run's metrics).
    int trailingColumn(TrailingColumn column) const
    {
        return LeadingColumnCount + candidateCount() * runColumnCount() + column;
    }

    int candidateCount() const;

private:
    void reset();
    QVariant leadingData(const LayerRow& row, int column, int role) const;
    QVariant trailingData(const LayerRow& row, int column, int role) const;
    /// `runColumn`: 0 verdict, then the table's metrics, then the problem.
    QVariant runData(const LayerRow& row, int candidate, int runColumn, int role) const;

    SessionContext* m_context;
    std::shared_ptr<const Analysis> m_analysis;
};

} // namespace quantlens
