// Cycle breaking, ranking and the proper layered graph (dummy nodes on long edges).
#include "layout/layered_internal.h"

#include <algorithm>
#include <cstdlib>
#include <limits>

namespace quantlens::layered {
namespace {
    struct Csr {
        std::vector<int> start;
        std::vector<int> items;
    };

    // Out-edge ids per node in input order, self loops left out: they constrain nothing.
    Csr outEdges(int nodeCount, const std::vector<std::pair<int, int>>& edges, const std::vector<char>* reversed)
    {
        Csr csr;
        csr.start.assign(static_cast<std::size_t>(nodeCount) + 1, 0);
        auto from
            = [&](std::size_t e) { return reversed != nullptr && (*reversed)[e] ? edges[e].second : edges[e].first; };
        for (std::size_t e = 0; e < edges.size(); ++e)
            if (edges[e].first != edges[e].second)
                ++csr.start[static_cast<std::size_t>(from(e)) + 1];
        for (int v = 0; v < nodeCount; ++v)
            csr.start[v + 1] += csr.start[v];
        csr.items.resize(static_cast<std::size_t>(csr.start[nodeCount]));
        std::vector<int> fill(csr.start.begin(), csr.start.end() - 1);
        for (std::size_t e = 0; e < edges.size(); ++e)
            if (edges[e].first != edges[e].second)
                csr.items[fill[from(e)]++] = static_cast<int>(e);
        return csr;
    }

