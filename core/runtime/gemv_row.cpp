// Built without fused multiply-add (the default): the products are rounded on their own.
#include "runtime/gemv_row.h"

#include "metrics/simd_clones.h"

#include <algorithm>

namespace quantlens::runtime {

QUANTLENS_MULTIVERSION void rowTimesPanel(
    const float* row, const float* panel, std::size_t depth, std::size_t width, float* out)
{
    std::fill(out, out + width, 0.0f);
    float group[64];
    for (std::size_t j0 = 0; j0 < width; j0 += 64) {
        const std::size_t n = std::min<std::size_t>(64, width - j0);
        for (std::size_t k0 = 0; k0 < depth; k0 += 4) {
            std::fill(group, group + n, 0.0f);
            for (std::size_t k = k0; k < std::min(k0 + 4, depth); ++k) {
                const float a = row[k];
                const float* b = panel + k * width + j0;
                for (std::size_t j = 0; j < n; ++j)
                    group[j] += a * b[j];
            }
            for (std::size_t j = 0; j < n; ++j)
                out[j0 + j] += group[j];
        }
    }
}

} // namespace quantlens::runtime

namespace quantlens::runtime {
namespace {
    /// The eight lane sums of one row: lane l holds the products of k ≡ l (mod 8), in order.
    void laneSums(const float* a, std::int64_t colStride, const float* b, std::size_t depth, float lanes[8])
    {
        std::fill(lanes, lanes + 8, 0.0f);
        for (std::size_t k = 0; k < depth; ++k) {
            const float product = a[static_cast<std::int64_t>(k) * colStride] * b[k];
            lanes[k % 8] = lanes[k % 8] + product;
        }
    }
}

void rowsTimesColumn(const float* a, std::int64_t rowStride, std::int64_t colStride, const float* b, std::size_t rows,
    std::size_t depth, float* out)
{
    float x[8];
    const std::size_t fours = rows / 4 * 4;
    for (std::size_t m = 0; m < rows; ++m) {
        laneSums(a + static_cast<std::int64_t>(m) * rowStride, colStride, b, depth, x);
        if (m < fours) // rows in groups of four: transposed, each half summed left to right
            out[m] = (((x[0] + x[1]) + x[2]) + x[3]) + (((x[4] + x[5]) + x[6]) + x[7]);
        else if (m + 1 < rows || (rows - fours) == 2) // the pair after them
            out[m] = ((x[0] + x[2]) + (x[4] + x[6])) + ((x[1] + x[3]) + (x[5] + x[7]));
        else // a last single row: horizontal adds
            out[m] = ((x[0] + x[1]) + (x[2] + x[3])) + ((x[4] + x[5]) + (x[6] + x[7]));
    }
}

} // namespace quantlens::runtime
