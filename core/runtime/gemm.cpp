#include "runtime/gemm.h"

#include "metrics/simd_clones.h"
#include "runtime/gemv_row.h"

#include <algorithm>
#include <cstring>

namespace quantlens::runtime {
namespace {
    // GCC's vector extensions: 8 floats, lowered to AVX registers in the x86-64-v3/v4 clones and to
    // pairs of SSE registers in the baseline one. The unaligned variant reads and writes rows of C.
    typedef float Vec8 __attribute__((vector_size(32)));
    typedef float Vec8u __attribute__((vector_size(32), aligned(4)));

    constexpr std::size_t MR = kGemmRows;
    constexpr std::size_t NR = kGemmColumns;

    std::size_t ceilDiv(std::size_t a, std::size_t b) { return (a + b - 1) / b; }

    /// C tile (MR × NR, row stride ldc) = [C tile +] A panel · B panel [+ bias]: the 12 accumulators stay
    /// in registers for the whole depth, so C is read and written once per K block.
    QUANTLENS_INLINE void microKernel(std::size_t depth, const float* __restrict a, const float* __restrict b, float* c,
        std::size_t ldc, bool load, const float* bias)
    {
        Vec8 c0a {}, c0b {}, c1a {}, c1b {}, c2a {}, c2b {}, c3a {}, c3b {}, c4a {}, c4b {}, c5a {}, c5b {};
        for (std::size_t k = 0; k < depth; ++k) {
            const Vec8 b0 = *reinterpret_cast<const Vec8*>(b + k * NR);
            const Vec8 b1 = *reinterpret_cast<const Vec8*>(b + k * NR + 8);
            const float* ak = a + k * MR;
            c0a += ak[0] * b0, c0b += ak[0] * b1;
            c1a += ak[1] * b0, c1b += ak[1] * b1;
            c2a += ak[2] * b0, c2b += ak[2] * b1;
            c3a += ak[3] * b0, c3b += ak[3] * b1;
            c4a += ak[4] * b0, c4b += ak[4] * b1;
            c5a += ak[5] * b0, c5b += ak[5] * b1;
        }
        // The block's sum is added to what C holds, as ONNX Runtime's kernels do (not summed on from it).
        if (load) {
            c0a += *reinterpret_cast<const Vec8u*>(c + 0 * ldc),
                c0b += *reinterpret_cast<const Vec8u*>(c + 0 * ldc + 8);
            c1a += *reinterpret_cast<const Vec8u*>(c + 1 * ldc),
                c1b += *reinterpret_cast<const Vec8u*>(c + 1 * ldc + 8);
            c2a += *reinterpret_cast<const Vec8u*>(c + 2 * ldc),
                c2b += *reinterpret_cast<const Vec8u*>(c + 2 * ldc + 8);
            c3a += *reinterpret_cast<const Vec8u*>(c + 3 * ldc),
                c3b += *reinterpret_cast<const Vec8u*>(c + 3 * ldc + 8);
            c4a += *reinterpret_cast<const Vec8u*>(c + 4 * ldc),
                c4b += *reinterpret_cast<const Vec8u*>(c + 4 * ldc + 8);
            c5a += *reinterpret_cast<const Vec8u*>(c + 5 * ldc),
                c5b += *reinterpret_cast<const Vec8u*>(c + 5 * ldc + 8);
        }
        if (bias) {
            c0a += bias[0], c0b += bias[0], c1a += bias[1], c1b += bias[1], c2a += bias[2], c2b += bias[2];
            c3a += bias[3], c3b += bias[3], c4a += bias[4], c4b += bias[4], c5a += bias[5], c5b += bias[5];
        }
        *reinterpret_cast<Vec8u*>(c + 0 * ldc) = c0a, *reinterpret_cast<Vec8u*>(c + 0 * ldc + 8) = c0b;
        *reinterpret_cast<Vec8u*>(c + 1 * ldc) = c1a, *reinterpret_cast<Vec8u*>(c + 1 * ldc + 8) = c1b;
        *reinterpret_cast<Vec8u*>(c + 2 * ldc) = c2a, *reinterpret_cast<Vec8u*>(c + 2 * ldc + 8) = c2b;
        *reinterpret_cast<Vec8u*>(c + 3 * ldc) = c3a, *reinterpret_cast<Vec8u*>(c + 3 * ldc + 8) = c3b;
        *reinterpret_cast<Vec8u*>(c + 4 * ldc) = c4a, *reinterpret_cast<Vec8u*>(c + 4 * ldc + 8) = c4b;
        *reinterpret_cast<Vec8u*>(c + 5 * ldc) = c5a, *reinterpret_cast<Vec8u*>(c + 5 * ldc + 8) = c5b;
    }

