#include "graph/graph_overview_item.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

namespace quantlens {
namespace {
    // Smallest box on screen, in pixels: a one-pixel box would show its edges' grey, not its colour.
    constexpr double kMinBoxWidth = 4;
    constexpr double kMinBoxHeight = 2.5;

    QRectF grown(const QRectF& r, double minWidth, double minHeight)
    {
        const double dx = std::max(0.0, minWidth - r.width()) / 2;
        const double dy = std::max(0.0, minHeight - r.height()) / 2;
        return r.adjusted(-dx, -dy, dx, dy);
    }
}

GraphOverviewItem::GraphOverviewItem()
{
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(-1);
}

void GraphOverviewItem::setGeometry(std::vector<QRectF> boxes, QVector<QLineF> edges)
{
    prepareGeometryChange();
    m_boxes = std::move(boxes);
    m_edges = std::move(edges);
    m_byColor.clear();
    m_highlighted = -1;
    m_parting = -1;
    QRectF bounds;
    for (const QRectF& r : m_boxes)
        bounds |= r;
    for (const QLineF& l : m_edges)
        bounds |= QRectF(l.p1(), l.p2()).normalized();
    m_graphRect = bounds.adjusted(-8, -8, 8, 8);
    const double pad = std::max(200.0, 0.05 * std::max(bounds.width(), bounds.height()));
    m_bounds = bounds.adjusted(-pad, -pad, pad, pad);
}

void GraphOverviewItem::setColors(const std::vector<QColor>& colors)
{
    m_byColor.clear();
    for (std::size_t i = 0; i < m_boxes.size() && i < colors.size(); ++i)
        m_byColor[colors[i].rgb()].append(m_boxes[i]);
    update();
}

void GraphOverviewItem::setHighlightedBox(int box)
{
    m_highlighted = box;
    update();
}

void GraphOverviewItem::setPartingBox(int box)
{
    m_parting = box;
    update();
}

void GraphOverviewItem::paintOverview(QPainter* painter, bool withEdges) const
{
    if (withEdges && !m_edges.isEmpty()) {
        QPen pen(QColor(150, 150, 150));
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->drawLines(m_edges);
    }
    const double lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    const double minWidth = lod > 0 ? kMinBoxWidth / lod : 0;
    const double minHeight = lod > 0 ? kMinBoxHeight / lod : 0;
    painter->setPen(Qt::NoPen);
    QVector<QRectF> scratch;
    for (auto it = m_byColor.cbegin(); it != m_byColor.cend(); ++it) {
        painter->setBrush(QColor::fromRgb(it.key()));
        const QVector<QRectF>& rects = it.value();
        if (rects.isEmpty())
            continue;
        if (rects.front().width() >= minWidth && rects.front().height() >= minHeight) {
            painter->drawRects(rects);
            continue;
        }
        scratch.resize(0);
        scratch.reserve(rects.size());
        for (const QRectF& r : rects)
            scratch.append(grown(r, minWidth, minHeight));
        painter->drawRects(scratch);
    }
    if (m_parting >= 0 && static_cast<std::size_t>(m_parting) < m_boxes.size()) {
        QPen pen(QColor(200, 30, 160));
        pen.setCosmetic(true);
        pen.setWidthF(3);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        const double ring = 6 / std::max(lod, 1e-6); // six pixels out on screen, whatever the zoom
        painter->drawRect(grown(m_boxes[static_cast<std::size_t>(m_parting)], minWidth, minHeight)
                              .adjusted(-ring, -ring, ring, ring));
    }
    if (m_highlighted >= 0 && static_cast<std::size_t>(m_highlighted) < m_boxes.size()) {
        QPen pen(QColor(25, 95, 210));
        pen.setCosmetic(true);
        pen.setWidthF(3);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(grown(m_boxes[static_cast<std::size_t>(m_highlighted)], minWidth, minHeight));
    }
}

void GraphOverviewItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    paintOverview(painter, true);
}

} // namespace quantlens
