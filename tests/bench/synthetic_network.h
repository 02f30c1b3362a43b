#pragma once
// Network-shaped DAGs for the layout benchmark and tests, shaped like the `dagsynth` graphs measured in
// STACK.md §6: residual blocks, some inception branches, occasional long skips, about one rank per node.
#include "layout/layered_layout.h"
#include "model/graph.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace quantlens::bench {

/// Ops with scoped names ("stage3/block7/conv2") and the layout input for them.
struct SyntheticNetwork {
    std::vector<std::string> names;
    std::vector<std::string> opTypes;
    LayoutGraph layout; ///< one box per op, as wide as its op type needs; edges producer → consumer
};

/// Exactly `nodes` ops in topological order (node 0 reads the graph input); the same seed gives the same graph.
/// Residual blocks Conv-BN-Relu-Conv-BN-Add with a skip edge, ~12 % inception blocks of 2–4 paths joined by a
/// Concat, and occasional long skips from a block several blocks back.
SyntheticNetwork makeSyntheticNetwork(std::size_t nodes, std::uint64_t seed = 1);

/// The same network as a Graph. Node i writes tensor "<name>:0". With `constantWeights` every Conv also reads a
/// weight from a Constant node of its own, which GraphOutline folds away.
std::shared_ptr<const Graph> makeSyntheticGraph(const SyntheticNetwork& network, bool constantWeights = false);

} // namespace quantlens::bench
