#pragma once
#include "model/graph.h"
#include "model/quant_params.h"
#include "util/result.h"

#include <memory>
#include <string>

namespace quantlens {

/// A quantized model as the analyses read it: its quantization parameters and, when it is an ONNX
/// model, its graph (a SigmaStar quantization-parameter JSON has parameters only).
struct QuantizedModel {
    std::string path;
    QuantInfo info;
    std::shared_ptr<const Graph> graph; ///< null for a SigmaStar quantization-parameter JSON
};

/// Reads a quantized ONNX model (QDQ, QOperator, dynamic) or, for a `.json` path, a SigmaStar
/// quantization-parameter JSON. Warnings of the import and of the parameter extraction are kept.
Result<QuantizedModel> loadQuantizedModel(const std::string& path);
/// The ONNX half of loadQuantizedModel, whatever the file's name (for callers that detect ONNX by content).
Result<QuantizedModel> loadQuantizedOnnx(const std::string& path);

} // namespace quantlens
