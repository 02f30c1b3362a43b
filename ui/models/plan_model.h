#pragma once
#include "precision/precision_plan.h"

#include <QAbstractTableModel>
#include <QString>

#include <vector>

namespace quantlens {

class SessionContext;

/// The precision plan as a table: every tensor the plan sets (by its own entry or by a rule), in
/// graph order, with its type, who chose it and why.
class PlanModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { TensorColumn, OpColumn, TypeColumn, SourceColumn, ReasonColumn, ColumnCount };
    enum Role { TensorRole = Qt::UserRole + 1 };

    explicit PlanModel(SessionContext* context, QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    /// Row of a tensor, -1 when the plan does not set it.
    int rowOfTensor(const QString& tensor) const;

private:
    void reset();
    struct Row {
        QString tensor;
        QString opType;
        Precision precision;
        const PlanEntry* entry; ///< nullptr when a rule sets it
    };
    SessionContext* m_context;
    std::vector<Row> m_rows;
};

} // namespace quantlens
