#include "graph/graph_scene.h"
#include "layout/box_tensor.h"

#include <QGraphicsRectItem>
#include <QGraphicsSceneHelpEvent>
#include <QToolTip>

#include "graph/graph_box_item.h"
#include "graph/graph_edge_item.h"
#include "graph/graph_layout_runner.h"
#include "graph/graph_overview_item.h"
#include "graph/scene_grid.h"
#include "graph/scene_index_depth.h"
#include "layout/layout_fold.h"
#include "model/node_labels.h"

#include <QtGlobal>

namespace quantlens {
namespace {
    constexpr double kSceneMargin = 40;
    /// Items are made this far (in scene units) around what a view shows, so a small pan finds them.
    constexpr double kItemMargin = 600;

    QString shapeText(const std::vector<std::int64_t>& shape, const std::vector<std::string>& names)
    {
        QStringList dims;
        for (std::size_t i = 0; i < shape.size(); ++i) {
            if (shape[i] >= 0)
                dims << QString::number(shape[i]);
            else if (i < names.size() && !names[i].empty())
                dims << QString::fromStdString(names[i]);
            else
                dims << QStringLiteral("?");
        }
        return QLatin1Char('[') + dims.join(QStringLiteral(", ")) + QLatin1Char(']');
    }
}

GraphScene::GraphScene(QObject* parent)
    : QGraphicsScene(parent)
    , m_runner(new GraphLayoutRunner(this))
{
    connect(m_runner, &GraphLayoutRunner::finished, this, &GraphScene::applyLayout);
}

GraphScene::~GraphScene() = default;

void GraphScene::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    m_runner->cancel();
    m_pending = {};
    clearItems();
    m_boxes.clear();
    m_boxOfNode.clear();
    m_outline.reset();
    m_analysis = std::move(analysis);
    m_graph = m_analysis ? m_analysis->floatGraph : nullptr;
    m_rows.clear();
    if (m_analysis)
        for (std::size_t i = 0; i < m_analysis->rows.size(); ++i)
            m_rows.emplace(m_analysis->rows[i].tensor, i);
    m_nodeLabels.clear();
    if (m_graph) {
        m_outline = std::make_unique<GraphOutline>(*m_graph);
        std::vector<std::string> names;
        names.reserve(m_graph->nodes().size());
        for (const Node& node : m_graph->nodes())
            names.push_back(node.name);
        m_nodeLabels = distinctShortNames(names);
    }
    relayout();
}

void GraphScene::setColoringOptions(const GraphColoring::Options& options, bool recolorNow)
{
    m_options = options;
    if (recolorNow)
        recolor();
}

GraphBoxItem* GraphScene::boxItem(int index)
{
    if (index < 0 || static_cast<std::size_t>(index) >= m_boxItems.size())
        return nullptr;
    GraphBoxItem* item = m_boxItems[static_cast<std::size_t>(index)];
    return item != nullptr ? item : makeBoxItem(index);
}

GraphBoxItem* GraphScene::existingBoxItem(int index) const
{
    if (index < 0 || static_cast<std::size_t>(index) >= m_boxItems.size())
        return nullptr;
    return m_boxItems[static_cast<std::size_t>(index)];
}

QRectF GraphScene::boxRect(int index) const
{
    if (index < 0 || static_cast<std::size_t>(index) >= m_boxRects.size())
        return {};
    return m_boxRects[static_cast<std::size_t>(index)];
}

void GraphScene::showItemsNear(const QRectF& area)
{
    if (!m_grid || area.isEmpty())
        return;
    const QRectF near = area.adjusted(-kItemMargin, -kItemMargin, kItemMargin, kItemMargin);
    m_grid->boxesNear(near, [this](int box) {
        if (m_boxItems[static_cast<std::size_t>(box)] == nullptr)
            makeBoxItem(box);
    });
    m_grid->edgesNear(near, [this](int edge) {
        if (!m_edgeMade[static_cast<std::size_t>(edge)])
            makeEdgeItem(edge, routeOf(static_cast<std::size_t>(edge)));
    });
}

GraphBoxItem* GraphScene::makeBoxItem(int index)
{
    const std::size_t i = static_cast<std::size_t>(index);
    const QRectF& rect = m_boxRects[i];
    auto* item = new GraphBoxItem(index, m_boxes[i], *m_graph, m_nodeLabels, rect.center(), rect.size());
    item->setParentItem(m_detailLayer);
    m_boxItems[i] = item;
    if (m_itemsColored) { // else the recolouring that follows the layout sets all this
        item->setFill(m_coloring.color(index), m_coloring.compared(index));
        item->setWide(boxIsWide(index));
        item->setParting(index == partingBox());
        item->setFlags(flagsOfBox(index));
        item->setHighlighted(index == m_highlightedBox);
        applyFocus(index);
    }
    return item;
}

