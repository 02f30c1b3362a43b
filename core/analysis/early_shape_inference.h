#pragma once
#include "model/graph.h"
#include "model/shape_inference.h"

#include <cstdint>
#include <future>
#include <map>
#include <string>
#include <vector>

namespace quantlens {

/// Shape inference started before the dumps are matched, for input shapes guessed without the
/// matcher (the inputs' own .npy files, probed before the folder is listed, or the listed entries
/// named like the inputs), so that it runs while the dumps are listed and matched: for a 20k-node
/// model inference takes 0.17 s, and the analysis waited 0.1 s for it after matching when it only
/// started once the folder was listed. The guess is checked against the shapes of the inputs as
/// matched; when it bound other shapes, inference runs again for those.
class EarlyShapeInference {
public:
    using InputShapes = std::map<std::string, std::vector<std::int64_t>>;

    /// Starts inferring `graph`'s shapes for `guessed` on a thread of its own. `graph` must outlive
    /// this object.
    EarlyShapeInference(const Graph& graph, InputShapes guessed);
    // The started inference reads this object's members: it stays where it was made.
    EarlyShapeInference(const EarlyShapeInference&) = delete;
    EarlyShapeInference& operator=(const EarlyShapeInference&) = delete;

    /// What inferShapes(graph, dumped) returns. Call once.
    InferredShapes forDumpedInputs(const InputShapes& dumped);
    /// forDumpedInputs() answered with the inference started on the guess.
    bool guessWasUsed() const { return m_guessUsed; }
    /// The guess binds what `shapes` bind: forDumpedInputs(shapes) would use it.
    bool guesses(const InputShapes& shapes) const;
    /// A guess before the dump folder is listed: the inputs that have a file `<name>.npy` there, as
    /// ONNX Runtime and numpy dumps name them, with that file's shape (in the model's layout).
    static InputShapes probeDumpedInputs(const std::string& dumpFolder, const Graph& graph);

private:
    const Graph& m_graph;
    InputShapes m_guessed;
    std::future<InferredShapes> m_started;
    bool m_guessUsed = false;
};

} // namespace quantlens
