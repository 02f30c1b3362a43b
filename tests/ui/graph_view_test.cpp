// GraphView and GraphScene on a graph big enough to collapse scopes: groups, expanding to reveal a
// selection, relayout on a worker with stale results dropped, level of detail, tooltips, minimap.
#include "graph/graph_box_item.h"
#include "graph/graph_edge_item.h"
#include "graph/graph_legend.h"
#include "graph/graph_minimap.h"
#include "graph/graph_overview_item.h"
#include "graph/graph_panel.h"
#include "graph/graph_scene.h"
#include "graph/graph_view.h"
#include "graph_test_support.h"
#include "session_context.h"

#include <QGraphicsSceneHelpEvent>
#include <QMenu>
#include <QTest>
#include <QToolTip>

#include <gtest/gtest.h>

using namespace quantlens;

namespace {
constexpr int kBlocks = 40;
constexpr int kOpsPerBlock = 50;

std::string tensorName(int block, int op) { return "b" + std::to_string(block) + "_t" + std::to_string(op); }

// kBlocks parallel chains of kOpsPerBlock Relus, each in scope "block<i>", joined by one Concat:
// 2001 boxes fully expanded, more than the outline shows at first.
std::shared_ptr<const Analysis> bigAnalysis(int badBlock = 7, int badOp = 20)
{
    GraphBuilder builder("graph_view_test.onnx");
    Value x;
    x.name = "x";
    x.shape = { 1, 8 };
    x.shapeKnown = true;
    builder.addInput(x);
    std::vector<std::string> ends;
    for (int b = 0; b < kBlocks; ++b) {
        std::string previous = "x";
        for (int k = 0; k < kOpsPerBlock; ++k) {
            Node node;
            node.opType = "Relu";
            node.name = "/block" + std::to_string(b) + "/Relu_" + std::to_string(k);
            node.inputs = { previous };
            node.outputs = { tensorName(b, k) };
            previous = node.outputs.front();
            builder.addNode(node);
        }
        ends.push_back(previous);
    }
    Node concat;
    concat.opType = "Concat";
    concat.name = "/Concat";
    concat.inputs = ends;
    concat.outputs = { "y" };
    builder.addNode(concat);
    Value y;
    y.name = "y";
    builder.addOutput(y);
    auto graph = builder.build();
    EXPECT_TRUE(graph.ok());
    return graphtest::oneBadTensorAnalysis(graph.value(), tensorName(badBlock, badOp));
}

// The first block the outline left collapsed.
int firstGroup(const GraphScene& scene)
{
    for (int i = 0; i < scene.boxCount(); ++i)
        if (scene.box(i).kind == OutlineNode::Kind::Group)
            return i;
    return -1;
}
}

TEST(GraphView, CollapsesBigGraphsIntoLabelledGroupsColouredByTheirWorstMember)
{
    SessionContext context;
    GraphPanel panel(&context);
    context.setAnalysis(bigAnalysis());
    GraphScene& scene = *panel.scene();
    ASSERT_GT(scene.boxCount(), 0);
    EXPECT_LE(scene.boxCount(), 1500);
    const int group = firstGroup(scene);
    ASSERT_GE(group, 0);
    const OutlineNode& box = scene.box(group);
    EXPECT_EQ(scene.boxItem(group)->title(), QString::fromStdString(box.label) + QStringLiteral(" (50)"));

    // Collapse the bad block: its group shows the bad member's red, its neighbours stay green.
    scene.collapse("block7");
    const int bad = scene.boxOfTensor(tensorName(7, 20));
    ASSERT_GE(bad, 0);
    EXPECT_EQ(scene.box(bad).kind, OutlineNode::Kind::Group);
    const QColor badColor = scene.boxItem(bad)->brush().color();
    EXPECT_GT(badColor.red(), 140);
    EXPECT_LT(badColor.green(), 100);
    EXPECT_EQ(scene.boxOfTensor(tensorName(7, 0)), bad); // block7 is one box now
    EXPECT_GT(scene.boxItem(scene.boxOfTensor(tensorName(8, 0)))->brush().color().green(), 150);
}

TEST(GraphView, SelectingATensorInsideACollapsedGroupExpandsIt)
{
    SessionContext context;
    GraphPanel panel(&context);
    panel.resize(900, 700);
    context.setAnalysis(bigAnalysis());
    GraphScene& scene = *panel.scene();
    const int group = firstGroup(scene);
    ASSERT_GE(group, 0);
    const std::string scope = scene.box(group).scope;
    const std::string tensor = tensorName(std::stoi(scope.substr(5)), 10);
    context.select(QString::fromStdString(tensor));
    ASSERT_TRUE(panel.waitForLayout(20000));
    const int box = scene.boxOfTensor(tensor);
    ASSERT_GE(box, 0);
    EXPECT_EQ(scene.box(box).kind, OutlineNode::Kind::Op);
    EXPECT_TRUE(scene.boxItem(box)->isHighlighted());
    EXPECT_TRUE(panel.view()->visibleSceneRect().intersects(scene.boxItem(box)->sceneBoundingRect()));
}

