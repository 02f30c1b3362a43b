// Integer operators of QOperator and dynamically quantized models: ConvInteger and MatMulInteger
// (int32 results) and QLinearConv and QLinearMatMul (requantized to 8 bit). Sums are exact int32, as
// in ONNX Runtime (computed on the float matrix product: runtime/exact_integer_product.h); the requantization
// multiplies by x_scale · w_scale / y_scale in float, clamps to the range shifted by the zero point and rounds half to
// even.
#include "runtime/conv_kernels.h"
#include "runtime/exact_integer_product.h"
#include "runtime/op_attributes.h"
#include "runtime/ops/conv_geometry.h"
#include "runtime/ops/dtype_dispatch.h"
#include "runtime/ops/op_families.h"
#include "tensor/shape_text.h"

#include <cmath>

namespace quantlens::runtime {
namespace {
    /// An 8-bit operand with its zero points: x − zp is what is multiplied, an integer in [−255, 255]
    /// held as a float for the exact float matrix product.
    struct IntegerOperand {
        std::vector<float> values; ///< x − zero point, row-major
        Shape shape;
    };

    /// `zp`: one zero point, or one per index of `axis` (per output channel of a weight).
    IntegerOperand centred(const Tensor& x, const Tensor* zp, std::size_t axis)
    {
        require(x.dtype() == DType::UInt8 || x.dtype() == DType::Int8, "integer operands are uint8 or int8");
        require(zp == nullptr || zp->dtype() == x.dtype(), "the zero point has the operand's type");
        IntegerOperand out;
        out.shape = x.shape();
        out.values.resize(x.size());
        const auto zps = zp ? zp->toInts() : std::vector<std::int64_t> { 0 };
        std::size_t inner = 1;
        if (zps.size() > 1) {
            require(
                axis < x.rank() && static_cast<std::int64_t>(zps.size()) == x.dim(axis), "one zero point per channel");
            for (std::size_t d = axis + 1; d < x.rank(); ++d)
                inner *= static_cast<std::size_t>(x.dim(d));
        }
        for (std::size_t i = 0; i < x.size(); ++i) {
            const std::int64_t z = zps.size() == 1 ? zps[0] : zps[(i / inner) % zps.size()];
            const std::int64_t v = x.dtype() == DType::UInt8 ? x.data<std::uint8_t>()[i] : x.data<std::int8_t>()[i];
            out.values[i] = static_cast<float>(v - z);
        }
        return out;
    }

    /// Integer convolution: [N, M, out...] int32 sums of centred input and weight (+ bias).
    Tensor convolve(const IntegerOperand& x, const IntegerOperand& w, const std::int32_t* bias, const ConvAttributes& a,
        ThreadPool& pool)
    {
        const ConvGeometry g = ConvGeometry::forConv(a, x.shape, w.shape);
        require(g.rank <= 3, "at most 3 spatial axes");
        const std::int64_t batch = x.shape[0], channels = x.shape[1], outChannels = w.shape[0];
        const std::int64_t groupChannels = channels / g.group, groupOutputs = outChannels / g.group;
        const std::int64_t inSize = g.inputSize(), outSize = g.outputSize(), kernelSize = g.kernelSize();
        Shape shape { batch, outChannels };
        shape.insert(shape.end(), g.output.begin(), g.output.end());
        Tensor y(DType::Int32, shape);
        std::int32_t* out = y.mutableData<std::int32_t>();
        const std::int64_t depth = groupChannels * kernelSize;
        for (std::int64_t n = 0; n < batch; ++n)
            for (std::int64_t gi = 0; gi < g.group; ++gi) {
                const float* image = x.values.data() + (n * channels + gi * groupChannels) * inSize;
                std::int32_t* sums = out + (n * outChannels + gi * groupOutputs) * outSize;
                exactIntegerProduct(static_cast<std::size_t>(groupOutputs), static_cast<std::size_t>(outSize),
                    static_cast<std::size_t>(depth),
                    MatrixView { w.values.data() + gi * groupOutputs * depth, depth, 1 }, im2colPacker(image, g), sums,
                    pool);
                if (bias) // wrapping (unsigned: defined), as the int32 accumulator does
                    for (std::int64_t m = 0; m < groupOutputs; ++m)
                        for (std::int64_t o = 0; o < outSize; ++o)
                            sums[m * outSize + o]
                                = static_cast<std::int32_t>(static_cast<std::uint32_t>(sums[m * outSize + o])
                                    + static_cast<std::uint32_t>(bias[gi * groupOutputs + m]));
            }
        return y;
    }

    /// Integer matrix product with numpy broadcasting of 2-D operands only (ONNX Runtime's common case).
    Tensor multiply(const IntegerOperand& a, const IntegerOperand& b, ThreadPool& pool)
    {
        require(a.shape.size() >= 2 && b.shape.size() == 2, "integer MatMul of an N-D left and a 2-D right operand");
        const std::int64_t K = a.shape.back(), N = b.shape[1];
        require(b.shape[0] == K, "MatMul of " + shapeToString(a.shape) + " and " + shapeToString(b.shape));
        const std::int64_t rows = static_cast<std::int64_t>(a.values.size()) / std::max<std::int64_t>(K, 1);
        Shape shape(a.shape.begin(), a.shape.end() - 1);
        shape.push_back(N);
        Tensor y(DType::Int32, shape);
        exactIntegerProduct(static_cast<std::size_t>(rows), static_cast<std::size_t>(N), static_cast<std::size_t>(K),
            MatrixView { a.values.data(), K, 1 }, MatrixView { b.values.data(), N, 1 }, y.mutableData<std::int32_t>(),
            pool);
        return y;
    }

