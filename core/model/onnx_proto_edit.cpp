#include "model/onnx_proto_edit.h"

#include <google/protobuf/io/coded_stream.h>
#include <onnx/onnx_pb.h>

#include <climits>

namespace quantlens {
namespace {
    int onnxType(DType type)
    {
        switch (type) {
        case DType::Float32: return onnx::TensorProto::FLOAT;
        case DType::UInt8: return onnx::TensorProto::UINT8;
        case DType::Int8: return onnx::TensorProto::INT8;
        case DType::UInt16: return onnx::TensorProto::UINT16;
        case DType::Int16: return onnx::TensorProto::INT16;
        case DType::Int32: return onnx::TensorProto::INT32;
        default: return onnx::TensorProto::UNDEFINED;
        }
    }
}

bool parseModelProto(onnx::ModelProto& model, const std::string& bytes)
{
    google::protobuf::io::CodedInputStream in(
        reinterpret_cast<const std::uint8_t*>(bytes.data()), static_cast<int>(bytes.size()));
    in.SetTotalBytesLimit(INT_MAX);
    return model.ParseFromCodedStream(&in) && in.ConsumedEntireMessage();
}

void storeTensorProto(
    onnx::TensorProto& proto, DType type, const std::vector<std::int64_t>& shape, const void* bytes, std::size_t count)
{
    std::vector<std::int64_t> dims(proto.dims().begin(), proto.dims().end());
    std::int64_t elements = 1;
    for (const auto d : dims)
        elements *= d;
    proto.clear_dims();
    if (dims.empty() ? count != 1 : static_cast<std::size_t>(elements) != count)
        dims = shape;
    for (const auto d : dims)
        proto.add_dims(d);
    proto.set_data_type(onnxType(type));
    proto.clear_float_data();
    proto.clear_int32_data();
    proto.clear_int64_data();
    proto.clear_double_data();
    proto.set_raw_data(std::string(static_cast<const char*>(bytes), count * dtypeSize(type)));
}

} // namespace quantlens
