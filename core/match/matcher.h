#pragma once
#include "match/tensor_pair.h"
#include "model/graph.h"
#include "model/quant_params.h"
#include "tensor/dump_set.h"

namespace quantlens {

/// Float-graph tensors that have activations worth comparing: graph inputs, then every node output
/// in topological order, without weights (initializers, Constant outputs).
std::vector<std::string> comparableTensors(const Graph& floatGraph);

/// Pairs each comparable float tensor with its data in both dumps: exact name first, then the
/// quantized model's names for it, then sanitised file-name forms. Shapes that differ only by
/// NCHW↔NHWC (or by size-1 dimensions) are aligned and said so; other mismatches are reported.
MatchResult matchTensors(const Graph& floatGraph, const DumpSet& reference, const DumpSet& candidate,
    const QuantInfo* quant);

} // namespace quantlens
