#pragma once
#include <QGraphicsView>

#include <string>

class QMenu;

namespace quantlens {

class GraphScene;

/// Shows a GraphScene: wheel zoom around the cursor, drag to pan (over boxes too), fit, and the
/// switch between per-box items and the batched overview as the zoom crosses the text threshold.
/// Clicks are reported as boxClicked; what a click means for the session is the panel's business.
class GraphView : public QGraphicsView {
    Q_OBJECT
public:
    static constexpr double kMaxZoom = 3.0;
    /// Fitting never magnifies past this: a handful of boxes should not fill the screen.
    static constexpr double kMaxFitZoom = 1.25;

    explicit GraphView(GraphScene* scene, QWidget* parent = nullptr);

    GraphScene* graphScene() const { return m_scene; }
    double zoom() const { return transform().m11(); }
    void setZoom(double zoom);
    /// Fits the whole graph and keeps fitting on resizes and relayouts until the user zooms or pans.
    void fitAll();
    bool isAutoFit() const { return m_autoFit; }
    void centerOnScenePoint(const QPointF& point);
    /// Brings a box into view; `zoomToRead` also zooms in far enough to read its labels.
    void centerOnBox(int box, bool zoomToRead);
    /// The same once the relayout in progress is applied (the box index is not known before).
    void focusAfterLayout(const std::string& tensor, bool zoomToRead);
    int boxAt(const QPoint& viewportPos) const;
    /// The visible part of the scene, for the minimap.
    QRectF visibleSceneRect() const;
    /// Places a widget (the minimap) in the bottom-right corner, kept there on resizes.
    void setCornerWidget(QWidget* widget);
    /// Actions for a box's context menu: expand a group, collapse the enclosing scope, fit.
    void populateBoxMenu(QMenu& menu, int box);

signals:
    void boxClicked(int box);
    /// The box menu's "16 bit" item: the plan should toggle this tensor.
    void precisionToggleRequested(const QString& tensor);
    void viewportChanged();

protected:
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;
    void drawForeground(QPainter* painter, const QRectF& rect) override;

private:
    void onLayoutApplied();
    void updateDetailMode();
    void placeCornerWidget();
    double minZoom() const;
    /// The scope a box's context menu offers to collapse: a group's parent, an op's own scope.
    std::string enclosingScope(int box) const;

    GraphScene* m_scene = nullptr;
    QWidget* m_corner = nullptr;
    bool m_autoFit = true;
    QPoint m_pressPos;
    int m_pressBox = -1;
    std::string m_focusTensor;
    bool m_focusZoom = false;
};

} // namespace quantlens