    // Dummies cost time and memory in every later step. Network-shaped graphs need a few per node, but a graph
    // with many edges across hundreds of ranks (random, or one tensor read everywhere) would need millions; then
    // the longest edges go without dummies and are drawn straight, ignored by ordering and placement.
    int longestRoutedSpan(const LayoutGraph& graph, const std::vector<int>& ranks)
    {
        constexpr std::size_t kDummiesPerElement = 8;
        constexpr std::size_t kDummiesAlways = 10000;
        const std::size_t budget = kDummiesPerElement * (graph.widths.size() + graph.edges.size()) + kDummiesAlways;
        int rankCount = 0;
        for (int r : ranks)
            rankCount = std::max(rankCount, r + 1);
        std::vector<std::size_t> edgesWithSpan(static_cast<std::size_t>(rankCount) + 1, 0);
        for (std::size_t e = 0; e < graph.edges.size(); ++e) {
            const auto [a, b] = graph.edges[e];
            if (a != b)
                ++edgesWithSpan[std::abs(ranks[b] - ranks[a])];
        }
        std::size_t dummies = 0;
        for (int span = 2; span <= rankCount; ++span) {
            dummies += edgesWithSpan[span] * static_cast<std::size_t>(span - 1);
            if (dummies > budget)
                return span - 1;
        }
        return rankCount;
    }
}

std::vector<char> findReversedEdges(int nodeCount, const std::vector<std::pair<int, int>>& edges)
{
    std::vector<char> reversed(edges.size(), 0);
    const Csr out = outEdges(nodeCount, edges, nullptr);
    std::vector<int> inDegree(nodeCount, 0);
    for (const auto& [from, to] : edges)
        if (from != to)
            ++inDegree[to];

    // Starting from the sources first keeps a DAG's edges as they are and makes the input of a cycle
    // its top rather than whichever member happens to have the lowest index.
    std::vector<int> starts;
    starts.reserve(static_cast<std::size_t>(nodeCount));
    for (int v = 0; v < nodeCount; ++v)
        if (inDegree[v] == 0)
            starts.push_back(v);
    for (int v = 0; v < nodeCount; ++v)
        if (inDegree[v] != 0)
            starts.push_back(v);

    enum : char { kUnseen, kOnStack, kDone };
    std::vector<char> state(static_cast<std::size_t>(nodeCount), kUnseen);
    std::vector<std::pair<int, int>> stack; // (node, next out-edge slot); iterative: chains are 20k deep
    for (int s : starts) {
        if (state[s] != kUnseen)
            continue;
        state[s] = kOnStack;
        stack.emplace_back(s, out.start[s]);
        while (!stack.empty()) {
            auto& [v, next] = stack.back();
            if (next == out.start[v + 1]) {
                state[v] = kDone;
                stack.pop_back();
                continue;
            }
            const int e = out.items[next++];
            const int w = edges[e].second;
            if (state[w] == kOnStack) {
                reversed[e] = 1;
            } else if (state[w] == kUnseen) {
                state[w] = kOnStack;
                stack.emplace_back(w, out.start[w]);
            }
        }
    }
    return reversed;
}

std::vector<int> assignRanks(
    int nodeCount, const std::vector<std::pair<int, int>>& edges, const std::vector<char>& reversed)
{
    const Csr out = outEdges(nodeCount, edges, &reversed);
    auto target = [&](int e) { return reversed[e] ? edges[e].first : edges[e].second; };
    std::vector<int> inDegree(nodeCount, 0);
    for (int e : out.items)
        ++inDegree[target(e)];

    std::vector<int> topo;
    topo.reserve(static_cast<std::size_t>(nodeCount));
    for (int v = 0; v < nodeCount; ++v)
        if (inDegree[v] == 0)
            topo.push_back(v);
    std::vector<int> pending = inDegree;
    std::vector<int> rank(static_cast<std::size_t>(nodeCount), 0);
    for (std::size_t i = 0; i < topo.size(); ++i) {
        const int v = topo[i];
        for (int k = out.start[v]; k < out.start[v + 1]; ++k) {
            const int w = target(out.items[k]);
            rank[w] = std::max(rank[w], rank[v] + 1);
            if (--pending[w] == 0)
                topo.push_back(w);
        }
    }

    // Longest-path ranking puts every source on rank 0; a source feeding something deep in the graph
    // (a mask, a second input) would then drag a long edge over many ranks. Move it down to sit just above
    // its first consumer. Reverse topological order sees each consumer's final rank first.
    for (std::size_t i = topo.size(); i-- > 0;) {
        const int v = topo[i];
        if (inDegree[v] != 0 || out.start[v] == out.start[v + 1])
            continue;
        int lowest = std::numeric_limits<int>::max();
        for (int k = out.start[v]; k < out.start[v + 1]; ++k)
            lowest = std::min(lowest, rank[target(out.items[k])]);
        rank[v] = lowest - 1;
    }
    return rank;
}

LayerGraph buildLayerGraph(const LayoutGraph& graph, const std::vector<int>& ranks, const std::vector<char>& reversed)
{
    LayerGraph g;
    const int n = static_cast<int>(graph.widths.size());
    g.realCount = n;
    g.rank = ranks;
    g.width = graph.widths;
    g.height = graph.heights;
    const std::size_t edgeCount = graph.edges.size();
    const int longestSpan = longestRoutedSpan(graph, ranks);
    g.chainStart.assign(edgeCount + 1, 0);
    g.segUpper.reserve(edgeCount);
    g.segLower.reserve(edgeCount);
    for (std::size_t e = 0; e < edgeCount; ++e) {
        g.chainStart[e] = static_cast<int>(g.chainNodes.size());
        auto [from, to] = graph.edges[e];
        if (from == to)
            continue;
        if (reversed[e])
            std::swap(from, to);
        if (ranks[to] - ranks[from] > longestSpan)
            continue;
        int upper = from;
        for (int r = ranks[from] + 1; r < ranks[to]; ++r) {
            const int dummy = g.nodeCount();
            g.rank.push_back(r);
            g.width.push_back(0);
            g.height.push_back(0);
            g.chainNodes.push_back(dummy);
            g.segUpper.push_back(upper);
            g.segLower.push_back(dummy);
            upper = dummy;
        }
        g.segUpper.push_back(upper);
        g.segLower.push_back(to);
    }
    g.chainStart[edgeCount] = static_cast<int>(g.chainNodes.size());

    const int total = g.nodeCount();
    g.upStart.assign(static_cast<std::size_t>(total) + 1, 0);
    g.downStart.assign(static_cast<std::size_t>(total) + 1, 0);
    for (std::size_t s = 0; s < g.segUpper.size(); ++s) {
        ++g.downStart[g.segUpper[s] + 1];
        ++g.upStart[g.segLower[s] + 1];
    }
    for (int v = 0; v < total; ++v) {
        g.downStart[v + 1] += g.downStart[v];
        g.upStart[v + 1] += g.upStart[v];
    }
    g.downSegs.resize(g.segUpper.size());
    g.upSegs.resize(g.segUpper.size());
    std::vector<int> downFill(g.downStart.begin(), g.downStart.end() - 1);
    std::vector<int> upFill(g.upStart.begin(), g.upStart.end() - 1);
    for (std::size_t s = 0; s < g.segUpper.size(); ++s) {
        g.downSegs[downFill[g.segUpper[s]]++] = static_cast<int>(s);
        g.upSegs[upFill[g.segLower[s]]++] = static_cast<int>(s);
    }
    return g;
}

} // namespace quantlens::layered
