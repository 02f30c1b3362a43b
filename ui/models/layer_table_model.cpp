#include "models/layer_table_model.h"

#include "models/cell_format.h"

#include "core_text.h"
#include "session_context.h"
#include "util/number_text.h"
#include "verdict_style.h"

#include "report/report_columns.h"
#include "tensor/shape_text.h"

#include <QBrush>
#include <QColor>
#include <QCoreApplication>

#include <cmath>

namespace quantlens {
namespace {
    QString number(double v, int decimals) { return cellNumber(v, decimals); }
    QVariant sortable(double v) { return sortableNumber(v); }

    bool isTextRole(int role)
    {
        return role == Qt::DisplayRole || role == LayerTableModel::SortRole || role == Qt::ToolTipRole;
    }
}

LayerTableModel::LayerTableModel(SessionContext* context, QObject* parent)
    : QAbstractTableModel(parent)
    , m_context(context)
{
    connect(context, &SessionContext::analysisChanged, this, &LayerTableModel::reset);
    connect(context, &SessionContext::measurementChanged, this, [this] {
        // Same rows, measured numbers added: only the measured columns change.
        m_analysis = m_context->analysis();
        if (rowCount() > 0)
            emit dataChanged(index(0, Gain16Column), index(rowCount() - 1, IsolatedColumn));
    });
    connect(context, &SessionContext::thresholdsChanged, this, [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    });
    connect(context, &SessionContext::planChanged, this, [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0, PrecisionColumn), index(rowCount() - 1, PrecisionColumn));
    });
    reset();
}

Qt::ItemFlags LayerTableModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    // Shape arithmetic (int64) has no precision to choose: no check box.
    if (index.isValid() && index.column() == PrecisionColumn && m_analysis
        && m_analysis->rows[static_cast<std::size_t>(index.row())].isFloat)
        f |= Qt::ItemIsUserCheckable;
    return f;
}

bool LayerTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!index.isValid() || index.column() != PrecisionColumn || role != Qt::CheckStateRole || !m_analysis
        || !m_analysis->rows[static_cast<std::size_t>(index.row())].isFloat)
        return false;
    const QString tensor = QString::fromStdString(m_analysis->rows[static_cast<std::size_t>(index.row())].tensor);
    const bool wide = value.toInt() == Qt::Checked;
    if (wide != m_context->isWide(tensor))
        m_context->togglePrecision(tensor); // planChanged repaints the cell
    return true;
}

void LayerTableModel::reset()
{
    beginResetModel();
    m_analysis = m_context->analysis();
    endResetModel();
}

int LayerTableModel::candidateCount() const
{
    return m_analysis ? std::max(1, static_cast<int>(m_analysis->candidates.size())) : 1;
}

int LayerTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_analysis ? 0 : static_cast<int>(m_analysis->rows.size());
}

namespace {
    /// The metrics the table shows, in the metric list's order.
    const std::vector<const MetricDescriptor*>& tableMetrics()
    {
        static const std::vector<const MetricDescriptor*> metrics = [] {
            std::vector<const MetricDescriptor*> shown;
            for (const auto& m : metricList())
                if (m.inLayerTable)
                    shown.push_back(&m);
            return shown;
        }();
        return metrics;
    }
}

int LayerTableModel::runColumnCount() { return static_cast<int>(tableMetrics().size()) + 2; }

int LayerTableModel::metricColumn(int candidate, MetricId metric) const
{
    const auto& metrics = tableMetrics();
    for (std::size_t i = 0; i < metrics.size(); ++i)
        if (metrics[i]->id == metric)
            return verdictColumn(candidate) + 1 + static_cast<int>(i);
    return -1;
}

int LayerTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : LeadingColumnCount + candidateCount() * runColumnCount() + TrailingColumnCount;
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
    switch (role) {
    case TensorRole: return QString::fromStdString(row.tensor);
    case OpTypeRole: return QString::fromStdString(row.opType);
    case CosineRole: return row.primary().metrics ? QVariant(row.primary().metrics->cosine) : QVariant();
    case VerdictRole: {
        // A run's own columns give that run's verdict (the run picker's filters); the others the first run's.
        const int run = (index.column() - LeadingColumnCount) / runColumnCount();
        const bool inRun = index.column() >= LeadingColumnCount && run < candidateCount()
            && run < static_cast<int>(row.results.size());
        return static_cast<int>(
            (inRun ? row.results[static_cast<std::size_t>(run)] : row.primary()).verdict(m_context->thresholds()));
    }
    default: break;
    }
    const int column = index.column();
    if (column < LeadingColumnCount)
        return leadingData(row, column, role);
    const int offset = column - LeadingColumnCount;
    const int candidate = offset / runColumnCount();
    if (candidate < candidateCount())
        return candidate < static_cast<int>(row.results.size())
            ? runData(row, candidate, offset % runColumnCount(), role)
            : QVariant();
    return trailingData(row, offset - candidateCount() * runColumnCount(), role);
}

QVariant LayerTableModel::leadingData(const LayerRow& row, int column, int role) const
{
    if (column == PrecisionColumn) {
        if (!row.isFloat)
            return role == Qt::ToolTipRole
                ? QVariant(tr("Shape arithmetic (integer): not quantized, no precision to choose"))
                : QVariant();
        const Precision p = m_context->precisionOf(QString::fromStdString(row.tensor));
        if (role == Qt::CheckStateRole)
            return isWide(p) ? Qt::Checked : Qt::Unchecked;
        if (role == Qt::DisplayRole || role == SortRole)
            return QString::fromLatin1(precisionKey(p));
        if (role == Qt::ToolTipRole)
            return tr("Tick to run this tensor at 16 bit (Ctrl+B); Edit ▸ Undo takes it back");
        return {};
    }
    if (column == Gain16Column || column == IsolatedColumn) {
        const auto& m = row.measured;
        const std::optional<double> v = !m ? std::nullopt : column == Gain16Column ? m->gain16 : m->isolatedCos;
        switch (role) {
        // A gain is read by its size (+0.026 against 3e-07), a cosine by its digits.
        case Qt::DisplayRole:
            return !v                    ? QVariant()
                : column == Gain16Column ? QVariant(QString::fromStdString(formatSignificant(*v, 3)))
                                         : QVariant(number(*v, 6));
        case SortRole: return v ? sortable(*v) : QVariant();
        case Qt::TextAlignmentRole: return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::ToolTipRole:
            if (!m)
                return {};
            if (!m->movesWith.empty())
                return tr("Shares its scale and zero point with %1 and moves to 16 bit or float with it: measured "
                          "with that tensor, not alone")
                    .arg(QString::fromStdString(m->movesWith));
            return tr("Measured by running the models: with only this tensor at 16 bit the outputs gain %1 cos, "
                      "left in float %2; its node alone (float inputs, its own quantization) has cos %3")
                .arg(m->gain16 ? number(*m->gain16, 5) : QStringLiteral("–"),
                    m->gainFloat ? number(*m->gainFloat, 5) : QStringLiteral("–"),
                    m->isolatedCos ? number(*m->isolatedCos, 6) : QStringLiteral("–"));
        }
        return {};
    }
    if (!isTextRole(role))
        return {};
    switch (column) {
    case OrderColumn: return role == Qt::DisplayRole ? QVariant(QString::number(row.order)) : QVariant(row.order);
    case TensorColumn:
        if (role == Qt::ToolTipRole && !row.nodeName.empty()) // the graph labels nodes: name both
            return tr("%1\nnode %2").arg(QString::fromStdString(row.tensor), QString::fromStdString(row.nodeName));
        return QString::fromStdString(row.tensor);
    case OpColumn: return QString::fromStdString(row.opType);
    }
    return {};
}

