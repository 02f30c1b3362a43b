// Built without fused multiply-add (unlike gemm.cpp): ONNX Runtime's one-row kernel rounds each product.
#include "runtime/depthwise_conv.h"

#include "metrics/simd_clones.h"

#include <algorithm>
#include <vector>

namespace quantlens::runtime {
namespace {
    std::int64_t floorDiv(std::int64_t a, std::int64_t b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }
    std::int64_t ceilDiv(std::int64_t a, std::int64_t b) { return -floorDiv(-a, b); }

    /// The output columns [first, last) whose input column ox·s + offset lies in [0, width).
    void validRange(std::int64_t offset, std::int64_t stride, std::int64_t width, std::int64_t outputs,
        std::int64_t& first, std::int64_t& last)
    {
        first = std::clamp<std::int64_t>(ceilDiv(-offset, stride), 0, outputs);
        last = std::clamp<std::int64_t>(floorDiv(width - 1 - offset, stride) + 1, first, outputs);
    }

    struct Plane {
        std::int64_t H, W, OH, OW, KH, KW, SH, SW, DH, DW, PH, PW;
    };

    /// group[ox] += w · in(iy, ox·SW + offset) where that lies inside the row; zero (nothing) outside.
    QUANTLENS_INLINE void addTap(float* group, const float* row, float w, std::int64_t offset, const Plane& p)
    {
        std::int64_t first, last;
        validRange(offset, p.SW, p.W, p.OW, first, last);
        if (p.SW == 1)
            for (std::int64_t ox = first; ox < last; ++ox)
                group[ox] += w * row[ox + offset];
        else
            for (std::int64_t ox = first; ox < last; ++ox)
                group[ox] += w * row[ox * p.SW + offset];
    }

    QUANTLENS_MULTIVERSION void depthwiseRows(
        const float* in, const float* weights, float bias, float* out, const Plane& p, float* group)
    {
        const std::int64_t taps = p.KH * p.KW;
        for (std::int64_t oy = 0; oy < p.OH; ++oy) {
            float* o = out + oy * p.OW;
            std::fill(o, o + p.OW, 0.0f);
            for (std::int64_t t0 = 0; t0 < taps; t0 += 4) {
                std::fill(group, group + p.OW, 0.0f);
                for (std::int64_t t = t0; t < std::min(t0 + 4, taps); ++t) {
                    const std::int64_t ky = t / p.KW, kx = t % p.KW;
                    const std::int64_t iy = oy * p.SH - p.PH + ky * p.DH;
                    if (iy >= 0 && iy < p.H)
                        addTap(group, in + iy * p.W, weights[t], kx * p.DW - p.PW, p);
                }
                for (std::int64_t ox = 0; ox < p.OW; ++ox)
                    o[ox] += group[ox];
            }
            for (std::int64_t ox = 0; ox < p.OW; ++ox)
                o[ox] += bias;
        }
    }
}

void depthwisePlane(const float* in, const float* weights, float bias, float* out, const ConvGeometry& g)
{
    const bool oneD = g.rank == 1;
    const std::size_t last = g.rank - 1;
    const Plane p { oneD ? 1 : g.input[0], g.input[last], oneD ? 1 : g.output[0], g.output[last],
        oneD ? 1 : g.kernel[0], g.kernel[last], oneD ? 1 : g.strides[0], g.strides[last], oneD ? 1 : g.dilations[0],
        g.dilations[last], oneD ? 0 : g.padBegin[0], g.padBegin[last] };
    thread_local std::vector<float> group;
    group.resize(static_cast<std::size_t>(p.OW));
    depthwiseRows(in, weights, bias, out, p, group.data());
}

} // namespace quantlens::runtime
