// Edge routes: polylines through the dummy positions that bend only between rank bands.
#include "layout/layered_internal.h"

#include <algorithm>

namespace quantlens::layered {

std::vector<LayoutPoint> routeEdge(const LayoutGraph& graph, const LayerGraph& g, const std::vector<char>& reversed,
    int e, const std::vector<double>& xs, const RankBands& bands)
{
    auto [from, to] = graph.edges[e];
    auto centreY = [&](int v) { return bands.top[g.rank[v]] + bands.height[g.rank[v]] / 2; };
    std::vector<LayoutPoint> points;
    if (from == to) {
        // A small loop on the right side, so the reader still sees the edge exists.
        const double x = xs[from];
        const double y = centreY(from);
        const double halfW = g.width[from] / 2;
        const double halfH = g.height[from] / 2;
        points = { { x, y + halfH }, { x, y + halfH + kSelfLoopReach },
            { x + halfW + kSelfLoopReach, y + halfH + kSelfLoopReach },
            { x + halfW + kSelfLoopReach, y - halfH - kSelfLoopReach }, { x, y - halfH - kSelfLoopReach },
            { x, y - halfH } };
        return points;
    }
    if (reversed[e])
        std::swap(from, to);
    const int count = g.chainStart[e + 1] - g.chainStart[e];
    points.reserve(static_cast<std::size_t>(2 * count + 4));

    const double fromBottom = centreY(from) + g.height[from] / 2;
    const double fromBandBottom = bands.top[g.rank[from]] + bands.height[g.rank[from]];
    points.push_back({ xs[from], fromBottom });
    if (fromBandBottom > fromBottom)
        points.push_back({ xs[from], fromBandBottom }); // leave the band straight down, clear of taller neighbours
    for (int k = g.chainStart[e]; k < g.chainStart[e + 1]; ++k) {
        const int d = g.chainNodes[k];
        const double top = bands.top[g.rank[d]];
        points.push_back({ xs[d], top });
        if (bands.height[g.rank[d]] > 0)
            points.push_back({ xs[d], top + bands.height[g.rank[d]] });
    }
    const double toTop = centreY(to) - g.height[to] / 2;
    const double toBandTop = bands.top[g.rank[to]];
    if (toBandTop < toTop)
        points.push_back({ xs[to], toBandTop });
    points.push_back({ xs[to], toTop });
    if (reversed[e])
        std::reverse(points.begin(), points.end());
    return points;
}

} // namespace quantlens::layered
