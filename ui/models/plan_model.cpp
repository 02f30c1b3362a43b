#include "plan_model.h"

#include "core_text.h"
#include "session_context.h"

namespace quantlens {

PlanModel::PlanModel(SessionContext* context, QObject* parent)
    : QAbstractTableModel(parent)
    , m_context(context)
{
    connect(context, &SessionContext::planChanged, this, &PlanModel::reset);
    connect(context, &SessionContext::analysisChanged, this, &PlanModel::reset);
    reset();
}

void PlanModel::reset()
{
    beginResetModel();
    m_rows.clear();
    const PrecisionPlan& plan = m_context->plan();
    for (const PlanTensor& t : m_context->planContext().tensors) {
        const auto entry = plan.tensors.find(t.name);
        const Precision p = plan.precisionOf(t.name, t.opType);
        if (entry != plan.tensors.end() || p != plan.defaultPrecision)
            m_rows.push_back({ QString::fromStdString(t.name), QString::fromStdString(t.opType), p,
                entry == plan.tensors.end() ? nullptr : &entry->second });
    }
    endResetModel();
}

int PlanModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}
int PlanModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

int PlanModel::rowOfTensor(const QString& tensor) const
{
    for (std::size_t r = 0; r < m_rows.size(); ++r)
        if (m_rows[r].tensor == tensor)
            return static_cast<int>(r);
    return -1;
}

QVariant PlanModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    if (role == TensorRole)
        return row.tensor;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case TensorColumn: return row.tensor;
    case OpColumn: return row.opType;
    case TypeColumn: return QString::fromLatin1(precisionKey(row.precision));
    case SourceColumn:
        if (!row.entry)
            return tr("rule");
        switch (row.entry->source) {
        case PlanSource::User: return tr("you");
        case PlanSource::Suggested: return tr("suggested");
        case PlanSource::Imported: return tr("imported");
        }
        return {};
    case ReasonColumn:
        if (!row.entry)
            return tr("set by the plan's op-type or whole-model rule");
        return row.entry->reason.empty() ? tr("set by hand") : translated(row.entry->reason);
    }
    return {};
}

QVariant PlanModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TensorColumn: return tr("Tensor");
    case OpColumn: return tr("Op");
    case TypeColumn: return tr("Type");
    case SourceColumn: return tr("Chosen by");
    case ReasonColumn: return tr("Why");
    }
    return {};
}

} // namespace quantlens
