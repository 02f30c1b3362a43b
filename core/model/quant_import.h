#pragma once
#include "model/graph.h"
#include "model/quant_params.h"
#include "util/result.h"

#include <string>

namespace quantlens {

/// Quantization parameters of an ONNX QDQ model (QuantizeLinear/DequantizeLinear pairs), a
/// QOperator model (QLinearConv, QLinearMatMul, QLinearAdd, ...) or an ONNX Runtime dynamic model
/// (DynamicQuantizeLinear + ConvInteger/MatMulInteger: weights' parameters, activations marked
/// QuantParams::dynamic, with a warning that they have no ranges). Scales and zero points may be
/// initializers or Constant nodes. Tensors whose parameters cannot be read become warnings.
Result<QuantInfo> extractQuantInfo(const Graph& quantGraph);

/// SigmaStar quant-param JSON (`[{"name", "min": [...], "max": [...], "bit"}]`, FORMATS.md §1.7).
Result<QuantInfo> readSigmaStarQuantJson(const std::string& path);

} // namespace quantlens
