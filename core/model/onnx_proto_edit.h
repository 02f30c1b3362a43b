#pragma once
// Writing a model file again with some tensors changed (a requantized model, a transformed float model):
// parsing a whole ONNX file and storing new values into its tensors. The onnx types are only declared
// here, so that no header outside core's own .cpp files pulls onnx in.
#include "tensor/dtype.h"

#include <cstdint>
#include <string>
#include <vector>

namespace onnx {
class ModelProto;
class TensorProto;
}

namespace quantlens {

/// Parses a whole serialized model (past protobuf's default 64 MB limit); false when it is not one.
bool parseModelProto(onnx::ModelProto& model, const std::string& bytes);

/// `bytes` (`count` elements of `type`, row-major, this machine's order) into `proto` as raw data, keeping
/// its name and, when the element count agrees, its dims (else `shape`).
void storeTensorProto(
    onnx::TensorProto& proto, DType type, const std::vector<std::int64_t>& shape, const void* bytes, std::size_t count);

} // namespace quantlens
