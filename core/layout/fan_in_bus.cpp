#include "layout/fan_in_bus.h"

#include <algorithm>

namespace quantlens {
namespace {
    /// Where a downward route leaves its own column for the join: its last point off the join's centre
    /// line (the points after it run straight down into the join). -1 for a route that never leaves it.
    int lastPointOffCentre(const std::vector<LayoutPoint>& route, double centreX)
    {
        for (int i = static_cast<int>(route.size()) - 1; i >= 0; --i)
            if (route[static_cast<std::size_t>(i)].x != centreX)
                return i;
        return -1;
    }
}

void addFanInBuses(const LayoutGraph& graph, LayeredLayout& layout, std::size_t minInputs)
{
    const std::size_t n = layout.centers.size();
    std::vector<std::vector<int>> inputs(n);
    for (std::size_t e = 0; e < graph.edges.size() && e < layout.edgeRoutes.size(); ++e) {
        const auto [from, to] = graph.edges[e];
        const auto& route = layout.edgeRoutes[e];
        if (from == to || to < 0 || static_cast<std::size_t>(to) >= n || route.size() < 2)
            continue;
        if (route.back().y > route.front().y) // downward: enters the join from above
            inputs[static_cast<std::size_t>(to)].push_back(static_cast<int>(e));
    }
    layout.buses.clear();
    for (std::size_t target = 0; target < n; ++target) {
        const auto& edges = inputs[target];
        if (edges.size() < std::max<std::size_t>(minInputs, 2))
            continue;
        const double centreX = layout.centers[target].x;
        const double entryY = layout.edgeRoutes[static_cast<std::size_t>(edges.front())].back().y;
        // The bus runs between the lowest stub end and the join's band: the first point on the join's
        // centre line of every route is the top of the join's rank band (or the join itself).
        double stubsEnd = -1e300;
        double bandTop = entryY;
        for (int e : edges) {
            const auto& route = layout.edgeRoutes[static_cast<std::size_t>(e)];
            const int off = lastPointOffCentre(route, centreX);
            if (off >= 0) {
                stubsEnd = std::max(stubsEnd, route[static_cast<std::size_t>(off)].y);
                if (static_cast<std::size_t>(off) + 1 < route.size())
                    bandTop = std::min(bandTop, route[static_cast<std::size_t>(off) + 1].y);
            }
        }
        if (stubsEnd == -1e300 || stubsEnd >= bandTop)
            continue; // every input straight above (nothing to bundle), or a fold put stubs below the join
        FanInBus bus;
        bus.target = static_cast<int>(target);
        bus.y = (stubsEnd + bandTop) / 2;
        bus.entry = { centreX, entryY };
        bus.left = bus.right = centreX;
        for (int e : edges) {
            auto& route = layout.edgeRoutes[static_cast<std::size_t>(e)];
            const int off = lastPointOffCentre(route, centreX);
            if (off < 0 || route[static_cast<std::size_t>(off)].y >= bus.y)
                continue; // straight above the join, or reaching its height elsewhere: leave it whole
            route.resize(static_cast<std::size_t>(off) + 1);
            route.push_back({ route.back().x, bus.y });
            bus.left = std::min(bus.left, route.back().x);
            bus.right = std::max(bus.right, route.back().x);
            bus.edges.push_back(e);
        }
        if (!bus.edges.empty())
            layout.buses.push_back(std::move(bus));
    }
}

} // namespace quantlens
