#include "models/inspector_model.h"

#include "core_text.h"
#include "models/cell_format.h"
#include "session_context.h"

#include <QColor>

namespace quantlens {

InspectorModel::InspectorModel(SessionContext* context, QObject* parent)
    : QAbstractTableModel(parent)
    , m_context(context)
{
    connect(context, &SessionContext::analysisChanged, this, &InspectorModel::reset);
    connect(context, &SessionContext::inspectionChanged, this, &InspectorModel::reset);
    reset();
}

void InspectorModel::reset()
{
    beginResetModel();
    m_analysis = m_context->analysis();
    m_rows = m_context->inspections();
    endResetModel();
}

int InspectorModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int InspectorModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

int InspectorModel::rowOfTensor(const QString& tensor) const
{
    // Inspections come one per analysis row, in row order.
    return m_analysis == m_context->analysis() ? m_context->rowOf(tensor) : -1;
}

QVariant InspectorModel::numberData(const std::optional<double>& value, int decimals, int role) const
{
    switch (role) {
    case Qt::DisplayRole: return value ? cellNumber(*value, decimals) : QStringLiteral("–");
    case SortRole: return value ? sortableNumber(*value) : QVariant();
    case Qt::TextAlignmentRole: return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant InspectorModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !m_analysis || index.row() >= rowCount())
        return {};
    const TensorInspection& t = m_rows[static_cast<std::size_t>(index.row())];
    const LayerRow& row = m_analysis->rows[t.row];
    switch (role) {
    case TensorRole: return QString::fromStdString(row.tensor);
    case FlaggedRole: return !t.flags.empty();
    case RangesRole: // observed min/max, then representable min/max (empty when unknown)
        return QVariantList { t.refMin ? QVariant(*t.refMin) : QVariant(), t.refMax ? QVariant(*t.refMax) : QVariant(),
            t.reprMin ? QVariant(*t.reprMin) : QVariant(), t.reprMax ? QVariant(*t.reprMax) : QVariant(),
            t.clipRatio && *t.clipRatio > m_context->inspectionRules().clipRatioAbove };
    default: break;
    }
    const auto percent = [](std::optional<double> v) { return v ? std::optional(*v * 100) : std::nullopt; };
    switch (index.column()) {
    case TensorColumn:
        if (role == Qt::DisplayRole || role == SortRole)
            return QString::fromStdString(row.tensor);
        if (role == Qt::ToolTipRole)
            return tr("%1\nop %2, node %3")
                .arg(QString::fromStdString(row.tensor), QString::fromStdString(row.opType),
                    QString::fromStdString(row.nodeName));
        return {};
    case DtypeColumn:
        return role == Qt::DisplayRole || role == SortRole
            ? QString::fromStdString(row.quant ? dtypeName(row.quant->dtype) : "")
            : QVariant();
    case BarColumn:
        if (role == SortRole) // by how much of the representable range the data uses
            return t.rangeUse ? sortableNumber(*t.rangeUse) : QVariant();
        if (role == Qt::ToolTipRole && t.refMin && t.reprMin)
            return tr("data [%1, %2] in representable [%3, %4]")
                .arg(cellNumber(*t.refMin, 4), cellNumber(*t.refMax, 4), cellNumber(*t.reprMin, 4),
                    cellNumber(*t.reprMax, 4));
        return {};
    case RefMinColumn: return numberData(t.refMin, 4, role);
    case RefMaxColumn: return numberData(t.refMax, 4, role);
    case ReprMinColumn: return numberData(t.reprMin, 4, role);
    case ReprMaxColumn: return numberData(t.reprMax, 4, role);
    case RangeUseColumn: return numberData(percent(t.rangeUse), 1, role);
    case ClipColumn: return numberData(percent(t.clipRatio), 3, role);
    case OwnCosColumn: return numberData(t.ownCos, 6, role);
    case OwnSqnrColumn: return numberData(t.ownSqnrDb, 2, role);
    case LocalDropColumn: return numberData(t.localDrop, 5, role);
    case FlagsColumn: {
        QStringList flags;
        for (const auto& f : t.flags)
            flags << QString::fromStdString(f);
        if (role == Qt::DisplayRole || role == SortRole || role == Qt::ToolTipRole)
            return flags.join(QStringLiteral("; "));
        if (role == Qt::ForegroundRole && !flags.isEmpty())
            return QColor(0xb0, 0x30, 0x00);
        return {};
    }
    case AdviceColumn:
        if (role == Qt::DisplayRole || role == SortRole || role == Qt::ToolTipRole)
            return t.advice ? translated(*t.advice) : QString();
        return {};
    }
    return {};
}

QVariant InspectorModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case BarColumn: return tr("The data's range (dark) against what the quantization can represent (light)");
        case RangeUseColumn: return tr("Data range over representable range: low values waste the 8-bit levels");
        case ClipColumn: return tr("Share of the float values beyond the representable range by more than half a step");
        case OwnCosColumn:
        case OwnSqnrColumn:
            return tr("The float tensor against its own quantize-dequantize: what this tensor's quantization costs by "
                      "itself");
        case LocalDropColumn:
            return tr("Lowest cosine of the op's inputs minus this tensor's: positive where accuracy is lost");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    const QString names[] = { tr("Tensor"), tr("Type"), tr("Range"), tr("Min"), tr("Max"), tr("Repr. min"),
        tr("Repr. max"), tr("Range use %"), tr("Clipped %"), tr("Own cos"), tr("Own SQNR dB"), tr("Local drop"),
        tr("Flags"), tr("Advice") };
    return names[section];
}

} // namespace quantlens
