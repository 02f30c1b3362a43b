#pragma once
#include "model/graph.h"
#include "model/quant_params.h"
#include "util/result.h"

#include <string>

namespace quantlens {

/// Quantization parameters of an ONNX QDQ model (QuantizeLinear/DequantizeLinear pairs) or a
/// QOperator model (QLinearConv, QLinearMatMul, QLinearAdd, ...). Scales and zero points may be
/// initializers or Constant nodes. Tensors whose parameters cannot be read become warnings.
Result<QuantInfo> extractQuantInfo(const Graph& quantGraph);

/// SigmaStar quant-param JSON (`[{"name", "min": [...], "max": [...], "bit"}]`, FORMATS.md §1.7).
Result<QuantInfo> readSigmaStarQuantJson(const std::string& path);

} // namespace quantlens
