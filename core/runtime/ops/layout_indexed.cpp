// Operators whose output rows are read from input positions computed per row: Gather, GatherElements,
// Tile and Pad (the rest of the layout family is in layout_ops.cpp). They copy elements as bytes, so
// every element type works.
#include "runtime/op_attributes.h"
#include "runtime/ops/broadcast.h"
#include "runtime/ops/dtype_dispatch.h"
#include "runtime/ops/op_families.h"
#include "tensor/shape_text.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <stdexcept>

namespace quantlens::runtime {
std::vector<OpRegistration> indexedLayoutOps(); // joined into layoutOps() in layout_ops.cpp

namespace {
    /// Past any tensor the executor allocates; dimensions are checked against it before they multiply.
    constexpr std::int64_t kHuge = std::int64_t { 1 } << 48;

    /// Calls f with an unsigned type as wide as the elements of `t`: moving elements needs no more.
    template <class F> void dispatchWidth(DType t, F&& f)
    {
        switch (dtypeSize(t)) {
        case 1: f(TypeTag<std::uint8_t> {}); break;
        case 2: f(TypeTag<std::uint16_t> {}); break;
        case 4: f(TypeTag<std::uint32_t> {}); break;
        case 8: f(TypeTag<std::uint64_t> {}); break;
        default: throw OpError(text("run.dtype", { dtypeName(t) }));
        }
    }

    /// Index values made non-negative and checked against the dimension they index.
    std::vector<std::int64_t> indexValues(const Tensor& indices, std::int64_t dim)
    {
        if (indices.dtype() != DType::Int32 && indices.dtype() != DType::Int64)
            throw OpError(text("run.dtype", { dtypeName(indices.dtype()) }));
        std::vector<std::int64_t> values = indices.toInts();
        for (auto& v : values) {
            require(
                v >= -dim && v < dim, "index " + std::to_string(v) + " outside a dimension of " + std::to_string(dim));
            v = v < 0 ? v + dim : v;
        }
        return values;
    }

    class GatherKernel : public OpKernel {
    public:
        explicit GatherKernel(const KernelSetup& s)
            : m_axis(NodeAttributes(s.node).integer("axis", 0))
        { }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            const Tensor& indices = call.input(1);
            require(x.rank() > 0, "Gather from a scalar");
            const std::size_t axis = normalizeAxis(m_axis, x.rank());
            const std::vector<std::int64_t> index = indexValues(indices, x.dim(axis));
            Shape shape(x.shape().begin(), x.shape().begin() + static_cast<std::ptrdiff_t>(axis));
            shape.insert(shape.end(), indices.shape().begin(), indices.shape().end());
            shape.insert(shape.end(), x.shape().begin() + static_cast<std::ptrdiff_t>(axis) + 1, x.shape().end());
            Tensor y(x.dtype(), shape);
            const auto at = x.shape().begin() + static_cast<std::ptrdiff_t>(axis);
            const std::size_t outer = elementCount(Shape(x.shape().begin(), at));
            const std::size_t block = elementCount(Shape(at + 1, x.shape().end())) * dtypeSize(x.dtype());
            const std::size_t count = index.size();
            const std::byte* src = x.bytes();
            std::byte* dst = y.mutableData<std::byte>();
            const auto dim = static_cast<std::size_t>(x.dim(axis));
            // One block (the dimensions after the axis) per (outer, index) pair.
            call.pool.parallelFor(outer * count, std::max<std::size_t>(1, 32768 / std::max<std::size_t>(block, 1)),
                [&](std::size_t b, std::size_t e) {
                    for (std::size_t i = b; i < e; ++i) {
                        const std::size_t o = i / count, j = i % count;
                        std::memcpy(
                            dst + i * block, src + (o * dim + static_cast<std::size_t>(index[j])) * block, block);
                    }
                });
            call.outputs[0] = y;
        }

    private:
        std::int64_t m_axis;
    };

    class GatherElementsKernel : public OpKernel {
    public:
        explicit GatherElementsKernel(const KernelSetup& s)
            : m_axis(NodeAttributes(s.node).integer("axis", 0))
        { }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            const Tensor& indices = call.input(1);
            require(x.rank() > 0 && indices.rank() == x.rank(), "GatherElements' indices have the rank of its data");
            const std::size_t axis = normalizeAxis(m_axis, x.rank());
            for (std::size_t d = 0; d < x.rank(); ++d)
                require(d == axis || indices.dim(d) <= x.dim(d),
                    "GatherElements' indices " + shapeToString(indices.shape()) + " fit in "
                        + shapeToString(x.shape()));
            const std::vector<std::int64_t> index = indexValues(indices, x.dim(axis));
            Tensor y(x.dtype(), indices.shape());
            dispatchWidth(x.dtype(), [&](auto tag) {
                using U = typename decltype(tag)::type;
                gather<U>(x.data<U>(), x.shape(), axis, index, indices.shape(), y.mutableData<U>(), call.pool);
            });
            call.outputs[0] = y;
        }

