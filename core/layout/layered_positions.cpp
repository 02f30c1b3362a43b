// x coordinates after Brandes and Köpf, "Fast and Simple Horizontal Coordinate Assignment" (2001), in
// the simplified form dagre uses: median alignment into vertical blocks, two-pass block compaction, four
// directions balanced. Linear apart from sorting the neighbours of each node.
#include "layout/layered_internal.h"

#include <algorithm>
#include <array>
#include <limits>

namespace quantlens::layered {
namespace {
    // Neighbours of every node in one adjacent rank, sorted by their position there.
    struct SortedNeighbours {
        std::vector<int> start;
        std::vector<int> nodes;
        std::vector<int> segs;
    };

    SortedNeighbours sortNeighbours(const LayerGraph& g, bool upper)
    {
        const auto& start = upper ? g.upStart : g.downStart;
        const auto& segs = upper ? g.upSegs : g.downSegs;
        const auto& other = upper ? g.segUpper : g.segLower;
        SortedNeighbours s;
        s.start = start;
        s.segs = segs;
        s.nodes.resize(segs.size());
        for (int v = 0; v < g.nodeCount(); ++v) {
            auto first = s.segs.begin() + start[v];
            auto last = s.segs.begin() + start[v + 1];
            std::sort(first, last, [&](int a, int b) {
                return g.order[other[a]] != g.order[other[b]] ? g.order[other[a]] < g.order[other[b]] : a < b;
            });
            for (int k = start[v]; k < start[v + 1]; ++k)
                s.nodes[k] = other[s.segs[k]];
        }
        return s;
    }

    // Type-1 conflicts: a segment with a real end crossing an inner segment (dummy to dummy). Inner segments
    // win, so long edges stay straight and the short ones bend around them.
    std::vector<char> markConflicts(const LayerGraph& g)
    {
        std::vector<char> conflict(g.segUpper.size(), 0);
        for (std::size_t r = 1; r < g.layers.size(); ++r) {
            const auto& layer = g.layers[r];
            const int previousSize = static_cast<int>(g.layers[r - 1].size());
            int k0 = 0;
            std::size_t scan = 0;
            for (std::size_t i = 0; i < layer.size(); ++i) {
                const int v = layer[i];
                int inner = -1;
                if (g.isDummy(v) && g.upStart[v + 1] > g.upStart[v]) {
                    const int u = g.segUpper[g.upSegs[g.upStart[v]]];
                    if (g.isDummy(u))
                        inner = u;
                }
                if (inner < 0 && i + 1 != layer.size())
                    continue;
                const int k1 = inner >= 0 ? g.order[inner] : previousSize;
                for (; scan <= i; ++scan) {
                    const int w = layer[scan];
                    for (int k = g.upStart[w]; k < g.upStart[w + 1]; ++k) {
                        const int s = g.upSegs[k];
                        const int u = g.segUpper[s];
                        const int position = g.order[u];
                        if ((position < k0 || k1 < position) && !(g.isDummy(u) && g.isDummy(w)))
                            conflict[s] = 1;
                    }
                }
                k0 = k1;
            }
        }
        return conflict;
    }

    struct Direction {
        bool fromBelow; ///< align with the neighbours below, walking the ranks bottom-up
        bool fromRight; ///< walk each rank right to left
    };

    class Aligner {
    public:
        Aligner(const LayerGraph& g, double nodeSeparation, const std::vector<char>& conflicts,
            const SortedNeighbours& above, const SortedNeighbours& below)
            : m_g(g)
            , m_separation(nodeSeparation)
            , m_conflicts(conflicts)
            , m_above(above)
            , m_below(below)
        { }

        std::vector<double> place(Direction d)
        {
            const int total = m_g.nodeCount();
            m_root.resize(static_cast<std::size_t>(total));
            m_align.resize(static_cast<std::size_t>(total));
            for (int v = 0; v < total; ++v)
                m_root[v] = m_align[v] = v;
            alignVertically(d);
            std::vector<double> xs = compact(d);
            if (d.fromRight)
                for (double& x : xs)
                    x = -x;
            return xs;
        }

    private:
        int position(int v, Direction d) const
        {
            return d.fromRight ? static_cast<int>(m_g.layers[m_g.rank[v]].size()) - 1 - m_g.order[v] : m_g.order[v];
        }

        // Rank visiting order and node visiting order within a rank for one direction.
        template <class F> void forEachRank(Direction d, F&& f) const
        {
            const int count = static_cast<int>(m_g.layers.size());
            for (int i = 0; i < count; ++i)
                f(m_g.layers[d.fromBelow ? count - 1 - i : i], i == 0);
        }
        template <class F> static void forEachInRank(const std::vector<int>& layer, Direction d, F&& f)
        {
            const int count = static_cast<int>(layer.size());
            for (int i = 0; i < count; ++i)
                f(layer[d.fromRight ? count - 1 - i : i]);
        }

        void alignVertically(Direction d)
        {
            const SortedNeighbours& n = d.fromBelow ? m_below : m_above;
            forEachRank(d, [&](const std::vector<int>& layer, bool first) {
                if (first)
                    return;
                int reached = -1;
                forEachInRank(layer, d, [&](int v) {
                    const int count = n.start[v + 1] - n.start[v];
                    if (count == 0)
                        return;
                    for (int m : { (count - 1) / 2, count / 2 }) {
                        if (m_align[v] != v)
                            break;
                        // Sorted left to right; walking from the right the medians come mirrored.
                        const int k = n.start[v] + (d.fromRight ? count - 1 - m : m);
                        const int w = n.nodes[k];
                        if (!m_conflicts[n.segs[k]] && reached < position(w, d)) {
                            m_align[w] = v;
                            m_root[v] = m_root[w];
                            m_align[v] = m_root[v];
                            reached = position(w, d);
                        }
                    }
                });
            });
        }

