#include "graph/graph_minimap.h"

#include "graph/graph_overview_item.h"
#include "graph/graph_scene.h"
#include "graph/graph_view.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <climits>
#include <vector>

namespace quantlens {
namespace {
    constexpr int kInset = 4;
    constexpr int kMargin = 8;
    constexpr double kMaxWidthShare = 0.2;
    constexpr double kMaxHeightShare = 0.3;
}

GraphMinimap::GraphMinimap(GraphView* view, QWidget* parent)
    : QWidget(parent)
    , m_view(view)
{
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("Overview: click or drag to move the view"));
    connect(view->graphScene(), &GraphScene::layoutApplied, this, &GraphMinimap::invalidate);
    connect(view->graphScene(), &GraphScene::coloringChanged, this, &GraphMinimap::invalidate);
    connect(view, &GraphView::viewportChanged, this, &GraphMinimap::followView);
}

void GraphMinimap::invalidate()
{
    m_dirty = true;
    followView();
}

void GraphMinimap::followView()
{
    // With the whole graph on screen the minimap says nothing new and would only cover boxes.
    const QRectF graph = m_view->graphScene()->graphRect();
    const bool useful = !graph.isEmpty() && !m_view->visibleSceneRect().contains(graph.adjusted(2, 2, -2, -2));
    if (useful)
        place();
    setVisible(useful);
    update();
}

int GraphMinimap::boxesUnder(const QRect& area, int atMost) const
{
    const GraphScene* scene = m_view->graphScene();
    const QRectF covered = m_view->mapToScene(area).boundingRect();
    int count = 0;
    for (int i = 0; i < scene->boxCount() && count < atMost; ++i)
        count += scene->boxRect(i).intersects(covered) ? 1 : 0;
    return count;
}

void GraphMinimap::place()
{
    const QRectF graph = m_view->graphScene()->graphRect();
    const QRect port = m_view->viewport()->geometry();
    if (graph.isEmpty() || port.isEmpty())
        return;
    const double aspect = graph.width() / graph.height();
    double w = std::min(port.width() * kMaxWidthShare, port.height() * kMaxHeightShare * aspect);
    double h = w / aspect;
    const QSize size(static_cast<int>(std::max(w, 48.0)), static_cast<int>(std::max(h, 36.0)));
    // The corner that covers no box, the bottom right first (and the current one while it stays free);
    // when every corner covers some, the one covering fewest, drawn fainter.
    const int left = port.left() + kMargin, right = port.right() - kMargin - size.width();
    const int top = port.top() + kMargin, bottom = port.bottom() - kMargin - size.height();
    std::vector<QRect> corners { QRect(QPoint(right, bottom), size), QRect(QPoint(left, bottom), size),
        QRect(QPoint(right, top), size), QRect(QPoint(left, top), size) };
    if (geometry().size() == size) {
        const auto current = std::find(corners.begin(), corners.end(), geometry());
        if (current != corners.end())
            std::rotate(corners.begin(), current, current + 1);
    }
    QRect best = corners.front();
    int fewest = -1;
    for (const QRect& corner : corners) {
        // Runs on every scroll: a corner stops being counted once it cannot beat the best so far.
        const int covered = boxesUnder(corner.translated(-port.topLeft()), fewest < 0 ? INT_MAX : fewest);
        if (fewest < 0 || covered < fewest) {
            fewest = covered;
            best = corner;
        }
        if (covered == 0)
            break;
    }
    m_coversBoxes = fewest > 0;
    if (best != geometry())
        setGeometry(best);
}

void GraphMinimap::enterEvent(QEnterEvent*)
{
    m_hovered = true;
    update();
}

void GraphMinimap::leaveEvent(QEvent*)
{
    m_hovered = false;
    update();
}

void GraphMinimap::rebuild()
{
    m_dirty = false;
    const qreal dpr = devicePixelRatioF();
    m_picture = QPixmap(size() * dpr);
    m_picture.setDevicePixelRatio(dpr);
    m_picture.fill(Qt::transparent);
    m_toMinimap = QTransform();
    const GraphScene* scene = m_view->graphScene();
    const QRectF graph = scene->graphRect();
    const GraphOverviewItem* overview = scene->overview();
    if (graph.isEmpty() || overview == nullptr)
        return;
    const QRectF area = QRectF(rect()).adjusted(kInset, kInset, -kInset, -kInset);
    const double s = std::min(area.width() / graph.width(), area.height() / graph.height());
    const QPointF offset = area.center() - QPointF(graph.center().x() * s, graph.center().y() * s);
    m_toMinimap = QTransform(s, 0, 0, s, offset.x(), offset.y());
    QPainter p(&m_picture);
    p.setTransform(m_toMinimap);
    overview->paintOverview(&p, s > 0.02); // edges are noise when boxes are a pixel or two
}

void GraphMinimap::paintEvent(QPaintEvent*)
{
    if (m_dirty)
        rebuild();
    QPainter p(this);
    // Faint until used: the boxes underneath stay readable.
    p.setOpacity(m_hovered ? 1.0 : m_coversBoxes ? 0.45 : 0.75);
    p.setPen(QColor(160, 160, 160));
    p.setBrush(QColor(255, 255, 255, m_hovered ? 240 : 170));
    p.drawRect(rect().adjusted(0, 0, -1, -1));
    p.drawPixmap(0, 0, m_picture);
    if (m_toMinimap.isIdentity())
        return;
    const QRectF visible = m_toMinimap.mapRect(m_view->visibleSceneRect()).intersected(QRectF(rect()));
    QPen pen(QColor(25, 95, 210));
    pen.setWidthF(1.5);
    p.setPen(pen);
    p.setBrush(QColor(25, 95, 210, 40));
    p.drawRect(visible);
}

void GraphMinimap::resizeEvent(QResizeEvent*) { m_dirty = true; }

void GraphMinimap::mousePressEvent(QMouseEvent* event) { moveViewTo(event->position()); }

void GraphMinimap::mouseMoveEvent(QMouseEvent* event)
{
    if (event->buttons() & Qt::LeftButton)
        moveViewTo(event->position());
}

void GraphMinimap::moveViewTo(const QPointF& pos)
{
    bool invertible = false;
    const QTransform back = m_toMinimap.inverted(&invertible);
    if (invertible && !m_toMinimap.isIdentity())
        m_view->centerOnScenePoint(back.map(pos));
}

} // namespace quantlens
