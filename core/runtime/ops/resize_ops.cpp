// Resize (opsets 10 to 19) and Upsample (7, 9): nearest, linear and cubic interpolation with ONNX Runtime's
// coordinate arithmetic, done in float exactly as it does so that the sampled positions and weights agree
// bit for bit. Each output row is computed by one thread.
#include "runtime/op_attributes.h"
#include "runtime/ops/dtype_dispatch.h"
#include "runtime/ops/op_families.h"
#include "tensor/shape_text.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace quantlens::runtime {
namespace {
    // Attribute values in the order of their names below, the first being the default (Simple: before opset 11).
    enum class Mode { Nearest, Linear, Cubic };
    enum class Coord { HalfPixel, HalfPixelSym, PytorchHalfPixel, AlignCorners, Asymmetric, TfHalfPixelNn, TfCrop };
    enum class Rounding { RoundPreferFloor, RoundPreferCeil, Floor, Ceil, Simple };
    enum class AspectPolicy { Stretch, NotLarger, NotSmaller };
    constexpr const char* modeNames[] = { "nearest", "linear", "cubic" };
    constexpr const char* coordNames[] = { "half_pixel", "half_pixel_symmetric", "pytorch_half_pixel", "align_corners",
        "asymmetric", "tf_half_pixel_for_nn", "tf_crop_and_resize" };
    constexpr const char* roundingNames[] = { "round_prefer_floor", "round_prefer_ceil", "floor", "ceil" };
    constexpr const char* policyNames[] = { "stretch", "not_larger", "not_smaller" };

    template <class E, std::size_t n> E choose(const NodeAttributes& a, const char* name, const char* const (&names)[n])
    {
        const std::string value = a.string(name, names[0]);
        for (std::size_t i = 0; i < n; ++i)
            if (value == names[i])
                return static_cast<E>(i);
        throw OpError(text("run.unsupported_value", { name, value }));
    }

    /// Where output coordinate x falls in the input, with ONNX Runtime's mix of float and double arithmetic.
    float originalCoordinate(
        Coord mode, float x, float scale, float lengthResized, float lengthOriginal, float roiStart, float roiEnd)
    {
        switch (mode) {
        case Coord::Asymmetric: return x / scale;
        case Coord::PytorchHalfPixel: return lengthResized > 1 ? (x + 0.5f) / scale - 0.5f : 0.0f;
        case Coord::TfHalfPixelNn: return (x + 0.5f) / scale;
        case Coord::AlignCorners: return lengthResized == 1 ? 0 : x * (lengthOriginal - 1) / (lengthResized - 1);
        case Coord::TfCrop:
            return lengthResized > 1 ? roiStart * (lengthOriginal - 1)
                    + (x * (roiEnd - roiStart) * (lengthOriginal - 1)) / (lengthResized - 1)
                                     : static_cast<float>(0.5 * (roiStart + roiEnd) * (lengthOriginal - 1));
        case Coord::HalfPixelSym: {
            const float adjustment = lengthResized / (scale * lengthOriginal);
            const float offset = lengthOriginal / 2 * (1 - adjustment);
            return static_cast<float>(offset + (x + 0.5) / scale - 0.5);
        }
        case Coord::HalfPixel: break;
        }
        return (x + 0.5f) / scale - 0.5f;
    }

    /// The input index nearest to x. As in ONNX Runtime 1.30 (measured), a coordinate within 1e-6 of a half is a
    /// tie, so that float rounding in the coordinate (14.499999 for 14.5) does not pick the other neighbour.
    std::int64_t nearestPixel(Rounding mode, float x, bool downsample)
    {
        const float lower = std::floor(x);
        const bool tie = std::abs(x - lower - 0.5f) <= 1e-6f;
        switch (mode) {
        case Rounding::Simple:
            return downsample ? static_cast<std::int64_t>(std::ceil(x)) : static_cast<std::int64_t>(x);
        case Rounding::RoundPreferFloor: return static_cast<std::int64_t>(tie ? lower : std::round(x));
        case Rounding::RoundPreferCeil: return static_cast<std::int64_t>(tie ? lower + 1 : std::round(x));
        case Rounding::Floor: return static_cast<std::int64_t>(lower);
        case Rounding::Ceil: break;
        }
        return static_cast<std::int64_t>(std::ceil(x));
    }

