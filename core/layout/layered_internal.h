#pragma once
// Pieces of layoutLayered(), shared by the files of core/layout/layered_*.cpp. Not a public API.
#include "layout/layered_layout.h"
#include "util/progress.h"

#include <cstddef>
#include <utility>
#include <vector>

namespace quantlens::layered {

/// Calls the progress callback in coarse steps (about 1 %) and remembers a cancel.
class ProgressTracker {
public:
    ProgressTracker(const ProgressCallback& callback, std::size_t total);
    bool advance(std::size_t units); ///< false once cancelled
    bool cancelled() const { return m_cancelled; }

private:
    const ProgressCallback& m_callback;
    std::size_t m_total;
    std::size_t m_done = 0;
    std::size_t m_lastReported = 0;
    bool m_reported = false;
    bool m_cancelled = false;
};

/// Per input edge, whether it must point the other way to make the graph acyclic (DFS back edges).
std::vector<char> findReversedEdges(int nodeCount, const std::vector<std::pair<int, int>>& edges);

/// Longest-path ranks over the edges made acyclic; sources then move down next to their first consumer.
std::vector<int> assignRanks(
    int nodeCount, const std::vector<std::pair<int, int>>& edges, const std::vector<char>& reversed);

/// The proper layered graph: the real nodes first, then dummies, every edge cut into segments that join
/// adjacent ranks.
struct LayerGraph {
    int realCount = 0;
    std::vector<int> rank;
    std::vector<double> width;
    std::vector<double> height;
    std::vector<int> segUpper; ///< per segment: its node in the upper rank
    std::vector<int> segLower; ///< per segment: its node in the lower rank
    std::vector<int> upStart; ///< CSR per node: upSegs[upStart[v] .. upStart[v + 1]) reach the rank above
    std::vector<int> upSegs;
    std::vector<int> downStart; ///< CSR per node: segments to the rank below
    std::vector<int> downSegs;
    std::vector<int> chainStart; ///< per input edge: its dummies are chainNodes[chainStart[e] .. chainStart[e + 1])
    std::vector<int> chainNodes; ///< top to bottom
    std::vector<std::vector<int>> layers; ///< node ids, left to right
    std::vector<int> order; ///< position of each node in its layer

    int nodeCount() const { return static_cast<int>(rank.size()); }
    bool isDummy(int v) const { return v >= realCount; }
};

LayerGraph buildLayerGraph(const LayoutGraph& graph, const std::vector<int>& ranks, const std::vector<char>& reversed);

/// Fills layers/order: a DFS order, then barycentre sweeps keeping the best order seen.
/// Reports `units` of progress in total; false when cancelled.
bool orderLayers(LayerGraph& g, int sweeps, ProgressTracker& progress, std::size_t units);

/// Crossings between segments of adjacent ranks in the current order.
std::size_t countCrossings(const LayerGraph& g);

/// Horizontal gap between the centres of two neighbours in a rank.
double separation(const LayerGraph& g, int left, int right, double nodeSeparation);

/// Brandes–Köpf x coordinates of the centres: four alignments, balanced, overlaps repaired.
std::vector<double> assignX(const LayerGraph& g, double nodeSeparation);

/// Top and height of every rank band.
struct RankBands {
    std::vector<double> top;
    std::vector<double> height;
};

/// Polyline of input edge `e` (see LayeredLayout::edgeRoutes), from the final coordinates of the layer graph.
std::vector<LayoutPoint> routeEdge(const LayoutGraph& graph, const LayerGraph& g, const std::vector<char>& reversed,
    int e, const std::vector<double>& xs, const RankBands& bands);

/// How far a self loop reaches right of its node.
constexpr double kSelfLoopReach = 10;

} // namespace quantlens::layered