    struct Tile {
        std::size_t row0, rows, col0, cols;
    };

    /// One row group × column chunk of C through every K block. `right` holds the packed B panels of the
    /// chunk for one K block. Edge tiles go through a full-size scratch tile.
    QUANTLENS_MULTIVERSION void multiplyBlock(const float* left, std::size_t leftPanelStride, const float* right,
        std::size_t depth, Tile tile, float* c, std::size_t ldc, bool load, const float* bias)
    {
        alignas(64) float scratch[MR * NR];
        for (std::size_t r = 0; r < tile.rows; r += MR) {
            const std::size_t rows = std::min(MR, tile.rows - r);
            const float* a = left + (r / MR) * leftPanelStride;
            alignas(64) float rowBias[MR] = {};
            if (bias)
                std::memcpy(rowBias, bias + tile.row0 + r, rows * sizeof(float));
            for (std::size_t j = 0; j < tile.cols; j += NR) {
                const std::size_t cols = std::min(NR, tile.cols - j);
                const float* b = right + (j / NR) * depth * NR;
                float* out = c + (tile.row0 + r) * ldc + tile.col0 + j;
                if (rows == MR && cols == NR) {
                    microKernel(depth, a, b, out, ldc, load, bias ? rowBias : nullptr);
                    continue;
                }
                std::memset(scratch, 0, sizeof scratch);
                if (load)
                    for (std::size_t i = 0; i < rows; ++i)
                        std::memcpy(scratch + i * NR, out + i * ldc, cols * sizeof(float));
                microKernel(depth, a, b, scratch, NR, load, bias ? rowBias : nullptr);
                for (std::size_t i = 0; i < rows; ++i)
                    std::memcpy(out + i * ldc, scratch + i * NR, cols * sizeof(float));
            }
        }
    }

    /// Left operand panels for the rows of a tile and one K block: from a PackedLeft, or packed now.
    struct LeftSource {
        const PackedLeft* packed = nullptr;
        MatrixView view;
        std::size_t depth = 0;
    };

    void packLeftPanel(MatrixView a, std::size_t row0, std::size_t rows, std::size_t k0, std::size_t depth, float* out)
    {
        for (std::size_t k = 0; k < depth; ++k)
            for (std::size_t r = 0; r < MR; ++r)
                out[k * MR + r]
                    = r < rows ? a.at(static_cast<std::int64_t>(row0 + r), static_cast<std::int64_t>(k0 + k)) : 0.0f;
    }

    /// ONNX Runtime's K blocking (MLAS, MLAS_SGEMM_STRIDEK = 128): blocks of 128, longer when C has few
    /// columns. Blocks are summed separately and added to C, so the block size decides the rounding.
    std::size_t depthBlock(std::size_t columns, std::size_t depth)
    {
        std::size_t strideN = 128, strideK = 128;
        if (columns >= depth) {
            while (strideK / 2 >= depth) {
                strideN *= 2;
                strideK /= 2;
            }
        } else {
            while (strideN > 16 && strideN / 2 >= columns) {
                strideK *= 2;
                strideN /= 2;
            }
        }
        return std::max<std::size_t>(strideK, 1);
    }

