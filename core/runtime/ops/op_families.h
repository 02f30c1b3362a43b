#pragma once
// The operator families of the executor, each in its own file; op_registry.cpp joins them into the
// one list.
#include "runtime/op_kernel.h"

#include <vector>

namespace quantlens::runtime {

std::vector<OpRegistration> elementwiseBinaryOps();
std::vector<OpRegistration> elementwiseUnaryOps();
std::vector<OpRegistration> shapeOps(); ///< Reshape, Flatten, Squeeze, Unsqueeze, Identity, Shape, Size, Cast, ...
std::vector<OpRegistration> layoutOps(); ///< Transpose, Concat, Split, Slice, Gather, Expand, Tile, Pad, ...
std::vector<OpRegistration> reduceOps(); ///< ReduceMean/Sum/Max/Min/Prod/L2, ArgMax, TopK
std::vector<OpRegistration> normalizationOps(); ///< BatchNormalization, LayerNormalization, Softmax, ...
std::vector<OpRegistration> poolOps(); ///< MaxPool, AveragePool, GlobalAveragePool, GlobalMaxPool
std::vector<OpRegistration> resizeOps(); ///< Resize, Upsample
std::vector<OpRegistration> convOps(); ///< Conv, ConvTranspose
std::vector<OpRegistration> matmulOps(); ///< MatMul, Gemm
std::vector<OpRegistration> quantizationOps(); ///< QuantizeLinear, DequantizeLinear, DynamicQuantizeLinear
std::vector<OpRegistration> integerOps(); ///< QLinearConv, QLinearMatMul, ConvInteger, MatMulInteger

} // namespace quantlens::runtime
