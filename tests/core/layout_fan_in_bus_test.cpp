// Buses above wide joins: the inputs of a node with many inputs end on one line above it, short and
// local, instead of each crossing the picture to the join.
#include "layout/fan_in_bus.h"
#include "layout/layout_fold.h"
#include "synthetic_network.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace quantlens;

namespace {
double routeWidth(const std::vector<LayoutPoint>& route)
{
    const auto [low, high] = std::minmax_element(
        route.begin(), route.end(), [](const LayoutPoint& a, const LayoutPoint& b) { return a.x < b.x; });
    return high->x - low->x;
}
}

TEST(FanInBus, TheInputsOfAWideJoinEndOnOneBusAboveIt)
{
    const auto network = bench::makeFanInNetwork(401); // 400 Relu into one Sum
    LayeredLayout layout = layoutLayered(network.layout);
    const int join = 400;
    addFanInBuses(network.layout, layout);
    ASSERT_EQ(layout.buses.size(), 1u);
    const FanInBus& bus = layout.buses.front();
    EXPECT_EQ(bus.target, join);
    // Every input but one straight above the join ends on the bus.
    EXPECT_GE(bus.edges.size(), 399u);
    const LayoutPoint joinCentre = layout.centers[static_cast<std::size_t>(join)];
    EXPECT_DOUBLE_EQ(bus.entry.x, joinCentre.x);
    EXPECT_LT(bus.entry.y, joinCentre.y);
    EXPECT_LT(bus.y, bus.entry.y);
    double narrowest = 1e300, widest = 0;
    for (int e : bus.edges) {
        const auto& route = layout.edgeRoutes[static_cast<std::size_t>(e)];
        const auto [from, to] = network.layout.edges[static_cast<std::size_t>(e)];
        // From the input's bottom centre straight down to the bus: no line across the picture.
        EXPECT_DOUBLE_EQ(route.front().x, layout.centers[static_cast<std::size_t>(from)].x);
        EXPECT_DOUBLE_EQ(route.back().y, bus.y);
        EXPECT_LT(route.front().y, bus.y);
        widest = std::max(widest, routeWidth(route));
        narrowest = std::min(narrowest, route.back().x);
        EXPECT_GE(route.back().x, bus.left);
        EXPECT_LE(route.back().x, bus.right);
    }
    EXPECT_EQ(widest, 0.0);
    EXPECT_DOUBLE_EQ(bus.left, std::min(narrowest, joinCentre.x));
    EXPECT_GT(bus.right - bus.left, 0.9 * layout.width);
}

TEST(FanInBus, ANarrowJoinKeepsItsEdges)
{
    const auto network = bench::makeFanInNetwork(kMinBusInputs); // one input fewer than a bus needs
    LayeredLayout layout = layoutLayered(network.layout);
    const auto before = layout.edgeRoutes;
    addFanInBuses(network.layout, layout);
    EXPECT_TRUE(layout.buses.empty());
    ASSERT_EQ(layout.edgeRoutes.size(), before.size());
    for (std::size_t e = 0; e < before.size(); ++e) {
        ASSERT_EQ(layout.edgeRoutes[e].size(), before[e].size());
        EXPECT_DOUBLE_EQ(layout.edgeRoutes[e].back().y, before[e].back().y);
    }
}

TEST(FanInBus, EdgesComingUpOrFromOtherRanksKeepTheirRoute)
{
    // A join of 20 inputs, one of them fed back from below (a cycle): that one keeps its route.
    auto network = bench::makeFanInNetwork(21);
    const int join = 20;
    network.layout.widths.push_back(60);
    network.layout.heights.push_back(30);
    network.layout.edges.emplace_back(join, 21);
    network.layout.edges.emplace_back(21, join);
    LayeredLayout layout = layoutLayered(network.layout);
    const auto feedback = layout.edgeRoutes.back();
    addFanInBuses(network.layout, layout);
    ASSERT_EQ(layout.buses.size(), 1u);
    const auto& edges = layout.buses.front().edges;
    EXPECT_EQ(std::count(edges.begin(), edges.end(), static_cast<int>(network.layout.edges.size()) - 1), 0);
    ASSERT_EQ(layout.edgeRoutes.back().size(), feedback.size());
}

TEST(FanInBus, AFoldedLayoutGetsBusesOnItsFinalCoordinates)
{
    // A tall chain then a wide join, folded into columns: the bus lies above the join where it now is.
    auto network = bench::makeFanInNetwork(41);
    const int join = 40;
    LayoutGraph g = network.layout;
    for (int i = 0; i < 200; ++i) {
        g.widths.push_back(60);
        g.heights.push_back(30);
        g.edges.emplace_back(i == 0 ? join : join + i, join + i + 1);
    }
    LayeredLayout layout = foldIntoColumns(layoutLayered(g), g, 3);
    ASSERT_EQ(layout.columns, 3);
    addFanInBuses(g, layout);
    ASSERT_EQ(layout.buses.size(), 1u);
    const FanInBus& bus = layout.buses.front();
    const LayoutPoint centre = layout.centers[static_cast<std::size_t>(join)];
    EXPECT_DOUBLE_EQ(bus.entry.x, centre.x);
    EXPECT_LT(bus.y, centre.y);
    EXPECT_GT(bus.y, centre.y - 100);
}
