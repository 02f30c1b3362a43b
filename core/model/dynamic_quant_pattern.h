#pragma once
// The nodes ONNX Runtime's dynamic quantization (quantize_dynamic) writes around ConvInteger /
// MatMulInteger to turn their int32 result back into the float op's output:
//   y_int → [Add int32 bias (older versions)] → Cast → Mul(·, Mul(x_scale, W_scale)) → [Add Reshape(B)] → y
#include "model/graph.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace quantlens {

struct DynamicRescale {
    /// The tensors the integer result is multiplied by (through nested Muls): the input's and the
    /// weight's scales in ONNX Runtime's models.
    std::vector<std::string> scaleFactors;
    /// Indices (Graph::nodes()) of the chain's nodes: the Cast, the Muls, the bias Add and Reshape.
    std::set<int> nodes;
};

bool isDynamicIntegerOp(const Node& node); ///< ConvInteger or MatMulInteger of the ONNX domain

/// The rescale after `integerOp`; nullopt when no Cast → Mul follows its output.
std::optional<DynamicRescale> findDynamicRescale(const Graph& graph, const Node& integerOp);

/// Every node of every rescale chain of the graph: plumbing of the quantization, no float op of its own.
std::set<int> dynamicRescaleNodes(const Graph& graph);

} // namespace quantlens