std::vector<LayoutPoint> GraphScene::routeOf(std::size_t edge) const
{
    if (edge < m_layout->edgeRoutes.size() && m_layout->edgeRoutes[edge].size() >= 2)
        return m_layout->edgeRoutes[edge];
    const QRectF& a = m_boxRects[static_cast<std::size_t>(m_edges[edge].from)];
    const QRectF& b = m_boxRects[static_cast<std::size_t>(m_edges[edge].to)];
    return { { a.center().x(), a.bottom() }, { b.center().x(), b.top() } };
}

void GraphScene::makeEdgeItem(int edge, const std::vector<LayoutPoint>& route)
{
    const std::size_t k = static_cast<std::size_t>(edge);
    m_edgeMade[k] = 1;
    auto* item = new GraphEdgeItem(route, QString(), m_edgeArrow[k] != 0);
    item->setOutlineEdge(edge);
    item->setParentItem(m_detailLayer);
    m_edgeItems.push_back(item);
}

int GraphScene::boxOfTensor(const std::string& tensor) const
{
    const Value* v = m_graph ? m_graph->value(tensor) : nullptr;
    if (v == nullptr || v->producer < 0 || static_cast<std::size_t>(v->producer) >= m_boxOfNode.size())
        return -1;
    return m_boxOfNode[static_cast<std::size_t>(v->producer)];
}

std::string GraphScene::tensorOfBox(int index) const
{
    if (!m_graph || index < 0 || static_cast<std::size_t>(index) >= m_boxes.size())
        return {};
    return quantlens::tensorOfBox(m_boxes[static_cast<std::size_t>(index)], *m_graph,
        [this](const std::string& tensor) { return m_rows.count(tensor) != 0; });
}

void GraphScene::setHighlightedTensor(const std::string& tensor)
{
    m_highlightedTensor = tensor;
    updateHighlight();
}

bool GraphScene::revealTensor(const std::string& tensor)
{
    if (!m_outline || !m_outline->reveal(tensor))
        return false;
    relayout();
    return true;
}

void GraphScene::expand(const std::string& scope)
{
    if (!m_outline || m_outline->isExpanded(scope))
        return;
    m_outline->expand(scope);
    relayout();
}

void GraphScene::collapse(const std::string& scope)
{
    if (!m_outline || !m_outline->isExpanded(scope))
        return;
    m_outline->collapse(scope);
    relayout();
}

bool GraphScene::isExpanded(const std::string& scope) const { return m_outline && m_outline->isExpanded(scope); }

bool GraphScene::isLayoutPending() const { return m_runner->isPending(); }

bool GraphScene::waitForLayout(int ms) { return m_runner->wait(ms); }

void GraphScene::setOverviewMode(bool on)
{
    on = on && m_overview != nullptr;
    if (on == m_overviewMode)
        return;
    m_overviewMode = on;
    // Hidden items cost a visibility check per frame, against a full paint each when shown.
    m_detailLayer->setVisible(!on);
    m_overview->setVisible(on);
}

void GraphScene::relayout()
{
    if (!m_outline || !m_graph) {
        m_runner->cancel();
        clearItems();
        m_boxes.clear();
        m_boxOfNode.clear();
        setSceneRect(QRectF());
        recolor();
        emit layoutApplied();
        return;
    }
    Pending p;
    p.boxes = m_outline->nodes();
    p.edges = m_outline->edges();
    p.boxOfNode = m_outline->boxOfNode();
    LayoutGraph g;
    p.sizes.reserve(p.boxes.size());
    for (const OutlineNode& b : p.boxes) {
        p.sizes.push_back(GraphBoxItem::preferredSize(b, *m_graph, m_nodeLabels));
        g.widths.push_back(p.sizes.back().width());
        g.heights.push_back(p.sizes.back().height());
    }
    g.edges.reserve(p.edges.size());
    for (const OutlineEdge& e : p.edges)
        g.edges.emplace_back(e.from, e.to);
    const bool synchronous = p.boxes.size() < kSyncLayoutBoxes;
    // Only the latest job is ever delivered, so the snapshot to pair it with is always this one.
    m_pending = std::move(p);
    m_runner->start(std::move(g), synchronous, m_foldEnabled ? m_foldFor : QSizeF());
}

void GraphScene::setFolding(bool enabled, QSizeF viewSize)
{
    const bool relayoutNeeded = enabled != m_foldEnabled || (enabled && foldDiffersFor(viewSize));
    m_foldEnabled = enabled;
    m_foldFor = viewSize;
    if (relayoutNeeded && m_outline)
        relayout();
}

