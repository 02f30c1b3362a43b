#include "graph/graph_edge_item.h"

#include "graph/graph_box_item.h"

#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>
#include <QtMath>

#include <cmath>

namespace quantlens {
namespace {
    const QColor kEdge(120, 120, 120);
    const QColor kEdgeHover(25, 95, 210);
    constexpr double kArrowLength = 7;
    constexpr double kHoverWidth = 8; // a generous target: a 1 px line is hard to hover
}

GraphEdgeItem::GraphEdgeItem(const std::vector<LayoutPoint>& route, const QString& toolTip, bool arrowhead)
{
    for (const LayoutPoint& p : route)
        m_polyline << QPointF(p.x, p.y);
    if (arrowhead && m_polyline.size() >= 2) {
        // The curve's tangent at its tip, from its last piece (see path()): vertical, unless the
        // piece is level, when it runs along it. Computed, not measured on the path: measuring
        // every edge's curve took a good part of building a large scene.
        const QPointF a = m_polyline[m_polyline.size() - 2];
        const QPointF tip = m_polyline.back();
        QPointF direction(0, tip.y() - a.y());
        if (direction.y() == 0)
            direction = QPointF(tip.x() - a.x(), 0);
        const double length = std::hypot(direction.x(), direction.y());
        direction = length > 0 ? direction / length : QPointF(0, 1);
        const QPointF back = -direction * kArrowLength;
        const QPointF side(-back.y() * 0.45, back.x() * 0.45);
        m_arrow << tip << tip + back + side << tip + back - side;
    }
    // The cubic pieces stay within the box of their end points, so the polyline bounds them.
    m_bounds = m_polyline.boundingRect()
                   .united(m_arrow.boundingRect())
                   .adjusted(-kHoverWidth, -kHoverWidth, kHoverWidth, kHoverWidth);
    if (!toolTip.isEmpty())
        setToolTip(toolTip);
    setAcceptHoverEvents(true);
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(0);
}

const QPainterPath& GraphEdgeItem::path() const
{
    // Built on first paint at reading size: a zoomed-out view draws the polyline only.
    if (!m_path) {
        m_path.emplace();
        if (!m_polyline.isEmpty()) {
            m_path->moveTo(m_polyline.front());
            // Cubic pieces with vertical tangents: routes bend only between ranks, so this reads as a
            // smooth flow downwards instead of a zig-zag.
            for (int i = 1; i < m_polyline.size(); ++i) {
                const QPointF a = m_polyline[i - 1];
                const QPointF b = m_polyline[i];
                const double midY = (a.y() + b.y()) / 2;
                m_path->cubicTo(QPointF(a.x(), midY), QPointF(b.x(), midY), b);
            }
        }
    }
    return *m_path;
}

QPainterPath GraphEdgeItem::shape() const
{
    // Stroked on first use: the scene asks only for edges under the mouse, and stroking every
    // edge up front took a third of building a 20,000-node scene.
    if (!m_hoverShape) {
        QPainterPathStroker stroker;
        stroker.setWidth(kHoverWidth);
        m_hoverShape = stroker.createStroke(path());
    }
    return *m_hoverShape;
}

void GraphEdgeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    QPen pen(m_hovered ? kEdgeHover : kEdge);
    pen.setCosmetic(true);
    pen.setWidthF(m_hovered ? 2.5 : 1.0);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    if (lod < GraphBoxItem::kTextLevel) {
        painter->drawPolyline(m_polyline);
        return;
    }
    painter->drawPath(path());
    if (m_arrow.isEmpty())
        return;
    painter->setPen(Qt::NoPen);
    painter->setBrush(pen.color());
    painter->drawPolygon(m_arrow);
}

void GraphEdgeItem::hoverEnterEvent(QGraphicsSceneHoverEvent*)
{
    m_hovered = true;
    setZValue(0.5);
    update();
}

void GraphEdgeItem::hoverLeaveEvent(QGraphicsSceneHoverEvent*)
{
    m_hovered = false;
    setZValue(0);
    update();
}

} // namespace quantlens