    /// A product with one row (a depthwise filter, a vector times a matrix), summed as ONNX Runtime's
    /// one-row kernel sums it (runtime/gemv_row.cpp), over panels of 16 columns.
    void gemvRow(std::size_t columns, const LeftSource& left, const RightPacker& packRight, float* c, const float* bias,
        ThreadPool& pool)
    {
        const std::size_t depth = left.depth;
        std::vector<float> row(depth);
        for (std::size_t k = 0; k < depth; ++k)
            row[k] = left.packed ? left.packed->panel(0)[k * MR] : left.view.at(0, static_cast<std::int64_t>(k));
        const std::size_t panels = ceilDiv(columns, NR);
        pool.parallelFor(panels, 4, [&](std::size_t begin, std::size_t end) {
            std::vector<float> panel(depth * NR);
            alignas(64) float out[NR];
            for (std::size_t p = begin; p < end; ++p) {
                const std::size_t count = std::min(NR, columns - p * NR);
                packRight(0, depth, p * NR, count, panel.data());
                rowTimesPanel(row.data(), panel.data(), depth, NR, out);
                for (std::size_t j = 0; j < count; ++j)
                    c[p * NR + j] = bias ? out[j] + bias[0] : out[j];
            }
        });
    }

    /// A product with one column (a 1×1 convolution of a pooled vector): runtime/gemv_row.cpp.
    void matrixTimesColumn(std::size_t rows, const LeftSource& left, const RightPacker& packRight, float* c,
        std::size_t ldc, const float* bias)
    {
        const std::size_t depth = left.depth;
        std::vector<float> packed(depth * NR), column(depth), matrix(rows * depth), out(rows);
        packRight(0, depth, 0, 1, packed.data());
        for (std::size_t k = 0; k < depth; ++k)
            column[k] = packed[k * NR];
        for (std::size_t m = 0; m < rows; ++m)
            for (std::size_t k = 0; k < depth; ++k)
                matrix[m * depth + k] = left.packed
                    ? left.packed->panel(m / MR)[k * MR + m % MR]
                    : left.view.at(static_cast<std::int64_t>(m), static_cast<std::int64_t>(k));
        rowsTimesColumn(matrix.data(), static_cast<std::int64_t>(depth), 1, column.data(), rows, depth, out.data());
        for (std::size_t m = 0; m < rows; ++m)
            c[m * ldc] = bias ? out[m] + bias[m] : out[m];
    }

