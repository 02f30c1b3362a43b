#include "model/conv_neighbours.h"

#include <set>

namespace quantlens {
namespace {
    /// Breadth first from `tensor`, stepping from a value to the nodes `nodesOf` gives it; a
    /// convolution ends its path, other nodes lead on to the values `onward` gives.
    template <class NodesOf, class Onward>
    std::vector<const Node*> nearestConvolutions(
        const std::string& tensor, NodesOf nodesOf, Onward onward, std::size_t limit, std::size_t maxHops)
    {
        std::vector<const Node*> found;
        std::vector<std::string> frontier { tensor };
        std::set<const Node*> seen;
        for (std::size_t hop = 0; hop < maxHops && !frontier.empty() && found.size() < limit; ++hop) {
            std::vector<std::string> next;
            for (const auto& value : frontier)
                for (const Node* node : nodesOf(value)) {
                    if (!seen.insert(node).second)
                        continue;
                    if (isConvolution(*node)) {
                        if (found.size() < limit)
                            found.push_back(node);
                        continue;
                    }
                    for (const auto& v : onward(*node))
                        next.push_back(v);
                }
            frontier = std::move(next);
        }
        return found;
    }
}

bool isConvolution(const Node& node) { return node.opType == "Conv" || node.opType == "ConvTranspose"; }

ConsumerMap consumersOf(const Graph& graph)
{
    ConsumerMap consumers;
    consumers.reserve(graph.values().size());
    for (const Node& node : graph.nodes())
        for (const auto& input : node.inputs)
            if (!input.empty())
                consumers[input].push_back(&node);
    return consumers;
}

std::vector<const Node*> convolutionReaders(const ConsumerMap& consumers, const std::string& tensor)
{
    std::vector<const Node*> readers;
    if (auto it = consumers.find(tensor); it != consumers.end())
        for (const Node* node : it->second)
            if (isConvolution(*node) && !node->inputs.empty() && node->inputs.front() == tensor)
                readers.push_back(node);
    return readers;
}

std::vector<const Node*> convolutionsBefore(
    const Graph& graph, const std::string& tensor, std::size_t limit, std::size_t maxHops)
{
    return nearestConvolutions(
        tensor,
        [&](const std::string& value) {
            const Node* producer = graph.producer(value);
            return producer ? std::vector<const Node*> { producer } : std::vector<const Node*> {};
        },
        [&](const Node& node) {
            std::vector<std::string> inputs; // activations only: weights lead nowhere
            for (const auto& input : node.inputs)
                if (!input.empty() && !graph.hasWeight(input))
                    inputs.push_back(input);
            return inputs;
        },
        limit, maxHops);
}

std::vector<const Node*> convolutionsAfter(
    const ConsumerMap& consumers, const std::string& tensor, std::size_t limit, std::size_t maxHops)
{
    return nearestConvolutions(
        tensor,
        [&](const std::string& value) {
            auto it = consumers.find(value);
            return it == consumers.end() ? std::vector<const Node*> {} : it->second;
        },
        [](const Node& node) { return node.outputs; }, limit, maxHops);
}

} // namespace quantlens
