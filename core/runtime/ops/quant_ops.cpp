// QuantizeLinear / DequantizeLinear (opsets 10–21 and ONNX Runtime's com.microsoft 16-bit versions;
// per tensor and per axis; uint8, int8, uint16, int16, int32 for biases) and DynamicQuantizeLinear.
// Rounding and saturation follow ONNX Runtime: x / scale clamped to the range shifted by the zero
// point, rounded half to even, then shifted back.
#include "runtime/op_attributes.h"
#include "runtime/ops/dtype_dispatch.h"
#include "runtime/ops/op_families.h"
#include "runtime/ops/strided_copy.h"
#include "runtime/quant_kernels.h"
#include "tensor/shape_text.h"

#include <cmath>

namespace quantlens::runtime {
namespace {
    bool quantizedType(DType t)
    {
        return t == DType::UInt8 || t == DType::Int8 || t == DType::UInt16 || t == DType::Int16;
    }

    /// How scale and zero point are laid over x: one value, or one per index of `axis`.
    struct Channels {
        std::size_t count = 1; ///< parameters
        std::size_t inner = 1; ///< elements between two steps of the axis
        std::size_t at(std::size_t i) const { return count == 1 ? 0 : (i / inner) % count; }
    };

    Channels channelsOf(const Tensor& x, const Tensor& scale, std::int64_t axis, std::int64_t opset)
    {
        Channels c;
        if (scale.size() == 1 && scale.rank() <= 1)
            return c;
        require(opset >= 13 || opset == 0, "per-axis quantization needs opset 13");
        require(scale.rank() == 1, "a per-axis scale is 1-D (block quantization is not supported)");
        const std::size_t a = normalizeAxis(axis, x.rank());
        require(static_cast<std::int64_t>(scale.size()) == x.dim(a),
            "the scale has " + std::to_string(scale.size()) + " values for axis " + std::to_string(a) + " of "
                + shapeToString(x.shape()));
        c.count = scale.size();
        for (std::size_t d = a + 1; d < x.rank(); ++d)
            c.inner *= static_cast<std::size_t>(x.dim(d));
        return c;
    }

    std::vector<std::int64_t> zeroPoints(const Tensor* zp, std::size_t count)
    {
        if (zp == nullptr)
            return std::vector<std::int64_t>(count, 0);
        require(zp->size() == count, "the zero point has as many values as the scale");
        return zp->toInts();
    }

    /// Runs of elements sharing one scale and zero point: the whole tensor, or `inner` elements per step of
    /// the channel axis. Pieces of runs go to the threads.
    template <class Run> void forEachRun(std::size_t size, const Channels& ch, ThreadPool& pool, const Run& run)
    {
        const std::size_t inner = ch.count == 1 ? size : ch.inner;
        const std::size_t runs = inner == 0 ? 0 : size / inner;
        const std::size_t piece = 16384;
        const std::size_t piecesPerRun = std::max<std::size_t>(1, (inner + piece - 1) / piece);
        pool.parallelFor(runs * piecesPerRun, std::max<std::size_t>(1, piece / std::max<std::size_t>(inner, 1)),
            [&](std::size_t begin, std::size_t end) {
                for (std::size_t i = begin; i < end; ++i) {
                    const std::size_t r = i / piecesPerRun, p = i % piecesPerRun;
                    const std::size_t first = r * inner + p * piece;
                    run(first, std::min(piece, inner - p * piece), ch.count == 1 ? 0 : r % ch.count);
                }
            });
    }

    template <class Q>
    Tensor quantize(const Tensor& x, const Tensor& scale, const std::vector<std::int64_t>& zp, const Channels& ch,
        DType type, ThreadPool& pool)
    {
        Tensor y(type, x.shape());
        const float* in = x.data<float>();
        const float* s = scale.data<float>();
        Q* out = y.mutableData<Q>();
        forEachRun(x.size(), ch, pool, [&](std::size_t first, std::size_t n, std::size_t c) {
            quantizeRun(in + first, n, s[c], static_cast<std::int32_t>(zp[c]), out + first);
        });
        return y;
    }

