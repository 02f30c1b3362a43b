#pragma once
#include <QPixmap>
#include <QTransform>
#include <QWidget>

namespace quantlens {

class GraphView;

/// A small picture of the whole graph with the visible part outlined; click or drag to move there.
/// The picture is painted once per layout or recolouring (from the batched overview item), so
/// following the view costs one pixmap blit.
class GraphMinimap : public QWidget {
    Q_OBJECT
public:
    explicit GraphMinimap(GraphView* view, QWidget* parent = nullptr);

    QSize sizeHint() const override { return { 200, 140 }; }
    /// Scene to minimap coordinates (identity when there is no graph).
    QTransform sceneToMinimap() const { return m_toMinimap; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    void invalidate();
    void followView();
    void rebuild();
    void moveViewTo(const QPointF& pos);

    GraphView* m_view = nullptr;
    QPixmap m_picture;
    QTransform m_toMinimap;
    bool m_dirty = true;
};

} // namespace quantlens
