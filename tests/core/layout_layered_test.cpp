#include "layout/layered_layout.h"
#include "synthetic_network.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>

using namespace quantlens;

namespace {
constexpr double kEps = 1e-6;

LayoutGraph boxes(int count, double width = 60, double height = 30)
{
    LayoutGraph g;
    g.widths.assign(static_cast<std::size_t>(count), width);
    g.heights.assign(static_cast<std::size_t>(count), height);
    return g;
}

// Proper intersections between segments of different edges that share no end node.
std::size_t geometricCrossings(const LayoutGraph& g, const LayeredLayout& layout)
{
    struct Segment {
        LayoutPoint a, b;
        int edge;
    };
    std::vector<Segment> segments;
    for (std::size_t e = 0; e < layout.edgeRoutes.size(); ++e)
        for (std::size_t k = 1; k < layout.edgeRoutes[e].size(); ++k)
            segments.push_back({ layout.edgeRoutes[e][k - 1], layout.edgeRoutes[e][k], static_cast<int>(e) });
    auto side = [](LayoutPoint p, LayoutPoint q, LayoutPoint r) {
        const double c = (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
        return c > kEps ? 1 : (c < -kEps ? -1 : 0);
    };
    std::size_t crossings = 0;
    for (std::size_t i = 0; i < segments.size(); ++i)
        for (std::size_t j = i + 1; j < segments.size(); ++j) {
            const auto& s = segments[i];
            const auto& t = segments[j];
            const auto [a1, b1] = g.edges[s.edge];
            const auto [a2, b2] = g.edges[t.edge];
            if (s.edge == t.edge || a1 == a2 || a1 == b2 || b1 == a2 || b1 == b2)
                continue;
            if (side(s.a, s.b, t.a) * side(s.a, s.b, t.b) < 0 && side(t.a, t.b, s.a) * side(t.a, t.b, s.b) < 0)
                ++crossings;
        }
    return crossings;
}

void expectNoOverlap(const LayoutGraph& g, const LayeredLayout& layout, double nodeSeparation)
{
    std::map<int, std::vector<int>> byRank;
    for (std::size_t v = 0; v < layout.centers.size(); ++v)
        byRank[layout.ranks[v]].push_back(static_cast<int>(v));
    for (auto& [rank, members] : byRank) {
        std::sort(
            members.begin(), members.end(), [&](int a, int b) { return layout.centers[a].x < layout.centers[b].x; });
        for (std::size_t i = 1; i < members.size(); ++i) {
            const int a = members[i - 1];
            const int b = members[i];
            const double gap = (layout.centers[b].x - g.widths[b] / 2) - (layout.centers[a].x + g.widths[a] / 2);
            ASSERT_GE(gap, nodeSeparation - kEps) << "rank " << rank << " nodes " << a << ", " << b;
        }
    }
    for (std::size_t v = 0; v < layout.centers.size(); ++v) {
        EXPECT_GE(layout.centers[v].x - g.widths[v] / 2, -kEps);
        EXPECT_LE(layout.centers[v].x + g.widths[v] / 2, layout.width + kEps);
        EXPECT_LE(layout.centers[v].y + g.heights[v] / 2, layout.height + kEps);
    }
}

// Routes leave the source from its bottom (top when reversed) centre and enter the target at its top
// (bottom) centre, and run monotonically in y.
void expectRoutesConnect(const LayoutGraph& g, const LayeredLayout& layout)
{
    ASSERT_EQ(layout.edgeRoutes.size(), g.edges.size());
    for (std::size_t e = 0; e < g.edges.size(); ++e) {
        const auto [from, to] = g.edges[e];
        const auto& route = layout.edgeRoutes[e];
        ASSERT_GE(route.size(), 2u) << "edge " << e;
        const bool down = layout.ranks[from] < layout.ranks[to];
        const auto& s = layout.centers[from];
        const auto& t = layout.centers[to];
        EXPECT_NEAR(route.front().x, s.x, kEps);
        EXPECT_NEAR(route.back().x, t.x, kEps);
        if (from == to)
            continue;
        EXPECT_NEAR(route.front().y, s.y + (down ? 1 : -1) * g.heights[from] / 2, kEps) << "edge " << e;
        EXPECT_NEAR(route.back().y, t.y - (down ? 1 : -1) * g.heights[to] / 2, kEps) << "edge " << e;
        for (std::size_t k = 1; k < route.size(); ++k)
            EXPECT_TRUE(down ? route[k].y >= route[k - 1].y : route[k].y <= route[k - 1].y) << "edge " << e;
    }
}

bool sameLayout(const LayeredLayout& a, const LayeredLayout& b)
{
    if (a.centers.size() != b.centers.size() || a.ranks != b.ranks || a.edgeRoutes.size() != b.edgeRoutes.size()
        || a.width != b.width || a.height != b.height)
        return false;
    for (std::size_t v = 0; v < a.centers.size(); ++v)
        if (a.centers[v].x != b.centers[v].x || a.centers[v].y != b.centers[v].y)
            return false;
    for (std::size_t e = 0; e < a.edgeRoutes.size(); ++e) {
        if (a.edgeRoutes[e].size() != b.edgeRoutes[e].size())
            return false;
        for (std::size_t k = 0; k < a.edgeRoutes[e].size(); ++k)
            if (a.edgeRoutes[e][k].x != b.edgeRoutes[e][k].x || a.edgeRoutes[e][k].y != b.edgeRoutes[e][k].y)
                return false;
    }
    return true;
}
}

TEST(LayoutLayered, EmptyGraphGivesEmptyLayout)
{
    const LayeredLayout layout = layoutLayered(LayoutGraph {});
    EXPECT_TRUE(layout.centers.empty());
    EXPECT_TRUE(layout.edgeRoutes.empty());
    EXPECT_EQ(layout.width, 0);
    EXPECT_EQ(layout.height, 0);
}

TEST(LayoutLayered, SingleNodeSitsAtTheOrigin)
{
    const LayeredLayout layout = layoutLayered(boxes(1, 80, 20));
    ASSERT_EQ(layout.centers.size(), 1u);
    EXPECT_DOUBLE_EQ(layout.centers[0].x, 40);
    EXPECT_DOUBLE_EQ(layout.centers[0].y, 10);
    EXPECT_EQ(layout.ranks, std::vector<int> { 0 });
    EXPECT_DOUBLE_EQ(layout.width, 80);
    EXPECT_DOUBLE_EQ(layout.height, 20);
}

TEST(LayoutLayered, ChainIsVerticallyAligned)
{
    LayoutGraph g = boxes(5);
    g.widths = { 40, 120, 60, 200, 30 };
    for (int i = 0; i + 1 < 5; ++i)
        g.edges.emplace_back(i, i + 1);
    LayoutOptions options;
    const LayeredLayout layout = layoutLayered(g, options);
    for (int i = 0; i < 5; ++i) {
        EXPECT_EQ(layout.ranks[i], i);
        EXPECT_NEAR(layout.centers[i].x, layout.centers[0].x, kEps);
    }
    for (int i = 1; i < 5; ++i)
        EXPECT_NEAR(layout.centers[i].y - layout.centers[i - 1].y, 30 + options.rankSeparation, kEps);
    EXPECT_DOUBLE_EQ(layout.width, 200);
    expectRoutesConnect(g, layout);
    for (const auto& route : layout.edgeRoutes)
        EXPECT_EQ(route.size(), 2u); // straight down
}

TEST(LayoutLayered, SweepsRemoveAvoidableCrossings)
{
    // a, b, c on top, x, y below. The DFS start order puts y before x, so b→x crosses c→y; moving c next to
    // a fixes it.
    LayoutGraph g = boxes(5);
    g.edges = { { 0, 4 }, { 1, 3 }, { 2, 4 }, { 1, 4 } };
    LayoutOptions noSweeps;
    noSweeps.crossingSweeps = 0;
    EXPECT_EQ(geometricCrossings(g, layoutLayered(g, noSweeps)), 1u);
    EXPECT_EQ(geometricCrossings(g, layoutLayered(g)), 0u);

    // Two-layer graph drawable without crossings, in an order that starts with some.
    LayoutGraph h = boxes(8);
    h.edges = { { 0, 7 }, { 1, 5 }, { 2, 6 }, { 3, 4 }, { 0, 6 }, { 2, 4 } };
    EXPECT_EQ(geometricCrossings(h, layoutLayered(h)), 0u);
}

TEST(LayoutLayered, EdgesPointDownExceptReversedCycleEdges)
{
    const auto network = bench::makeSyntheticNetwork(1000, 7);
    const LayeredLayout layout = layoutLayered(network.layout);
    for (const auto& [from, to] : network.layout.edges)
        EXPECT_LT(layout.ranks[from], layout.ranks[to]);
    expectNoOverlap(network.layout, layout, LayoutOptions {}.nodeSeparation);
    expectRoutesConnect(network.layout, layout);

    // A cycle gets exactly one edge reversed; the loop terminates.
    LayoutGraph cycle = boxes(4);
    cycle.edges = { { 0, 1 }, { 1, 2 }, { 2, 3 }, { 3, 1 } };
    const LayeredLayout c = layoutLayered(cycle);
    int upwards = 0;
    for (const auto& [from, to] : cycle.edges) {
        EXPECT_NE(c.ranks[from], c.ranks[to]);
        upwards += c.ranks[from] > c.ranks[to] ? 1 : 0;
    }
    EXPECT_EQ(upwards, 1);
    EXPECT_EQ(c.ranks[0], 0);
    expectRoutesConnect(cycle, c);
}

TEST(LayoutLayered, DenseCyclicRandomGraphStaysValid)
{
    bench::Random random(3);
    LayoutGraph g;
    for (int v = 0; v < 400; ++v) {
        g.widths.push_back(20 + random.below(100));
        g.heights.push_back(10 + random.below(40));
    }
    for (int e = 0; e < 900; ++e)
        g.edges.emplace_back(random.below(400), random.below(400));
    LayoutOptions options;
    options.nodeSeparation = 10;
    const LayeredLayout layout = layoutLayered(g, options);
    ASSERT_EQ(layout.centers.size(), 400u);
    expectNoOverlap(g, layout, options.nodeSeparation);
    expectRoutesConnect(g, layout);
}

TEST(LayoutLayered, ManyLongEdgesStayCheap)
{
    // Random edges over many ranks would need about a million dummies; the longest ones go straight instead.
    bench::Random random(8);
    LayoutGraph g = boxes(3000, 40, 20);
    for (int e = 0; e < 9000; ++e)
        g.edges.emplace_back(random.below(3000), random.below(3000));
    const LayeredLayout layout = layoutLayered(g);
    ASSERT_EQ(layout.centers.size(), 3000u);
    expectNoOverlap(g, layout, LayoutOptions {}.nodeSeparation);
    expectRoutesConnect(g, layout);
}

TEST(LayoutLayered, SelfLoopsAndMultiEdges)
{
    LayoutGraph g = boxes(3);
    g.edges = { { 0, 0 }, { 0, 1 }, { 0, 1 }, { 1, 2 }, { 0, 2 }, { 0, 2 } };
    const LayeredLayout layout = layoutLayered(g);
    EXPECT_EQ(layout.ranks, (std::vector<int> { 0, 1, 2 }));
    expectRoutesConnect(g, layout);
    const auto& loop = layout.edgeRoutes[0];
    EXPECT_NEAR(loop.front().y, layout.centers[0].y + 15, kEps);
    EXPECT_NEAR(loop.back().y, layout.centers[0].y - 15, kEps);
    for (const auto& p : loop)
        EXPECT_LE(p.x, layout.width + kEps); // the loop counts in the width
    // The long edges pass rank 1 beside node 1, not through it.
    for (int e : { 4, 5 }) {
        for (const auto& p : layout.edgeRoutes[e]) {
            if (std::abs(p.y - layout.centers[1].y) <= 15) {
                EXPECT_GE(std::abs(p.x - layout.centers[1].x), 30 + LayoutOptions {}.nodeSeparation / 2 - kEps);
            }
        }
    }
}

TEST(LayoutLayered, ComponentsSitSideBySide)
{
    LayoutGraph g = boxes(6);
    g.edges = { { 0, 2 }, { 2, 4 }, { 1, 3 }, { 3, 5 } }; // chains 0-2-4 and 1-3-5
    const LayeredLayout layout = layoutLayered(g);
    EXPECT_EQ(layout.ranks, (std::vector<int> { 0, 0, 1, 1, 2, 2 }));
    double firstRight = 0;
    double secondLeft = layout.width;
    for (int v : { 0, 2, 4 })
        firstRight = std::max(firstRight, layout.centers[v].x + 30);
    for (int v : { 1, 3, 5 })
        secondLeft = std::min(secondLeft, layout.centers[v].x - 30);
    EXPECT_GE(secondLeft - firstRight, LayoutOptions {}.nodeSeparation - kEps);
    EXPECT_NEAR(layout.centers[0].y, layout.centers[1].y, kEps);
    EXPECT_NEAR(layout.width, 60 + 60 + LayoutOptions {}.nodeSeparation, kEps);
}

TEST(LayoutLayered, SameInputGivesSameOutput)
{
    const auto network = bench::makeSyntheticNetwork(3000, 11);
    EXPECT_TRUE(sameLayout(layoutLayered(network.layout), layoutLayered(network.layout)));
    const auto again = bench::makeSyntheticNetwork(3000, 11);
    EXPECT_EQ(again.layout.edges, network.layout.edges);
}

TEST(LayoutLayered, SourcesSitNextToTheirConsumer)
{
    // 0→1→2→3 and a second input 4 feeding 3: it belongs on rank 2, not on rank 0.
    LayoutGraph g = boxes(5);
    g.edges = { { 0, 1 }, { 1, 2 }, { 2, 3 }, { 4, 3 } };
    const LayeredLayout layout = layoutLayered(g);
    EXPECT_EQ(layout.ranks[4], 2);
    expectNoOverlap(g, layout, LayoutOptions {}.nodeSeparation);
}

TEST(LayoutLayered, ProgressReportsAndCancels)
{
    const auto network = bench::makeSyntheticNetwork(2000, 5);
    std::vector<std::pair<std::size_t, std::size_t>> calls;
    const LayeredLayout layout = layoutLayered(network.layout, {}, [&](std::size_t done, std::size_t total) {
        calls.emplace_back(done, total);
        return true;
    });
    ASSERT_EQ(layout.centers.size(), 2000u);
    ASSERT_GE(calls.size(), 3u);
    EXPECT_EQ(calls.back().first, calls.back().second);
    for (std::size_t i = 1; i < calls.size(); ++i)
        EXPECT_GE(calls[i].first, calls[i - 1].first);

    for (std::size_t stopAt : { std::size_t { 0 }, calls.size() / 2, calls.size() - 1 }) {
        std::size_t seen = 0;
        const LayeredLayout cancelled
            = layoutLayered(network.layout, {}, [&](std::size_t, std::size_t) { return seen++ < stopAt; });
        EXPECT_TRUE(cancelled.centers.empty()) << "cancelled at call " << stopAt;
        EXPECT_TRUE(cancelled.edgeRoutes.empty());
    }
}

TEST(LayoutLayered, InvalidEdgesGetNoRoute)
{
    LayoutGraph g = boxes(2);
    g.edges = { { 0, 1 }, { 0, 5 }, { -1, 1 } };
    const LayeredLayout layout = layoutLayered(g);
    ASSERT_EQ(layout.edgeRoutes.size(), 3u);
    EXPECT_EQ(layout.edgeRoutes[0].size(), 2u);
    EXPECT_TRUE(layout.edgeRoutes[1].empty());
    EXPECT_TRUE(layout.edgeRoutes[2].empty());
}

TEST(LayoutLayered, NetworkLayoutHasFewCrossings)
{
    // Residual and inception blocks are planar; only the long skips may have to cross anything.
    const auto network = bench::makeSyntheticNetwork(300, 2);
    const LayeredLayout layout = layoutLayered(network.layout);
    std::size_t longSkips = 0;
    for (std::size_t v = 0; v < network.opTypes.size(); ++v)
        if (network.opTypes[v] == "Add")
            longSkips += std::count_if(network.layout.edges.begin(), network.layout.edges.end(), [&](const auto& e) {
                return e.second == static_cast<int>(v);
            }) - 2;
    EXPECT_LE(geometricCrossings(network.layout, layout), 2 * longSkips);
}