bool GraphScene::foldDiffersFor(QSizeF viewSize) const
{
    if (!m_foldEnabled || m_boxes.empty())
        return false;
    const int wanted = viewSize.isValid()
        ? columnsForView(m_unfoldedSize.width(), m_unfoldedSize.height(), viewSize.width(), viewSize.height())
        : 1;
    return wanted != m_columns;
}

void GraphScene::applyLayout(quint64, std::shared_ptr<const LayeredLayout> layout)
{
    Pending p = std::move(m_pending);
    m_pending = {};
    if (!m_graph || !layout || layout->centers.size() != p.boxes.size()) {
        qWarning("graph layout returned %zu positions for %zu boxes", layout ? layout->centers.size() : std::size_t(0),
            p.boxes.size());
        return;
    }
    clearItems();
    m_columns = layout->columns;
    m_unfoldedSize = QSizeF(layout->unfoldedWidth, layout->unfoldedHeight);
    m_boxes = std::move(p.boxes);
    m_boxOfNode = std::move(p.boxOfNode);
    m_edges = std::move(p.edges);
    m_layout = std::move(layout);
    m_boxRects.reserve(m_boxes.size());
    for (std::size_t i = 0; i < m_boxes.size(); ++i) {
        const QSizeF& size = p.sizes[i];
        const QPointF center(m_layout->centers[i].x, m_layout->centers[i].y);
        m_boxRects.emplace_back(center - QPointF(size.width() / 2, size.height() / 2), size);
    }
    m_boxItems.assign(m_boxes.size(), nullptr);
    // Boxes and edges hang under one layer item, so switching between the overview and the detail
    // items is one visibility change, not one per item (200 ms at 100,000 nodes, a visible stall
    // when a zoom crossed the threshold).
    m_detailLayer = new QGraphicsRectItem;
    m_detailLayer->setFlag(QGraphicsItem::ItemHasNoContents);
    addItem(m_detailLayer);
    QVector<QLineF> lines;
    m_edgeArrow.assign(m_edges.size(), 1);
    for (const FanInBus& bus : m_layout->buses) {
        for (int e : bus.edges)
            if (e >= 0 && static_cast<std::size_t>(e) < m_edgeArrow.size())
                m_edgeArrow[static_cast<std::size_t>(e)] = 0;
        addBus(bus, lines);
    }
    if (m_boxes.size() > kAllItemsBoxes)
        m_grid = std::make_unique<SceneGrid>();
    m_edgeMade.assign(m_edges.size(), 0);
    for (std::size_t k = 0; k < m_edges.size(); ++k) {
        const OutlineEdge& e = m_edges[k];
        if (e.from == e.to || e.from < 0 || e.to < 0 || static_cast<std::size_t>(e.from) >= m_boxes.size()
            || static_cast<std::size_t>(e.to) >= m_boxes.size()) {
            m_edgeMade[k] = 1; // never drawn
            continue;
        }
        const std::vector<LayoutPoint> route = routeOf(k);
        for (std::size_t i = 1; i < route.size(); ++i) {
            const QLineF segment(route[i - 1].x, route[i - 1].y, route[i].x, route[i].y);
            lines.append(segment);
            if (m_grid)
                m_grid->addEdgeSegment(static_cast<int>(k), QRectF(segment.p1(), segment.p2()));
        }
        if (!m_grid)
            makeEdgeItem(static_cast<int>(k), route);
    }
    for (std::size_t i = 0; i < m_boxes.size(); ++i) {
        if (m_grid)
            m_grid->addBox(static_cast<int>(i), m_boxRects[i]);
        else
            makeBoxItem(static_cast<int>(i));
    }
    m_overview = new GraphOverviewItem;
    m_overview->setGeometry(m_boxRects, std::move(lines));
    m_overview->setVisible(false);
    addItem(m_overview);
    m_overviewMode = false;
    m_graphRect = m_overview->graphRect();
    setSceneRect(m_graphRect.adjusted(-kSceneMargin, -kSceneMargin, kSceneMargin, kSceneMargin));
    chooseIndex();
    recolor();
    updateHighlight();
    emit layoutApplied();
}

