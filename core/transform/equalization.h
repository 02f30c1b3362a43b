#pragma once
// Cross-layer equalization (Nagel et al., "Data-Free Quantization Through Weight Equalization and Bias
// Correction", 2019): for Conv → (ReLU) → Conv, output channel c of the first scaled by 1/s_c and input
// channel c of the second by s_c, with s_c = √(r1_c / r2_c) (r: a channel's largest |weight|), so both
// channels end with the same range √(r1_c · r2_c). ReLU(x / s) = ReLU(x) / s for s > 0, so the float
// model's outputs stay the same; per-tensor weights then waste fewer levels on one wide channel, and the
// tensor between the two convolutions has channels of more equal range.
#include "transform/transformed_model.h"

#include <string>
#include <vector>

namespace quantlens::transform {

struct EqualizedPair {
    std::string first, second; ///< the two Conv nodes
    /// The widest channel's range over the narrowest's, of the first's output channels, before and after.
    double spreadBefore = 0, spreadAfter = 0;
    std::vector<std::string> middle; ///< the tensors between them it rescales: the first's output (and the Relu's)
    std::vector<std::string> weights; ///< the parameters it changes: both weights and the first's bias
};

struct Equalization {
    FloatParameters parameters; ///< the new weights and biases
    std::vector<EqualizedPair> pairs; ///< in graph order
};

/// Equalizes every Conv → [Relu] → Conv pair of the float model whose middle tensors feed nothing else and
/// whose weights (float initializers, each read by that node only) are plain or depthwise, starting from
/// `start` (another transform's parameters) and sweeping the pairs until the scales settle (a chain of
/// convolutions shares its middle ones).
Equalization equalizeConvPairs(const runtime::CompiledModel& floatModel, const FloatParameters& start = {});

} // namespace quantlens::transform
