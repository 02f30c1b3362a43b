// A graph bigger than GraphScene::kAllItemsBoxes gets box and edge items only where a view looks:
// what the view shows is complete, far boxes have no item until the view goes there, and an item
// made late carries the colour, tags and highlight set before it existed.
#include "graph/graph_box_item.h"
#include "graph/graph_edge_item.h"
#include "graph/graph_panel.h"
#include "graph/graph_scene.h"
#include "graph/graph_view.h"
#include "graph_test_support.h"
#include "session_context.h"

#include <QTest>

#include <gtest/gtest.h>

#include <set>

using namespace quantlens;

namespace {
constexpr int kChain = static_cast<int>(GraphScene::kAllItemsBoxes) + 1000;
constexpr int kBadOp = kChain - 500;

std::string tensorName(int op) { return "t" + std::to_string(op); }

// x → Relu → Relu → … kChain long, no scopes (nothing collapses); one output compares badly.
std::shared_ptr<const Analysis> chainAnalysis()
{
    std::vector<graphtest::Op> ops;
    std::string previous = "x";
    for (int k = 0; k < kChain; ++k) {
        ops.push_back({ "Relu", "Relu_" + std::to_string(k), { previous }, { tensorName(k) } });
        previous = tensorName(k);
    }
    return graphtest::oneBadTensorAnalysis(graphtest::buildGraph(ops, { previous }), tensorName(kBadOp));
}

/// The boxes that have an item, found through the scene (boxItem() would make one).
std::set<int> boxesWithItems(const GraphScene& scene)
{
    std::set<int> boxes;
    for (const QGraphicsItem* item : scene.items())
        if (item->type() == GraphBoxItem::Type)
            boxes.insert(static_cast<const GraphBoxItem*>(item)->box());
    return boxes;
}

const GraphBoxItem* madeItemOf(const GraphScene& scene, int box)
{
    for (const QGraphicsItem* item : scene.items())
        if (item->type() == GraphBoxItem::Type && static_cast<const GraphBoxItem*>(item)->box() == box)
            return static_cast<const GraphBoxItem*>(item);
    return nullptr;
}

struct OpenChain {
    SessionContext context;
    GraphPanel panel { &context };
    GraphScene& scene = *panel.scene();
    GraphView& view = *panel.view();

    OpenChain()
    {
        panel.resize(1000, 700);
        panel.show(); // a hidden view keeps its default viewport of a few pixels
        EXPECT_TRUE(QTest::qWaitForWindowExposed(&panel));
        context.setAnalysis(chainAnalysis());
        EXPECT_TRUE(panel.waitForLayout(60000));
        view.setZoom(1.0); // readable: the overview steps aside for the items
    }
};
}

TEST(GraphItemsOnDemand, WhatTheViewShowsHasItsItemsAndFarBoxesHaveNone)
{
    OpenChain open;
    ASSERT_EQ(open.scene.boxCount(), kChain);
    ASSERT_TRUE(open.scene.makesItemsOnDemand());
    ASSERT_FALSE(open.scene.overviewMode());
    open.view.centerOnBox(open.scene.boxOfTensor(tensorName(100)), false);

    const std::set<int> made = boxesWithItems(open.scene);
    const QRectF visible = open.view.visibleSceneRect();
    int shown = 0;
    for (int i = 0; i < open.scene.boxCount(); ++i) {
        if (!open.scene.boxRect(i).intersects(visible))
            continue;
        ++shown;
        EXPECT_EQ(made.count(i), 1u) << "box " << i << " is in view without an item";
    }
    EXPECT_GT(shown, 5) << "view " << visible.width() << " x " << visible.height();
    EXPECT_LT(made.size(), static_cast<std::size_t>(kChain / 4)) << "items were made far from the view";
    EXPECT_EQ(made.count(open.scene.boxOfTensor(tensorName(kBadOp))), 0u);

    int edgesInView = 0;
    for (const QGraphicsItem* item : open.scene.items(visible))
        edgesInView += item->type() == GraphEdgeItem::Type ? 1 : 0;
    EXPECT_GE(edgesInView, shown - 1) << "a chain shows an edge between each two boxes in view";
}

TEST(GraphItemsOnDemand, AnItemMadeLateShowsWhatWasSetBeforeIt)
{
    OpenChain open;
    const int bad = open.scene.boxOfTensor(tensorName(kBadOp));
    const int wide = open.scene.boxOfTensor(tensorName(kBadOp - 3));
    ASSERT_EQ(madeItemOf(open.scene, bad), nullptr);
    ASSERT_EQ(madeItemOf(open.scene, wide), nullptr);
    open.scene.setWideTensors({ tensorName(kBadOp - 3) });
    open.scene.setHighlightedTensor(tensorName(kBadOp));

    open.view.centerOnBox(bad, false);
    const GraphBoxItem* badItem = madeItemOf(open.scene, bad);
    const GraphBoxItem* wideItem = madeItemOf(open.scene, wide);
    ASSERT_NE(badItem, nullptr) << "going to a box makes its item";
    ASSERT_NE(wideItem, nullptr);
    EXPECT_TRUE(graphtest::reddish(badItem->brush().color()));
    EXPECT_TRUE(badItem->isHighlighted());
    EXPECT_TRUE(wideItem->isWide());
    EXPECT_FALSE(wideItem->isHighlighted());
    EXPECT_TRUE(graphtest::greenish(wideItem->brush().color()));
}

TEST(GraphItemsOnDemand, ARenderOfTheWholeGraphAtReadingScaleDrawsEveryBox)
{
    OpenChain open;
    const int bad = open.scene.boxOfTensor(tensorName(kBadOp));
    ASSERT_EQ(madeItemOf(open.scene, bad), nullptr);
    // Just above the scale where boxes get their labels (and items) instead of the overview.
    const QRectF whole = open.scene.graphRect().adjusted(-16, -16, 16, 16);
    const double scale = GraphBoxItem::kTextLevel * 1.05;
    QImage image(QSize(static_cast<int>(whole.width() * scale) + 1, static_cast<int>(whole.height() * scale) + 1),
        QImage::Format_RGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        open.panel.renderGraph(&painter, QRectF(QPointF(0, 0), image.size()));
    }
    const GraphBoxItem* badItem = madeItemOf(open.scene, bad);
    ASSERT_NE(badItem, nullptr) << "the render made no item for a box far from the view";
    const QRectF r = open.scene.boxRect(bad);
    const QRect inImage = QRectF((r.topLeft() - whole.topLeft()) * scale, r.size() * scale).toAlignedRect();
    int reddish = 0;
    for (int y = inImage.top(); y <= inImage.bottom(); ++y)
        for (int x = inImage.left(); x <= inImage.right(); ++x)
            reddish += graphtest::reddish(image.pixelColor(x, y)) ? 1 : 0;
    EXPECT_GT(reddish, inImage.width() * inImage.height() / 3) << "image " << image.width() << " x " << image.height();
}