    private:
        /// Each row of the indices (their last dimension) reads one row of the data, with the axis
        /// coordinate replaced by the index.
        template <class U>
        static void gather(const U* src, const Shape& in, std::size_t axis, const std::vector<std::int64_t>& index,
            const Shape& out, U* dst, ThreadPool& pool)
        {
            const std::size_t rank = in.size();
            const auto strides = TensorView::rowMajorStrides(in);
            const auto inner = static_cast<std::size_t>(out.back());
            const std::size_t rows = inner == 0 ? 0 : elementCount(out) / inner;
            const std::int64_t axisStride = strides[axis];
            pool.parallelFor(rows, rowsPerPiece(inner), [&](std::size_t b, std::size_t e) {
                for (std::size_t row = b; row < e; ++row) {
                    std::int64_t base = 0;
                    std::size_t rest = row;
                    for (std::size_t d = rank - 1; d-- > 0;) {
                        const auto n = static_cast<std::size_t>(out[d]);
                        if (d != axis)
                            base += static_cast<std::int64_t>(rest % n) * strides[d];
                        rest /= n;
                    }
                    const std::int64_t* idx = index.data() + row * inner;
                    U* o = dst + row * inner;
                    if (axis == rank - 1)
                        for (std::size_t j = 0; j < inner; ++j)
                            o[j] = src[base + idx[j]];
                    else
                        for (std::size_t j = 0; j < inner; ++j)
                            o[j] = src[base + static_cast<std::int64_t>(j) + idx[j] * axisStride];
                }
            });
        }
        std::int64_t m_axis;
    };

    class TileKernel : public OpKernel {
    public:
        explicit TileKernel(const KernelSetup&) { }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            const auto repeats = call.input(1).toInts();
            require(repeats.size() == x.rank(), "Tile's repeats have one entry per input dimension");
            Shape shape = x.shape();
            for (std::size_t d = 0; d < shape.size(); ++d) {
                require(repeats[d] >= 0, "Tile's repeats are not negative");
                if (repeats[d] > 0 && shape[d] > kHuge / repeats[d])
                    throw std::length_error("tensor too large"); // as Tensor's constructor says past its limit
                shape[d] *= repeats[d];
            }
            Tensor y(x.dtype(), shape);
            if (y.size() == 0 || x.rank() == 0) {
                std::memcpy(y.mutableData<std::byte>(), x.bytes(), y.byteSize());
                call.outputs[0] = y;
                return;
            }
            // Each output row (last dimension) is the input row it maps to, repeated.
            const std::size_t width = dtypeSize(x.dtype()), rank = x.rank();
            const auto in = TensorView::rowMajorStrides(x.shape());
            const std::size_t run = static_cast<std::size_t>(x.dim(rank - 1)) * width;
            const std::size_t pitch = static_cast<std::size_t>(shape[rank - 1]) * width;
            const std::size_t rows = y.byteSize() / pitch;
            const std::byte* src = x.bytes();
            std::byte* dst = y.mutableData<std::byte>();
            call.pool.parallelFor(rows, std::max<std::size_t>(1, 32768 / pitch), [&](std::size_t b, std::size_t e) {
                for (std::size_t row = b; row < e; ++row) {
                    std::int64_t at = 0;
                    std::size_t rest = row;
                    for (std::size_t d = rank - 1; d-- > 0;) {
                        const auto n = static_cast<std::size_t>(shape[d]);
                        at += static_cast<std::int64_t>((rest % n) % static_cast<std::size_t>(x.dim(d))) * in[d];
                        rest /= n;
                    }
                    std::byte* o = dst + row * pitch;
                    for (std::size_t k = 0; k < pitch; k += run)
                        std::memcpy(o + k, src + at * static_cast<std::int64_t>(width), run);
                }
            });
            call.outputs[0] = y;
        }
    };

    enum class PadMode { Constant, Reflect, Edge, Wrap };

    /// For each output index along one axis, the input index it reads, or -1 for the constant. Negative
    /// pads crop first and reflect, edge and wrap then work on what is left, as ONNX Runtime does.
    std::vector<std::int64_t> axisMap(std::int64_t dim, std::int64_t before, std::int64_t after, PadMode mode)
    {
        const std::int64_t lo = std::max<std::int64_t>(-before, 0), hi = dim - std::max<std::int64_t>(-after, 0);
        const std::int64_t n = hi - lo, size = dim + before + after;
        require(size >= 0, "Pad crops no more than the dimension");
        // ONNX Runtime's limits: reflect needs two elements and mirrors each side at most once; wrap
        // writes zeros where the start padding is longer than the axis (the specification repeats it),
        // so that case is refused rather than answered differently.
        if (mode == PadMode::Reflect && (before > 0 || after > 0))
            require(n >= 2 && before < n && after < n,
                "Pad's reflect pads are shorter than the axis they mirror (as ONNX Runtime requires)");
        if (mode == PadMode::Wrap && before > n)
            throw OpError(text("run.unsupported_value",
                { "Pad wrap padding at the start, longer than the axis", std::to_string(before) }));
        std::vector<std::int64_t> map(static_cast<std::size_t>(size));
        for (std::int64_t j = 0; j < size; ++j) {
            const std::int64_t c = j - before; // the input coordinate of output index j
            std::int64_t& m = map[static_cast<std::size_t>(j)];
            if (c >= lo && c < hi) {
                m = c;
                continue;
            }
            require(mode == PadMode::Constant || n > 0, "Pad of an empty dimension in reflect, edge or wrap mode");
            const std::int64_t period = mode == PadMode::Reflect ? 2 * (n - 1) : n;
            std::int64_t t = period > 0 ? (c - lo) % period : 0;
            t = t < 0 ? t + period : t;
            switch (mode) {
            case PadMode::Constant: m = -1; break;
            case PadMode::Edge: m = c < lo ? lo : hi - 1; break;
            case PadMode::Reflect: m = lo + (t < n ? t : period - t); break;
            case PadMode::Wrap: m = lo + t; break;
            }
        }
        return map;
    }

    /// Each output row (the last dimension) is all padding when an outer index maps to the constant,
    /// else one input row read through the last axis' map: its inside part as one memcpy.
    template <class U>
    void padRows(const U* src, const Shape& in, const Shape& out, const std::vector<std::vector<std::int64_t>>& maps,
        std::int64_t before, U value, U* dst, ThreadPool& pool)
    {
        const std::size_t rank = out.size();
        const auto strides = TensorView::rowMajorStrides(in);
        const auto width = static_cast<std::size_t>(out.back());
        const std::size_t rows = width == 0 ? 0 : elementCount(out) / width;
        const std::vector<std::int64_t>& last = maps.back();
        // Output columns [inside, insideEnd) read input columns from inside - before on, in order.
        std::size_t inside = 0, insideEnd = 0;
        while (inside < width && (last[inside] < 0 || last[inside] != static_cast<std::int64_t>(inside) - before))
            ++inside;
        insideEnd = inside;
        while (insideEnd < width && last[insideEnd] >= 0
            && last[insideEnd] == static_cast<std::int64_t>(insideEnd) - before)
            ++insideEnd;
        pool.parallelFor(rows, rowsPerPiece(width), [&](std::size_t b, std::size_t e) {
            for (std::size_t row = b; row < e; ++row) {
                U* o = dst + row * width;
                std::int64_t at = 0;
                bool padding = false;
                std::size_t rest = row;
                for (std::size_t d = rank - 1; d-- > 0;) {
                    const auto n = static_cast<std::size_t>(out[d]);
                    const std::int64_t i = maps[d][rest % n];
                    padding = padding || i < 0;
                    at += i * strides[d];
                    rest /= n;
                }
                if (padding) {
                    std::fill(o, o + width, value);
                    continue;
                }
                const U* r = src + at;
                for (std::size_t j = 0; j < inside; ++j)
                    o[j] = last[j] < 0 ? value : r[last[j]];
                if (insideEnd > inside)
                    std::memcpy(o + inside, r + last[inside], (insideEnd - inside) * sizeof(U));
                for (std::size_t j = insideEnd; j < width; ++j)
                    o[j] = last[j] < 0 ? value : r[last[j]];
            }
        });
    }

    /// Pad: attributes pads and value before opset 11, inputs pads, constant_value and (18) axes after.
    class PadKernel : public OpKernel {
    public:
        explicit PadKernel(const KernelSetup& s)
            : m_opset(s.opset)
        {
            NodeAttributes a(s.node);
            const std::string mode = a.string("mode", "constant");
            if (mode == "constant")
                m_mode = PadMode::Constant;
            else if (mode == "reflect")
                m_mode = PadMode::Reflect;
            else if (mode == "edge")
                m_mode = PadMode::Edge;
            else if (mode == "wrap" && s.opset >= 19)
                m_mode = PadMode::Wrap;
            else
                throw OpError(text("run.unsupported_value", { "mode", mode }));
            if (s.opset < 11) {
                m_pads = a.integers("pads", {});
                m_value = a.real("value", 0.0f);
            }
        }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            const std::size_t rank = x.rank();
            std::vector<std::int64_t> pads = m_pads;
            std::vector<std::int64_t> axes(rank);
            for (std::size_t d = 0; d < rank; ++d)
                axes[d] = static_cast<std::int64_t>(d);
            if (m_opset >= 11) {
                pads = call.input(1).toInts();
                if (m_opset >= 18 && call.has(3))
                    axes = call.input(3).toInts();
            }
            require(pads.size() == 2 * axes.size(), "Pad's pads have two entries per padded axis");
            std::vector<std::int64_t> before(rank, 0), after(rank, 0);
            std::vector<bool> seen(rank, false);
            for (std::size_t i = 0; i < axes.size(); ++i) {
                const std::size_t axis = normalizeAxis(axes[i], rank);
                require(!seen[axis], "Pad names an axis once");
                seen[axis] = true;
                before[axis] = pads[i];
                after[axis] = pads[i + axes.size()];
            }
            Shape shape(rank);
            for (std::size_t d = 0; d < rank; ++d) {
                require(before[d] >= -x.dim(d) && after[d] >= -x.dim(d), "Pad crops no more than the dimension");
                if (before[d] > kHuge || after[d] > kHuge)
                    throw std::length_error("tensor too large");
                shape[d] = x.dim(d) + before[d] + after[d];
            }
            Tensor y(x.dtype(), shape); // before the maps: a size past the limit throws here
            std::vector<std::vector<std::int64_t>> maps(rank);
            for (std::size_t d = 0; d < rank; ++d)
                maps[d] = axisMap(x.dim(d), before[d], after[d], m_mode);
            if (rank == 0) {
                std::memcpy(y.mutableData<std::byte>(), x.bytes(), x.byteSize());
                call.outputs[0] = y;
                return;
            }
            const auto bytes = constantBytes(call, x.dtype());
            dispatchWidth(x.dtype(), [&](auto tag) {
                using U = typename decltype(tag)::type;
                U value;
                std::memcpy(&value, bytes.data(), sizeof(U));
                padRows<U>(x.data<U>(), x.shape(), shape, maps, before.back(), value, y.mutableData<U>(), call.pool);
            });
            call.outputs[0] = y;
        }

    private:
        /// The padding value's bytes: the float attribute converted to the element type before opset 11,
        /// the optional input (of the element type) after.
        std::array<std::byte, 8> constantBytes(KernelCall& call, DType type) const
        {
            std::array<std::byte, 8> bytes {};
            if (m_opset >= 11 && call.has(2) && call.input(2).size() > 0) {
                const Tensor& v = call.input(2);
                require(v.dtype() == type && v.size() == 1, "Pad's constant_value is one element of the input's type");
                std::memcpy(bytes.data(), v.bytes(), std::min(v.byteSize(), bytes.size()));
            } else if (m_opset < 11) {
                dispatchAny(type, [&](auto tag) {
                    using T = typename decltype(tag)::type;
                    const T value = static_cast<T>(m_value);
                    std::memcpy(bytes.data(), &value, sizeof(T));
                });
            }
            return bytes;
        }
        std::int64_t m_opset;
        PadMode m_mode = PadMode::Constant;
        std::vector<std::int64_t> m_pads;
        float m_value = 0;
    };
}

std::vector<OpRegistration> indexedLayoutOps()
{
    return {
        { "", "Gather", 1, "axis", makeKernel<GatherKernel> },
        { "", "GatherElements", 11, "axis", makeKernel<GatherElementsKernel> },
        { "", "Tile", 6, "", makeKernel<TileKernel> },
        { "", "Pad", 2, "mode,pads,value", makeKernel<PadKernel> },
        { "", "Pad", 11, "mode", makeKernel<PadKernel> },
    };
}

} // namespace quantlens::runtime
