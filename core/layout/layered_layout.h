#pragma once
#include "util/progress.h"

#include <cstddef>
#include <utility>
#include <vector>

namespace quantlens {

/// A directed graph to lay out top-down: node sizes and edges by node index.
struct LayoutGraph {
    std::vector<double> widths;
    std::vector<double> heights;
    std::vector<std::pair<int, int>> edges; ///< (from, to); cycles and self-loops are allowed
};

struct LayoutOptions {
    double rankSeparation = 48; ///< vertical gap between ranks
    double nodeSeparation = 24; ///< horizontal gap between neighbours in a rank
    int crossingSweeps = 4; ///< barycentre sweeps (down + up count as one)
};

struct LayoutPoint {
    double x = 0;
    double y = 0;
};

/// A horizontal line just above a join of many inputs, where their routes end (see addFanInBuses).
struct FanInBus {
    int target = -1; ///< the join's node index
    double y = 0; ///< height of the bus line
    double left = 0; ///< the line's extent: every stub's end and the join's centre
    double right = 0;
    LayoutPoint entry; ///< where the bus enters the join (its top centre)
    std::vector<int> edges; ///< input edges whose routes end on the bus
};

/// Where everything goes. Coordinates start at (0, 0) top-left; y grows downwards.
struct LayeredLayout {
    std::vector<LayoutPoint> centers; ///< per node
    std::vector<int> ranks; ///< per node
    /// Per input edge: a polyline from the source's bottom centre to the target's top centre,
    /// bending only in the gaps between ranks (reversed edges run bottom-up: from the source's top centre
    /// to the target's bottom centre; a self loop is a small loop on the node's right; an edge naming a
    /// node that does not exist gets an empty route; when a graph would need millions of dummy nodes, its
    /// longest edges run straight across the ranks instead).
    std::vector<std::vector<LayoutPoint>> edgeRoutes;
    double width = 0;
    double height = 0;
    int columns = 1; ///< more than one after foldIntoColumns
    double unfoldedWidth = 0; ///< the size before any fold (equal to width and height when not folded)
    double unfoldedHeight = 0;
    std::vector<FanInBus> buses; ///< empty unless addFanInBuses ran
};

/// Sugiyama-style layered layout in near-linear time: cycle breaking (DFS back edges reversed),
/// longest-path ranking, dummy nodes on long edges, a few barycentre sweeps against crossings and a
/// Brandes–Köpf-style linear x assignment. Returns an empty layout if `progress` cancels.
LayeredLayout layoutLayered(
    const LayoutGraph& graph, const LayoutOptions& options = {}, const ProgressCallback& progress = {});

} // namespace quantlens