        // Places blocks as far left as their left neighbours allow, then pulls each block right up to its
        // right neighbours to remove the slack the first pass leaves.
        std::vector<double> compact(Direction d)
        {
            const int total = m_g.nodeCount();
            std::vector<int> start(static_cast<std::size_t>(total) + 1, 0);
            std::vector<std::pair<int, int>> pairs; // (left node, right node) neighbours in a rank, in walk order
            pairs.reserve(static_cast<std::size_t>(total));
            for (const auto& layer : m_g.layers) {
                int previous = -1;
                forEachInRank(layer, d, [&](int v) {
                    if (previous >= 0) {
                        pairs.emplace_back(previous, v);
                        ++start[m_root[previous] + 1];
                    }
                    previous = v;
                });
            }
            for (int v = 0; v < total; ++v)
                start[v + 1] += start[v];
            std::vector<int> target(pairs.size());
            std::vector<double> gap(pairs.size());
            std::vector<int> fill(start.begin(), start.end() - 1);
            std::vector<int> inDegree(static_cast<std::size_t>(total), 0);
            for (const auto& [left, right] : pairs) {
                const int slot = fill[m_root[left]]++;
                target[slot] = m_root[right];
                gap[slot] = separation(m_g, left, right, m_separation);
                ++inDegree[m_root[right]];
            }

            std::vector<int> topo;
            topo.reserve(static_cast<std::size_t>(total));
            for (int v = 0; v < total; ++v)
                if (m_root[v] == v && inDegree[v] == 0)
                    topo.push_back(v);
            std::vector<double> xs(static_cast<std::size_t>(total), 0.0);
            for (std::size_t i = 0; i < topo.size(); ++i) {
                const int b = topo[i];
                for (int k = start[b]; k < start[b + 1]; ++k) {
                    xs[target[k]] = std::max(xs[target[k]], xs[b] + gap[k]);
                    if (--inDegree[target[k]] == 0)
                        topo.push_back(target[k]);
                }
            }
            for (std::size_t i = topo.size(); i-- > 0;) {
                const int b = topo[i];
                double limit = std::numeric_limits<double>::infinity();
                for (int k = start[b]; k < start[b + 1]; ++k)
                    limit = std::min(limit, xs[target[k]] - gap[k]);
                if (limit != std::numeric_limits<double>::infinity())
                    xs[b] = std::max(xs[b], limit);
            }
            for (int v = 0; v < total; ++v)
                xs[v] = xs[m_root[v]];
            return xs;
        }

        const LayerGraph& m_g;
        double m_separation;
        const std::vector<char>& m_conflicts;
        const SortedNeighbours& m_above;
        const SortedNeighbours& m_below;
        std::vector<int> m_root;
        std::vector<int> m_align;
    };
}

double separation(const LayerGraph& g, int left, int right, double nodeSeparation)
{
    // Dummies are edges passing through: they need less room than boxes.
    const double gap = g.isDummy(left) || g.isDummy(right) ? nodeSeparation / 2 : nodeSeparation;
    return (g.width[left] + g.width[right]) / 2 + gap;
}

std::vector<double> assignX(const LayerGraph& g, double nodeSeparation)
{
    const int total = g.nodeCount();
    if (total == 0)
        return {};
    const std::vector<char> conflicts = markConflicts(g);
    const SortedNeighbours above = sortNeighbours(g, true);
    const SortedNeighbours below = sortNeighbours(g, false);
    Aligner aligner(g, nodeSeparation, conflicts, above, below);
    const std::array<Direction, 4> directions { { { false, false }, { false, true }, { true, false },
        { true, true } } };
    std::array<std::vector<double>, 4> xs;
    std::array<double, 4> lows {};
    std::array<double, 4> highs {};
    std::size_t narrowest = 0;
    for (std::size_t d = 0; d < 4; ++d) {
        xs[d] = aligner.place(directions[d]);
        lows[d] = std::numeric_limits<double>::infinity();
        highs[d] = -std::numeric_limits<double>::infinity();
        for (int v = 0; v < total; ++v) {
            lows[d] = std::min(lows[d], xs[d][v] - g.width[v] / 2);
            highs[d] = std::max(highs[d], xs[d][v] + g.width[v] / 2);
        }
        if (highs[d] - lows[d] < highs[narrowest] - lows[narrowest])
            narrowest = d;
    }
    // Align the four to the narrowest one: left-walking ones by their left edge, the others by their right.
    for (std::size_t d = 0; d < 4; ++d) {
        const double shift = directions[d].fromRight ? highs[narrowest] - highs[d] : lows[narrowest] - lows[d];
        for (double& x : xs[d])
            x += shift;
    }
    std::vector<double> result(static_cast<std::size_t>(total));
    for (int v = 0; v < total; ++v) {
        std::array<double, 4> c { xs[0][v], xs[1][v], xs[2][v], xs[3][v] };
        std::sort(c.begin(), c.end());
        result[v] = (c[1] + c[2]) / 2;
    }
    // The median of four valid placements can let neighbours overlap; push them apart left to right.
    for (const auto& layer : g.layers)
        for (std::size_t i = 1; i < layer.size(); ++i)
            result[layer[i]] = std::max(
                result[layer[i]], result[layer[i - 1]] + separation(g, layer[i - 1], layer[i], nodeSeparation));
    return result;
}

} // namespace quantlens::layered
