// Pooling operators: MaxPool (with its Indices output), AveragePool, LpPool, GlobalAveragePool and
// GlobalMaxPool, over 1 to 3 spatial dimensions of NC... tensors. This file reads the attributes and
// computes the windows' geometry as ONNX Runtime does (output sizes, auto_pad, ceil_mode); the loops
// are in pool_windows.cpp.
#include "runtime/op_attributes.h"
#include "runtime/ops/dtype_dispatch.h"
#include "runtime/ops/op_families.h"
#include "runtime/ops/pool_windows.h"
#include "tensor/shape_text.h"

#include <array>

namespace quantlens::runtime {
namespace {
    enum class PoolKind { Max, Average, Lp };
    enum class AutoPad { NotSet, SameUpper, SameLower, Valid };

    /// ONNX Runtime's output size: integer division truncating toward zero (so a window wider than the
    /// padded input still gives one output), and with ceil_mode a last window that would start in the end
    /// padding dropped (as PyTorch and the ONNX specification do).
    std::int64_t outputSize(std::int64_t in, std::int64_t kernel, std::int64_t stride, std::int64_t dilation,
        std::int64_t padBegin, std::int64_t padTotal, bool ceilMode)
    {
        const std::int64_t span = in + padTotal - dilation * (kernel - 1) - 1;
        const std::int64_t steps = !ceilMode ? span / stride
            : span >= 0                      ? (span + stride - 1) / stride
                                             : -(-span / stride);
        std::int64_t out = steps + 1;
        if (ceilMode && out > 0 && (out - 1) * stride >= in + padBegin)
            --out;
        return out;
    }

    template <PoolKind kind> class PoolKernel : public OpKernel {
    public:
        explicit PoolKernel(const KernelSetup& s)
            : m_opset(s.opset)
        {
            NodeAttributes a(s.node);
            const auto kernel = a.integers("kernel_shape");
            require(kernel && !kernel->empty() && kernel->size() <= 3, "kernel_shape has 1 to 3 entries");
            m_kernel = *kernel;
            const std::size_t rank = m_kernel.size();
            m_strides = a.integers("strides", {});
            m_dilations = a.integers("dilations", {});
            m_pads = a.integers("pads", {});
            // An empty list is the default, as in ONNX Runtime.
            if (m_strides.empty())
                m_strides.assign(rank, 1);
            if (m_dilations.empty())
                m_dilations.assign(rank, 1);
            if (m_pads.empty())
                m_pads.assign(2 * rank, 0);
            require(m_strides.size() == rank && m_dilations.size() == rank && m_pads.size() == 2 * rank,
                "strides, dilations and pads match kernel_shape");
            for (std::size_t d = 0; d < rank; ++d) {
                constexpr std::int64_t limit = std::int64_t { 1 } << 31; // so that products stay in int64
                require(m_kernel[d] > 0 && m_strides[d] > 0 && m_dilations[d] > 0 && m_kernel[d] < limit
                        && m_strides[d] < limit && m_dilations[d] < limit,
                    "kernel_shape, strides and dilations are positive (and below 2^31)");
                require(m_pads[d] >= 0 && m_pads[d + rank] >= 0 && m_pads[d] < m_kernel[d]
                        && m_pads[d + rank] < m_kernel[d],
                    "pads are smaller than the kernel");
            }
            const std::string autoPad = a.string("auto_pad", "NOTSET");
            if (autoPad == "SAME_UPPER")
                m_autoPad = AutoPad::SameUpper;
            else if (autoPad == "SAME_LOWER")
                m_autoPad = AutoPad::SameLower;
            else if (autoPad == "VALID")
                m_autoPad = AutoPad::Valid;
            else if (autoPad != "NOTSET")
                throw OpError(text("run.unsupported_value", { "auto_pad", autoPad }));
            m_ceil = a.integer("ceil_mode", 0) != 0;
            m_countPad = a.integer("count_include_pad", 0) != 0;
            m_columnMajor = a.integer("storage_order", 0) != 0;
            m_p = a.integer("p", 2);
            require(m_p > 0, "LpPool's p is positive");
            m_indices = kind == PoolKind::Max && s.node.outputs.size() > 1 && !s.node.outputs[1].empty();
        }

        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            const std::size_t rank = m_kernel.size();
            require(x.rank() == rank + 2,
                "the input " + shapeToString(x.shape()) + " has kernel_shape's spatial dimensions");
            require(
                x.size() > 0 || x.dim(0) == 0, "only the batch of the input " + shapeToString(x.shape()) + " is empty");
            PoolGeometry g;
            g.planes = static_cast<std::size_t>(x.dim(0) * x.dim(1));
            g.rank = rank;
            Shape shape { x.dim(0), x.dim(1) };
            for (std::size_t d = 0; d < rank; ++d) {
                const std::size_t at = 3 - rank + d; // right-aligned in the three dimensions
                const std::int64_t in = x.dim(2 + d), k = m_kernel[d], s = m_strides[d], dil = m_dilations[d];
                std::int64_t begin = m_pads[d], end = m_pads[d + rank];
                if (m_autoPad == AutoPad::Valid)
                    begin = end = 0;
                else if (m_autoPad != AutoPad::NotSet) {
                    // ONNX Runtime's legacy rule: the undilated kernel, and a total that may be negative.
                    const std::int64_t total = ((in + s - 1) / s - 1) * s + k - in;
                    begin = m_autoPad == AutoPad::SameUpper ? total / 2 : (total + 1) / 2;
                    end = total - begin;
                }
                g.in[at] = in;
                g.kernel[at] = k;
                g.stride[at] = s;
                g.dilation[at] = dil;
                g.padBegin[at] = begin;
                g.padEnd[at] = end;
                g.out[at] = outputSize(in, k, s, dil, begin, begin + end, m_ceil);
                require(g.out[at] >= 0, "the input " + shapeToString(x.shape()) + " holds a window");
                shape.push_back(g.out[at]);
            }
            Tensor y(x.dtype(), shape);
            Tensor indices;
            if (m_indices)
                indices = Tensor(DType::Int64, shape);
            if (y.size() > 0 && x.size() > 0)
                compute(g, x, y, indices, call.pool);
            call.outputs[0] = y;
            if (m_indices)
                call.outputs[1] = indices;
        }

