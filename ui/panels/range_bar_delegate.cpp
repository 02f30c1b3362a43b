#include "panels/range_bar_delegate.h"

#include "models/inspector_model.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace quantlens {

void RangeBarDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyledItemDelegate::paint(painter, option, QModelIndex()); // the selection background only
    const QVariantList r = index.data(InspectorModel::RangesRole).toList();
    if (r.size() < 5 || !r[0].isValid() || !r[1].isValid())
        return;
    const double dataLow = r[0].toDouble(), dataHigh = r[1].toDouble();
    const bool hasRepr = r[2].isValid() && r[3].isValid();
    const double reprLow = hasRepr ? r[2].toDouble() : dataLow, reprHigh = hasRepr ? r[3].toDouble() : dataHigh;
    const double low = std::min({ dataLow, reprLow, 0.0 }), high = std::max({ dataHigh, reprHigh, 0.0 });
    if (!(high > low) || !std::isfinite(low) || !std::isfinite(high))
        return;
    const QRectF area = QRectF(option.rect).adjusted(4, 4, -4, -4);
    auto x = [&](double v) { return area.left() + (v - low) / (high - low) * area.width(); };
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    if (hasRepr)
        painter->fillRect(
            QRectF(QPointF(x(reprLow), area.top()), QPointF(x(reprHigh), area.bottom())), QColor(0xcf, 0xdc, 0xeb));
    const bool clipped = r[4].toBool();
    const QColor data = clipped ? QColor(0xc6, 0x28, 0x28) : QColor(0x2b, 0x5c, 0x9e);
    const double inset = area.height() * 0.25;
    painter->fillRect(QRectF(QPointF(x(dataLow), area.top() + inset),
                          QPointF(std::max(x(dataHigh), x(dataLow) + 1), area.bottom() - inset)),
        data);
    painter->setPen(QPen(QColor(0x44, 0x44, 0x44), 1));
    painter->drawLine(QPointF(x(0), area.top()), QPointF(x(0), area.bottom()));
    painter->restore();
}

QSize RangeBarDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setWidth(std::max(size.width(), 140));
    return size;
}

} // namespace quantlens
