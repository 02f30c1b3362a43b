#pragma once
// The window loops of the pooling operators (pool_windows.cpp), used by the kernels of pool_ops.cpp.
#include "runtime/thread_pool.h"

#include <array>
#include <cstddef>
#include <cstdint>

namespace quantlens::runtime {

/// Where the windows of a pool lie for one input shape. The spatial dimensions are padded to three at
/// the front: a 1-D or 2-D pool is a 3-D one whose leading dimensions have size 1, kernel 1, no padding.
struct PoolGeometry {
    std::size_t planes = 0; ///< N * C: each plane is pooled on its own
    std::size_t rank = 0; ///< spatial dimensions of the tensor (1 to 3)
    std::array<std::int64_t, 3> in { 1, 1, 1 }, out { 1, 1, 1 }, kernel { 1, 1, 1 }, stride { 1, 1, 1 },
        dilation { 1, 1, 1 }, padBegin { 0, 0, 0 }, padEnd { 0, 0, 0 };
    std::int64_t inSize() const { return in[0] * in[1] * in[2]; }
    std::int64_t outSize() const { return out[0] * out[1] * out[2]; }
};

/// The order in which an average pool adds a window, as ONNX Runtime's kernel for the case does, so
/// that float sums round alike: Rows is row-major; Columns sums each input column of the window over
/// the rows (and planes) first, then the column sums left to right (MLAS' vectorised 2-D and 3-D
/// kernels); Lanes is the whole plane in four interleaved partial sums (MLAS' global kernel).
enum class SumOrder { Rows, Columns, Lanes };

/// Max over each window; `indices` (may be null) receive the flat input index of the first maximum,
/// row-major or (columnMajor) column-major within the plane, as ONNX Runtime computes them.
template <class T>
void maxPool(const PoolGeometry& g, const T* x, T* y, std::int64_t* indices, bool columnMajor, ThreadPool& pool);

/// What an average pool divides by: the taps inside the input (count_include_pad 0); with count_include_pad,
/// the taps inside the padded input (ONNX Runtime's own loop: taps beyond the end padding, left by
/// ceil_mode, do not count) or the whole kernel (MLAS, whatever the window covers).
enum class Divisor { Inside, Padded, Kernel };

/// Mean over each window.
template <class T>
void averagePool(const PoolGeometry& g, const T* x, T* y, Divisor divisor, SumOrder order, ThreadPool& pool);

/// (sum of |x|^p over each window)^(1/p), with ONNX Runtime's mixed float/double powers.
template <class T> void lpPool(const PoolGeometry& g, const T* x, T* y, std::int64_t p, ThreadPool& pool);

/// GlobalMaxPool and GlobalAveragePool of `planes` planes of `size` elements: each plane in four
/// interleaved partial results joined as MLAS' global kernel does (float sums round as in ONNX Runtime).
template <class T> void globalPool(bool max, std::size_t planes, std::int64_t size, const T* x, T* y, ThreadPool& pool);

} // namespace quantlens::runtime
