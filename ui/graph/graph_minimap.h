#pragma once
#include <QPixmap>
#include <QTransform>
#include <QWidget>

namespace quantlens {

class GraphView;

/// A small picture of the whole graph with the visible part outlined; click or drag to move there.
/// It floats in a corner of the view where it covers no box (the bottom right first), shaped like the
/// graph and at most a fifth of the view wide and under a third high, faint until the pointer is over
/// it, and fainter still when every corner covers boxes.
/// The picture is painted once per layout or recolouring (from the batched overview item), so
/// following the view costs one pixmap blit.
class GraphMinimap : public QWidget {
    Q_OBJECT
public:
    explicit GraphMinimap(GraphView* view, QWidget* parent = nullptr);

    QSize sizeHint() const override { return { 160, 110 }; }
    /// Scene to minimap coordinates (identity when there is no graph).
    QTransform sceneToMinimap() const { return m_toMinimap; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void enterEvent(QEnterEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    void invalidate();
    void followView();
    /// Sizes itself for the graph's shape and takes the corner that covers fewest boxes.
    void place();
    /// How many boxes lie under `area` (viewport coordinates), counted up to `atMost`.
    int boxesUnder(const QRect& area, int atMost) const;
    void rebuild();
    void moveViewTo(const QPointF& pos);

    GraphView* m_view = nullptr;
    QPixmap m_picture;
    QTransform m_toMinimap;
    bool m_dirty = true;
    bool m_hovered = false;
    bool m_coversBoxes = false; ///< no corner was free of boxes
};

} // namespace quantlens