void GraphScene::chooseIndex()
{
    if (m_grid) { // the few items near the views: Qt's own depth, grown as they come
        setItemIndexMethod(QGraphicsScene::BspTreeIndex);
        setBspTreeDepth(0);
        return;
    }
    std::vector<QRectF> rects;
    const auto children = m_detailLayer->childItems();
    rects.reserve(static_cast<std::size_t>(children.size()) + 2);
    for (const QGraphicsItem* item : children)
        rects.push_back(item->sceneBoundingRect());
    rects.push_back(m_graphRect); // the overview item, and the layer itself
    rects.push_back(m_graphRect);
    const int depth = boundedIndexDepth(rects, sceneRect());
    if (depth == 0) {
        setItemIndexMethod(QGraphicsScene::NoIndex);
        return;
    }
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    setBspTreeDepth(depth);
}

void GraphScene::addBus(const FanInBus& bus, QVector<QLineF>& overviewLines)
{
    QString target;
    if (bus.target >= 0 && static_cast<std::size_t>(bus.target) < m_boxes.size()) {
        const OutlineNode& box = m_boxes[static_cast<std::size_t>(bus.target)];
        const auto& nodes = m_graph->nodes();
        target = box.kind == OutlineNode::Kind::Op && box.graphNode >= 0
                && static_cast<std::size_t>(box.graphNode) < nodes.size()
            ? QString::fromStdString(nodes[static_cast<std::size_t>(box.graphNode)].name)
            : QString::fromStdString(box.scope);
    }
    const QString tip = tr("%n inputs join %1 here", nullptr, static_cast<int>(bus.edges.size())).arg(target);
    // The line carries no arrow; its entry into the join does.
    const std::vector<LayoutPoint> line { { bus.left, bus.y }, { bus.right, bus.y } };
    const std::vector<LayoutPoint> entry { { bus.entry.x, bus.y }, bus.entry };
    (new GraphEdgeItem(line, tip, false))->setParentItem(m_detailLayer);
    (new GraphEdgeItem(entry, tip, true))->setParentItem(m_detailLayer);
    overviewLines.append(QLineF(bus.left, bus.y, bus.right, bus.y));
    overviewLines.append(QLineF(bus.entry.x, bus.y, bus.entry.x, bus.entry.y));
}

void GraphScene::clearItems()
{
    m_boxItems.clear();
    m_boxRects.clear();
    m_edgeItems.clear();
    m_edgeMade.clear();
    m_edgeArrow.clear();
    m_edges.clear();
    m_layout.reset();
    m_grid.reset();
    m_itemsColored = false;
    m_overview = nullptr;
    m_detailLayer = nullptr;
    m_overviewMode = false;
    m_highlightedBox = -1;
    m_graphRect = QRectF();
    clear();
}

void GraphScene::setRowFlags(std::vector<QString> flags)
{
    m_rowFlags = std::move(flags);
    recolor();
}

void GraphScene::setWideTensors(std::set<std::string> tensors)
{
    m_wideTensors = std::move(tensors);
    for (std::size_t i = 0; i < m_boxItems.size(); ++i)
        if (m_boxItems[i] != nullptr)
            m_boxItems[i]->setWide(boxIsWide(static_cast<int>(i)));
}

bool GraphScene::boxIsWide(int box) const
{
    const auto* graph = m_analysis ? m_analysis->floatGraph.get() : nullptr;
    const OutlineNode& node = m_boxes[static_cast<std::size_t>(box)];
    if (graph == nullptr || m_wideTensors.empty() || node.kind != OutlineNode::Kind::Op || node.graphNode < 0)
        return false;
    for (const std::string& out : graph->nodes()[static_cast<std::size_t>(node.graphNode)].outputs)
        if (m_wideTensors.count(out))
            return true;
    return false;
}

void GraphScene::setPartingTensor(const std::string& tensor)
{
    m_partingTensor = tensor;
    const int parting = partingBox();
    for (std::size_t i = 0; i < m_boxItems.size(); ++i)
        if (m_boxItems[i] != nullptr)
            m_boxItems[i]->setParting(static_cast<int>(i) == parting);
    if (m_overview)
        m_overview->setPartingBox(parting);
}

void GraphScene::recolor()
{
    if (m_analysis)
        m_coloring = GraphColoring(*m_analysis, m_rows, m_boxes, m_options);
    else
        m_coloring = GraphColoring();
    m_boxColors.clear();
    m_boxColors.reserve(m_boxItems.size());
    const int parting = partingBox();
    for (std::size_t i = 0; i < m_boxItems.size(); ++i) {
        const int index = static_cast<int>(i);
        m_boxColors.push_back(m_coloring.color(index));
        if (m_boxItems[i] == nullptr)
            continue;
        m_boxItems[i]->setFill(m_boxColors.back(), m_coloring.compared(index));
        m_boxItems[i]->setWide(boxIsWide(index));
        m_boxItems[i]->setParting(index == parting);
        const QString flags = flagsOfBox(index);
        if (flags != m_boxItems[i]->flags())
            m_boxItems[i]->setFlags(flags);
    }
    if (m_overview)
        m_overview->setPartingBox(parting);
    m_itemsColored = true;
    updateFocus(); // the overview's colours, faded where they are
    emit coloringChanged();
}

