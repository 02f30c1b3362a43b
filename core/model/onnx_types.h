#pragma once
// Internal to core/model: conversions from ONNX protobuf types. Never include from a public header,
// since onnx stays a private dependency of quantlens_core.
#include "model/graph.h"
#include "tensor/dtype.h"

#include <onnx/onnx_pb.h>

#include <optional>
#include <string>

namespace quantlens {

/// DType of an ONNX TensorProto::DataType code; nullopt for types QuantLens cannot view (string, bfloat16, ...).
std::optional<DType> dtypeFromOnnx(int onnxType);
/// Display name of an ONNX element type code ("float32", "bfloat16", "string", "type 42").
std::string onnxTypeName(int onnxType);
/// A Value carrying the name, element type and shape a ValueInfoProto declares.
Value valueFromInfo(const onnx::ValueInfoProto& info);

} // namespace quantlens
