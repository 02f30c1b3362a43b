// A node of thousands of inputs (the probe's 100,000-input Sum took 23 GB to draw): its inputs end on a
// bus above it, and the scene's spatial index stays within its budget whatever the items span.
#include "graph/graph_edge_item.h"
#include "graph/graph_panel.h"
#include "graph/graph_scene.h"
#include "graph/scene_index_depth.h"
#include "session_context.h"

#include <QImage>

#include <gtest/gtest.h>

#include <cmath>

using namespace quantlens;

namespace {
/// `inputs` Relu of the graph input, all summed by one node.
std::shared_ptr<const Analysis> wideJoin(int inputs)
{
    GraphBuilder builder("wide_join.onnx");
    Value x;
    x.name = "x";
    builder.addInput(x);
    Node sum;
    sum.opType = "Sum";
    sum.name = "join/Sum";
    sum.outputs = { "y" };
    for (int i = 0; i < inputs; ++i) {
        Node relu;
        relu.opType = "Relu";
        relu.name = "branch" + std::to_string(i) + "/Relu";
        relu.inputs = { "x" };
        relu.outputs = { "r" + std::to_string(i) };
        sum.inputs.push_back(relu.outputs.front());
        builder.addNode(relu);
    }
    builder.addNode(sum);
    Value y;
    y.name = "y";
    builder.addOutput(y);
    auto graph = builder.build();
    EXPECT_TRUE(graph.ok());
    auto a = std::make_shared<Analysis>();
    a->floatGraph = graph.value();
    a->floatNodeCount = static_cast<std::size_t>(inputs) + 1;
    return a;
}

std::vector<QRectF> grid(int columns, int rows, double width, double height)
{
    std::vector<QRectF> rects;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c)
            rects.emplace_back(c * (width + 20), r * (height + 40), width, height);
    return rects;
}
}

TEST(SceneIndexDepth, KeepsQtsDepthForBoxesAndShallowsItForLinesAcrossThePicture)
{
    // 4096 boxes in a grid: Qt's own depth (one cell per item), each box in one or two cells.
    const auto boxes = grid(64, 64, 60, 30);
    const QRectF scene(0, 0, 64 * 80, 64 * 70);
    EXPECT_EQ(boundedIndexDepth(boxes, scene), 12);
    EXPECT_LE(indexEntries(boxes, scene, 12), 4.0 * static_cast<double>(boxes.size()));

    // The same boxes and as many lines from each box to the middle: the default would file the lines in
    // about a quarter of the columns each; the chosen depth stays within the budget.
    auto items = boxes;
    for (const QRectF& box : boxes)
        items.push_back(QRectF(box.center(), scene.center()).normalized());
    const int depth = boundedIndexDepth(items, scene);
    EXPECT_GT(indexEntries(items, scene, 13), kIndexEntriesPerItem * static_cast<double>(items.size()));
    ASSERT_GT(depth, 0);
    EXPECT_LT(depth, 13);
    EXPECT_LE(indexEntries(items, scene, depth), kIndexEntriesPerItem * static_cast<double>(items.size()));

    // Nothing but items spanning the whole scene: no index at all.
    const std::vector<QRectF> spanning(1000, scene);
    EXPECT_EQ(boundedIndexDepth(spanning, scene), 0);
}

TEST(GraphWideJoin, InputsEndOnABusAndTheIndexStaysInItsBudget)
{
    constexpr int kInputs = 3000;
    SessionContext context;
    GraphPanel panel(&context);
    panel.resize(1200, 800);
    context.setAnalysis(wideJoin(kInputs));
    ASSERT_TRUE(panel.waitForLayout(120000));
    GraphScene& scene = *panel.scene();
    ASSERT_EQ(scene.boxCount(), kInputs + 1);
    const double graphWidth = scene.graphRect().width();
    ASSERT_GT(graphWidth, 50000.0);

    // Each input draws a stub no wider than its box; only the bus crosses the picture.
    std::size_t wide = 0;
    for (const GraphEdgeItem* edge : scene.edgeItems())
        wide += edge->boundingRect().width() > 200;
    EXPECT_EQ(wide, 0u);
    std::size_t buses = 0;
    std::vector<QRectF> rects;
    for (QGraphicsItem* item : scene.items()) {
        rects.push_back(item->sceneBoundingRect());
        // 3000 boxes collapse the scopes into groups: the join's box is the group "join".
        if (item->toolTip() == QStringLiteral("%1 inputs join join here").arg(kInputs)
            && item->boundingRect().width() > 0.9 * graphWidth)
            ++buses;
    }
    EXPECT_EQ(buses, 1u);

    // Qt's index holds what we chose, within budget.
    ASSERT_EQ(scene.itemIndexMethod(), QGraphicsScene::BspTreeIndex);
    EXPECT_LE(indexEntries(rects, scene.sceneRect(), scene.bspTreeDepth()),
        kIndexEntriesPerItem * static_cast<double>(rects.size()));

    // And it draws: the fitted view and reading size around the join.
    const QImage fitted = panel.grab().toImage();
    EXPECT_FALSE(fitted.isNull());
}
