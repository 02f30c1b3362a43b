#include "models/layer_table_model.h"

#include "session_context.h"

#include "report/report_columns.h"
#include "tensor/shape_text.h"

#include <QBrush>
#include <QColor>

#include <cmath>

namespace quantlens {
namespace {
    QString number(double v, int decimals)
    {
        if (std::isnan(v))
            return QStringLiteral("nan");
        if (std::isinf(v))
            return v > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
        return QString::number(v, 'f', decimals);
    }

    // Sorting puts undefined values last whatever the direction of the numbers.
    QVariant sortable(double v) { return std::isfinite(v) ? QVariant(v) : QVariant(); }
}

LayerTableModel::LayerTableModel(SessionContext* context, QObject* parent)
    : QAbstractTableModel(parent)
    , m_context(context)
{
    connect(context, &SessionContext::analysisChanged, this, &LayerTableModel::reset);
    connect(context, &SessionContext::thresholdsChanged, this, [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), { Qt::BackgroundRole });
    });
    reset();
}

void LayerTableModel::reset()
{
    beginResetModel();
    m_analysis = m_context->analysis();
    endResetModel();
}

int LayerTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_analysis ? 0 : static_cast<int>(m_analysis->rows.size());
}

int LayerTableModel::columnCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    const int candidates = m_analysis ? static_cast<int>(m_analysis->candidates.size()) : 1;
    return FixedColumnCount + std::max(1, candidates) * MetricColumnCount;
}

int LayerTableModel::rowOfTensor(const QString& tensor) const
{
    return m_analysis == m_context->analysis() ? m_context->rowOf(tensor) : -1;
}

QVariant LayerTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !m_analysis || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const LayerRow& row = m_analysis->rows[static_cast<std::size_t>(index.row())];
    if (role == TensorRole)
        return QString::fromStdString(row.tensor);
    if (role == OpTypeRole)
        return QString::fromStdString(row.opType);
    if (role == CosineRole) {
        const auto& m = row.primary().metrics;
        return m ? QVariant(m->cosine) : QVariant();
    }
    if (index.column() < FixedColumnCount)
        return fixedData(row, index.column(), role);
    const int offset = index.column() - FixedColumnCount;
    const int candidate = offset / MetricColumnCount;
    if (candidate >= static_cast<int>(row.results.size()))
        return {};
    return metricData(row, candidate, offset % MetricColumnCount, role);
}

QVariant LayerTableModel::fixedData(const LayerRow& row, int column, int role) const
{
    if (role != Qt::DisplayRole && role != SortRole && role != Qt::ToolTipRole)
        return {};
    switch (column) {
    case OrderColumn:
        return role == Qt::DisplayRole ? QVariant(QString::number(row.order)) : QVariant(row.order);
    case TensorColumn:
        return QString::fromStdString(row.tensor);
    case OpColumn:
        return QString::fromStdString(row.opType);
    case ShapeColumn:
        return QString::fromStdString(shapeToString(row.shape, ","));
    case DtypeColumn:
        return row.quant ? QString::fromStdString(dtypeName(row.quant->dtype)) : QString();
    case RangeColumn:
        if (!row.quant)
            return {};
        if (role == SortRole)
            return row.quant->rangeMax() - row.quant->rangeMin();
        return QStringLiteral("[%1, %2]").arg(number(row.quant->rangeMin(), 3), number(row.quant->rangeMax(), 3));
    case FlagsColumn:
        return QString::fromStdString(rowFlags(row));
    }
    return {};
}

QVariant LayerTableModel::metricData(const LayerRow& row, int candidate, int metric, int role) const
{
    const CandidateResult& result = row.results[static_cast<std::size_t>(candidate)];
    if (metric == StatusColumn) {
        if (role == Qt::DisplayRole || role == SortRole || role == Qt::ToolTipRole)
            return result.status.empty() ? tr("ok") : QString::fromStdString(result.status);
        return {};
    }
    if (!result.metrics)
        return role == Qt::DisplayRole ? QVariant(QStringLiteral("–")) : QVariant();
    const PairMetrics& m = *result.metrics;
    const double values[] = { m.cosine, m.rmse, m.mse, m.maxAbsError, m.sqnrDb };
    const int decimals[] = { 6, 6, 6, 6, 2 };
    const double v = values[metric];
    switch (role) {
    case Qt::DisplayRole:
        return number(v, decimals[metric]);
    case SortRole:
        return sortable(v);
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::BackgroundRole:
        if (metric == CosColumn && (std::isnan(v) || v < m_context->cosWarningThreshold()))
            return QBrush(QColor(255, 205, 205));
        if (metric == CosColumn && v < m_context->cosThreshold())
            return QBrush(QColor(255, 240, 190));
        if (metric == RmseColumn && v > m_context->rmseThreshold())
            return QBrush(QColor(255, 240, 190));
        return {};
    }
    return {};
}

QVariant LayerTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case OrderColumn: return tr("#");
    case TensorColumn: return tr("Tensor");
    case OpColumn: return tr("Op");
    case ShapeColumn: return tr("Shape");
    case DtypeColumn: return tr("Quant dtype");
    case RangeColumn: return tr("Float range");
    case FlagsColumn: return tr("Flags");
    default: break;
    }
    const int offset = section - FixedColumnCount;
    const int candidate = offset / MetricColumnCount;
    const QString names[] = { tr("Cos"), tr("RMSE"), tr("MSE"), tr("Max abs"), tr("SQNR dB"), tr("Status") };
    const QString name = names[offset % MetricColumnCount];
    if (!m_analysis || m_analysis->candidates.size() < 2)
        return name;
    return QStringLiteral("%1 · %2").arg(QString::fromStdString(m_analysis->candidates[static_cast<std::size_t>(candidate)].label), name);
}

} // namespace quantlens
