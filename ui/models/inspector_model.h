#pragma once
#include "analysis/inspection.h"

#include <QAbstractTableModel>

#include <memory>

namespace quantlens {

class SessionContext;

/// The min/max inspector's rows: one per float tensor, from SessionContext::inspections(): its
/// range against its quantization (a bar, then the numbers), clipping, own loss, local drop, flags
/// and advice. Display text here; raw numbers for sorting (SortRole).
class InspectorModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role { SortRole = Qt::UserRole + 1, TensorRole, FlaggedRole, RangesRole };
    enum Column {
        TensorColumn,
        DtypeColumn,
        BarColumn,
        RefMinColumn,
        RefMaxColumn,
        ReprMinColumn,
        ReprMaxColumn,
        RangeUseColumn,
        ClipColumn,
        OwnCosColumn,
        OwnSqnrColumn,
        LocalDropColumn,
        FlagsColumn,
        AdviceColumn,
        ColumnCount
    };

    explicit InspectorModel(SessionContext* context, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    /// Row of a tensor, -1 when absent.
    int rowOfTensor(const QString& tensor) const;

private:
    void reset();
    QVariant numberData(const std::optional<double>& value, int decimals, int role) const;

    SessionContext* m_context;
    std::shared_ptr<const Analysis> m_analysis;
    std::vector<TensorInspection> m_rows;
};

} // namespace quantlens
