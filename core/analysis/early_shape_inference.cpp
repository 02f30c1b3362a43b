#include "analysis/early_shape_inference.h"

#include <algorithm>

namespace quantlens {
namespace {
    bool fullyDeclared(const Value& input)
    {
        return input.shapeKnown && std::all_of(input.shape.begin(), input.shape.end(), [](auto d) { return d >= 0; });
    }

    /// The part of `shapes` that changes what inference gives for `graph`: names of other tensors are
    /// ignored by it, and binding an input to the dimensions it declares leaves the model as it was.
    EarlyShapeInference::InputShapes boundTo(const Graph& graph, const EarlyShapeInference::InputShapes& shapes)
    {
        EarlyShapeInference::InputShapes bound;
        for (const auto& [name, dims] : shapes)
            if (const Value* value = graph.value(name); value && value->isGraphInput)
                if (!fullyDeclared(*value) || value->shape != dims)
                    bound.emplace(name, dims);
        return bound;
    }
}

bool EarlyShapeInference::inputsFullyDeclared(const Graph& graph)
{
    return std::all_of(graph.values().begin(), graph.values().end(),
        [](const Value& v) { return !v.isGraphInput || fullyDeclared(v); });
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
    if (m_started.valid() && boundTo(m_graph, dumped) == m_guessed) {
        m_guessUsed = true;
        return m_started.get();
    }
    return inferShapes(m_graph, dumped);
}

} // namespace quantlens
