#pragma once
// A quantized weight quantized again from new float values (a transformed float model, or per channel
// where the model has one scale per tensor), the way its quantizer did: same type, symmetric when its
// zero point is 0 and the type signed, the same number of levels.
#include "simulation/quant_structure.h"

#include <vector>

namespace quantlens::sim {

struct RequantizedWeight {
    runtime::Tensor dequantized; ///< what its DequantizeLinear gives: float, the quantized weight's shape
    std::vector<float> scale; ///< one, or one per output channel
};

/// `values` (float, `w`'s element count) quantized at `w`'s type, per tensor or per `w.channelAxis` channel
/// (per channel when `w` was, or `perChannel`). Symmetric weights keep the model's largest code (127 for ONNX
/// Runtime's restricted int8 range, 63 for a reduced one): scale = max|x| / that code; asymmetric ones take
/// [min(x, 0), max(x, 0)] over the type's codes.
RequantizedWeight requantizeWeight(const QuantizedWeight& w, const runtime::Tensor& values, bool perChannel);

} // namespace quantlens::sim
