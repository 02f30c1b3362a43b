// layoutLayered(): ranks for the whole graph, then every connected component ordered, placed and routed on
// its own and put side by side.
#include "layout/layered_internal.h"

#include <algorithm>
#include <numeric>

namespace quantlens {
namespace layered {

    ProgressTracker::ProgressTracker(const ProgressCallback& callback, std::size_t total)
        : m_callback(callback)
        , m_total(total)
    { }

    bool ProgressTracker::advance(std::size_t units)
    {
        if (m_cancelled)
            return false;
        m_done = std::min(m_total, m_done + units);
        // Thousands of tiny components would otherwise call back thousands of times.
        const std::size_t step = std::max<std::size_t>(1, m_total / 100);
        const bool due = !m_reported || m_done == m_total || m_done - m_lastReported >= step;
        if (m_callback && due) {
            m_reported = true;
            m_lastReported = m_done;
            if (!m_callback(m_done, m_total))
                m_cancelled = true;
        }
        return !m_cancelled;
    }

} // namespace layered

namespace {
    int findRoot(std::vector<int>& parent, int v)
    {
        while (parent[v] != v) {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        return v;
    }

    struct Components {
        std::vector<int> of; ///< node → component, numbered by lowest member index
        std::vector<int> localIndex; ///< node → index inside its component
        std::vector<std::vector<int>> members;
        std::vector<std::vector<int>> edges; ///< valid input edge ids per component
    };

    Components findComponents(int n, const std::vector<std::pair<int, int>>& edges, const std::vector<char>& valid)
    {
        std::vector<int> parent(static_cast<std::size_t>(n));
        std::iota(parent.begin(), parent.end(), 0);
        for (std::size_t e = 0; e < edges.size(); ++e) {
            if (!valid[e])
                continue;
            const int a = findRoot(parent, edges[e].first);
            const int b = findRoot(parent, edges[e].second);
            if (a != b)
                parent[std::max(a, b)] = std::min(a, b);
        }
        Components c;
        c.of.assign(static_cast<std::size_t>(n), -1);
        c.localIndex.resize(static_cast<std::size_t>(n));
        std::vector<int> idOfRoot(static_cast<std::size_t>(n), -1);
        for (int v = 0; v < n; ++v) {
            int& id = idOfRoot[findRoot(parent, v)];
            if (id < 0) {
                id = static_cast<int>(c.members.size());
                c.members.emplace_back();
            }
            c.of[v] = id;
            c.localIndex[v] = static_cast<int>(c.members[id].size());
            c.members[id].push_back(v);
        }
        c.edges.resize(c.members.size());
        for (std::size_t e = 0; e < edges.size(); ++e)
            if (valid[e])
                c.edges[c.of[edges[e].first]].push_back(static_cast<int>(e));
        return c;
    }
}

LayeredLayout layoutLayered(const LayoutGraph& graph, const LayoutOptions& options, const ProgressCallback& progress)
{
    using namespace layered;
    const int n = static_cast<int>(graph.widths.size());
    if (n == 0)
        return {};
    ProgressTracker tracker(progress, 4 * static_cast<std::size_t>(n));
    if (!tracker.advance(0))
        return {};
    // Missing or negative sizes count as zero rather than corrupting the bands.
    auto heightOf = [&](int v) {
        return static_cast<std::size_t>(v) < graph.heights.size() ? std::max(0.0, graph.heights[v]) : 0.0;
    };

    // Edges naming nodes that do not exist get no route rather than undefined behaviour.
    std::vector<char> valid(graph.edges.size());
    std::vector<std::pair<int, int>> edges(graph.edges.size(), { 0, 0 });
    for (std::size_t e = 0; e < graph.edges.size(); ++e) {
        const auto [a, b] = graph.edges[e];
        valid[e] = a >= 0 && a < n && b >= 0 && b < n;
        if (valid[e])
            edges[e] = graph.edges[e];
    }
    const std::vector<char> reversed = findReversedEdges(n, edges);
    const std::vector<int> ranks = assignRanks(n, edges, reversed);
    if (!tracker.advance(static_cast<std::size_t>(n)))
        return {};

    // Components share the rank bands, so a rank reads as one row across the whole picture.
    RankBands bands;
    const int rankCount = *std::max_element(ranks.begin(), ranks.end()) + 1;
    bands.top.assign(static_cast<std::size_t>(rankCount), 0.0);
    bands.height.assign(static_cast<std::size_t>(rankCount), 0.0);
    for (int v = 0; v < n; ++v)
        bands.height[ranks[v]] = std::max(bands.height[ranks[v]], heightOf(v));
    for (int r = 1; r < rankCount; ++r)
        bands.top[r] = bands.top[r - 1] + bands.height[r - 1] + options.rankSeparation;

    LayeredLayout result;
    result.centers.resize(static_cast<std::size_t>(n));
    result.ranks = ranks;
    result.edgeRoutes.resize(graph.edges.size());
    const Components components = findComponents(n, edges, valid);
    double offset = 0;
    for (std::size_t c = 0; c < components.members.size(); ++c) {
        const auto& members = components.members[c];
        const auto& edgeIds = components.edges[c];
        LayoutGraph sub;
        std::vector<int> subRanks;
        std::vector<char> subReversed;
        for (int v : members) {
            sub.widths.push_back(std::max(0.0, graph.widths[v]));
            sub.heights.push_back(heightOf(v));
            subRanks.push_back(ranks[v]);
        }
        for (int e : edgeIds) {
            sub.edges.emplace_back(components.localIndex[edges[e].first], components.localIndex[edges[e].second]);
            subReversed.push_back(reversed[e]);
        }
        LayerGraph lg = buildLayerGraph(sub, subRanks, subReversed);
        const auto units = members.size();
        if (!orderLayers(lg, std::max(0, options.crossingSweeps), tracker, units))
            return {};
        std::vector<double> xs = assignX(lg, options.nodeSeparation);
        if (!tracker.advance(units))
            return {};

        double low = xs[0] - lg.width[0] / 2;
        double high = xs[0] + lg.width[0] / 2;
        for (int v = 1; v < lg.nodeCount(); ++v) {
            low = std::min(low, xs[v] - lg.width[v] / 2);
            high = std::max(high, xs[v] + lg.width[v] / 2);
        }
        for (std::size_t k = 0; k < edgeIds.size(); ++k)
            if (sub.edges[k].first == sub.edges[k].second) {
                const int v = sub.edges[k].first;
                high = std::max(high, xs[v] + lg.width[v] / 2 + kSelfLoopReach);
            }
        for (double& x : xs)
            x += offset - low;
        for (std::size_t i = 0; i < members.size(); ++i) {
            const int v = members[i];
            result.centers[v] = { xs[i], bands.top[ranks[v]] + bands.height[ranks[v]] / 2 };
        }
        for (std::size_t k = 0; k < edgeIds.size(); ++k)
            result.edgeRoutes[edgeIds[k]] = routeEdge(sub, lg, subReversed, static_cast<int>(k), xs, bands);
        offset += high - low;
        result.width = offset;
        offset += options.nodeSeparation;
        if (!tracker.advance(units))
            return {};
    }
    result.height = bands.top.back() + bands.height.back();
    result.unfoldedWidth = result.width;
    result.unfoldedHeight = result.height;
    return result;
}

} // namespace quantlens