    private:
        void compute(const PoolGeometry& g, const Tensor& x, Tensor& y, Tensor& indices, ThreadPool& pool) const
        {
            if constexpr (kind == PoolKind::Max) {
                dispatchNumeric(x.dtype(), [&](auto tag) {
                    using T = typename decltype(tag)::type;
                    maxPool<T>(g, x.data<T>(), y.mutableData<T>(),
                        m_indices ? indices.mutableData<std::int64_t>() : nullptr, m_columnMajor, pool);
                });
            } else {
                dispatchFloat(x.dtype(), [&](auto tag) {
                    using T = typename decltype(tag)::type;
                    if constexpr (kind == PoolKind::Average)
                        averagePool<T>(g, x.data<T>(), y.mutableData<T>(), divisor(g), sumOrder(g), pool);
                    else
                        lpPool<T>(g, x.data<T>(), y.mutableData<T>(), m_p, pool);
                });
            }
        }

        /// With count_include_pad, MLAS divides by the whole kernel and ORT's own loop by the taps inside the
        /// padded input: they differ where a window reaches past the end padding.
        Divisor divisor(const PoolGeometry& g) const
        {
            return !m_countPad ? Divisor::Inside : mlas(g) ? Divisor::Kernel : Divisor::Padded;
        }

        /// Whether ONNX Runtime runs this average pool with MLAS, or else with its own loop: from opset 19,
        /// when dilated, and with ceil_mode and count_include_pad together.
        bool mlas(const PoolGeometry& g) const
        {
            const bool dilated = g.dilation != std::array<std::int64_t, 3> { 1, 1, 1 };
            return m_opset < 19 && !dilated && !(m_ceil && m_countPad);
        }

