#pragma once
// The checks ONNX Runtime makes when it loads a model, made before a node gets a kernel: the opsets it
// knows, how many inputs and outputs a node of its operator may have, graph outputs that something
// produces. A model ONNX Runtime refuses at load is refused here too, naming the node, instead of
// running on what the kernel happens to read (the first of three Add inputs, a Relu's second output
// written as an empty tensor).
#include "model/graph.h"

#include <cstdint>
#include <optional>
#include <string>

namespace quantlens::runtime {

/// The newest opset of ONNX's default domain the executor accepts: ONNX Runtime 1.30's. A model
/// importing a newer one (a typo, a future exporter) may rely on semantics no kernel here has.
constexpr std::int64_t kNewestOnnxOpset = 23;

/// Why the model's opset imports cannot be run (the default domain newer than kNewestOnnxOpset).
std::optional<std::string> opsetProblem(const Graph& graph);

/// Why the node's number of inputs or outputs does not fit its operator's ONNX schema at the
/// model's opset; nullopt when it fits, or ONNX has no schema for it (other domains), or the opset is
/// newer than the ONNX library knows (its newest schema may predate the operator's change).
std::optional<std::string> arityProblem(const Node& node, std::int64_t opset);

/// Why an operator the executor has only for newer opsets cannot run at the model's opset
/// ("Add before opset 7"); nullopt when the executor has no such operator at all.
std::optional<std::string> opsetTooOldProblem(const Node& node, std::int64_t opset);

} // namespace quantlens::runtime
