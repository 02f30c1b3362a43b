#include "analysis/early_shape_inference.h"

#include "analysis/input_checks.h"
#include "tensor/file_head.h"
#include "tensor/npy_reader.h"
#include "util/thread_heap.h"

#include <algorithm>
#include <filesystem>

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

EarlyShapeInference::EarlyShapeInference(const Graph& graph, InputShapes guessed)
    : m_graph(graph)
    , m_guessed(boundTo(graph, guessed))
{
    m_started = std::async(std::launch::async, [this] {
        prepareThreadHeap(); // inference copies the whole model
        return inferShapes(m_graph, m_guessed);
    });
}

EarlyShapeInference::InputShapes EarlyShapeInference::probeDumpedInputs(
    const std::string& dumpFolder, const Graph& graph)
{
    InputShapes probed;
    std::error_code ec;
    if (!std::filesystem::is_directory(dumpFolder, ec))
        return probed;
    for (const Value& input : graph.values()) {
        if (!input.isGraphInput)
            continue;
        const std::string path = dumpFolder + "/" + input.name + ".npy";
        const auto head = readFileHead(path); // a name that is no file (or no regular one) is no guess
        if (!head)
            continue;
        const auto bytes = head.value().view();
        if (const auto header = parseNpyHeader(bytes.data(), bytes.size(), path))
            probed.emplace(input.name, inputShapeInModelLayout(header.value().shape, std::nullopt, input));
    }
    return probed;
}

bool EarlyShapeInference::guesses(const InputShapes& shapes) const { return boundTo(m_graph, shapes) == m_guessed; }

InferredShapes EarlyShapeInference::forDumpedInputs(const InputShapes& dumped)
{
    // Binding the same shapes to the same inputs gives the same model, so the same shapes.
    if (m_started.valid() && guesses(dumped)) {
        m_guessUsed = true;
        return m_started.get();
    }
    return inferShapes(m_graph, dumped);
}

} // namespace quantlens