    /// int32 sums back to 8 bit: per channel `multiplier` (channels along `axis` of y, or one).
    Tensor requantize(
        const Tensor& sums, const std::vector<float>& multiplier, std::size_t axis, const Tensor& zpTensor)
    {
        const DType type = zpTensor.dtype();
        require(type == DType::UInt8 || type == DType::Int8, "the output zero point is uint8 or int8");
        const auto zp = zpTensor.scalarAsInt(0);
        std::size_t inner = 1;
        if (multiplier.size() > 1)
            for (std::size_t d = axis + 1; d < sums.rank(); ++d)
                inner *= static_cast<std::size_t>(sums.dim(d));
        const auto lo = static_cast<float>(integerMin(type) - zp), hi = static_cast<float>(integerMax(type) - zp);
        Tensor y(type, sums.shape());
        const std::int32_t* in = sums.data<std::int32_t>();
        for (std::size_t i = 0; i < sums.size(); ++i) {
            const float m = multiplier.size() == 1 ? multiplier[0] : multiplier[(i / inner) % multiplier.size()];
            const float v = std::min(std::max(static_cast<float>(in[i]) * m, lo), hi);
            const auto q = static_cast<std::int32_t>(std::nearbyint(v)) + zp;
            if (type == DType::UInt8)
                y.mutableData<std::uint8_t>()[i] = static_cast<std::uint8_t>(q);
            else
                y.mutableData<std::int8_t>()[i] = static_cast<std::int8_t>(q);
        }
        return y;
    }

    float scalarScale(const Tensor& t, const char* what)
    {
        require(t.dtype() == DType::Float32 && t.size() == 1, std::string(what) + " is one float32");
        return t.data<float>()[0];
    }

    class ConvIntegerKernel : public OpKernel {
    public:
        explicit ConvIntegerKernel(const KernelSetup& s)
            : m_attributes(ConvAttributes::read(s.node))
        { }
        void run(KernelCall& call) const override
        {
            const auto x = centred(call.input(0), call.has(2) ? &call.input(2) : nullptr, 1);
            const auto w = centred(call.input(1), call.has(3) ? &call.input(3) : nullptr, 0);
            call.outputs[0] = convolve(x, w, nullptr, m_attributes, call.pool);
        }

    private:
        ConvAttributes m_attributes;
    };

    class QLinearConvKernel : public OpKernel {
    public:
        explicit QLinearConvKernel(const KernelSetup& s)
            : m_attributes(ConvAttributes::read(s.node))
        { }
        void run(KernelCall& call) const override
        {
            const auto x = centred(call.input(0), &call.input(2), 1);
            const auto w = centred(call.input(3), &call.input(5), 0);
            const float xScale = scalarScale(call.input(1), "x_scale");
            const Tensor& wScale = call.input(4);
            require(wScale.dtype() == DType::Float32, "w_scale is float32");
            const float yScale = scalarScale(call.input(6), "y_scale");
            const std::int32_t* bias = nullptr;
            if (call.has(8)) {
                require(call.input(8).dtype() == DType::Int32, "QLinearConv's bias is int32");
                bias = call.input(8).data<std::int32_t>();
            }
            const Tensor sums = convolve(x, w, bias, m_attributes, call.pool);
            std::vector<float> multiplier;
            for (std::size_t i = 0; i < wScale.size(); ++i)
                multiplier.push_back(xScale * wScale.data<float>()[i] / yScale);
            call.outputs[0] = requantize(sums, multiplier, 1, call.input(7));
        }

    private:
        ConvAttributes m_attributes;
    };

    class MatMulIntegerKernel : public OpKernel {
    public:
        explicit MatMulIntegerKernel(const KernelSetup&) { }
        void run(KernelCall& call) const override
        {
            const auto a = centred(call.input(0), call.has(2) ? &call.input(2) : nullptr, call.input(0).rank() - 1);
            const auto b = centred(call.input(1), call.has(3) ? &call.input(3) : nullptr, 1);
            call.outputs[0] = multiply(a, b, call.pool);
        }
    };

    class QLinearMatMulKernel : public OpKernel {
    public:
        explicit QLinearMatMulKernel(const KernelSetup&) { }
        void run(KernelCall& call) const override
        {
            const auto a = centred(call.input(0), &call.input(2), call.input(0).rank() - 1);
            const auto b = centred(call.input(3), &call.input(5), 1);
            const float aScale = scalarScale(call.input(1), "a_scale");
            const Tensor& bScale = call.input(4);
            require(bScale.dtype() == DType::Float32, "b_scale is float32");
            const float yScale = scalarScale(call.input(6), "y_scale");
            const Tensor sums = multiply(a, b, call.pool);
            std::vector<float> multiplier;
            for (std::size_t i = 0; i < bScale.size(); ++i)
                multiplier.push_back(aScale * bScale.data<float>()[i] / yScale);
            call.outputs[0] = requantize(sums, multiplier, sums.rank() - 1, call.input(7));
        }
    };
}

std::vector<OpRegistration> integerOps()
{
    return {
        { "", "ConvInteger", 10, "auto_pad,dilations,group,kernel_shape,pads,strides", makeKernel<ConvIntegerKernel> },
        { "", "QLinearConv", 10, "auto_pad,dilations,group,kernel_shape,pads,strides", makeKernel<QLinearConvKernel> },
        { "", "MatMulInteger", 10, "", makeKernel<MatMulIntegerKernel> },
        { "", "QLinearMatMul", 10, "", makeKernel<QLinearMatMulKernel> },
    };
}

} // namespace quantlens::runtime
