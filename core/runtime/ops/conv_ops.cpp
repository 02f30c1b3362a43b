// Float convolutions: Conv (1-D, 2-D, 3-D; groups, dilations, pads, auto_pad) and ConvTranspose.
// Depthwise convolutions have their own loop; the others are a matrix product of the weights (packed
// once when they are constant) with the input read as an im2col matrix without building it.
#include "runtime/conv_kernels.h"
#include "runtime/depthwise_conv.h"
#include "runtime/op_attributes.h"
#include "runtime/ops/conv_geometry.h"
#include "runtime/ops/op_families.h"

#include <cstring>

namespace quantlens::runtime {
namespace {
    void requireFloat(const Tensor& t)
    {
        if (t.dtype() != DType::Float32)
            throw OpError(text("run.dtype", { dtypeName(t.dtype()) }));
    }

    bool isPointwise(const ConvGeometry& g)
    {
        for (std::size_t a = 0; a < g.rank; ++a)
            if (g.kernel[a] != 1 || g.strides[a] != 1 || g.padBegin[a] != 0 || g.padEnd[a] != 0)
                return false;
        return true;
    }

    class ConvKernel : public OpKernel {
    public:
        explicit ConvKernel(const KernelSetup& s)
            : m_attributes(ConvAttributes::read(s.node))
        {
            if (const Tensor* w = s.constant(1); w && w->dtype() == DType::Float32 && w->rank() >= 3) {
                m_packed = pack(*w, m_attributes.group);
                m_weightData = w->data<float>();
            }
        }

        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            const Tensor& w = call.input(1);
            requireFloat(x);
            requireFloat(w);
            const ConvGeometry g = ConvGeometry::forConv(m_attributes, x.shape(), w.shape());
            require(g.rank <= 3, "Conv has at most 3 spatial axes here");
            const float* bias = nullptr;
            if (call.has(2)) {
                requireFloat(call.input(2));
                require(static_cast<std::int64_t>(call.input(2).size()) == w.dim(0),
                    "Conv's bias has one value per output channel");
                bias = call.input(2).data<float>();
            }
            const std::int64_t batch = x.dim(0), channels = x.dim(1), outChannels = w.dim(0);
            Shape shape { batch, outChannels };
            shape.insert(shape.end(), g.output.begin(), g.output.end());
            Tensor y(DType::Float32, shape);
            const std::int64_t inSize = g.inputSize(), outSize = g.outputSize();
            if (g.group == channels && w.dim(1) == 1 && g.rank <= 2) {
                depthwise(x, w, bias, g, y, call.pool);
                call.outputs[0] = y;
                return;
            }
            // Weights computed at run time are packed for this call only: run() never changes the kernel.
            std::vector<PackedLeft> local;
            const auto& packed = m_weightData == w.data<float>() && !m_packed.empty()
                ? m_packed
                : (local = pack(w, m_attributes.group));
            const std::int64_t groupChannels = channels / g.group, groupOutputs = outChannels / g.group;
            for (std::int64_t n = 0; n < batch; ++n)
                for (std::int64_t gi = 0; gi < g.group; ++gi) {
                    const float* image = x.data<float>() + (n * channels + gi * groupChannels) * inSize;
                    const RightPacker packer
                        = isPointwise(g) ? packMatrixColumns(MatrixView { image, inSize, 1 }) : im2colPacker(image, g);
                    float* out = y.mutableData<float>() + (n * outChannels + gi * groupOutputs) * outSize;
                    gemmPacked(packed[static_cast<std::size_t>(gi)], static_cast<std::size_t>(outSize), packer, out,
                        static_cast<std::size_t>(outSize), bias ? bias + gi * groupOutputs : nullptr, false, call.pool);
                }
            call.outputs[0] = y;
        }

    private:
        static std::vector<PackedLeft> pack(const Tensor& w, std::int64_t group)
        {
            group = std::max<std::int64_t>(group, 1);
            require(w.dim(0) % group == 0, "Conv's output channels are a multiple of group");
            const std::int64_t rows = w.dim(0) / group;
            const std::int64_t depth = static_cast<std::int64_t>(w.size()) / std::max<std::int64_t>(w.dim(0), 1);
            std::vector<PackedLeft> packed;
            for (std::int64_t gi = 0; gi < group; ++gi)
                packed.emplace_back(static_cast<std::size_t>(rows), static_cast<std::size_t>(depth),
                    MatrixView { w.data<float>() + gi * rows * depth, depth, 1 });
            return packed;
        }

        static void depthwise(
            const Tensor& x, const Tensor& w, const float* bias, const ConvGeometry& g, Tensor& y, ThreadPool& pool)
        {
            const std::int64_t channels = x.dim(1), outChannels = w.dim(0), multiplier = outChannels / channels;
            const std::int64_t inSize = g.inputSize(), outSize = g.outputSize(), kernelSize = g.kernelSize();
            const std::size_t planes = static_cast<std::size_t>(x.dim(0) * outChannels);
            pool.parallelFor(planes, 1, [&](std::size_t begin, std::size_t end) {
                for (std::size_t p = begin; p < end; ++p) {
                    const std::int64_t n = static_cast<std::int64_t>(p) / outChannels;
                    const std::int64_t m = static_cast<std::int64_t>(p) % outChannels;
                    depthwisePlane(x.data<float>() + (n * channels + m / multiplier) * inSize,
                        w.data<float>() + m * kernelSize, bias ? bias[m] : 0.0f,
                        y.mutableData<float>() + static_cast<std::int64_t>(p) * outSize, g);
                }
            });
        }