QString GraphScene::flagsOfBox(int box) const
{
    const auto* graph = m_analysis ? m_analysis->floatGraph.get() : nullptr;
    const OutlineNode& node = m_boxes[static_cast<std::size_t>(box)];
    if (graph == nullptr || m_rowFlags.empty() || node.kind != OutlineNode::Kind::Op || node.graphNode < 0)
        return {};
    for (const std::string& out : graph->nodes()[static_cast<std::size_t>(node.graphNode)].outputs) {
        const auto it = m_rows.find(out);
        if (it != m_rows.end() && it->second < m_rowFlags.size() && !m_rowFlags[it->second].isEmpty())
            return m_rowFlags[it->second];
    }
    return {};
}

void GraphScene::updateHighlight()
{
    const int next = m_highlightedTensor.empty() ? -1 : boxOfTensor(m_highlightedTensor);
    if (GraphBoxItem* old = existingBoxItem(m_highlightedBox))
        old->setHighlighted(false);
    m_highlightedBox = next;
    if (GraphBoxItem* item = existingBoxItem(next))
        item->setHighlighted(true);
    if (m_overview)
        m_overview->setHighlightedBox(next);
    if (m_fadeUnreached && m_itemsColored) {
        updateFocus();
        emit coloringChanged(); // the minimap redraws what faded
    }
}

QString GraphScene::toolTipOf(const QGraphicsItem* item) const
{
    if (item == nullptr)
        return {};
    if (item->type() == GraphBoxItem::Type) {
        const auto* box = static_cast<const GraphBoxItem*>(item);
        if (box->box() < 0 || static_cast<std::size_t>(box->box()) >= m_boxes.size())
            return {};
        const QString tip = boxToolTip(m_boxes[static_cast<std::size_t>(box->box())]);
        return box->flags().isEmpty() ? tip : tr("%1\nflags: %2").arg(tip, box->flags());
    }
    if (item->type() == GraphEdgeItem::Type) {
        const int edge = static_cast<const GraphEdgeItem*>(item)->outlineEdge();
        if (edge >= 0 && static_cast<std::size_t>(edge) < m_edges.size())
            return edgeToolTip(m_edges[static_cast<std::size_t>(edge)].tensor);
    }
    return item->toolTip(); // a bus keeps the one it was made with
}

void GraphScene::helpEvent(QGraphicsSceneHelpEvent* event)
{
    // As QGraphicsScene's own: the topmost item under the pointer that has something to say.
    QString tip;
    for (const QGraphicsItem* item : items(event->scenePos())) {
        tip = toolTipOf(item);
        if (!tip.isEmpty())
            break;
    }
    QToolTip::showText(tip.isEmpty() ? QPoint() : event->screenPos(), tip, event->widget());
    event->setAccepted(!tip.isEmpty());
}

QString GraphScene::boxToolTip(const OutlineNode& box) const
{
    // The graph labels nodes and the reports list tensors: the hover names both, in full.
    const auto& nodes = m_graph->nodes();
    if (box.kind != OutlineNode::Kind::Op || box.graphNode < 0
        || static_cast<std::size_t>(box.graphNode) >= nodes.size())
        return tr("%1: %n nodes", nullptr, static_cast<int>(box.members.size())).arg(QString::fromStdString(box.scope));
    const Node& node = nodes[static_cast<std::size_t>(box.graphNode)];
    QStringList outputs;
    for (const std::string& out : node.outputs)
        outputs << QString::fromStdString(out);
    return tr("node %1 (%2)\ntensor %3")
        .arg(
            QString::fromStdString(node.name), QString::fromStdString(node.opType), outputs.join(QStringLiteral(", ")));
}

QString GraphScene::edgeToolTip(const std::string& tensor) const
{
    const QString name = QString::fromStdString(tensor);
    const auto row = m_rows.find(tensor);
    if (row != m_rows.end() && !m_analysis->rows[row->second].shape.empty())
        return tr("%1\nshape %2").arg(name, shapeText(m_analysis->rows[row->second].shape, {}));
    const Value* value = m_graph ? m_graph->value(tensor) : nullptr;
    if (value != nullptr && value->shapeKnown)
        return tr("%1\nshape %2").arg(name, shapeText(value->shape, value->dimNames));
    return tr("%1\nshape unknown").arg(name);
}

} // namespace quantlens