    /// The per-axis sampling of one resized axis; an axis whose scale is exactly 1 is copied as is, without the
    /// coordinate transformation (ONNX Runtime's rule, which also ignores the roi of such an axis).
    struct Axis {
        std::int64_t in = 1, out = 1;
        float scale = 1.0f, roiStart = 0.0f, roiEnd = 1.0f;
        float original(Coord c, std::int64_t o) const
        {
            return scale == 1.0f ? static_cast<float>(o)
                                 : originalCoordinate(c, static_cast<float>(o), scale, static_cast<float>(out),
                                     static_cast<float>(in), roiStart, roiEnd);
        }
        bool outside(float v) const { return v < 0 || v > static_cast<float>(in - 1); }
    };

    /// Linear sampling of one axis: input offsets lo/hi (index times stride) and ONNX Runtime's weights of each
    /// (|x - hi| for lo, |x - lo| for hi; 0.5 and 0.5 where both are the same pixel).
    struct LinearAxis {
        std::vector<std::int64_t> lo, hi;
        std::vector<float> wLo, wHi;
        std::vector<char> outside;
        LinearAxis(const Axis& a, Coord c, std::int64_t stride)
        {
            for (std::int64_t o = 0; o < a.out; ++o) {
                float v = a.original(c, o);
                outside.push_back(a.outside(v));
                v = std::max(0.0f, std::min(v, static_cast<float>(a.in - 1)));
                const std::int64_t i1 = std::min(static_cast<std::int64_t>(v), a.in - 1),
                                   i2 = std::min(i1 + 1, a.in - 1);
                lo.push_back(i1 * stride), hi.push_back(i2 * stride);
                wLo.push_back(i1 == i2 ? 0.5f : std::fabs(v - static_cast<float>(i2)));
                wHi.push_back(i1 == i2 ? 0.5f : std::fabs(v - static_cast<float>(i1)));
            }
        }
    };

    /// Linear interpolation over K = 1, 2 or 3 axes (x, then y, then z) of `planes` [D, H, W, C] blocks; the
    /// sums are written term by term as ONNX Runtime's bilinear and trilinear kernels write them.
    template <int K, class T>
    void linear(const T* in, T* out, std::size_t planes, const LinearAxis& z, const LinearAxis& y, const LinearAxis& x,
        std::size_t channels, std::size_t inPlane, bool extrapolate, T fill, ThreadPool& pool)
    {
        const std::size_t outD = z.lo.size(), outH = y.lo.size(), outW = x.lo.size(), rowLength = outW * channels;
        pool.parallelFor(
            planes * outD * outH, std::max<std::size_t>(1, 4096 / rowLength), [&](std::size_t b, std::size_t e) {
                for (std::size_t r = b; r < e; ++r) {
                    const std::size_t iy = r % outH, iz = (r / outH) % outD;
                    const T* src = in + (r / (outH * outD)) * inPlane;
                    T* dst = out + r * rowLength;
                    if (extrapolate && (z.outside[iz] || y.outside[iy])) {
                        std::fill(dst, dst + rowLength, fill);
                        continue;
                    }
                    const T* s11 = src + z.lo[iz] + y.lo[iy]; // [z][y] corners of the row
                    const T* s12 = src + z.lo[iz] + y.hi[iy];
                    const T* s21 = src + z.hi[iz] + y.lo[iy];
                    const T* s22 = src + z.hi[iz] + y.hi[iy];
                    for (std::size_t ix = 0; ix < outW; ++ix, dst += channels) {
                        if (extrapolate && x.outside[ix]) {
                            std::fill(dst, dst + channels, fill);
                            continue;
                        }
                        const auto x1 = x.lo[ix], x2 = x.hi[ix];
                        const float ax = x.wLo[ix], bx = x.wHi[ix], ay = y.wLo[iy], by = y.wHi[iy];
                        const float az = z.wLo[iz], bz = z.wHi[iz];
                        auto value = [&](std::size_t c) {
                            if constexpr (K == 1)
                                return static_cast<T>(T(ax) * s11[x1 + c] + T(bx) * s11[x2 + c]);
                            else if constexpr (K == 2)
                                return static_cast<T>(T(ax * ay) * s11[x1 + c] + T(bx * ay) * s11[x2 + c]
                                    + T(ax * by) * s12[x1 + c] + T(bx * by) * s12[x2 + c]);
                            else
                                return static_cast<T>(T(ax * ay * az) * s11[x1 + c] + T(bx * ay * az) * s11[x2 + c]
                                    + T(ax * by * az) * s12[x1 + c] + T(bx * by * az) * s12[x2 + c]
                                    + T(ax * ay * bz) * s21[x1 + c] + T(bx * ay * bz) * s21[x2 + c]
                                    + T(ax * by * bz) * s22[x1 + c] + T(bx * by * bz) * s22[x2 + c]);
                        };
                        if (channels == 1) // NCHW: keep the common case free of the channel loop
                            dst[0] = value(0);
                        else
                            for (std::size_t c = 0; c < channels; ++c)
                                dst[c] = value(c);
                    }
                }
            });
    }

