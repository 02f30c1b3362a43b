#pragma once
#include <cstddef>
#include <cstdint>

namespace quantlens::runtime {

/// out[j] = Σ_k row[k] · panel[k·width + j], summed as ONNX Runtime's one-row kernel sums it: groups of
/// four products added left to right, each group then added to the running sum, no fused multiply-add.
/// Matching its rounding keeps a quantized model's values on the same side of a rounding step.
void rowTimesPanel(const float* row, const float* panel, std::size_t depth, std::size_t width, float* out);

} // namespace quantlens::runtime

namespace quantlens::runtime {

/// out[m] = Σ_k a(m, k) · b[k] for a matrix with one output column (a 1×1 convolution of a pooled
/// vector, a matrix times a vector), summed as ONNX Runtime's kernel for that case sums it: eight lanes
/// of k (k mod 8) accumulated product by product, then the lanes added in a tree that depends on where
/// the row falls in groups of four, two and one rows.
void rowsTimesColumn(const float* a, std::int64_t rowStride, std::int64_t colStride, const float* b, std::size_t rows,
    std::size_t depth, float* out);

} // namespace quantlens::runtime