TEST(GraphView, DoubleClickExpandsAGroupAndTheMenuCollapsesItsScope)
{
    SessionContext context;
    GraphPanel panel(&context);
    panel.resize(900, 700);
    context.setAnalysis(bigAnalysis());
    GraphScene& scene = *panel.scene();
    GraphView& view = *panel.view();
    const int group = firstGroup(scene);
    ASSERT_GE(group, 0);
    const std::string scope = scene.box(group).scope;
    const std::string member = scene.tensorOfBox(group);
    view.centerOnBox(group, true);
    panel.grab().save(QStringLiteral("/tmp/graphshots/graph_group.png")); // also lays out the hidden panel
    const QPoint at = view.mapFromScene(scene.boxItem(group)->sceneBoundingRect().center());
    ASSERT_EQ(view.boxAt(at), group);
    QTest::mouseDClick(view.viewport(), Qt::LeftButton, {}, at);
    ASSERT_TRUE(panel.waitForLayout(20000));
    EXPECT_TRUE(scene.isExpanded(scope));
    const int op = scene.boxOfTensor(member);
    ASSERT_GE(op, 0);
    EXPECT_EQ(scene.box(op).kind, OutlineNode::Kind::Op);

    QMenu menu;
    view.populateBoxMenu(menu, op);
    QAction* collapse = nullptr;
    for (QAction* action : menu.actions())
        if (action->text() == QStringLiteral("Collapse %1").arg(QString::fromStdString(scope)))
            collapse = action;
    ASSERT_NE(collapse, nullptr);
    collapse->trigger();
    ASSERT_TRUE(panel.waitForLayout(20000));
    EXPECT_FALSE(scene.isExpanded(scope));
    EXPECT_EQ(scene.box(scene.boxOfTensor(member)).kind, OutlineNode::Kind::Group);
}

TEST(GraphView, LaysOutHugeOutlinesOnAWorkerAndAppliesOnlyTheLatest)
{
    SessionContext context;
    GraphPanel panel(&context);
    context.setAnalysis(bigAnalysis());
    GraphScene& scene = *panel.scene();
    // Expanding every block passes kSyncLayoutBoxes: the last expansion runs on a worker.
    for (int b = 0; b < kBlocks && !scene.isLayoutPending(); ++b)
        scene.expand("block" + std::to_string(b));
    ASSERT_TRUE(scene.isLayoutPending());
    const int shown = scene.boxCount();
    EXPECT_LT(shown, int(GraphScene::kSyncLayoutBoxes)) << "the old layout stays until the new one is ready";

    // A quick collapse lays out synchronously and supersedes the running job ...
    scene.collapse("block0");
    EXPECT_FALSE(scene.isLayoutPending());
    const int collapsed = scene.boxCount();
    EXPECT_EQ(scene.box(scene.boxOfTensor(tensorName(0, 0))).kind, OutlineNode::Kind::Group);
    QTest::qWait(50); // ... whose late result must not replace it
    EXPECT_EQ(scene.boxCount(), collapsed);

    for (int b = 0; b < kBlocks; ++b)
        scene.expand("block" + std::to_string(b));
    ASSERT_TRUE(scene.isLayoutPending());
    ASSERT_TRUE(panel.waitForLayout(60000));
    EXPECT_FALSE(scene.isLayoutPending());
    EXPECT_EQ(scene.boxCount(), kBlocks * kOpsPerBlock + 1);
    QTest::qWait(50); // the watcher's own finished signal must not apply anything twice
    EXPECT_EQ(scene.boxCount(), kBlocks * kOpsPerBlock + 1);
}

TEST(GraphView, ZoomedOutBigGraphsDrawTheBatchedOverview)
{
    SessionContext context;
    GraphPanel panel(&context);
    panel.resize(1000, 700);
    context.setAnalysis(bigAnalysis());
    GraphScene& scene = *panel.scene();
    GraphView& view = *panel.view();
    view.fitAll();
    ASSERT_LT(view.zoom(), GraphBoxItem::kTextLevel);
    EXPECT_TRUE(scene.overviewMode());
    EXPECT_TRUE(scene.overview()->isVisible());
    EXPECT_FALSE(scene.boxItem(0)->isVisible());
    panel.grab().save(QStringLiteral("/tmp/graphshots/graph_overview.png"));

    view.setZoom(1.0);
    EXPECT_FALSE(scene.overviewMode());
    EXPECT_TRUE(scene.boxItem(0)->isVisible());
    EXPECT_FALSE(view.isAutoFit());
    panel.grab().save(QStringLiteral("/tmp/graphshots/graph_zoomed.png"));
}

