#include "graph/graph_view.h"

#include "graph/graph_box_item.h"
#include "graph/graph_scene.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace quantlens {
namespace {
    constexpr int kCornerMargin = 8;
    constexpr double kReadableZoom = 1.0;
}

GraphView::GraphView(GraphScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent)
    , m_scene(scene)
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    // Items set every pen, brush and font they use, so saving the painter per item is waste.
    setOptimizationFlags(QGraphicsView::DontSavePainterState | QGraphicsView::DontAdjustForAntialiasing);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setDragMode(QGraphicsView::ScrollHandDrag);
    // The minimap shows where we are; scroll bars would only take room from the graph.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setBackgroundBrush(QColor(250, 250, 250));
    setFrameShape(QFrame::NoFrame);
    connect(m_scene, &GraphScene::layoutApplied, this, &GraphView::onLayoutApplied);
    // A big graph's items are made where a view looks; zoomed out, the overview draws everything.
    connect(this, &GraphView::viewportChanged, this, [this] {
        if (!m_scene->overviewMode())
            m_scene->showItemsNear(visibleSceneRect());
    });
}

void GraphView::setZoom(double zoom)
{
    m_autoFit = false;
    zoom = std::clamp(zoom, minZoom(), kMaxZoom);
    const QPointF center = mapToScene(viewport()->rect().center());
    setTransform(QTransform::fromScale(zoom, zoom));
    centerOn(center);
    updateDetailMode();
    emit viewportChanged();
}

double GraphView::minZoom() const
{
    const QRectF r = m_scene->graphRect();
    if (r.isEmpty() || viewport()->width() <= 0)
        return 0.01;
    const double fit = std::min(viewport()->width() / r.width(), viewport()->height() / r.height());
    return std::min(0.05, fit * 0.5);
}

void GraphView::fitAll()
{
    m_autoFit = true;
    const QRectF r = m_scene->graphRect();
    if (r.isEmpty()) {
        resetTransform();
    } else {
        fitInView(r.adjusted(-16, -16, 16, 16), Qt::KeepAspectRatio);
        if (zoom() > kMaxFitZoom)
            setTransform(QTransform::fromScale(kMaxFitZoom, kMaxFitZoom));
        centerOn(r.center());
    }
    updateDetailMode();
    emit viewportChanged();
}

void GraphView::centerOnScenePoint(const QPointF& point)
{
    m_autoFit = false;
    centerOn(point);
    emit viewportChanged();
}

void GraphView::centerOnBox(int box, bool zoomToRead)
{
    const QRectF r = m_scene->boxRect(box);
    if (r.isEmpty())
        return;
    if (zoomToRead && zoom() < kReadableZoom) {
        m_autoFit = false;
        setTransform(QTransform::fromScale(kReadableZoom, kReadableZoom));
        updateDetailMode();
        centerOn(r.center());
    } else if (!visibleSceneRect().contains(r)) {
        m_autoFit = false;
        centerOn(r.center());
    }
    emit viewportChanged();
}

void GraphView::focusAfterLayout(const std::string& tensor, bool zoomToRead)
{
    m_focusTensor = tensor;
    m_focusZoom = zoomToRead;
}

int GraphView::boxAt(const QPoint& viewportPos) const
{
    for (QGraphicsItem* item : items(viewportPos))
        if (item->type() == GraphBoxItem::Type)
            return static_cast<GraphBoxItem*>(item)->box();
    if (!m_scene->overviewMode())
        return -1;
    // In overview mode the box items are hidden (or not made); find the box by geometry instead.
    const QPointF p = mapToScene(viewportPos);
    for (int i = 0; i < m_scene->boxCount(); ++i)
        if (m_scene->boxRect(i).contains(p))
            return i;
    return -1;
}

QRectF GraphView::visibleSceneRect() const { return mapToScene(viewport()->rect()).boundingRect(); }

void GraphView::setCornerWidget(QWidget* widget)
{
    m_corner = widget;
    if (m_corner != nullptr) {
        m_corner->setParent(this);
        placeCornerWidget();
    }
}

void GraphView::placeCornerWidget()
{
    if (m_corner == nullptr)
        return;
    const QSize s = m_corner->sizeHint();
    m_corner->setGeometry(
        width() - s.width() - kCornerMargin, height() - s.height() - kCornerMargin, s.width(), s.height());
    m_corner->raise();
}

void GraphView::wheelEvent(QWheelEvent* event)
{
    const double factor = std::pow(1.0015, event->angleDelta().y());
    const double target = std::clamp(zoom() * factor, minZoom(), kMaxZoom);
    if (target != zoom()) {
        m_autoFit = false;
        scale(target / zoom(), target / zoom()); // the anchor (under the mouse) stays put
        updateDetailMode();
        emit viewportChanged();
    }
    event->accept();
}

