#include "runtime/conv_kernels.h"

#include "metrics/simd_clones.h"

#include <algorithm>
#include <cstring>

namespace quantlens::runtime {
namespace {
    /// Pieces of one im2col row for 16 output positions: where they start in the output and input.
    struct ColumnOrigins {
        std::int64_t base[3][16]; ///< per spatial axis: output position × stride − pad
        bool sameRow = false; ///< all 16 share every axis but the last, consecutive along it (2-D fast path)
    };
}

namespace {
    /// A 1-D or 2-D convolution's sizes as plain numbers (1-D: one row).
    struct Plane {
        std::int64_t height, width, outWidth, kernelHeight, kernelWidth, strideY, strideX, dilationY, dilationX, padTop,
            padLeft;
        static Plane of(const ConvGeometry& g)
        {
            const std::size_t x = g.rank - 1;
            const bool twoD = g.rank == 2;
            return { twoD ? g.input[0] : 1, g.input[x], g.output[x], twoD ? g.kernel[0] : 1, g.kernel[x],
                twoD ? g.strides[0] : 1, g.strides[x], twoD ? g.dilations[0] : 1, g.dilations[x],
                twoD ? g.padBegin[0] : 0, g.padBegin[x] };
        }
    };

    /// The common case of im2colPacker(): taps advance one by one (no division per depth row), and
    /// a panel's 16 columns on one output row copy a contiguous (stride 1) or strided input row.
    RightPacker planePacker(const float* image, Plane p)
    {
        return [image, p](std::size_t k0, std::size_t depth, std::size_t column, std::size_t count, float* out) {
            constexpr std::size_t kLast = kGemmColumns - 1;
            std::int64_t originY[kGemmColumns], originX[kGemmColumns];
            for (std::size_t j = 0; j < kGemmColumns; ++j) {
                const auto n = static_cast<std::int64_t>(column + std::min(j, count - 1));
                originY[j] = n / p.outWidth * p.strideY - p.padTop;
                originX[j] = n % p.outWidth * p.strideX - p.padLeft;
            }
            const bool oneRow = count == kGemmColumns && originY[0] == originY[kLast]
                && originX[kLast] - originX[0] == static_cast<std::int64_t>(kLast) * p.strideX;
            const std::int64_t kernelSize = p.kernelHeight * p.kernelWidth, planeSize = p.height * p.width;
            std::int64_t channel = static_cast<std::int64_t>(k0) / kernelSize;
            std::int64_t tapY = static_cast<std::int64_t>(k0) % kernelSize / p.kernelWidth;
            std::int64_t tapX = static_cast<std::int64_t>(k0) % p.kernelWidth;
            for (std::size_t k = 0; k < depth; ++k) {
                const float* plane = image + channel * planeSize;
                float* to = out + k * kGemmColumns;
                const std::int64_t dy = tapY * p.dilationY, dx = tapX * p.dilationX;
                const std::int64_t y = originY[0] + dy, firstX = originX[0] + dx, lastX = originX[kLast] + dx;
                if (oneRow && y >= 0 && y < p.height && firstX >= 0 && lastX < p.width) {
                    const float* row = plane + y * p.width + firstX;
                    if (p.strideX == 1)
                        std::memcpy(to, row, kGemmColumns * sizeof(float));
                    else
                        for (std::size_t j = 0; j < kGemmColumns; ++j)
                            to[j] = row[static_cast<std::int64_t>(j) * p.strideX];
                } else {
                    for (std::size_t j = 0; j < kGemmColumns; ++j) {
                        const std::int64_t at = originY[j] + dy, x = originX[j] + dx;
                        const bool inside = j < count && at >= 0 && at < p.height && x >= 0 && x < p.width;
                        to[j] = inside ? plane[at * p.width + x] : 0.0f;
                    }
                }
                if (++tapX == p.kernelWidth) {
                    tapX = 0;
                    if (++tapY == p.kernelHeight) {
                        tapY = 0;
                        ++channel;
                    }
                }
            }
        };
    }
}

RightPacker im2colPacker(const float* image, const ConvGeometry& g)
{
    if (g.rank == 1 || g.rank == 2)
        return planePacker(image, Plane::of(g));
    return [image, &g](std::size_t k0, std::size_t depth, std::size_t column, std::size_t count, float* out) {
        const std::size_t rank = g.rank;
        ColumnOrigins origins;
        // Output position of each of the 16 columns, and its input origin per axis.
        for (std::size_t j = 0; j < kGemmColumns; ++j) {
            std::int64_t n = static_cast<std::int64_t>(column + std::min(j, count - 1));
            for (std::size_t a = rank; a-- > 0;) {
                const std::int64_t pos = n % g.output[a];
                n /= g.output[a];
                origins.base[a][j] = pos * g.strides[a] - g.padBegin[a];
            }
        }
        origins.sameRow = count == kGemmColumns && g.strides[rank - 1] == 1;
        for (std::size_t a = 0; a + 1 < rank && origins.sameRow; ++a)
            origins.sameRow = origins.base[a][0] == origins.base[a][kGemmColumns - 1];
        origins.sameRow = origins.sameRow
            && origins.base[rank - 1][kGemmColumns - 1] - origins.base[rank - 1][0] == kGemmColumns - 1;
        const std::int64_t kernelSize = g.kernelSize();
        const std::int64_t planeSize = g.inputSize();
        for (std::size_t k = 0; k < depth; ++k) {
            const std::int64_t kk = static_cast<std::int64_t>(k0 + k);
            const std::int64_t channel = kk / kernelSize;
            std::int64_t rest = kk % kernelSize;
            std::int64_t tap[3] = { 0, 0, 0 };
            for (std::size_t a = rank; a-- > 0;) {
                tap[a] = (rest % g.kernel[a]) * g.dilations[a];
                rest /= g.kernel[a];
            }
            const float* plane = image + channel * planeSize;
            float* to = out + k * kGemmColumns;
            if (origins.sameRow) {
                // 16 consecutive input elements of one row when they are all inside the image.
                std::int64_t offset = 0;
                bool inside = true;
                for (std::size_t a = 0; a < rank; ++a) {
                    const std::int64_t first = origins.base[a][0] + tap[a];
                    const std::int64_t last = origins.base[a][kGemmColumns - 1] + tap[a];
                    inside = inside && first >= 0 && last < g.input[a];
                    offset = offset * g.input[a] + first;
                }
                if (inside) {
                    std::memcpy(to, plane + offset, kGemmColumns * sizeof(float));
                    continue;
                }
            }
            for (std::size_t j = 0; j < kGemmColumns; ++j) {
                std::int64_t offset = 0;
                bool inside = j < count;
                for (std::size_t a = 0; a < rank && inside; ++a) {
                    const std::int64_t at = origins.base[a][j] + tap[a];
                    inside = at >= 0 && at < g.input[a];
                    offset = offset * g.input[a] + at;
                }
                to[j] = inside ? plane[offset] : 0.0f;
            }
        }
    };
}

namespace {
    /// col2im of a 1-D or 2-D convolution: row by row, each kernel tap's columns added along an output row.
    void col2imAdd2d(const float* columns, std::size_t channels, const ConvGeometry& g, float* image)
    {
        const bool oneD = g.rank == 1;
        const std::size_t last = g.rank - 1;
        const std::int64_t H = oneD ? 1 : g.input[0], W = g.input[last];
        const std::int64_t OH = oneD ? 1 : g.output[0], OW = g.output[last];
        const std::int64_t KH = oneD ? 1 : g.kernel[0], KW = g.kernel[last];
        const std::int64_t SH = oneD ? 1 : g.strides[0], SW = g.strides[last];
        const std::int64_t DH = oneD ? 1 : g.dilations[0], DW = g.dilations[last];
        const std::int64_t PH = oneD ? 0 : g.padBegin[0], PW = g.padBegin[last];
        for (std::size_t c = 0; c < channels; ++c)
            for (std::int64_t ky = 0; ky < KH; ++ky)
                for (std::int64_t kx = 0; kx < KW; ++kx) {
                    const float* col = columns + ((static_cast<std::int64_t>(c) * KH + ky) * KW + kx) * H * W;
                    float* out = image + static_cast<std::int64_t>(c) * OH * OW;
                    // Input columns ix whose output column ix·SW − PW + kx·DW lies in [0, OW).
                    const std::int64_t offset = kx * DW - PW;
                    std::int64_t first = 0;
                    while (first < W && first * SW + offset < 0)
                        ++first;
                    std::int64_t end = W;
                    while (end > first && (end - 1) * SW + offset >= OW)
                        --end;
                    for (std::int64_t iy = 0; iy < H; ++iy) {
                        const std::int64_t oy = iy * SH - PH + ky * DH;
                        if (oy < 0 || oy >= OH)
                            continue;
                        const float* from = col + iy * W;
                        float* to = out + oy * OW + offset;
                        for (std::int64_t ix = first; ix < end; ++ix)
                            to[ix * SW] += from[ix];
                    }
                }
    }
}

void col2imAdd(const float* columns, std::size_t channels, const ConvGeometry& g, float* image)
{
    if (g.rank <= 2) {
        col2imAdd2d(columns, channels, g, image);
        return;
    }
    const std::size_t rank = g.rank;
    const std::int64_t kernelSize = g.kernelSize();
    const std::int64_t inputSize = g.inputSize();
    const std::int64_t outputSize = g.outputSize();
    for (std::size_t c = 0; c < channels; ++c)
        for (std::int64_t t = 0; t < kernelSize; ++t) {
            std::int64_t tap[3] = { 0, 0, 0 };
            std::int64_t rest = t;
            for (std::size_t a = rank; a-- > 0;) {
                tap[a] = (rest % g.kernel[a]) * g.dilations[a];
                rest /= g.kernel[a];
            }
            const float* col = columns + (static_cast<std::int64_t>(c) * kernelSize + t) * inputSize;
            float* out = image + static_cast<std::int64_t>(c) * outputSize;
            for (std::int64_t i = 0; i < inputSize; ++i) {
                std::int64_t rem = i, offset = 0, scale = 1;
                bool inside = true;
                for (std::size_t a = rank; a-- > 0;) {
                    const std::int64_t pos = rem % g.input[a];
                    rem /= g.input[a];
                    const std::int64_t at = pos * g.strides[a] - g.padBegin[a] + tap[a];
                    inside = inside && at >= 0 && at < g.output[a];
                    offset += at * scale;
                    scale *= g.output[a];
                }
                if (inside)
                    out[offset] += col[i];
            }
        }
}

} // namespace quantlens::runtime
