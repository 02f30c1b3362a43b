#include "report/html_graph.h"

#include "layout/box_size.h"
#include "layout/box_tensor.h"
#include "layout/graph_outline.h"
#include "layout/layered_layout.h"
#include "model/node_labels.h"

#include <algorithm>
#include <cmath>

namespace quantlens {
namespace {
    // The window's box sizes, with text widths estimated from the character count: the page's
    // sans-serif font at 12 px averages about 7 px per character.
    using namespace box_size;
    constexpr double kTitleCharWidth = 7.2;
    constexpr double kSubtitleCharWidth = 6.2;

    std::size_t characters(const std::string& utf8)
    {
        return static_cast<std::size_t>(std::count_if(
            utf8.begin(), utf8.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
    }

    double rounded(double v) { return std::round(v * 10) / 10; } // a tenth of a pixel keeps the file small

    struct Box {
        std::string name, label, subtitle;
        std::vector<std::string> tensors;
        bool group = false;
    };

    Box boxOf(const OutlineNode& node, const Graph& graph, const std::vector<std::string>& shortNames)
    {
        Box box;
        box.group = node.kind == OutlineNode::Kind::Group;
        const auto& nodes = graph.nodes();
        if (box.group) {
            box.name = node.scope;
            box.label
                = (node.label.empty() ? node.scope : node.label) + " (" + std::to_string(node.members.size()) + ")";
            box.subtitle = node.scope;
            for (int member : node.members)
                for (const auto& out : nodes[static_cast<std::size_t>(member)].outputs)
                    if (!out.empty())
                        box.tensors.push_back(out);
            return box;
        }
        const Node& op = nodes[static_cast<std::size_t>(node.graphNode)];
        box.name = op.name;
        box.label = node.label.empty() ? op.opType : node.label;
        box.subtitle = shortNames[static_cast<std::size_t>(node.graphNode)];
        for (const auto& out : op.outputs)
            if (!out.empty())
                box.tensors.push_back(out);
        return box;
    }
}

nlohmann::ordered_json htmlGraphDocument(
    const Graph& graph, const std::function<bool(const std::string&)>& compared, std::size_t maxBoxes)
{
    const GraphOutline outline(graph, maxBoxes);
    std::vector<std::string> nodeNames;
    nodeNames.reserve(graph.nodes().size());
    for (const auto& node : graph.nodes())
        nodeNames.push_back(node.name);
    const std::vector<std::string> shortNames = distinctShortNames(nodeNames);

    std::vector<Box> boxes;
    LayoutGraph layoutInput;
    for (const OutlineNode& node : outline.nodes()) {
        boxes.push_back(boxOf(node, graph, shortNames));
        const Box& box = boxes.back();
        const double text = std::max(characters(box.label) * kTitleCharWidth,
            std::min(characters(box.subtitle) * kSubtitleCharWidth, kMaxWidth));
        layoutInput.widths.push_back(std::clamp(text + 2 * kPadding, kMinWidth, kMaxWidth));
        layoutInput.heights.push_back(box.group ? kGroupHeight : kOpHeight);
    }
    for (const OutlineEdge& e : outline.edges())
        layoutInput.edges.emplace_back(e.from, e.to);
    const LayeredLayout layout = layoutLayered(layoutInput);

    nlohmann::ordered_json nodes = nlohmann::ordered_json::array();
    for (std::size_t i = 0; i < boxes.size() && i < layout.centers.size(); ++i) {
        const Box& box = boxes[i];
        nodes.push_back({ { "kind", box.group ? "group" : "op" }, { "name", box.name }, { "label", box.label },
            { "subtitle", box.subtitle }, { "x", rounded(layout.centers[i].x) }, { "y", rounded(layout.centers[i].y) },
            { "w", layoutInput.widths[i] }, { "h", layoutInput.heights[i] }, { "tensors", box.tensors },
            { "select", tensorOfBox(outline.nodes()[i], graph, compared) } });
    }
    nlohmann::ordered_json edges = nlohmann::ordered_json::array();
    for (std::size_t i = 0; i < outline.edges().size(); ++i) {
        const OutlineEdge& e = outline.edges()[i];
        nlohmann::ordered_json points = nlohmann::ordered_json::array();
        if (i < layout.edgeRoutes.size())
            for (const LayoutPoint& p : layout.edgeRoutes[i])
                points.push_back({ rounded(p.x), rounded(p.y) });
        edges.push_back({ { "from", e.from }, { "to", e.to }, { "tensor", e.tensor }, { "points", points } });
    }
    return { { "width", rounded(layout.width) }, { "height", rounded(layout.height) }, { "nodes", std::move(nodes) },
        { "edges", std::move(edges) } };
}

} // namespace quantlens
