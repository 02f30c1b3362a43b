#include "model/onnx_types.h"

namespace quantlens {

std::optional<DType> dtypeFromOnnx(int onnxType)
{
    switch (onnxType) {
    case onnx::TensorProto::FLOAT: return DType::Float32;
    case onnx::TensorProto::UINT8: return DType::UInt8;
    case onnx::TensorProto::INT8: return DType::Int8;
    case onnx::TensorProto::UINT16: return DType::UInt16;
    case onnx::TensorProto::INT16: return DType::Int16;
    case onnx::TensorProto::INT32: return DType::Int32;
    case onnx::TensorProto::INT64: return DType::Int64;
    case onnx::TensorProto::BOOL: return DType::Bool;
    case onnx::TensorProto::FLOAT16: return DType::Float16;
    case onnx::TensorProto::DOUBLE: return DType::Float64;
    case onnx::TensorProto::UINT32: return DType::UInt32;
    case onnx::TensorProto::UINT64: return DType::UInt64;
    default: return std::nullopt;
    }
}

std::string onnxTypeName(int onnxType)
{
    if (auto dtype = dtypeFromOnnx(onnxType))
        return dtypeName(*dtype);
    // Codes past BFLOAT16 come from ONNX versions newer than the libonnx we build against.
    switch (onnxType) {
    case onnx::TensorProto::UNDEFINED: return "undefined";
    case onnx::TensorProto::STRING: return "string";
    case onnx::TensorProto::COMPLEX64: return "complex64";
    case onnx::TensorProto::COMPLEX128: return "complex128";
    case onnx::TensorProto::BFLOAT16: return "bfloat16";
    case 17: return "float8e4m3fn";
    case 18: return "float8e4m3fnuz";
    case 19: return "float8e5m2";
    case 20: return "float8e5m2fnuz";
    case 21: return "uint4";
    case 22: return "int4";
    case 23: return "float4e2m1";
    default: return "type " + std::to_string(onnxType);
    }
}

Value valueFromInfo(const onnx::ValueInfoProto& info)
{
    Value v;
    v.name = info.name();
    if (!info.has_type() || !info.type().has_tensor_type())
        return v;
    const auto& tensorType = info.type().tensor_type();
    if (tensorType.has_elem_type())
        v.dtype = dtypeFromOnnx(tensorType.elem_type());
    if (!tensorType.has_shape())
        return v;
    v.shapeKnown = true;
    for (const auto& dim : tensorType.shape().dim()) {
        if (dim.has_dim_value() && dim.dim_value() >= 0) {
            v.shape.push_back(dim.dim_value());
            v.dimNames.emplace_back();
        } else {
            v.shape.push_back(-1);
            v.dimNames.push_back(dim.has_dim_param() ? dim.dim_param() : std::string());
        }
    }
    return v;
}

} // namespace quantlens