QVariant LayerTableModel::trailingData(const LayerRow& row, int column, int role) const
{
    if (!isTextRole(role))
        return {};
    switch (column) {
    case ShapeColumn: return QString::fromStdString(shapeToString(row.shape, ","));
    case DtypeColumn: return row.quant ? QString::fromStdString(dtypeName(row.quant->dtype)) : QString();
    case RangeColumn:
        if (!row.quant || !row.quant->hasRange()) // dynamic quantization has no fixed range
            return {};
        if (role == SortRole)
            return row.quant->rangeMax() - row.quant->rangeMin();
        return QStringLiteral("[%1, %2]").arg(number(row.quant->rangeMin(), 3), number(row.quant->rangeMax(), 3));
    case FlagsColumn: return QString::fromStdString(rowFlags(row, 0));
    }
    return {};
}

QVariant LayerTableModel::runData(const LayerRow& row, int candidate, int runColumn, int role) const
{
    const CandidateResult& result = row.results[static_cast<std::size_t>(candidate)];
    const Verdict verdict = result.verdict(m_context->thresholds());
    if (runColumn == 0) {
        switch (role) {
        case Qt::DisplayRole: {
            // A verdict some other rule than the cosine decided says which.
            const std::string rule = result.metrics && verdict != Verdict::Pass
                ? verdictRuleName(*result.metrics, m_context->thresholds())
                : "cos";
            if (rule == "rel_l1")
                return tr("%1 · rel L1").arg(verdictStyle::name(verdict));
            if (rule == "non_finite")
                return tr("%1 · NaN/Inf").arg(verdictStyle::name(verdict));
            return verdictStyle::name(verdict);
        }
        case SortRole: return static_cast<int>(verdict);
        case Qt::ToolTipRole:
            return result.metrics ? translated(verdictReason(*result.metrics, m_context->thresholds()))
                                  : (result.problem ? problemText(*result.problem) : QString());
        case Qt::BackgroundRole: {
            const QColor c = verdictStyle::cellBackground(verdict);
            return c.isValid() ? QVariant(QBrush(c)) : QVariant();
        }
        }
        return {};
    }
    if (runColumn == runColumnCount() - 1) {
        if (!isTextRole(role) || !result.problem)
            return {};
        return role == Qt::ToolTipRole ? problemText(*result.problem) : problemMessage(*result.problem);
    }
    if (!result.metrics)
        return role == Qt::DisplayRole ? QVariant(QStringLiteral("–")) : QVariant();
    const MetricDescriptor& metric = *tableMetrics()[static_cast<std::size_t>(runColumn - 1)];
    const double v = result.metrics.value().*metric.field;
    switch (role) {
    case Qt::DisplayRole: return number(v, metric.decimals);
    case SortRole: return sortable(v);
    case Qt::TextAlignmentRole: return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::BackgroundRole:
        if (metric.id == MetricId::Cosine) { // the same colours the graph and the curves use
            const QColor c = verdictStyle::cellBackground(verdict);
            return c.isValid() ? QVariant(QBrush(c)) : QVariant();
        }
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
    case PrecisionColumn: return tr("Bits");
    case Gain16Column: return tr("Gain @16");
    case IsolatedColumn: return tr("Isolated cos");
    default: break;
    }
    const int offset = section - LeadingColumnCount;
    const int candidate = offset / runColumnCount();
    if (candidate >= candidateCount()) {
        const QString trailing[] = { tr("Shape"), tr("Quant dtype"), tr("Float range"), tr("Flags") };
        return trailing[offset - candidateCount() * runColumnCount()];
    }
    const int runColumn = offset % runColumnCount();
    const QString name = runColumn == 0 ? tr("Verdict")
        : runColumn == runColumnCount() - 1
        ? tr("Problem")
        : QCoreApplication::translate("Metrics", tableMetrics()[static_cast<std::size_t>(runColumn - 1)]->label);
    if (!m_analysis || m_analysis->candidates.size() < 2)
        return name;
    return QStringLiteral("%1 · %2").arg(
        QString::fromStdString(m_analysis->candidates[static_cast<std::size_t>(candidate)].label), name);
}

} // namespace quantlens
