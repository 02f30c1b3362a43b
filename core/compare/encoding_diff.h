#pragma once
// `quantlens diff`: what changed between the encodings of two quantized models of one network
// (two SDK versions, two calibration methods, a model before and after a precision plan).
#include "model/graph.h"
#include "model/quantized_model.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace quantlens {

/// One model's side of a tensor.
struct EncodingSide {
    bool present = false; ///< the model has the tensor (quantized or kept in float)
    std::optional<QuantParams> params; ///< none when absent or kept in float
    /// The model quantizes the tensor with parameters that cannot be used (scale 0, NaN, negative, a
    /// per-channel list of the wrong length): why. Then `params` is empty but the tensor is no float one.
    std::optional<Text> invalid;
};

enum class EncodingAspect { Presence, DType, Granularity, Scale, ZeroPoint, Range, Invalid };
/// "presence", "dtype", "granularity", "scale", "zero_point", "range", "invalid": the JSON and CSV keys.
const char* encodingAspectKey(EncodingAspect aspect);

/// A tensor whose encoding differs between the two models, named by the float tensor it stands for.
struct EncodingDifference {
    std::string tensor;
    bool weight = false; ///< a weight or bias (else an activation)
    EncodingSide a;
    EncodingSide b;
    std::vector<EncodingAspect> changes; ///< never empty
};

struct EncodingComparison {
    std::size_t activationsCompared = 0; ///< tensors quantized in at least one of the models
    std::size_t weightsCompared = 0;
    /// In the network's order (the float model's when given, else model A's, then model B's).
    std::vector<EncodingDifference> differences;
    /// Every compared tensor → whether its encoding differs (for colouring a graph by it).
    std::map<std::string, bool> changedByTensor;
};

/// Compares every tensor quantized in `a` or `b`. Scales, zero points and ranges are equal within a
/// relative 1e-6 (parameters written as text and read back stay equal). `floatGraph` (optional) decides
/// which tensors are weights and the order; without it both models' graphs do.
EncodingComparison compareEncodings(const QuantizedModel& a, const QuantizedModel& b, const Graph* floatGraph);

/// "per-tensor", "per-channel" (axis and count apart) or "dynamic": how a tensor's scale is given.
std::string granularityName(const QuantParams& params);

} // namespace quantlens
