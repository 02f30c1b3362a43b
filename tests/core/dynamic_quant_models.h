#pragma once
// Small models in ONNX Runtime's dynamic-quantization form (quantize_dynamic), built node by node as
// onnxruntime/python/tools/quantization/operators/{conv,matmul}.py write them, and their float twins.
#include "onnx_test_models.h"

namespace quantlens::onnx_test {

struct DynamicConvOptions {
    bool perChannel = false; ///< W_scale / W_zero_point with one value per output channel (4)
    bool bias = false; ///< Conv bias: Reshape(B) added after the scale Mul
};

/// x [1,3,8,8] → DynamicQuantizeLinear → ConvInteger(W_quantized int8 [4,3,3,3]) → Cast → Mul by
/// Mul(x_scale, W_scale) → [Add Reshape(B)] → conv_out. W_scale 0.05 (per channel 0.01..0.04, stored
/// as [4,1,1] so it broadcasts over NCHW).
onnx::ModelProto dynamicConvModel(const DynamicConvOptions& options = {});

/// x [2,4] → MatMul(B [4,3]) → h → MatMul(C [3,2]) → y, dynamically quantized: two
/// DynamicQuantizeLinear, two MatMulInteger. B_scale 0.02 or per column {0.01, 0.02, 0.03};
/// C_scale 0.1 with uint8 zero point 3.
onnx::ModelProto dynamicMatMulModel(bool perColumn = false);
/// The float model dynamicMatMulModel stands for (same tensor names), weights all 0.5.
onnx::ModelProto floatMatMulModel();

/// Replaces the initializer of the same name.
void replaceInitializer(onnx::GraphProto& graph, const onnx::TensorProto& tensor);
/// Removes the initializer `name`; false when there is none.
bool removeInitializer(onnx::GraphProto& graph, const std::string& name);
/// The node called `name`; fails the test when there is none.
onnx::NodeProto* nodeNamed(onnx::GraphProto& graph, const std::string& name);

} // namespace quantlens::onnx_test