    /// Cubic sampling of one axis: the input offsets of the four taps (clamped to the edge), their weights (Keys'
    /// kernel with coefficient a, evaluated in float as ONNX Runtime does) and the sum ONNX Runtime divides them by
    /// (1, or with exclude_outside the sum of the taps inside the input); `scaled` holds weight / sum.
    struct CubicAxis {
        std::vector<std::array<std::int64_t, 4>> taps;
        std::vector<std::array<float, 4>> weights, scaled;
        std::vector<float> sums;
        std::vector<char> outside;
        CubicAxis(const Axis& axis, Coord c, float a, bool excludeOutside, std::int64_t stride)
        {
            for (std::int64_t o = 0; o < axis.out; ++o) {
                const float v = axis.original(c, o);
                const auto base = saturatingInt64(std::floor(v));
                const float s = std::abs(v - static_cast<float>(base)), t = 1 - s;
                std::array<float, 4> w { ((a * (s + 1) - 5 * a) * (s + 1) + 8 * a) * (s + 1) - 4 * a,
                    ((a + 2) * s - (a + 3)) * s * s + 1, ((a + 2) * t - (a + 3)) * t * t + 1,
                    ((a * (2 - s) - 5 * a) * (2 - s) + 8 * a) * (2 - s) - 4 * a };
                std::array<std::int64_t, 4> offsets {};
                float sum = excludeOutside ? 0.0f : 1.0f;
                for (std::int64_t i = 0; i < 4; ++i) {
                    const std::int64_t tap = base - 1 + i;
                    if (excludeOutside)
                        sum += w[i] = tap < 0 || tap >= axis.in ? 0.0f : w[i];
                    offsets[i] = std::clamp<std::int64_t>(tap, 0, axis.in - 1) * stride;
                }
                std::array<float, 4> ws;
                for (std::size_t i = 0; i < 4; ++i)
                    ws[i] = w[i] / sum;
                taps.push_back(offsets), weights.push_back(w), scaled.push_back(ws), sums.push_back(sum);
                outside.push_back(axis.outside(v));
            }
        }
    };

    /// Bicubic interpolation of `planes` [H, W] planes: along each of the four rows, then down the column, with
    /// ONNX Runtime's order of operations: sum of (w / sum) * x, then sum of row * w / sum.
    template <class T>
    void cubic(const T* in, T* out, std::size_t planes, std::size_t inPlane, const CubicAxis& y, const CubicAxis& x,
        bool extrapolate, T fill, ThreadPool& pool)
    {
        const std::size_t outH = y.taps.size(), outW = x.taps.size();
        pool.parallelFor(planes * outH, std::max<std::size_t>(1, 1024 / outW), [&](std::size_t b, std::size_t e) {
            for (std::size_t r = b; r < e; ++r) {
                const std::size_t iy = r % outH;
                const T* src = in + (r / outH) * inPlane;
                T* dst = out + r * outW;
                for (std::size_t ix = 0; ix < outW; ++ix) {
                    if (extrapolate && (y.outside[iy] || x.outside[ix])) {
                        dst[ix] = fill;
                        continue;
                    }
                    const auto& tx = x.taps[ix];
                    const auto& wx = x.scaled[ix];
                    T result = 0;
                    for (std::size_t i = 0; i < 4; ++i) {
                        const T* line = src + y.taps[iy][i];
                        const T along = T(0) + T(wx[0]) * line[tx[0]] + T(wx[1]) * line[tx[1]] + T(wx[2]) * line[tx[2]]
                            + T(wx[3]) * line[tx[3]];
                        result += along * T(y.weights[iy][i]) / T(y.sums[iy]);
                    }
                    dst[ix] = result;
                }
            }
        });
    }

