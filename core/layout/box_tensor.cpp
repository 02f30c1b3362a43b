#include "layout/box_tensor.h"

namespace quantlens {

std::string tensorOfBox(
    const OutlineNode& box, const Graph& graph, const std::function<bool(const std::string&)>& compared)
{
    const auto& nodes = graph.nodes();
    auto valid = [&](int node) { return node >= 0 && static_cast<std::size_t>(node) < nodes.size(); };
    auto firstCompared = [&](const std::vector<std::string>& list) -> const std::string* {
        for (const std::string& tensor : list)
            if (!tensor.empty() && compared(tensor))
                return &tensor;
        return nullptr;
    };
    // No list of lists: the window asks this of every op box each time it colours the graph.
    if (box.kind == OutlineNode::Kind::Op) {
        if (!valid(box.graphNode))
            return {};
        const auto& outputs = nodes[static_cast<std::size_t>(box.graphNode)].outputs;
        const std::string* found = firstCompared(outputs);
        return found ? *found : outputs.empty() ? std::string() : outputs.front();
    }
    if (const std::string* found = firstCompared(box.outputs))
        return *found;
    for (int member : box.members)
        if (valid(member))
            if (const std::string* found = firstCompared(nodes[static_cast<std::size_t>(member)].outputs))
                return *found;
    return box.outputs.empty() ? std::string() : box.outputs.front();
}

} // namespace quantlens