        ConvAttributes m_attributes;
        std::vector<PackedLeft> m_packed;
        const float* m_weightData = nullptr; ///< the weights m_packed holds
    };

    class ConvTransposeKernel : public OpKernel {
    public:
        explicit ConvTransposeKernel(const KernelSetup& s)
            : m_attributes(ConvAttributes::read(s.node))
        {
            if (const Tensor* w = s.constant(1); w && w->dtype() == DType::Float32 && w->rank() >= 3) {
                m_packed = pack(*w, m_attributes.group);
                m_weightData = w->data<float>();
            }
        }

        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            const Tensor& w = call.input(1);
            requireFloat(x);
            requireFloat(w);
            const ConvGeometry g = ConvGeometry::forTranspose(m_attributes, x.shape(), w.shape());
            require(g.rank <= 3, "ConvTranspose has at most 3 spatial axes here");
            const std::int64_t batch = x.dim(0), channels = x.dim(1), groupOutputs = w.dim(1);
            const std::int64_t outChannels = groupOutputs * g.group;
            const float* bias = nullptr;
            if (call.has(2)) {
                requireFloat(call.input(2));
                require(static_cast<std::int64_t>(call.input(2).size()) == outChannels,
                    "ConvTranspose's bias has one value per output channel");
                bias = call.input(2).data<float>();
            }
            Shape shape { batch, outChannels };
            shape.insert(shape.end(), g.output.begin(), g.output.end());
            Tensor y = Tensor::zeros(DType::Float32, shape);
            std::vector<PackedLeft> local;
            const auto& packed = m_weightData == w.data<float>() && !m_packed.empty()
                ? m_packed
                : (local = pack(w, m_attributes.group));
            const std::int64_t inSize = g.inputSize(), outSize = g.outputSize(), kernelSize = g.kernelSize();
            const std::int64_t groupChannels = channels / g.group;
            const std::int64_t rows = groupOutputs * kernelSize;
            std::vector<float> columns(static_cast<std::size_t>(rows * inSize));
            for (std::int64_t n = 0; n < batch; ++n)
                for (std::int64_t gi = 0; gi < g.group; ++gi) {
                    const float* image = x.data<float>() + (n * channels + gi * groupChannels) * inSize;
                    gemmPacked(packed[static_cast<std::size_t>(gi)], static_cast<std::size_t>(inSize),
                        packMatrixColumns(MatrixView { image, inSize, 1 }), columns.data(),
                        static_cast<std::size_t>(inSize), nullptr, false, call.pool);
                    float* out = y.mutableData<float>() + (n * outChannels + gi * groupOutputs) * outSize;
                    // Each output channel gathers its own columns: channels in parallel, a fixed order within.
                    call.pool.parallelFor(static_cast<std::size_t>(groupOutputs), 1, [&](std::size_t b, std::size_t e) {
                        for (std::size_t c = b; c < e; ++c)
                            col2imAdd(columns.data() + static_cast<std::int64_t>(c) * kernelSize * inSize, 1, g,
                                out + static_cast<std::int64_t>(c) * outSize);
                    });
                    if (bias)
                        for (std::int64_t c = 0; c < groupOutputs; ++c) {
                            float* plane = out + c * outSize;
                            const float b = bias[gi * groupOutputs + c];
                            for (std::int64_t i = 0; i < outSize; ++i)
                                plane[i] += b;
                        }
                }
            call.outputs[0] = y;
        }

    private:
        static std::vector<PackedLeft> pack(const Tensor& w, std::int64_t group)
        {
            // Weight [C, M/group, kernel...]: the left operand of group g is its transpose, rows (m, tap), columns c.
            group = std::max<std::int64_t>(group, 1);
            require(w.dim(0) % group == 0, "ConvTranspose's input channels are a multiple of group");
            const std::int64_t groupChannels = w.dim(0) / group;
            const std::int64_t rows = static_cast<std::int64_t>(w.size()) / std::max<std::int64_t>(w.dim(0), 1);
            std::vector<PackedLeft> packed;
            for (std::int64_t gi = 0; gi < group; ++gi)
                packed.emplace_back(static_cast<std::size_t>(rows), static_cast<std::size_t>(groupChannels),
                    MatrixView { w.data<float>() + gi * groupChannels * rows, 1, rows });
            return packed;
        }

        ConvAttributes m_attributes;
        std::vector<PackedLeft> m_packed;
        const float* m_weightData = nullptr; ///< the weights m_packed holds
    };
}

std::vector<OpRegistration> convOps()
{
    return {
        { "", "Conv", 1, "auto_pad,dilations,group,kernel_shape,pads,strides", makeKernel<ConvKernel> },
        { "", "ConvTranspose", 1, "auto_pad,dilations,group,kernel_shape,output_padding,output_shape,pads,strides",
            makeKernel<ConvTransposeKernel> },
    };
}

} // namespace quantlens::runtime
