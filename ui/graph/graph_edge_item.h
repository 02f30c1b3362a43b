#pragma once
#include "layout/layered_layout.h"

#include <QGraphicsItem>
#include <QPainterPath>

#include <optional>
#include <vector>

namespace quantlens {

/// One tensor arrow along a routed polyline. Hovering shows the tensor and its shape; zoomed out
/// it degrades to straight cosmetic segments without an arrowhead. Also draws the buses of wide joins.
class GraphEdgeItem : public QGraphicsItem {
public:
    enum { Type = UserType + 2 };

    /// Without an arrowhead for a route that ends on a bus above a join of many inputs (the bus's own
    /// entry into the join carries the arrow). A bus is made with its tooltip; a tensor's edge with
    /// none, and the scene writes it when hovered (GraphScene::toolTipOf).
    GraphEdgeItem(const std::vector<LayoutPoint>& route, const QString& toolTip, bool arrowhead = true);

    /// The edge of the scene's outline this item draws; -1 for a bus.
    int outlineEdge() const { return m_outlineEdge; }
    void setOutlineEdge(int edge) { m_outlineEdge = edge; }

    /// The curve along the route (built when first asked).
    const QPainterPath& path() const;
    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_bounds; }
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;

private:
    mutable std::optional<QPainterPath> m_path;
    QPolygonF m_polyline;
    QPolygonF m_arrow;
    mutable std::optional<QPainterPath> m_hoverShape; ///< the hover target, stroked when first asked
    QRectF m_bounds;
    int m_outlineEdge = -1;
    bool m_hovered = false;
};

} // namespace quantlens
