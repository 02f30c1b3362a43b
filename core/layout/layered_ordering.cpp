// Order within ranks: a DFS start, then barycentre sweeps against crossings.
#include "layout/layered_internal.h"

#include <algorithm>

namespace quantlens::layered {
namespace {
    // A DFS from the top puts the members of a branch next to each other, which is already close to
    // crossing-free for network-shaped graphs; the sweeps then only repair what the DFS got wrong.
    void initialOrder(LayerGraph& g)
    {
        const int total = g.nodeCount();
        int rankCount = 0;
        for (int r : g.rank)
            rankCount = std::max(rankCount, r + 1);
        g.layers.assign(static_cast<std::size_t>(rankCount), {});
        g.order.assign(static_cast<std::size_t>(total), -1);

        // Real nodes by (rank, index) as DFS roots: counting sort by rank.
        std::vector<int> byRank(static_cast<std::size_t>(rankCount) + 1, 0);
        for (int v = 0; v < g.realCount; ++v)
            ++byRank[g.rank[v] + 1];
        for (int r = 0; r < rankCount; ++r)
            byRank[r + 1] += byRank[r];
        std::vector<int> roots(static_cast<std::size_t>(g.realCount));
        for (int v = 0; v < g.realCount; ++v)
            roots[byRank[g.rank[v]]++] = v;

        auto visit = [&g](int v) {
            auto& layer = g.layers[g.rank[v]];
            g.order[v] = static_cast<int>(layer.size());
            layer.push_back(v);
        };
        std::vector<std::pair<int, int>> stack; // (node, next down-segment slot)
        for (int root : roots) {
            if (g.order[root] >= 0)
                continue;
            visit(root);
            stack.emplace_back(root, g.downStart[root]);
            while (!stack.empty()) {
                auto& [v, next] = stack.back();
                if (next == g.downStart[v + 1]) {
                    stack.pop_back();
                    continue;
                }
                const int w = g.segLower[g.downSegs[next++]];
                if (g.order[w] < 0) {
                    visit(w);
                    stack.emplace_back(w, g.downStart[w]);
                }
            }
        }
    }

    struct Keyed {
        double key;
        int position;
        int node;
    };

    // Sorts one layer by the barycentre of its neighbours in the adjacent layer. Nodes without such
    // neighbours keep their slot, so that sweeps in one direction do not scatter them.
    void reorderLayer(LayerGraph& g, std::vector<int>& layer, bool useUpper, std::vector<Keyed>& movable)
    {
        const auto& start = useUpper ? g.upStart : g.downStart;
        const auto& segs = useUpper ? g.upSegs : g.downSegs;
        const auto& other = useUpper ? g.segUpper : g.segLower;
        movable.clear();
        for (std::size_t i = 0; i < layer.size(); ++i) {
            const int v = layer[i];
            const int count = start[v + 1] - start[v];
            if (count == 0)
                continue;
            double sum = 0;
            for (int k = start[v]; k < start[v + 1]; ++k)
                sum += g.order[other[segs[k]]];
            movable.push_back({ sum / count, static_cast<int>(i), v });
        }
        if (movable.empty())
            return;
        std::sort(movable.begin(), movable.end(),
            [](const Keyed& a, const Keyed& b) { return a.key != b.key ? a.key < b.key : a.position < b.position; });
        std::size_t next = 0;
        for (std::size_t i = 0; i < layer.size(); ++i) {
            const int v = layer[i];
            if (start[v + 1] != start[v])
                layer[i] = movable[next++].node;
        }
        for (std::size_t i = 0; i < layer.size(); ++i)
            g.order[layer[i]] = static_cast<int>(i);
    }
}

std::size_t countCrossings(const LayerGraph& g)
{
    // Barth–Jünger–Mutzel: walk the segments in upper order and count, with a Fenwick tree over the lower
    // positions, how many earlier segments end further right.
    std::size_t crossings = 0;
    std::vector<int> tree;
    std::vector<int> lowers;
    for (std::size_t r = 0; r + 1 < g.layers.size(); ++r) {
        const std::size_t size = g.layers[r + 1].size();
        tree.assign(size + 1, 0);
        std::size_t inserted = 0;
        for (int u : g.layers[r]) {
            lowers.clear();
            for (int k = g.downStart[u]; k < g.downStart[u + 1]; ++k)
                lowers.push_back(g.order[g.segLower[g.downSegs[k]]]);
            std::sort(lowers.begin(), lowers.end());
            for (int p : lowers) {
                std::size_t atMost = 0;
                for (std::size_t i = static_cast<std::size_t>(p) + 1; i > 0; i -= i & (~i + 1))
                    atMost += static_cast<std::size_t>(tree[i]);
                crossings += inserted - atMost;
                for (std::size_t i = static_cast<std::size_t>(p) + 1; i <= size; i += i & (~i + 1))
                    ++tree[i];
                ++inserted;
            }
        }
    }
    return crossings;
}

bool orderLayers(LayerGraph& g, int sweeps, ProgressTracker& progress, std::size_t units)
{
    initialOrder(g);
    std::size_t best = countCrossings(g);
    std::size_t current = best;
    std::vector<std::vector<int>> bestLayers = g.layers; // sweeps can make things worse: keep the best
    std::vector<Keyed> movable;
    std::size_t reported = 0;
    const int rankCount = static_cast<int>(g.layers.size());
    for (int s = 0; s < sweeps && best > 0; ++s) {
        for (int r = 1; r < rankCount; ++r)
            reorderLayer(g, g.layers[r], true, movable);
        for (int r = rankCount - 2; r >= 0; --r)
            reorderLayer(g, g.layers[r], false, movable);
        current = countCrossings(g);
        if (current < best) {
            best = current;
            bestLayers = g.layers;
        }
        const std::size_t due = units * static_cast<std::size_t>(s + 1) / static_cast<std::size_t>(sweeps);
        if (!progress.advance(due - reported))
            return false;
        reported = due;
    }
    if (current != best) {
        g.layers = std::move(bestLayers);
        for (const auto& layer : g.layers)
            for (std::size_t i = 0; i < layer.size(); ++i)
                g.order[layer[i]] = static_cast<int>(i);
    }
    return progress.advance(units - reported);
}

} // namespace quantlens::layered
