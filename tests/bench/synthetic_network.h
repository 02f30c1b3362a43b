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

// SplitMix64: the standard library's distributions differ between implementations, this does not.
/// Deterministic random numbers for generated graphs.
class Random {
public:
    explicit Random(std::uint64_t seed)
        : m_state(seed)
    { }
    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    int below(int bound) { return static_cast<int>(next() % static_cast<std::uint64_t>(bound)); }
    bool chance(double p) { return static_cast<double>(next() >> 11) * 0x1.0p-53 < p; }

private:
    std::uint64_t m_state;
};

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

/// The wide fan-in a hostile-input probe found: `nodes - 1` Relu reading the graph input, all joined by one
/// Sum (100,000 inputs took 23 GB to draw).
SyntheticNetwork makeFanInNetwork(std::size_t nodes);

/// Very wide: `nodes` ops in parallel branches of `branchLength` (Conv, Relu, ...) that all read the graph
/// input and never join, so every rank holds `nodes / branchLength` boxes (100,000 nodes: 25,000 per rank).
SyntheticNetwork makeWideNetwork(std::size_t nodes, std::size_t branchLength = 4);

/// Very deep: one chain of `nodes` ops (Conv, Relu alternating), one rank per op and no scopes to collapse.
SyntheticNetwork makeDeepNetwork(std::size_t nodes);

/// The same network as a Graph. Node i writes tensor "<name>:0". With `constantWeights` every Conv also reads a
/// weight from a Constant node of its own, which GraphOutline folds away.
std::shared_ptr<const Graph> makeSyntheticGraph(const SyntheticNetwork& network, bool constantWeights = false);

} // namespace quantlens::bench