    void run(std::size_t rowsTotal, std::size_t columns, const LeftSource& left, const RightPacker& packRight, float* c,
        std::size_t ldc, const float* bias, bool accumulate, ThreadPool& pool)
    {
        const std::size_t depthTotal = left.depth;
        if (rowsTotal == 0 || columns == 0)
            return;
        if (depthTotal == 0) {
            for (std::size_t r = 0; r < rowsTotal; ++r)
                for (std::size_t j = 0; j < columns; ++j)
                    c[r * ldc + j] = (accumulate ? c[r * ldc + j] : 0.0f) + (bias ? bias[r] : 0.0f);
            return;
        }
        const std::size_t rowPanels = ceilDiv(rowsTotal, MR);
        const std::size_t colPanels = ceilDiv(columns, NR);
        if (rowsTotal == 1 && !accumulate) {
            gemvRow(columns, left, packRight, c, bias, pool);
            return;
        }
        if (columns == 1 && !accumulate) {
            matrixTimesColumn(rowsTotal, left, packRight, c, ldc, bias);
            return;
        }
        const std::size_t kc = depthBlock(columns, depthTotal);
        const std::size_t blocks = ceilDiv(depthTotal, kc);
        // Work items: column chunks of up to 16 panels (256 columns) × row groups of up to 16 panels, split
        // further while there are fewer items than a few per thread.
        std::size_t chunkPanels = std::min<std::size_t>(colPanels, 16);
        std::size_t groupPanels = std::min<std::size_t>(rowPanels, 16);
        const std::size_t wanted = pool.size() * 3;
        while (ceilDiv(colPanels, chunkPanels) * ceilDiv(rowPanels, groupPanels) < wanted
            && (chunkPanels > 1 || groupPanels > 1)) {
            if (groupPanels >= chunkPanels && groupPanels > 1)
                groupPanels = ceilDiv(groupPanels, 2);
            else
                chunkPanels = ceilDiv(chunkPanels, 2);
        }
        const std::size_t chunks = ceilDiv(colPanels, chunkPanels);
        const std::size_t groups = ceilDiv(rowPanels, groupPanels);
        pool.parallelFor(chunks * groups, 1, [&](std::size_t begin, std::size_t end) {
            // Panels are read with aligned vector loads: the buffer starts on a 64-byte boundary.
            std::vector<float> rightStorage(kc * chunkPanels * NR + 16);
            float* right = reinterpret_cast<float*>(
                (reinterpret_cast<std::uintptr_t>(rightStorage.data()) + 63) & ~std::uintptr_t { 63 });
            std::vector<float> leftScratch(left.packed ? 0 : kc * groupPanels * MR);
            for (std::size_t item = begin; item < end; ++item) {
                const std::size_t chunk = item % chunks, group = item / chunks;
                Tile tile;
                tile.col0 = chunk * chunkPanels * NR;
                tile.cols = std::min(columns - tile.col0, chunkPanels * NR);
                tile.row0 = group * groupPanels * MR;
                tile.rows = std::min(rowsTotal - tile.row0, groupPanels * MR);
                for (std::size_t block = 0; block < blocks; ++block) {
                    const std::size_t k0 = block * kc;
                    const std::size_t depth = std::min(kc, depthTotal - k0);
                    for (std::size_t j = 0; j < tile.cols; j += NR)
                        packRight(k0, depth, tile.col0 + j, std::min(NR, tile.cols - j), right + (j / NR) * depth * NR);
                    const float* leftPanels;
                    std::size_t leftStride = depth * MR;
                    if (left.packed) {
                        leftPanels = left.packed->panel(tile.row0 / MR) + k0 * MR;
                        leftStride = depthTotal * MR; // packed panels hold the whole depth
                    } else {
                        for (std::size_t r = 0; r < tile.rows; r += MR)
                            packLeftPanel(left.view, tile.row0 + r, std::min(MR, tile.rows - r), k0, depth,
                                leftScratch.data() + (r / MR) * depth * MR);
                        leftPanels = leftScratch.data();
                    }
                    const bool load = block > 0 || accumulate;
                    multiplyBlock(
                        leftPanels, leftStride, right, depth, tile, c, ldc, load, block + 1 == blocks ? bias : nullptr);
                }
            }
        });
    }
}

PackedLeft::PackedLeft(std::size_t rows, std::size_t depth, MatrixView a)
    : m_rows(rows)
    , m_depth(depth)
    , m_panels(ceilDiv(rows, MR))
{
    // Panel-major with the whole depth in each: any K blocking chosen at run time reads it in place.
    m_data.assign(m_panels * depth * MR, 0.0f);
    for (std::size_t p = 0; p < m_panels; ++p)
        packLeftPanel(a, p * MR, std::min(MR, rows - p * MR), 0, depth, m_data.data() + p * depth * MR);
}

const float* PackedLeft::panel(std::size_t p) const { return m_data.data() + p * m_depth * MR; }

RightPacker packMatrixColumns(MatrixView b)
{
    return [b](std::size_t k0, std::size_t depth, std::size_t column, std::size_t count, float* out) {
        for (std::size_t k = 0; k < depth; ++k) {
            const float* row = b.data + static_cast<std::int64_t>(k0 + k) * b.rowStride
                + static_cast<std::int64_t>(column) * b.colStride;
            float* to = out + k * NR;
            if (b.colStride == 1 && count == NR)
                std::memcpy(to, row, NR * sizeof(float));
            else
                for (std::size_t j = 0; j < NR; ++j)
                    to[j] = j < count ? row[static_cast<std::int64_t>(j) * b.colStride] : 0.0f;
        }
    };
}

void gemmPacked(const PackedLeft& a, std::size_t columns, const RightPacker& packRight, float* c, std::size_t ldc,
    const float* bias, bool accumulate, ThreadPool& pool)
{
    LeftSource left;
    left.packed = &a;
    left.depth = a.depth();
    run(a.rows(), columns, left, packRight, c, ldc, bias, accumulate, pool);
}

void gemm(std::size_t rows, std::size_t columns, std::size_t depth, MatrixView a, MatrixView b, float* c,
    std::size_t ldc, const float* bias, bool accumulate, ThreadPool& pool)
{
    LeftSource left;
    left.view = a;
    left.depth = depth;
    run(rows, columns, left, packMatrixColumns(b), c, ldc, bias, accumulate, pool);
}

} // namespace quantlens::runtime
