#pragma once
#include "match/tensor_pair.h"
#include "model/graph.h"
#include "model/quant_params.h"
#include "tensor/dump_set.h"

#include <map>

namespace quantlens {

/// Float-graph tensors that have activations worth comparing: graph inputs, then every node output
/// in topological order, without weights (initializers, Constant outputs).
std::vector<std::string> comparableTensors(const Graph& floatGraph);

/// The user's word on which dump entry holds a float tensor (a tensor map file, FORMATS.md §8.1).
using TensorMap = std::map<std::string, std::string>; ///< float tensor → dump entry name

/// Pairs each comparable float tensor with its data in both dumps: the user's tensor map first,
/// then the exact name, the quantized model's names for it, then sanitised file-name forms. Shapes
/// that differ only by NCHW↔NHWC (or by size-1 dimensions) are aligned and said so; other
/// mismatches are reported. Tensors no name finds may then be matched by structure
/// (structure_matcher.h).
MatchResult matchTensors(const Graph& floatGraph, const DumpSet& reference, const DumpSet& candidate,
    const QuantInfo* quant, const TensorMap* userMap = nullptr);

/// Decides whether a pair whose entries are set can be compared: aligns the candidate's shape
/// (layout, size-1 dimensions, raw payloads) or sets the problem; layout decisions go to `problems`.
void settlePair(TensorPair& pair, const DumpSet& reference, const DumpSet& candidate, std::vector<Problem>& problems);

} // namespace quantlens
