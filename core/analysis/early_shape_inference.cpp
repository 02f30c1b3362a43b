#include "analysis/early_shape_inference.h"

namespace quantlens {
namespace {
    /// The part of `shapes` inference binds to `graph`: names of other tensors are ignored by it.
    EarlyShapeInference::InputShapes boundTo(const Graph& graph, const EarlyShapeInference::InputShapes& shapes)
    {
        EarlyShapeInference::InputShapes bound;
        for (const auto& [name, dims] : shapes)
            if (const Value* value = graph.value(name); value && value->isGraphInput)
                bound.emplace(name, dims);
        return bound;
    }
}

EarlyShapeInference::EarlyShapeInference(const Graph& graph, InputShapes guessed)
    : m_graph(graph)
    , m_guessed(boundTo(graph, guessed))
{
    m_started = std::async(std::launch::async, [this] { return inferShapes(m_graph, m_guessed); });
}

InferredShapes EarlyShapeInference::forDumpedInputs(const InputShapes& dumped)
{
    // Binding the same shapes to the same inputs gives the same model, so the same shapes.
    if (m_started.valid() && boundTo(m_graph, dumped) == m_guessed)
        return m_started.get();
    return inferShapes(m_graph, dumped);
}

} // namespace quantlens
