#pragma once
// Numpy-style broadcasting as ONNX defines it, reduced to a loop over rows: dimensions where every
// input is either broadcast or not are merged, so the innermost loop runs over contiguous elements of
// each input (stride 1) or repeats one element (stride 0), which the compiler vectorises.
#include "runtime/tensor.h"

#include <cstdint>
#include <vector>

namespace quantlens::runtime {

/// The shape of the result of broadcasting `shapes` together; OpError when they do not fit.
Shape broadcastShapes(const std::vector<Shape>& shapes);

class BroadcastLoop {
public:
    BroadcastLoop(const Shape& out, const std::vector<Shape>& inputs);

    std::size_t rows() const { return m_rows; }
    std::size_t rowLength() const { return m_inner; }
    /// 1 when input k advances along the row, 0 when it repeats one element.
    std::int64_t innerStride(std::size_t input) const { return m_innerStrides[input]; }
    /// Element offsets of every input at the start of row `row`.
    void rowOffsets(std::size_t row, std::int64_t* offsets) const;

private:
    std::size_t m_rows = 1;
    std::size_t m_inner = 1;
    std::vector<std::int64_t> m_outer; ///< merged outer dimensions
    std::vector<std::vector<std::int64_t>> m_strides; ///< per input, per outer dimension
    std::vector<std::int64_t> m_innerStrides;
};

/// Rows per piece of a parallel loop so that each piece has some thousands of elements.
inline std::size_t rowsPerPiece(std::size_t rowLength)
{
    return std::max<std::size_t>(1, 16384 / std::max<std::size_t>(rowLength, 1));
}

} // namespace quantlens::runtime
