#pragma once
#include <QStyledItemDelegate>

namespace quantlens {

/// Draws a tensor's data range (dark) inside what its quantization can represent (light), on a
/// scale of its own, with zero marked: a range that spills over clips, a thin one wastes levels.
/// Reads InspectorModel::RangesRole.
class RangeBarDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

} // namespace quantlens