    /// Resize and Upsample. Inputs by opset: Upsample-7 X (scales attribute); Upsample-9 and Resize-10 X, scales;
    /// Resize-11+ X, roi, scales, sizes; from 18 scales, sizes and roi may cover only the `axes`.
    class ResizeKernel : public OpKernel {
    public:
        explicit ResizeKernel(const KernelSetup& s)
            : m_opset(s.opset)
            , m_upsample(s.node.opType == "Upsample")
        {
            NodeAttributes a(s.node);
            m_mode = choose<Mode>(a, "mode", modeNames);
            const bool v11 = !m_upsample && m_opset >= 11; // before, asymmetric coordinates and simple rounding
            m_coord = v11 ? choose<Coord>(a, "coordinate_transformation_mode", coordNames) : Coord::Asymmetric;
            m_rounding = v11 ? choose<Rounding>(a, "nearest_mode", roundingNames) : Rounding::Simple;
            m_policy = choose<AspectPolicy>(a, "keep_aspect_ratio_policy", policyNames);
            m_cubicA = a.real("cubic_coeff_a", -0.75f);
            m_excludeOutside = a.integer("exclude_outside", 0) != 0;
            m_extrapolation = a.real("extrapolation_value", 0.0f);
            m_axes = a.integers("axes", {});
            if (const auto antialias = a.integer("antialias", 0); antialias != 0)
                throw OpError(text("run.unsupported_value", { "antialias", std::to_string(antialias) }));
            require(!m_excludeOutside || m_mode == Mode::Cubic, "Resize's exclude_outside is only for mode cubic");
            if (m_upsample && m_opset < 9) {
                const auto scales = a.reals("scales");
                require(scales.has_value(), "Upsample needs 'scales'");
                m_scales = *scales;
            }
        }

        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            require(x.rank() > 0, "Resize's input has at least one dimension");
            std::vector<Axis> axes(x.rank());
            const Shape outShape = resolve(call, x, axes);
            if (outShape == x.shape()) { // ONNX Runtime copies the input then, even for tf_crop_and_resize
                call.outputs[0] = x;
                return;
            }
            Tensor y(x.dtype(), outShape);
            if (y.size() > 0)
                dispatchAny(x.dtype(), [&](auto tag) { compute<typename decltype(tag)::type>(x, y, axes, call.pool); });
            call.outputs[0] = y;
        }