void GraphView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        m_pressPos = event->position().toPoint();
        m_pressBox = boxAt(m_pressPos);
    }
    QGraphicsView::mousePressEvent(event);
}

void GraphView::mouseReleaseEvent(QMouseEvent* event)
{
    QGraphicsView::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton)
        return;
    const QPoint pos = event->position().toPoint();
    // A press and release close together is a click; anything longer was a pan.
    if ((pos - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
        m_autoFit = false;
        return;
    }
    if (m_pressBox >= 0 && boxAt(pos) == m_pressBox)
        emit boxClicked(m_pressBox);
    m_pressBox = -1;
}

void GraphView::mouseDoubleClickEvent(QMouseEvent* event)
{
    const int box = boxAt(event->position().toPoint());
    if (box >= 0 && m_scene->box(box).kind == OutlineNode::Kind::Group) {
        focusAfterLayout(m_scene->tensorOfBox(box), false);
        m_scene->expand(m_scene->box(box).scope);
        event->accept();
        return;
    }
    QGraphicsView::mouseDoubleClickEvent(event);
}

std::string GraphView::enclosingScope(int box) const
{
    const OutlineNode& b = m_scene->box(box);
    if (b.kind == OutlineNode::Kind::Group) {
        const auto slash = b.scope.rfind('/');
        return slash == std::string::npos ? std::string() : b.scope.substr(0, slash);
    }
    const auto analysis = m_scene->analysis();
    if (!analysis || !analysis->floatGraph || b.graphNode < 0)
        return {};
    std::string scope;
    for (const std::string& part : analysis->floatGraph->nodes()[static_cast<std::size_t>(b.graphNode)].scope)
        scope += (scope.empty() ? "" : "/") + part;
    return scope;
}

void GraphView::populateBoxMenu(QMenu& menu, int box)
{
    if (box >= 0 && box < m_scene->boxCount()) {
        const OutlineNode& b = m_scene->box(box);
        const std::string tensor = m_scene->tensorOfBox(box);
        if (b.kind == OutlineNode::Kind::Op && !tensor.empty()) {
            QAction* wide = menu.addAction(tr("Run %1 at 16 bit").arg(QString::fromStdString(tensor)), this,
                [this, tensor] { emit precisionToggleRequested(QString::fromStdString(tensor)); });
            wide->setCheckable(true);
            wide->setChecked(m_scene->isWide(tensor));
            wide->setShortcut(QKeySequence(tr("Ctrl+B")));
            menu.addSeparator();
        }
        if (b.kind == OutlineNode::Kind::Group) {
            const std::string scope = b.scope;
            menu.addAction(tr("Expand %1").arg(QString::fromStdString(scope)), this, [this, scope, tensor]() {
                focusAfterLayout(tensor, false);
                m_scene->expand(scope);
            });
        }
        const std::string parent = enclosingScope(box);
        if (!parent.empty()) {
            menu.addAction(tr("Collapse %1").arg(QString::fromStdString(parent)), this, [this, parent, tensor]() {
                focusAfterLayout(tensor, false);
                m_scene->collapse(parent);
            });
        }
        menu.addSeparator();
    }
    menu.addAction(tr("Fit to view"), this, &GraphView::fitAll);
}

void GraphView::contextMenuEvent(QContextMenuEvent* event)
{
    QMenu menu(this);
    populateBoxMenu(menu, boxAt(event->pos()));
    menu.exec(event->globalPos());
}

void GraphView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    placeCornerWidget();
    if (m_autoFit)
        fitAll();
    else
        emit viewportChanged();
}

void GraphView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    emit viewportChanged();
}

void GraphView::drawForeground(QPainter* painter, const QRectF&)
{
    if (m_scene->boxCount() > 0)
        return;
    painter->save();
    painter->resetTransform();
    painter->setPen(QColor(120, 120, 120));
    painter->drawText(viewport()->rect(), Qt::AlignCenter,
        m_scene->isLayoutPending() ? tr("Laying out the graph…") : tr("No graph to show"));
    painter->restore();
}

void GraphView::onLayoutApplied()
{
    if (m_autoFit)
        fitAll();
    updateDetailMode();
    if (!m_focusTensor.empty()) {
        const std::string tensor = std::exchange(m_focusTensor, std::string());
        centerOnBox(m_scene->boxOfTensor(tensor), m_focusZoom);
    }
    viewport()->update();
    emit viewportChanged();
}

void GraphView::updateDetailMode() { m_scene->setOverviewMode(zoom() < GraphBoxItem::kTextLevel); }

} // namespace quantlens
