#pragma once
#include "model/graph.h"
#include "tensor/dtype.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace quantlens {

/// Tensor shapes a model produces for one input size.
struct InferredShapes {
    std::map<std::string, std::vector<std::int64_t>> shapes; ///< -1 for dimensions still unknown
    std::optional<std::string> error; ///< why inference could not run; `shapes` then holds the declared ones
    /// Element types inference found (or the model declares): tells shape arithmetic (int64) from
    /// float activations where the model's value_info says nothing.
    std::map<std::string, DType> dtypes;
};

/// Shapes of the graph's tensors when its inputs have `inputShapes` (e.g. as in a dump): ONNX shape
/// inference on a copy of the model with the inputs' dynamic dimensions bound, so intermediate
/// tensors get concrete shapes too. Large weight payloads are left out of the copy (inference needs
/// their shapes, not their values). Graphs not imported from ONNX give their declared shapes.
InferredShapes inferShapes(const Graph& graph, const std::map<std::string, std::vector<std::int64_t>>& inputShapes);

/// True when `actual` can be the shape `expected` describes: same rank and equal known dimensions,
/// or the same after NCHW→NHWC, or equal once size-1 dimensions are ignored (what the matcher accepts).
bool shapeFits(const std::vector<std::int64_t>& actual, const std::vector<std::int64_t>& expected);

} // namespace quantlens
