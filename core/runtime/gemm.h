#pragma once
// Single-precision matrix product for Conv, ConvTranspose, MatMul and Gemm: both operands packed
// into panels the register-blocked micro-kernel streams (6 rows × 16 columns of C held in vector
// registers), the left operand packed once at compile time when it is a weight. The K dimension is
// summed in one fixed order whatever the number of threads, so results are reproducible.
#include "runtime/thread_pool.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace quantlens::runtime {

/// A strided view of a float matrix: element (r, c) at data[r * rowStride + c * colStride].
struct MatrixView {
    const float* data = nullptr;
    std::int64_t rowStride = 0;
    std::int64_t colStride = 1;
    float at(std::int64_t r, std::int64_t c) const { return data[r * rowStride + c * colStride]; }
};

/// The left operand (M × K) packed in panels of kGemmRows rows per block of K, made once.
class PackedLeft {
public:
    PackedLeft() = default;
    PackedLeft(std::size_t rows, std::size_t depth, MatrixView a);
    std::size_t rows() const { return m_rows; }
    std::size_t depth() const { return m_depth; }
    /// Panel p: the whole depth × kGemmRows floats, k-major.
    const float* panel(std::size_t p) const;

private:
    std::size_t m_rows = 0, m_depth = 0, m_panels = 0;
    std::vector<float> m_data;
};

/// Fills a panel of the right operand: `count` (≤ 16) columns starting at `column`, rows [k0, k0 + depth)
/// of B, written k-major with 16 floats per row (missing columns as zeros). Conv passes a packer that
/// reads its input image directly (implicit im2col); plain matrices use packMatrixColumns.
using RightPacker
    = std::function<void(std::size_t k0, std::size_t depth, std::size_t column, std::size_t count, float* out)>;

/// A packer for a plain strided matrix.
RightPacker packMatrixColumns(MatrixView b);

/// C (M × N, row stride ldc) = A · B, plus bias[row] when given (added after the sum, as ONNX
/// Runtime's convolution does), or plus the C already there when `accumulate`.
void gemmPacked(const PackedLeft& a, std::size_t columns, const RightPacker& packRight, float* c, std::size_t ldc,
    const float* bias, bool accumulate, ThreadPool& pool);

/// The same with the left operand packed on the fly (MatMul of two activations).
void gemm(std::size_t rows, std::size_t columns, std::size_t depth, MatrixView a, MatrixView b, float* c,
    std::size_t ldc, const float* bias, bool accumulate, ThreadPool& pool);

inline constexpr std::size_t kGemmRows = 6;
inline constexpr std::size_t kGemmColumns = 16;

} // namespace quantlens::runtime
