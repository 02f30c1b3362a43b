#include "layout/graph_outline.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <unordered_map>
#include <unordered_set>

namespace quantlens {
namespace {
    // Constant nodes only carry weights; showing them would double the box count for nothing.
    bool isFolded(const Node& node) { return node.opType == "Constant"; }

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
            std::stable_sort(
                level.begin(), level.end(), [&](int a, int b) { return tree[a].totalOps > tree[b].totalOps; });
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

bool GraphOutline::reveal(const std::string& tensor)
{
    const int box = boxOfTensor(tensor);
    if (box < 0 || m_nodes[static_cast<std::size_t>(box)].kind != OutlineNode::Kind::Group)
        return false;
    const Value* v = m_graph.value(tensor);
    std::string scope;
    for (const std::string& part : m_graph.nodes()[static_cast<std::size_t>(v->producer)].scope)
        scope += (scope.empty() ? "" : "/") + part;
    expand(scope); // one rebuild, however deep the node lies
    return true;
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

bool GraphOutline::isExpanded(const std::string& scope) const { return m_expanded.count(scope) != 0; }

void GraphOutline::index()
{
    // Everything rebuild() needs that does not change with the expansion, computed once: each
    // node's scope prefixes as ids, and its inputs' producers and outputs as value indices, so a
    // rebuild (every expand, every search that reveals a node) neither joins scope paths nor looks
    // tensors up by name.
    const auto& graphNodes = m_graph.nodes();
    const Value* firstValue = m_graph.values().data();
    std::unordered_map<std::string, int> scopeIds;
    m_nodeScopes.assign(graphNodes.size(), {});
    m_nodeInputs.assign(graphNodes.size(), {});
    m_nodeOutputs.assign(graphNodes.size(), {});
    for (std::size_t k = 0; k < graphNodes.size(); ++k) {
        const Node& node = graphNodes[k];
        std::string path;
        for (const std::string& part : node.scope) {
            path += (path.empty() ? "" : "/") + part;
            auto [it, inserted] = scopeIds.try_emplace(path, static_cast<int>(m_scopePaths.size()));
            if (inserted)
                m_scopePaths.push_back(path);
            m_nodeScopes[k].push_back(it->second);
        }
        for (const std::string& input : node.inputs) {
            const Value* v = input.empty() ? nullptr : m_graph.value(input);
            // Weights (initializers and Constant outputs) are folded, graph inputs have no box.
            if (v != nullptr && !v->isWeight && v->producer >= 0)
                m_nodeInputs[k].push_back(static_cast<int>(v - firstValue));
        }
        for (const std::string& output : node.outputs)
            if (const Value* v = output.empty() ? nullptr : m_graph.value(output))
                m_nodeOutputs[k].push_back(static_cast<int>(v - firstValue));
    }
}

void GraphOutline::rebuild()
{
    const auto& graphNodes = m_graph.nodes();
    const auto& values = m_graph.values();
    if (m_nodeScopes.size() != graphNodes.size())
        index();
    std::vector<char> expanded(m_scopePaths.size(), 0);
    for (std::size_t id = 0; id < m_scopePaths.size(); ++id)
        expanded[id] = m_expanded.count(m_scopePaths[id]) ? 1 : 0;
    m_nodes.clear();
    m_edges.clear();
    m_boxOfNode.assign(graphNodes.size(), -1);
    std::vector<int> groupBox(m_scopePaths.size(), -1);
    for (std::size_t k = 0; k < graphNodes.size(); ++k) {
        const Node& node = graphNodes[k];
        if (isFolded(node))
            continue;
        const auto& scopes = m_nodeScopes[k];
        std::size_t depth = 0;
        while (depth < scopes.size() && expanded[static_cast<std::size_t>(scopes[depth])])
            ++depth;
        if (depth == scopes.size()) {
            OutlineNode box;
            box.kind = OutlineNode::Kind::Op;
            box.graphNode = static_cast<int>(k);
            box.label = node.opType;
            m_boxOfNode[k] = static_cast<int>(m_nodes.size());
            m_nodes.push_back(std::move(box));
            continue;
        }
        const auto scope = static_cast<std::size_t>(scopes[depth]);
        if (groupBox[scope] < 0) {
            groupBox[scope] = static_cast<int>(m_nodes.size());
            OutlineNode box;
            box.kind = OutlineNode::Kind::Group;
            box.scope = m_scopePaths[scope];
            box.label = node.scope[depth];
            m_nodes.push_back(std::move(box));
        }
        m_nodes[static_cast<std::size_t>(groupBox[scope])].members.push_back(static_cast<int>(k));
        m_boxOfNode[k] = groupBox[scope];
    }

    // One arrow per tensor between two boxes, however many members of a group read it.
    struct EdgeKey {
        int from, to, value;
        bool operator==(const EdgeKey&) const = default;
    };
    struct EdgeHash {
        std::size_t operator()(const EdgeKey& e) const
        {
            return std::hash<std::uint64_t>()((static_cast<std::uint64_t>(static_cast<std::uint32_t>(e.from)) << 32)
                ^ static_cast<std::uint64_t>(static_cast<std::uint32_t>(e.to))
                ^ (static_cast<std::uint64_t>(e.value) << 16));
        }
    };
    std::unordered_set<EdgeKey, EdgeHash> seen;
    for (std::size_t k = 0; k < graphNodes.size(); ++k) {
        const int to = m_boxOfNode[k];
        if (to < 0)
            continue;
        for (const int value : m_nodeInputs[k]) {
            const Value& v = values[static_cast<std::size_t>(value)];
            const int from = m_boxOfNode[static_cast<std::size_t>(v.producer)];
            if (from < 0 || from == to)
                continue;
            if (seen.insert({ from, to, value }).second)
                m_edges.push_back({ from, to, v.name });
        }
    }

    for (std::size_t k = 0; k < graphNodes.size(); ++k) {
        const int box = m_boxOfNode[k];
        if (box < 0)
            continue;
        for (const int value : m_nodeOutputs[k]) {
            const Value& v = values[static_cast<std::size_t>(value)];
            const bool leaves = v.isGraphOutput || std::any_of(v.consumers.begin(), v.consumers.end(), [&](int c) {
                const int other = m_boxOfNode[static_cast<std::size_t>(c)];
                return other >= 0 && other != box;
            });
            if (leaves)
                m_nodes[static_cast<std::size_t>(box)].outputs.push_back(v.name);
        }
    }
}

} // namespace quantlens