TEST(GraphView, MinimapClickMovesTheView)
{
    SessionContext context;
    GraphPanel panel(&context);
    panel.resize(1000, 700);
    context.setAnalysis(bigAnalysis());
    GraphView& view = *panel.view();
    auto* minimap = panel.findChild<GraphMinimap*>(QStringLiteral("graphMinimap"));
    ASSERT_NE(minimap, nullptr);
    EXPECT_FALSE(minimap->isVisibleTo(&panel)) << "nothing to show while the whole graph is in view";
    view.setZoom(1.0);
    EXPECT_TRUE(minimap->isVisibleTo(&panel));
    panel.grab(); // paints the minimap once, which computes its transform
    const QPointF target = panel.scene()->graphRect().bottomRight() - QPointF(50, 50);
    QTest::mouseClick(minimap, Qt::LeftButton, {}, minimap->sceneToMinimap().map(target).toPoint());
    const QPointF center = view.visibleSceneRect().center();
    EXPECT_LT(QLineF(center, target).length(), 0.6 * view.visibleSceneRect().width());
}

TEST(GraphView, MinimapTakesACornerThatCoversNoBox)
{
    SessionContext context;
    GraphPanel panel(&context);
    panel.resize(1000, 700);
    panel.show(); // lays the view out at that size
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&panel));
    context.setAnalysis(bigAnalysis());
    GraphView& view = *panel.view();
    auto* minimap = panel.findChild<GraphMinimap*>(QStringLiteral("graphMinimap"));
    ASSERT_NE(minimap, nullptr);
    const GraphScene& scene = *panel.scene();
    const auto boxesUnder = [&](const QRect& inView) {
        const QRectF area = view.mapToScene(inView.translated(-view.viewport()->geometry().topLeft())).boundingRect();
        int count = 0;
        for (int i = 0; i < scene.boxCount(); ++i)
            count += scene.boxRect(i).intersects(area) ? 1 : 0;
        return count;
    };
    view.setZoom(1.0);
    // Scrolled to the graph's bottom-right corner: the last column's boxes lie under the usual corner,
    // the top of the view is free.
    const QRect port = view.viewport()->geometry();
    view.centerOnScenePoint(scene.graphRect().bottomRight());
    ASSERT_TRUE(minimap->isVisibleTo(&panel));
    const QRect bottomRight(port.bottomRight() - QPoint(minimap->width() + 8, minimap->height() + 8), minimap->size());
    ASSERT_GT(boxesUnder(bottomRight), 0) << "the case needs boxes under the usual corner";
    EXPECT_EQ(boxesUnder(minimap->geometry()), 0) << "it covers boxes while a corner is free";
    EXPECT_LT(minimap->geometry().center().y(), port.center().y()) << "the free corner is at the top";
}

TEST(GraphView, EdgesExplainTheirTensorOnHover)
{
    SessionContext context;
    GraphPanel panel(&context);
    context.setAnalysis(bigAnalysis());
    const auto& edges = panel.scene()->edgeItems();
    ASSERT_FALSE(edges.empty());
    bool found = false;
    for (const GraphEdgeItem* edge : edges)
        found = found
            || panel.scene()->toolTipOf(edge)
                == QStringLiteral("%1\nshape [1, 8]").arg(QString::fromStdString(tensorName(0, 3)));
    EXPECT_TRUE(found);
}

TEST(GraphView, HoveringABoxShowsItsNodeAndTensor)
{
    // Tooltips are written when the scene is asked (a help event), not stored on the items.
    SessionContext context;
    GraphPanel panel(&context);
    context.setAnalysis(bigAnalysis());
    GraphScene* scene = panel.scene();
    const std::string tensor = tensorName(0, 3);
    const GraphBoxItem* box = scene->boxItem(scene->boxOfTensor(tensor));
    ASSERT_NE(box, nullptr);
    EXPECT_TRUE(box->toolTip().isEmpty());
    scene->setOverviewMode(false); // the boxes, as at reading zoom
    QGraphicsSceneHelpEvent help(QEvent::GraphicsSceneHelp);
    help.setScenePos(box->sceneBoundingRect().center());
    help.setScreenPos(QPoint(100, 100));
    help.ignore(); // the scene accepts what it answers
    QApplication::sendEvent(scene, &help);
    EXPECT_TRUE(help.isAccepted());
    EXPECT_TRUE(QToolTip::text().contains(QString::fromStdString(tensor))) << QToolTip::text().toStdString();
    // Over nothing: no tooltip, and the event is left to others.
    QGraphicsSceneHelpEvent empty(QEvent::GraphicsSceneHelp);
    empty.setScenePos(scene->graphRect().topLeft() - QPointF(1000, 1000));
    empty.accept();
    QApplication::sendEvent(scene, &empty);
    EXPECT_FALSE(empty.isAccepted());
}

TEST(GraphView, LegendFollowsTheMetric)
{
    SessionContext context;
    GraphPanel panel(&context);
    context.setAnalysis(bigAnalysis());
    auto* legend = panel.findChild<GraphLegend*>(QStringLiteral("graphLegend"));
    ASSERT_NE(legend, nullptr);
    EXPECT_EQ(legend->scale().metric(), GraphMetric::Cosine);
    EXPECT_EQ(legend->scale().ticks().size(), 4u);
    panel.setMetric(GraphMetric::Sqnr);
    EXPECT_EQ(legend->scale().metric(), GraphMetric::Sqnr);
}
