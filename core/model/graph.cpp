#include "model/graph.h"

#include "model/deferred_weights.h"

namespace quantlens {

const Attribute* Node::attribute(const std::string& attributeName) const
{
    for (const auto& a : attributes)
        if (a.name == attributeName)
            return &a;
    return nullptr;
}

const Value* Graph::value(const std::string& name) const
{
    auto it = m_valueIndex.find(name);
    return it == m_valueIndex.end() ? nullptr : &m_values[static_cast<std::size_t>(it->second)];
}

const Node* Graph::producer(const std::string& valueName) const
{
    const Value* v = value(valueName);
    if (v == nullptr || v->producer < 0)
        return nullptr;
    return &m_nodes[static_cast<std::size_t>(v->producer)];
}

int Graph::nodeIndex(const std::string& nodeName) const
{
    auto it = m_nodeIndex.find(nodeName);
    return it == m_nodeIndex.end() ? -1 : it->second;
}

const TensorView* Graph::weight(const std::string& name) const
{
    auto it = m_weights.find(name);
    if (it == m_weights.end())
        return nullptr;
    if (m_deferredWeights)
        m_deferredWeights->load(it->second.data);
    return &it->second;
}

const std::unordered_map<std::string, TensorView>& Graph::weights() const
{
    if (m_deferredWeights)
        m_deferredWeights->loadAll();
    return m_weights;
}

std::optional<WeightLayout> Graph::weightLayout(const std::string& name) const
{
    const auto it = m_weights.find(name);
    if (it == m_weights.end())
        return std::nullopt;
    return WeightLayout { it->second.dtype, it->second.shape };
}

std::optional<Problem> Graph::weightReadProblem() const
{
    return m_deferredWeights ? m_deferredWeights->problem() : std::nullopt;
}

std::size_t Graph::weightElementCount() const
{
    std::size_t count = 0;
    for (const auto& [name, view] : m_weights)
        count += view.elementCount();
    // Weights inside If/Loop/Scan bodies are parameters of the model too.
    for (const auto& node : m_nodes)
        for (const auto& sub : node.subgraphs)
            if (sub)
                count += sub->weightElementCount();
    return count;
}

std::int64_t Graph::opsetVersion(const std::string& domain) const
{
    auto it = m_opsets.find(domain == "ai.onnx" ? std::string() : domain);
    return it == m_opsets.end() ? 0 : it->second;
}

} // namespace quantlens
