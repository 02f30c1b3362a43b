#pragma once
#include <QColor>
#include <QGraphicsItem>
#include <QHash>
#include <QLineF>
#include <QVector>

#include <vector>

namespace quantlens {

/// The whole graph as one item: boxes batched by colour into drawRects, edges into one drawLines.
/// Shown instead of the per-box items below the text zoom level (3.7 ms a frame at 20k nodes against
/// 140 ms for separate items, STACK.md §7); the minimap paints with it too.
class GraphOverviewItem : public QGraphicsItem {
public:
    enum { Type = UserType + 3 };

    GraphOverviewItem();

    void setGeometry(std::vector<QRectF> boxes, QVector<QLineF> edges);
    void setColors(const std::vector<QColor>& colors);
    void setHighlightedBox(int box);
    /// Where two compared runs part first: a magenta ring, visible at any zoom (-1: none).
    void setPartingBox(int box);

    /// Paints everything in scene coordinates with cosmetic pens; `withEdges` false for tiny sizes.
    void paintOverview(QPainter* painter, bool withEdges) const;

    /// The boxes and edges; boundingRect() is larger, for boxes grown to their minimum on screen.
    QRectF graphRect() const { return m_graphRect; }
    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    std::vector<QRectF> m_boxes;
    QVector<QLineF> m_edges;
    QHash<QRgb, QVector<QRectF>> m_byColor;
    int m_highlighted = -1;
    int m_parting = -1;
    QRectF m_graphRect;
    QRectF m_bounds;
};

} // namespace quantlens
