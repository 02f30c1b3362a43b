#include "layout/box_tensor.h"

#include <vector>

namespace quantlens {

std::string tensorOfBox(
    const OutlineNode& box, const Graph& graph, const std::function<bool(const std::string&)>& compared)
{
    const auto& nodes = graph.nodes();
    auto valid = [&](int node) { return node >= 0 && static_cast<std::size_t>(node) < nodes.size(); };
    std::vector<const std::vector<std::string>*> lists;
    if (box.kind == OutlineNode::Kind::Op) {
        if (valid(box.graphNode))
            lists.push_back(&nodes[static_cast<std::size_t>(box.graphNode)].outputs);
    } else {
        lists.push_back(&box.outputs);
        for (int member : box.members)
            if (valid(member))
                lists.push_back(&nodes[static_cast<std::size_t>(member)].outputs);
    }
    for (const auto* list : lists)
        for (const std::string& tensor : *list)
            if (!tensor.empty() && compared(tensor))
                return tensor;
    return lists.empty() || lists.front()->empty() ? std::string() : lists.front()->front();
}

} // namespace quantlens
