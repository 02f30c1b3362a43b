#pragma once
// Integer matrix products (ConvInteger, QLinearConv, MatMulInteger, QLinearMatMul) on the float matrix
// product, exactly. Their operands are 8-bit values minus a zero point, integers in [−255, 255], so a
// product is below 2^16 in magnitude and a sum of at most kExactFloatDepth products stays below 2^24:
// every partial sum is an integer float represents exactly, in whatever order the kernel adds. Longer
// sums are cut into such pieces, each converted to int32 and added with wrap-around, which is the int32
// accumulator ONNX Runtime uses. The float kernel is many times faster than an integer loop here.
#include "runtime/gemm.h"

#include <cstdint>

namespace quantlens::runtime {

/// 256 products of at most 255 · 255: 16,646,400 < 2^24.
inline constexpr std::size_t kExactFloatDepth = 256;

/// C (rows × columns, int32, contiguous) = A · B where A (rows × depth) and the columns `packRight`
/// gives hold integers in [−255, 255] as floats.
void exactIntegerProduct(std::size_t rows, std::size_t columns, std::size_t depth, MatrixView a,
    const RightPacker& packRight, std::int32_t* c, ThreadPool& pool);

/// The same with B a strided matrix (depth × columns).
void exactIntegerProduct(std::size_t rows, std::size_t columns, std::size_t depth, MatrixView a, MatrixView b,
    std::int32_t* c, ThreadPool& pool);

} // namespace quantlens::runtime