    private:
        /// Scales, output shape and roi of every axis.
        Shape resolve(const KernelCall& call, const Tensor& x, std::vector<Axis>& axes) const
        {
            const std::size_t rank = x.rank();
            std::vector<std::size_t> which; // the axes scales, sizes and roi speak of
            for (auto a : m_axes)
                which.push_back(normalizeAxis(a, rank));
            if (which.empty())
                for (std::size_t i = 0; i < rank; ++i)
                    which.push_back(i);
            std::vector<float> scales;
            std::vector<std::int64_t> sizes;
            if (m_upsample && m_opset < 9)
                scales = m_scales;
            else if (m_opset < 11 || m_upsample) {
                for (double v : call.input(1).toDoubles())
                    scales.push_back(static_cast<float>(v));
            } else {
                if (call.has(2) && call.input(2).size() > 0) {
                    require(!call.has(3) || call.input(3).size() == 0, "Resize takes scales or sizes, not both");
                    for (double v : call.input(2).toDoubles())
                        scales.push_back(static_cast<float>(v));
                } else {
                    require(call.has(3) && call.input(3).size() > 0, "Resize needs scales or sizes");
                    sizes = call.input(3).toInts();
                }
                if (m_coord == Coord::TfCrop && call.has(1) && call.input(1).size() > 0) {
                    const auto roi = call.input(1).toDoubles();
                    require(roi.size() == 2 * which.size(), "Resize's roi has a start and an end per axis");
                    for (std::size_t k = 0; k < which.size(); ++k) {
                        axes[which[k]].roiStart = static_cast<float>(roi[k]);
                        axes[which[k]].roiEnd = static_cast<float>(roi[which.size() + k]);
                    }
                }
            }
            require((scales.empty() ? sizes.size() : scales.size()) == which.size(),
                "Resize's scales or sizes have one value per axis (input " + shapeToString(x.shape()) + ")");
            Shape out = x.shape();
            for (std::size_t k = 0; k < which.size(); ++k) {
                Axis& a = axes[which[k]];
                a.in = x.dim(which[k]);
                if (!scales.empty()) {
                    a.scale = scales[k];
                    require(m_upsample ? a.scale >= 1 : a.scale > 0,
                        "Resize's scales are positive (Upsample's at least 1)");
                    // Saturated: a scale a broken model makes huge (or infinite) gives a size the
                    // output's allocation refuses, not an undefined conversion.
                    out[which[k]] = saturatingInt64(a.scale * static_cast<float>(a.in));
                } else {
                    require(sizes[k] >= 0 && (a.in > 0 || sizes[k] == 0), "Resize's sizes are not negative");
                    out[which[k]] = sizes[k];
                    a.scale = a.in == 0 ? 1.0f : static_cast<float>(sizes[k]) / static_cast<float>(a.in);
                }
            }
            if (!sizes.empty() && m_policy != AspectPolicy::Stretch) {
                // One scale for every named axis: the smallest (not_larger) or largest (not_smaller) of theirs.
                float scale = m_policy == AspectPolicy::NotLarger ? std::numeric_limits<float>::max() : 0.0f;
                for (auto i : which)
                    scale = m_policy == AspectPolicy::NotLarger ? std::min(scale, axes[i].scale)
                                                                : std::max(scale, axes[i].scale);
                for (auto i : which) {
                    axes[i].scale = scale;
                    out[i] = saturatingInt64(std::round(scale * static_cast<float>(axes[i].in)));
                }
            }
            for (std::size_t i = 0; i < rank; ++i)
                axes[i].in = x.dim(i), axes[i].out = out[i];
            return out;
        }

        template <class T>
        void compute(const Tensor& x, Tensor& y, const std::vector<Axis>& axes, ThreadPool& pool) const
        {
            const bool extrapolate = m_coord == Coord::TfCrop;
            const T fill = static_cast<T>(m_extrapolation);
            if (m_mode == Mode::Nearest)
                return nearest<T>(x, y, axes, extrapolate, fill, pool);
            if constexpr (!std::is_floating_point_v<T>)
                throw OpError(text("run.dtype", { dtypeName(x.dtype()) }));
            else {
                // The layouts ONNX Runtime interpolates, seen as planes of [D, H, W, C] with D, H, W resized:
                // [H, W], [D, H, W], [N, C, H, W], [N, H, W, C], [N, C, D, H, W] (N and C unscaled); and 1-D (linear).
                const std::size_t rank = x.rank();
                auto unscaled = [&](std::size_t i) { return axes[i].scale == 1.0f; };
                std::size_t first = 0, count = rank; // the interpolated axes
                if (rank == 4 && unscaled(0) && unscaled(1))
                    first = 2, count = 2;
                else if (rank == 4 && unscaled(0) && unscaled(3))
                    first = 1, count = 2;
                else if (rank == 5 && unscaled(0) && unscaled(1))
                    first = 2, count = 3;
                const bool supported = count <= 3 && (m_mode == Mode::Linear || (count == 2 && first != 1));
                if (!supported) {
                    std::string scales;
                    for (const auto& a : axes)
                        scales += (scales.empty() ? "[" : ", ") + std::to_string(a.scale);
                    throw OpError(text("run.unsupported_value",
                        { m_mode == Mode::Linear ? "scales in mode linear" : "scales in mode cubic", scales + "]" }));
                }
                std::size_t planes = 1, channels = 1;
                for (std::size_t i = 0; i < first; ++i)
                    planes *= static_cast<std::size_t>(x.dim(i));
                for (std::size_t i = first + count; i < rank; ++i)
                    channels *= static_cast<std::size_t>(x.dim(i));
                const std::size_t inPlane = x.size() / std::max<std::size_t>(planes, 1);
                if (m_mode == Mode::Cubic) {
                    const CubicAxis cy(axes[first], m_coord, m_cubicA, m_excludeOutside, axes[first + 1].in);
                    const CubicAxis cx(axes[first + 1], m_coord, m_cubicA, m_excludeOutside, 1);
                    return cubic<T>(x.data<T>(), y.mutableData<T>(), planes, inPlane, cy, cx, extrapolate, fill, pool);
                }
                const Axis unit;
                std::array<const Axis*, 3> zyx { &unit, &unit, &unit };
                for (std::size_t k = 0; k < count; ++k)
                    zyx[3 - count + k] = &axes[first + k];
                const std::int64_t strideX = static_cast<std::int64_t>(channels), strideY = zyx[2]->in * strideX;
                const LinearAxis lz(*zyx[0], m_coord, zyx[1]->in * strideY), ly(*zyx[1], m_coord, strideY),
                    lx(*zyx[2], m_coord, strideX);
                auto run = [&](auto k) {
                    linear<decltype(k)::value, T>(x.data<T>(), y.mutableData<T>(), planes, lz, ly, lx, channels,
                        inPlane, extrapolate, fill, pool);
                };
                if (count == 1)
                    run(std::integral_constant<int, 1> {});
                else if (count == 2)
                    run(std::integral_constant<int, 2> {});
                else
                    run(std::integral_constant<int, 3> {});
            }
        }