    class QuantizeKernel : public OpKernel {
    public:
        explicit QuantizeKernel(const KernelSetup& s)
            : m_opset(s.node.domain.empty() ? s.opset : 0)
        {
            NodeAttributes a(s.node);
            m_axis = a.integer("axis", 1);
            if (a.integer("block_size", 0) != 0)
                throw OpError(
                    text("run.unsupported_value", { "block_size", std::to_string(a.integer("block_size", 0)) }));
            if (const auto code = a.integer("output_dtype"); code && *code != 0) {
                const auto t = dtypeFromOnnxCode(*code);
                if (!t || !quantizedType(*t))
                    throw OpError(text("run.unsupported_value", { "output_dtype", std::to_string(*code) }));
                m_outputType = *t;
            }
        }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            const Tensor& scale = call.input(1);
            require(x.dtype() == DType::Float32 && scale.dtype() == DType::Float32,
                "QuantizeLinear quantizes float32 with a float32 scale");
            const DType type = call.has(2) ? call.input(2).dtype() : m_outputType;
            if (!quantizedType(type))
                throw OpError(text("run.dtype", { dtypeName(type) }));
            const Channels ch = channelsOf(x, scale, m_axis, m_opset);
            const auto zp = zeroPoints(call.has(2) ? &call.input(2) : nullptr, ch.count);
            call.outputs[0] = dispatchNumeric(type, [&](auto tag) -> Tensor {
                using Q = typename decltype(tag)::type;
                if constexpr (std::is_integral_v<Q> && sizeof(Q) <= 2)
                    return quantize<Q>(x, scale, zp, ch, type, call.pool);
                else
                    throw OpError(text("run.dtype", { dtypeName(type) }));
            });
        }

    private:
        std::int64_t m_opset;
        std::int64_t m_axis = 1;
        DType m_outputType = DType::UInt8;
    };

    class DequantizeKernel : public OpKernel {
    public:
        explicit DequantizeKernel(const KernelSetup& s)
            : m_opset(s.node.domain.empty() ? s.opset : 0)
        {
            NodeAttributes a(s.node);
            m_axis = a.integer("axis", 1);
            if (a.integer("block_size", 0) != 0)
                throw OpError(
                    text("run.unsupported_value", { "block_size", std::to_string(a.integer("block_size", 0)) }));
        }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            const Tensor& scale = call.input(1);
            require(scale.dtype() == DType::Float32, "DequantizeLinear's scale is float32");
            require(!call.has(2) || call.input(2).dtype() == x.dtype(), "the zero point has the type of the input");
            const Channels ch = channelsOf(x, scale, m_axis, m_opset);
            const auto zp = zeroPoints(call.has(2) ? &call.input(2) : nullptr, ch.count);
            Tensor y(DType::Float32, x.shape());
            const float* s = scale.data<float>();
            float* out = y.mutableData<float>();
            dispatchNumeric(x.dtype(), [&](auto tag) {
                using Q = typename decltype(tag)::type;
                if constexpr (std::is_integral_v<Q> && sizeof(Q) <= 4 && !std::is_same_v<Q, std::uint32_t>) {
                    const Q* in = x.data<Q>();
                    forEachRun(x.size(), ch, call.pool, [&](std::size_t first, std::size_t n, std::size_t c) {
                        dequantizeRun(in + first, n, s[c], static_cast<std::int32_t>(zp[c]), out + first);
                    });
                } else
                    throw OpError(text("run.dtype", { dtypeName(x.dtype()) }));
            });
            call.outputs[0] = y;
        }

    private:
        std::int64_t m_opset;
        std::int64_t m_axis = 1;
    };

    class DynamicQuantizeKernel : public OpKernel {
    public:
        explicit DynamicQuantizeKernel(const KernelSetup&) { }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            require(x.dtype() == DType::Float32, "DynamicQuantizeLinear takes float32");
            const float* in = x.data<float>();
            float lo = 0.0f, hi = 0.0f; // the range always holds zero
            for (std::size_t i = 0; i < x.size(); ++i) {
                lo = std::min(lo, in[i]);
                hi = std::max(hi, in[i]);
            }
            const float scale = hi == lo ? 1.0f : (hi - lo) / 255.0f;
            const float initial = 0.0f - lo / scale;
            const auto zp = static_cast<std::int64_t>(std::nearbyint(std::max(0.0f, std::min(255.0f, initial))));
            Tensor s = makeFloatTensor({}, { scale });
            Tensor z(DType::UInt8, {});
            *z.mutableData<std::uint8_t>() = static_cast<std::uint8_t>(zp);
            call.outputs[0] = quantize<std::uint8_t>(x, s, { zp }, Channels {}, DType::UInt8, call.pool);
            if (call.outputs.size() > 1)
                call.outputs[1] = s;
            if (call.outputs.size() > 2)
                call.outputs[2] = z;
        }
    };
}

std::vector<OpRegistration> quantizationOps()
{
    return {
        { "", "QuantizeLinear", 10, "axis,saturate,block_size,output_dtype", makeKernel<QuantizeKernel> },
        { "", "DequantizeLinear", 10, "axis,block_size", makeKernel<DequantizeKernel> },
        { "com.microsoft", "QuantizeLinear", 1, "axis", makeKernel<QuantizeKernel> },
        { "com.microsoft", "DequantizeLinear", 1, "axis", makeKernel<DequantizeKernel> },
        { "", "DynamicQuantizeLinear", 11, "", makeKernel<DynamicQuantizeKernel> },
    };
}

} // namespace quantlens::runtime