        /// The order of the sums of ONNX Runtime's kernel (see SumOrder): its own loop adds row-major; MLAS
        /// has a global kernel for a window that is the whole unpadded plane, a vectorised one for 2-D and
        /// 3-D pools with a last stride of at most 2, kernels of at most 32 and rows that fit its 2048-float
        /// buffer, and a row-major one otherwise.
        SumOrder sumOrder(const PoolGeometry& g) const
        {
            bool whole = true, small = true;
            for (std::size_t d = 0; d < 3; ++d) {
                whole = whole && g.kernel[d] == g.in[d] && g.stride[d] == 1 && g.padBegin[d] == 0 && g.padEnd[d] == 0;
                small = small && g.kernel[d] <= 32;
            }
            if (!mlas(g))
                return SumOrder::Rows;
            if (whole)
                return SumOrder::Lanes;
            std::int64_t room = 2048 - 3;
            room = room >= g.padBegin[2] ? room - g.padBegin[2] : 0;
            room = room >= g.padEnd[2] ? room - g.padEnd[2] : 0;
            return g.rank >= 2 && g.stride[2] <= 2 && small && room >= g.in[2] ? SumOrder::Columns : SumOrder::Rows;
        }

        std::int64_t m_opset;
        std::vector<std::int64_t> m_kernel, m_strides, m_dilations, m_pads;
        AutoPad m_autoPad = AutoPad::NotSet;
        bool m_ceil = false, m_countPad = false, m_columnMajor = false, m_indices = false;
        std::int64_t m_p = 2;
    };

    /// GlobalAveragePool and GlobalMaxPool: one window per plane. The average sums in float in MLAS'
    /// order (four interleaved partial sums), which reproduces ONNX Runtime bit for bit; a sequential float
    /// sum or a double sum differ from it in the last bits on large planes (80 x 80).
    template <bool max> class GlobalPoolKernel : public OpKernel {
    public:
        explicit GlobalPoolKernel(const KernelSetup&) { }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            require(x.rank() >= 3, "the input of a global pool has spatial dimensions");
            Shape shape(x.rank(), 1);
            shape[0] = x.dim(0);
            shape[1] = x.dim(1);
            Tensor y(x.dtype(), shape);
            const auto planes = static_cast<std::size_t>(x.dim(0) * x.dim(1));
            const auto size = static_cast<std::int64_t>(planes == 0 ? 0 : x.size() / planes);
            auto pool = [&](auto tag) {
                using T = typename decltype(tag)::type;
                globalPool<T>(max, planes, size, x.data<T>(), y.mutableData<T>(), call.pool);
            };
            if (max)
                dispatchNumeric(x.dtype(), pool);
            else
                dispatchFloat(x.dtype(), pool);
            call.outputs[0] = y;
        }
    };
}

std::vector<OpRegistration> poolOps()
{
    using Max = PoolKernel<PoolKind::Max>;
    using Average = PoolKernel<PoolKind::Average>;
    using Lp = PoolKernel<PoolKind::Lp>;
    return {
        { "", "MaxPool", 1, "auto_pad,kernel_shape,pads,strides", makeKernel<Max> },
        { "", "MaxPool", 8, "auto_pad,kernel_shape,pads,strides,storage_order", makeKernel<Max> },
        { "", "MaxPool", 10, "auto_pad,kernel_shape,pads,strides,storage_order,ceil_mode,dilations", makeKernel<Max> },
        { "", "AveragePool", 1, "auto_pad,kernel_shape,pads,strides", makeKernel<Average> },
        { "", "AveragePool", 7, "auto_pad,kernel_shape,pads,strides,count_include_pad", makeKernel<Average> },
        { "", "AveragePool", 10, "auto_pad,kernel_shape,pads,strides,count_include_pad,ceil_mode",
            makeKernel<Average> },
        { "", "AveragePool", 19, "auto_pad,kernel_shape,pads,strides,count_include_pad,ceil_mode,dilations",
            makeKernel<Average> },
        { "", "LpPool", 2, "auto_pad,kernel_shape,pads,strides,p", makeKernel<Lp> },
        { "", "LpPool", 18, "auto_pad,kernel_shape,pads,strides,p,ceil_mode,dilations", makeKernel<Lp> },
        { "", "GlobalAveragePool", 1, "", makeKernel<GlobalPoolKernel<false>> },
        { "", "GlobalMaxPool", 1, "", makeKernel<GlobalPoolKernel<true>> },
    };
}

} // namespace quantlens::runtime
