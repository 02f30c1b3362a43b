#pragma once
#include "model/graph.h"

#include <cstddef>
#include <set>
#include <string>
#include <vector>

namespace quantlens {

/// One box of the graph view: an operator, or a collapsed name scope standing for many.
struct OutlineNode {
    enum class Kind { Op, Group };
    Kind kind = Kind::Op;
    int graphNode = -1; ///< index into Graph::nodes() for Op
    std::string scope; ///< for Group: the scope path joined with '/', e.g. "backbone/stage1"
    std::string label; ///< op type (Op) or last scope part (Group)
    std::vector<int> members; ///< Graph::nodes() indices inside a Group
    std::vector<std::string> outputs; ///< tensors this box produces that leave it
};

/// One arrow: a tensor flowing from one box to another.
struct OutlineEdge {
    int from = 0;
    int to = 0;
    std::string tensor;
};

/// What the graph view shows of a Graph: Constant nodes and weights folded into their consumers
/// (about half of an exported graph), and, above a size limit, name scopes collapsed into group
/// boxes that expand on request (as Model Explorer does).
class GraphOutline {
public:
    /// Scopes are collapsed from the top while more than `maxVisibleNodes` boxes would show.
    explicit GraphOutline(const Graph& graph, std::size_t maxVisibleNodes = 1500);

    const std::vector<OutlineNode>& nodes() const { return m_nodes; }
    const std::vector<OutlineEdge>& edges() const { return m_edges; }
    /// Index of the box showing a tensor's producer (its group when collapsed); -1 when none.
    int boxOfTensor(const std::string& tensor) const;
    /// Graph node index → box index (-1 for folded constants).
    const std::vector<int>& boxOfNode() const { return m_boxOfNode; }

    void expand(const std::string& scope);
    /// Expands every scope around the node that writes `tensor`, rebuilding once; false when it
    /// was already visible (or is no node's output).
    bool reveal(const std::string& tensor);
    void collapse(const std::string& scope);
    bool isExpanded(const std::string& scope) const;

private:
    void index();
    void rebuild();
    const Graph& m_graph;
    std::vector<std::string> m_scopePaths; ///< scope id → "a/b/c"
    std::vector<std::vector<int>> m_nodeScopes; ///< per graph node: the ids of its scope's prefixes
    std::vector<std::vector<int>> m_nodeInputs; ///< per graph node: value indices of inputs with a producer
    std::vector<std::vector<int>> m_nodeOutputs; ///< per graph node: value indices of its outputs
    std::set<std::string> m_expanded;
    std::vector<OutlineNode> m_nodes;
    std::vector<OutlineEdge> m_edges;
    std::vector<int> m_boxOfNode; ///< Graph node index → box index (-1 for folded constants)
};

} // namespace quantlens
