#pragma once
// A quantized ONNX model written again with other activation parameters (another calibration method, a
// calibration set without some inputs): the same nodes, names and structure, only the scales and zero
// points of the activations' QuantizeLinear/DequantizeLinear pairs and the biases that follow them
// changed — what `quantlens requantize` writes for ONNX-based flows and what ONNX Runtime then runs.
#include "runtime/rerun.h"
#include "simulation/quant_structure.h"
#include "util/result.h"

#include <string>

namespace quantlens::calib {

/// The model at `quantPath` (compiled as `quant`, its quantization `structure`) with `changes` (a
/// variant's run overrides, Simulator::overridesFor: new Q/DQ scale and zero point inputs, new bias
/// values) written into it, serialized. A changed initializer that only these Q/DQ nodes read is
/// replaced in place; one that others read too gets a new initializer beside it. Fails naming the file
/// when it cannot be read, keeps its weights in external files, or has a changed input that is no
/// constant.
Result<std::string> requantizedModel(const std::string& quantPath, const runtime::CompiledModel& quant,
    const sim::QuantStructure& structure, const runtime::RunOverrides& changes);

} // namespace quantlens::calib
