#pragma once
#include "runtime/tensor.h"
#include "runtime/thread_pool.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace quantlens::runtime {

/// Copies the elements of a strided view of `source` (its shape, strides in elements and first
/// element's offset) into a new row-major tensor: Transpose, Slice, Expand and DepthToSpace are views.
Tensor copyStrided(const Tensor& source, const Shape& shape, const std::vector<std::int64_t>& strides,
    std::int64_t offset, ThreadPool& pool);

/// The ONNX TensorProto element type code of a runtime dtype and back (Cast's `to`, output_dtype).
std::optional<DType> dtypeFromOnnxCode(std::int64_t code);

} // namespace quantlens::runtime
