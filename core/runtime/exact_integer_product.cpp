#include "runtime/exact_integer_product.h"

#include <algorithm>
#include <vector>

namespace quantlens::runtime {
namespace {
    /// Runs `piece(k0, depth, out)` for each slice of at most kExactFloatDepth and sums the slices in c.
    template <typename Piece> void sumPieces(std::size_t depth, std::size_t count, std::int32_t* c, const Piece& piece)
    {
        std::fill(c, c + count, 0);
        std::vector<float> part(count);
        for (std::size_t k0 = 0; k0 < std::max<std::size_t>(depth, 1); k0 += kExactFloatDepth) {
            piece(k0, std::min(kExactFloatDepth, depth - std::min(depth, k0)), part.data());
            for (std::size_t i = 0; i < count; ++i)
                c[i] = static_cast<std::int32_t>(
                    static_cast<std::uint32_t>(c[i]) + static_cast<std::uint32_t>(static_cast<std::int32_t>(part[i])));
        }
    }
}

void exactIntegerProduct(std::size_t rows, std::size_t columns, std::size_t depth, MatrixView a,
    const RightPacker& packRight, std::int32_t* c, ThreadPool& pool)
{
    sumPieces(depth, rows * columns, c, [&](std::size_t k0, std::size_t d, float* out) {
        if (d == 0) {
            std::fill(out, out + rows * columns, 0.0f);
            return;
        }
        const PackedLeft left(
            rows, d, MatrixView { a.data + static_cast<std::int64_t>(k0) * a.colStride, a.rowStride, a.colStride });
        const RightPacker slice = [&](std::size_t k, std::size_t n, std::size_t column, std::size_t count, float* to) {
            packRight(k0 + k, n, column, count, to);
        };
        gemmPacked(left, columns, slice, out, columns, nullptr, false, pool);
    });
}

void exactIntegerProduct(std::size_t rows, std::size_t columns, std::size_t depth, MatrixView a, MatrixView b,
    std::int32_t* c, ThreadPool& pool)
{
    exactIntegerProduct(rows, columns, depth, a, packMatrixColumns(b), c, pool);
}

} // namespace quantlens::runtime
