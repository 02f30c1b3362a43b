// Folding a tall layout into side-by-side columns: boxes keep their sizes and never overlap, every
// edge still runs from its source to its target, cuts go where few edges cross.
#include "layout/layered_layout.h"
#include "layout/layout_fold.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace quantlens;

namespace {
LayoutGraph chain(int n, double width = 80, double height = 38)
{
    LayoutGraph g;
    g.widths.assign(static_cast<std::size_t>(n), width);
    g.heights.assign(static_cast<std::size_t>(n), height);
    for (int i = 0; i + 1 < n; ++i)
        g.edges.emplace_back(i, i + 1);
    return g;
}

bool overlap(const LayoutGraph& g, const LayeredLayout& l, std::size_t a, std::size_t b)
{
    return std::abs(l.centers[a].x - l.centers[b].x) < (g.widths[a] + g.widths[b]) / 2
        && std::abs(l.centers[a].y - l.centers[b].y) < (g.heights[a] + g.heights[b]) / 2;
}

void expectRoutesJoinTheirEnds(const LayoutGraph& g, const LayeredLayout& l)
{
    for (std::size_t e = 0; e < g.edges.size(); ++e) {
        const auto [from, to] = g.edges[e];
        const auto& route = l.edgeRoutes[e];
        ASSERT_GE(route.size(), 2u);
        const auto& s = l.centers[static_cast<std::size_t>(from)];
        const auto& t = l.centers[static_cast<std::size_t>(to)];
        EXPECT_NEAR(route.front().x, s.x, 1e-6) << "edge " << e;
        EXPECT_NEAR(route.front().y, s.y + g.heights[static_cast<std::size_t>(from)] / 2, 1e-6) << "edge " << e;
        EXPECT_NEAR(route.back().x, t.x, 1e-6) << "edge " << e;
        EXPECT_NEAR(route.back().y, t.y - g.heights[static_cast<std::size_t>(to)] / 2, 1e-6) << "edge " << e;
    }
}
}

TEST(LayoutFold, ALongChainFillsALandscapeViewInColumns)
{
    const LayoutGraph g = chain(300);
    const LayeredLayout tall = layoutLayered(g);
    const int columns = columnsForView(tall.width, tall.height, 1600, 900);
    EXPECT_GE(columns, 4);
    EXPECT_LE(columns, 8);
    const LayeredLayout folded = foldIntoColumns(tall, g, columns);
    EXPECT_GT(folded.width, 3 * tall.width);
    EXPECT_LT(folded.height, tall.height / (columns - 1));
    // Fitted into a 1600×900 view, the folded chain is shown several times larger.
    const double fitTall = std::min(1600 / tall.width, 900 / tall.height);
    const double fitFolded = std::min(1600 / folded.width, 900 / folded.height);
    EXPECT_GT(fitFolded, 3 * fitTall);
    for (std::size_t a = 0; a < folded.centers.size(); ++a)
        for (std::size_t b = a + 1; b < folded.centers.size(); ++b)
            ASSERT_FALSE(overlap(g, folded, a, b)) << a << " and " << b;
    expectRoutesJoinTheirEnds(g, folded);
    // Topological order reads down a column, then the next column to the right.
    for (std::size_t v = 1; v < folded.centers.size(); ++v) {
        const auto& p = folded.centers[v - 1];
        const auto& q = folded.centers[v];
        EXPECT_TRUE(q.y > p.y || q.x > p.x) << v;
    }
}

TEST(LayoutFold, CutsWhereFewEdgesCross)
{
    // Two blocks of 20 nodes; inside each, every node also feeds the one three ranks down, so cuts
    // inside a block cross four edges while the one between the blocks crosses one.
    LayoutGraph g = chain(40);
    for (int i = 0; i + 3 < 40; ++i)
        if (i / 20 == (i + 3) / 20)
            g.edges.emplace_back(i, i + 3);
    const LayeredLayout tall = layoutLayered(g);
    const LayeredLayout folded = foldIntoColumns(tall, g, 2);
    // Node 20 starts the second column: it is the topmost node of the right-hand column.
    EXPECT_GT(folded.centers[20].x, folded.centers[19].x);
    EXPECT_NEAR(folded.centers[20].y, folded.centers[0].y, 1e-6);
    expectRoutesJoinTheirEnds(g, folded);
}

TEST(LayoutFold, ShortOrWideLayoutsStayInOneColumn)
{
    const LayoutGraph g = chain(4);
    const LayeredLayout l = layoutLayered(g);
    EXPECT_EQ(columnsForView(l.width, l.height, 1600, 900), 1); // fits readable as it is
    const LayeredLayout same = foldIntoColumns(l, g, 1);
    EXPECT_EQ(same.width, l.width);
    EXPECT_EQ(same.centers.size(), l.centers.size());
    EXPECT_EQ(columnsForView(0, 0, 1600, 900), 1);
    const LayoutGraph wide = chain(300, 80, 38);
    const LayeredLayout w = layoutLayered(wide);
    EXPECT_EQ(columnsForView(w.width, w.height, 300, 26000), 1); // a view as tall as the chain: it fits
}
