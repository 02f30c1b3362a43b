#include "layout/graph_outline.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace quantlens {
namespace {
// Constant nodes only carry weights; showing them would double the box count for nothing.
bool isFolded(const Node& node)
{
    return node.opType == "Constant";
}

struct ScopeTreeNode {
    std::string path;
    std::size_t directOps = 0;
    std::size_t totalOps = 0;
    std::map<std::string, int> children; ///< ordered by name, so the expansion order is deterministic
};

// Every scope path in use, as a tree; index 0 is the root (the unscoped level).
std::vector<ScopeTreeNode> buildScopeTree(const Graph& graph)
{
    std::vector<ScopeTreeNode> tree(1);
    for (const Node& node : graph.nodes()) {
        if (isFolded(node))
            continue;
        int current = 0;
        ++tree[0].totalOps;
        for (const std::string& part : node.scope) {
            auto it = tree[current].children.find(part);
            if (it == tree[current].children.end()) {
                ScopeTreeNode child;
                child.path = current == 0 ? part : tree[current].path + "/" + part;
                const int index = static_cast<int>(tree.size());
                tree[current].children.emplace(part, index);
                tree.push_back(std::move(child));
                current = index;
            } else {
                current = it->second;
            }
            ++tree[current].totalOps;
        }
        ++tree[current].directOps;
    }
    return tree;
}

// Breadth-first from the top: a level is opened before anything below it, and within a level the biggest
// groups first, as long as the number of boxes stays within the limit.
std::set<std::string> initialExpansion(const Graph& graph, std::size_t maxVisibleNodes)
{
    const std::vector<ScopeTreeNode> tree = buildScopeTree(graph);
    std::set<std::string> expanded;
    if (tree[0].totalOps <= maxVisibleNodes) {
        for (std::size_t i = 1; i < tree.size(); ++i)
            expanded.insert(tree[i].path);
        return expanded;
    }
    auto boxesInside = [&](int i) { return tree[i].children.size() + tree[i].directOps; };
    std::size_t visible = boxesInside(0);
    std::vector<int> level;
    for (const auto& [name, child] : tree[0].children)
        level.push_back(child);
    while (!level.empty()) {
        std::stable_sort(level.begin(), level.end(), [&](int a, int b) { return tree[a].totalOps > tree[b].totalOps; });
        std::vector<int> next;
        for (int i : level) {
            const std::size_t added = boxesInside(i) - 1;
            if (visible + added > maxVisibleNodes)
                continue;
            visible += added;
            expanded.insert(tree[i].path);
            for (const auto& [name, child] : tree[i].children)
                next.push_back(child);
        }
        level = std::move(next);
    }
    return expanded;
}
}

GraphOutline::GraphOutline(const Graph& graph, std::size_t maxVisibleNodes)
    : m_graph(graph)
    , m_expanded(initialExpansion(graph, maxVisibleNodes))
{
    rebuild();
}

int GraphOutline::boxOfTensor(const std::string& tensor) const
{
    const Value* v = m_graph.value(tensor);
    if (v == nullptr || v->producer < 0 || static_cast<std::size_t>(v->producer) >= m_boxOfNode.size())
        return -1;
    return m_boxOfNode[static_cast<std::size_t>(v->producer)];
}

void GraphOutline::expand(const std::string& scope)
{
    // Opening a nested scope opens the scopes around it too, or nothing would change on screen.
    for (std::size_t slash = scope.find('/'); slash != std::string::npos; slash = scope.find('/', slash + 1))
        m_expanded.insert(scope.substr(0, slash));
    m_expanded.insert(scope);
    rebuild();
}

void GraphOutline::collapse(const std::string& scope)
{
    // Nested scopes close with it, so expanding it again shows its children collapsed, as at first.
    const std::string prefix = scope + "/";
    for (auto it = m_expanded.begin(); it != m_expanded.end();) {
        if (*it == scope || it->compare(0, prefix.size(), prefix) == 0)
            it = m_expanded.erase(it);
        else
            ++it;
    }
    rebuild();
}

bool GraphOutline::isExpanded(const std::string& scope) const
{
    return m_expanded.count(scope) != 0;
}

void GraphOutline::rebuild()
{
    const auto& graphNodes = m_graph.nodes();
    m_nodes.clear();
    m_edges.clear();
    m_boxOfNode.assign(graphNodes.size(), -1);
    std::map<std::string, int> groupBox;
    for (std::size_t k = 0; k < graphNodes.size(); ++k) {
        const Node& node = graphNodes[k];
        if (isFolded(node))
            continue;
        std::string path;
        std::size_t depth = 0;
        for (; depth < node.scope.size(); ++depth) {
            path += (depth == 0 ? "" : "/") + node.scope[depth];
            if (m_expanded.count(path) == 0)
                break;
        }
        if (depth == node.scope.size()) {
            OutlineNode box;
            box.kind = OutlineNode::Kind::Op;
            box.graphNode = static_cast<int>(k);
            box.label = node.opType;
            m_boxOfNode[k] = static_cast<int>(m_nodes.size());
            m_nodes.push_back(std::move(box));
            continue;
        }
        auto [it, inserted] = groupBox.try_emplace(path, static_cast<int>(m_nodes.size()));
        if (inserted) {
            OutlineNode box;
            box.kind = OutlineNode::Kind::Group;
            box.scope = path;
            box.label = node.scope[depth];
            m_nodes.push_back(std::move(box));
        }
        m_nodes[static_cast<std::size_t>(it->second)].members.push_back(static_cast<int>(k));
        m_boxOfNode[k] = it->second;
    }

    const Value* firstValue = m_graph.values().data();
    std::set<std::tuple<int, int, std::ptrdiff_t>> seen;
    for (std::size_t k = 0; k < graphNodes.size(); ++k) {
        const int to = m_boxOfNode[k];
        if (to < 0)
            continue;
        for (const std::string& input : graphNodes[k].inputs) {
            const Value* v = input.empty() ? nullptr : m_graph.value(input);
            // Weights (initializers and Constant outputs) are folded, graph inputs have no box.
            if (v == nullptr || v->isWeight || v->producer < 0)
                continue;
            const int from = m_boxOfNode[static_cast<std::size_t>(v->producer)];
            if (from < 0 || from == to)
                continue;
            if (seen.emplace(from, to, v - firstValue).second)
                m_edges.push_back({ from, to, input });
        }
    }

    for (std::size_t k = 0; k < graphNodes.size(); ++k) {
        const int box = m_boxOfNode[k];
        if (box < 0)
            continue;
        for (const std::string& output : graphNodes[k].outputs) {
            const Value* v = output.empty() ? nullptr : m_graph.value(output);
            if (v == nullptr)
                continue;
            const bool leaves = v->isGraphOutput || std::any_of(v->consumers.begin(), v->consumers.end(), [&](int c) {
                const int other = m_boxOfNode[static_cast<std::size_t>(c)];
                return other >= 0 && other != box;
            });
            if (leaves)
                m_nodes[static_cast<std::size_t>(box)].outputs.push_back(output);
        }
    }
}

} // namespace quantlens