        /// Nearest: each axis maps its output indices to input offsets (-1: outside, the extrapolation value).
        template <class T>
        void nearest(
            const Tensor& x, Tensor& y, const std::vector<Axis>& axes, bool extrapolate, T fill, ThreadPool& pool) const
        {
            const std::size_t rank = axes.size();
            std::vector<std::vector<std::int64_t>> maps(rank);
            std::int64_t stride = 1;
            for (std::size_t i = rank; i-- > 0; stride *= axes[i].in) {
                const Axis& a = axes[i];
                for (std::int64_t o = 0; o < a.out; ++o) {
                    const float v = a.original(m_coord, o);
                    const std::int64_t index
                        = std::clamp<std::int64_t>(nearestPixel(m_rounding, v, a.scale < 1), 0, a.in - 1);
                    maps[i].push_back(extrapolate && a.scale != 1.0f && a.outside(v) ? -1 : index * stride);
                }
            }
            const std::size_t width = static_cast<std::size_t>(axes.back().out), rows = y.size() / width;
            const T* in = x.data<T>();
            T* out = y.mutableData<T>();
            pool.parallelFor(rows, std::max<std::size_t>(1, 16384 / width), [&](std::size_t b, std::size_t e) {
                for (std::size_t r = b; r < e; ++r) {
                    std::int64_t offset = 0; // of the row's first element, from its index on every outer axis
                    std::size_t rest = r;
                    for (std::size_t i = rank - 1; i-- > 0;) {
                        const auto out = static_cast<std::size_t>(axes[i].out);
                        const std::int64_t m = maps[i][rest % out];
                        offset = m < 0 || offset < 0 ? -1 : offset + m;
                        rest /= out;
                    }
                    T* dst = out + r * width;
                    const auto& last = maps[rank - 1];
                    for (std::size_t o = 0; o < width; ++o)
                        dst[o] = offset < 0 || last[o] < 0 ? fill : in[offset + last[o]];
                }
            });
        }

        std::int64_t m_opset;
        bool m_upsample;
        Mode m_mode = Mode::Nearest;
        Coord m_coord = Coord::HalfPixel;
        Rounding m_rounding = Rounding::RoundPreferFloor;
        AspectPolicy m_policy = AspectPolicy::Stretch;
        float m_cubicA = -0.75f, m_extrapolation = 0.0f;
        bool m_excludeOutside = false;
        std::vector<std::int64_t> m_axes;
        std::vector<float> m_scales;
    };
}

std::vector<OpRegistration> resizeOps()
{
    return {
        { "", "Resize", 10, "mode", makeKernel<ResizeKernel> },
        { "", "Resize", 11,
            "mode,coordinate_transformation_mode,nearest_mode,cubic_coeff_a,exclude_outside,extrapolation_value",
            makeKernel<ResizeKernel> },
        { "", "Resize", 18,
            "mode,coordinate_transformation_mode,nearest_mode,cubic_coeff_a,exclude_outside,extrapolation_value,"
            "antialias,"
            "axes,keep_aspect_ratio_policy",
            makeKernel<ResizeKernel> },
        { "", "Upsample", 7, "mode,scales", makeKernel<ResizeKernel> },
        { "", "Upsample", 9, "mode", makeKernel<ResizeKernel> },
    };
}

} // namespace quantlens::runtime
