// Operators that move elements without computing: Transpose, Concat, Split, Slice, Expand,
// DepthToSpace, SpaceToDepth here; Gather, GatherElements, Tile and Pad in layout_indexed.cpp. They copy
// bytes (dtypeSize wide), so every element type works. Transpose, Slice, Expand and the depth/space
// rearrangements are strided views of their input, copied out row-major after merging the dimensions
// that copy as one, so the innermost loop is a memcpy wherever the layout allows.
#include "runtime/op_attributes.h"
#include "runtime/ops/broadcast.h"
#include "runtime/ops/dtype_dispatch.h"
#include "runtime/ops/op_families.h"
#include "runtime/ops/strided_copy.h"
#include "tensor/shape_text.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <numeric>

namespace quantlens::runtime {
std::vector<OpRegistration> indexedLayoutOps(); // layout_indexed.cpp

namespace {
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

    /// Copies `rows` runs of `run` bytes, `srcPitch` apart in the source and `dstPitch` apart in the
    /// destination, in pieces of at most 64 KiB so that even one long run (axis 0) is shared by the threads.
    void copyRuns(const std::byte* src, std::size_t srcPitch, std::byte* dst, std::size_t dstPitch, std::size_t rows,
        std::size_t run, ThreadPool& pool)
    {
        if (rows == 0 || run == 0)
            return;
        constexpr std::size_t piece = 64 * 1024;
        const std::size_t perRow = (run + piece - 1) / piece;
        pool.parallelFor(rows * perRow, perRow > 1 ? 1 : piece / run, [&](std::size_t b, std::size_t e) {
            for (std::size_t i = b; i < e; ++i) {
                const std::size_t row = i / perRow, at = i % perRow * piece;
                std::memcpy(dst + row * dstPitch + at, src + row * srcPitch + at, std::min(piece, run - at));
            }
        });
    }

    /// out[..., i, j] = in[base + i + j * stride]: a batch of 2-D transposes (NCHW <-> NHWC), copied in
    /// 32 x 32 tiles so that both the strided reads and the writes stay in cache.
    template <class U>
    void transposeTiles(
        const U* src, U* dst, const Shape& dims, const std::vector<std::int64_t>& steps, ThreadPool& pool)
    {
        constexpr std::int64_t tile = 32;
        const std::size_t m = dims.size();
        const std::int64_t rows = dims[m - 2], cols = dims[m - 1], stride = steps[m - 1];
        const std::size_t batches = elementCount(dims) / static_cast<std::size_t>(rows * cols);
        const auto tiles = static_cast<std::size_t>((rows + tile - 1) / tile);
        const std::size_t grain = std::max<std::size_t>(1, 16384 / static_cast<std::size_t>(tile * cols));
        pool.parallelFor(batches * tiles, grain, [&](std::size_t b, std::size_t e) {
            for (std::size_t item = b; item < e; ++item) {
                const std::size_t batch = item / tiles;
                std::int64_t base = 0;
                std::size_t rest = batch;
                for (std::size_t d = m - 2; d-- > 0;) {
                    const auto n = static_cast<std::size_t>(dims[d]);
                    base += static_cast<std::int64_t>(rest % n) * steps[d];
                    rest /= n;
                }
                const std::int64_t i0 = static_cast<std::int64_t>(item % tiles) * tile, i1 = std::min(rows, i0 + tile);
                for (std::int64_t j0 = 0; j0 < cols; j0 += tile) {
                    const std::int64_t j1 = std::min(cols, j0 + tile);
                    for (std::int64_t i = i0; i < i1; ++i) {
                        const U* in = src + base + i;
                        U* out = dst + (static_cast<std::int64_t>(batch) * rows + i) * cols;
                        for (std::int64_t j = j0; j < j1; ++j)
                            out[j] = in[j * stride];
                    }
                }
            }
        });
    }

    /// The strided view (shape, strides in elements, offset) of x copied out row-major. Dimensions of
    /// size 1 are dropped and neighbours contiguous in x merged, so the innermost run is as long as the
    /// layout allows (copyStrided copies it with memcpy). The whole of x in order is x itself, shared.
    Tensor copyView(const Tensor& x, const Shape& shape, const std::vector<std::int64_t>& strides, std::int64_t offset,
        ThreadPool& pool)
    {
        if (elementCount(shape) == 0)
            return Tensor(x.dtype(), shape);
        Shape dims;
        std::vector<std::int64_t> steps;
        for (std::size_t d = 0; d < shape.size(); ++d) {
            if (shape[d] == 1)
                continue;
            if (!dims.empty() && steps.back() == strides[d] * shape[d]) {
                dims.back() *= shape[d];
                steps.back() = strides[d];
            } else {
                dims.push_back(shape[d]);
                steps.push_back(strides[d]);
            }
        }
        if (offset == 0 && elementCount(shape) == x.size() && (dims.empty() || (dims.size() == 1 && steps[0] == 1)))
            return x.reshaped(shape);
        const std::size_t m = dims.size();
        if (m >= 2 && steps[m - 2] == 1 && steps[m - 1] != 1 && steps[m - 1] != 0) {
            Tensor y(x.dtype(), shape);
            dispatchWidth(x.dtype(), [&](auto tag) {
                using U = typename decltype(tag)::type;
                transposeTiles<U>(x.data<U>() + offset, y.mutableData<U>(), dims, steps, pool);
            });
            return y;
        }
        return copyStrided(x, dims, steps, offset, pool).reshaped(shape);
    }

    class TransposeKernel : public OpKernel {
    public:
        explicit TransposeKernel(const KernelSetup& s)
            : m_perm(NodeAttributes(s.node).integers("perm"))
        { }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            const std::size_t rank = x.rank();
            std::vector<std::int64_t> perm(rank);
            if (m_perm && !m_perm->empty())
                perm = *m_perm;
            else
                for (std::size_t i = 0; i < rank; ++i)
                    perm[i] = static_cast<std::int64_t>(rank - 1 - i);
            require(perm.size() == rank, "Transpose's perm has one entry per input dimension");
            const auto in = TensorView::rowMajorStrides(x.shape());
            std::vector<bool> seen(rank, false);
            Shape shape(rank);
            std::vector<std::int64_t> strides(rank);
            for (std::size_t i = 0; i < rank; ++i) {
                const std::size_t p = normalizeAxis(perm[i], rank);
                require(!seen[p], "Transpose's perm is a permutation");
                seen[p] = true;
                shape[i] = x.dim(p);
                strides[i] = in[p];
            }
            call.outputs[0] = copyView(x, shape, strides, 0, call.pool);
        }

    private:
        std::optional<std::vector<std::int64_t>> m_perm;
    };

    class ConcatKernel : public OpKernel {
    public:
        explicit ConcatKernel(const KernelSetup& s)
            : m_axis(NodeAttributes(s.node).integer("axis", 1))
        {
            require(s.opset < 4 || NodeAttributes(s.node).has("axis"), "Concat needs 'axis'");
        }
        void run(KernelCall& call) const override
        {
            require(!call.inputs.empty(), "Concat has at least one input");
            const Tensor& first = call.input(0);
            require(first.rank() > 0, "Concat of scalars");
            const std::size_t axis = normalizeAxis(m_axis, first.rank());
            Shape shape = first.shape();
            shape[axis] = 0;
            for (std::size_t k = 0; k < call.inputs.size(); ++k) {
                const Tensor& x = call.input(k);
                require(x.dtype() == first.dtype(), "Concat's inputs have one element type");
                bool fits = x.rank() == first.rank();
                for (std::size_t d = 0; fits && d < x.rank(); ++d)
                    fits = d == axis || x.dim(d) == first.dim(d);
                require(fits, "Concat of " + shapeToString(first.shape()) + " and " + shapeToString(x.shape()));
                shape[axis] += x.dim(axis);
            }
            Tensor y(first.dtype(), shape);
            const std::size_t outer
                = elementCount(Shape(shape.begin(), shape.begin() + static_cast<std::ptrdiff_t>(axis)));
            const std::size_t pitch = outer == 0 ? 0 : y.byteSize() / outer;
            std::size_t at = 0; // byte offset of the current input's block in an output row
            for (std::size_t k = 0; k < call.inputs.size(); ++k) {
                const Tensor& x = call.input(k);
                const std::size_t run = outer == 0 ? 0 : x.byteSize() / outer;
                copyRuns(x.bytes(), run, y.mutableData<std::byte>() + at, pitch, outer, run, call.pool);
                at += run;
            }
            call.outputs[0] = y;
        }

    private:
        std::int64_t m_axis;
    };

    class SplitKernel : public OpKernel {
    public:
        explicit SplitKernel(const KernelSetup& s)
            : m_opset(s.opset)
        {
            NodeAttributes a(s.node);
            m_axis = a.integer("axis", 0);
            m_split = a.integers("split");
            m_parts = a.integer("num_outputs");
            require(!m_parts || *m_parts == static_cast<std::int64_t>(s.node.outputs.size()),
                "Split's num_outputs is its number of outputs");
        }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            require(x.rank() > 0, "Split of a scalar");
            const std::size_t axis = normalizeAxis(m_axis, x.rank());
            const std::int64_t dim = x.dim(axis);
            const auto n = static_cast<std::int64_t>(call.outputs.size());
            require(n > 0, "Split has outputs");
            std::vector<std::int64_t> sizes;
            if (m_split)
                sizes = *m_split;
            else if ((m_opset >= 13 || m_opset == 1) && call.has(1))
                sizes = call.input(1).toInts();
            if (sizes.empty() && m_parts) {
                // Opset 18: chunks of ceil(dim / n), the last one smaller.
                const std::int64_t chunk = (dim + n - 1) / n;
                sizes.assign(static_cast<std::size_t>(n), chunk);
                sizes.back() = dim - chunk * (n - 1);
                require(sizes.back() > 0, "Split's num_outputs leaves every output some elements");
            } else if (sizes.empty()) {
                require(
                    dim % n == 0, "Split of " + std::to_string(dim) + " into " + std::to_string(n) + " equal parts");
                sizes.assign(static_cast<std::size_t>(n), dim / n);
            }
            require(static_cast<std::int64_t>(sizes.size()) == n, "Split's split has one entry per output");
            require(std::all_of(sizes.begin(), sizes.end(), [](std::int64_t v) { return v >= 0; })
                    && std::accumulate(sizes.begin(), sizes.end(), std::int64_t { 0 }) == dim,
                "Split's sizes add up to the dimension split");
            const std::size_t outer
                = elementCount(Shape(x.shape().begin(), x.shape().begin() + static_cast<std::ptrdiff_t>(axis)));
            const std::size_t pitch = outer == 0 ? 0 : x.byteSize() / outer;
            std::size_t at = 0;
            for (std::size_t k = 0; k < sizes.size(); ++k) {
                Shape shape = x.shape();
                shape[axis] = sizes[k];
                Tensor y(x.dtype(), shape);
                const std::size_t run = outer == 0 ? 0 : y.byteSize() / outer;
                copyRuns(x.bytes() + at, pitch, y.mutableData<std::byte>(), run, outer, run, call.pool);
                at += run;
                call.outputs[k] = y;
            }
        }

    private:
        std::int64_t m_opset;
        std::int64_t m_axis = 0;
        std::optional<std::vector<std::int64_t>> m_split;
        std::optional<std::int64_t> m_parts;
    };

    /// Slice: attributes before opset 10, inputs (with steps) after. The clamping is the specification's:
    /// starts and ends are made non-negative by adding the dimension, then clamped to [0, dim] for a
    /// positive step and to [0, dim - 1] / [-1, dim - 1] for a negative one; with ONNX Runtime's reading
    /// of the largest ends.
    class SliceKernel : public OpKernel {
    public:
        explicit SliceKernel(const KernelSetup& s)
            : m_fromInputs(s.opset >= 10)
        {
            if (!m_fromInputs) {
                NodeAttributes a(s.node);
                m_starts = a.integers("starts", {});
                m_ends = a.integers("ends", {});
                m_axes = a.integers("axes");
            }
        }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            std::vector<std::int64_t> starts = m_starts, ends = m_ends, steps;
            std::optional<std::vector<std::int64_t>> axes = m_axes;
            if (m_fromInputs) {
                starts = call.input(1).toInts();
                ends = call.input(2).toInts();
                if (call.has(3))
                    axes = call.input(3).toInts();
                if (call.has(4))
                    steps = call.input(4).toInts();
            }
            require(starts.size() == ends.size(), "Slice's starts and ends have the same length");
            if (!axes || axes->empty()) {
                axes.emplace(starts.size());
                std::iota(axes->begin(), axes->end(), std::int64_t { 0 });
            }
            if (steps.empty())
                steps.assign(starts.size(), 1);
            require(axes->size() == starts.size() && steps.size() == starts.size(),
                "Slice's axes and steps have one entry per start");
            const std::size_t rank = x.rank();
            Shape shape = x.shape();
            std::vector<std::int64_t> strides = TensorView::rowMajorStrides(x.shape());
            std::int64_t offset = 0;
            std::vector<bool> seen(rank, false);
            for (std::size_t i = 0; i < starts.size(); ++i) {
                const std::size_t axis = normalizeAxis((*axes)[i], rank);
                require(!seen[axis], "Slice names an axis once");
                seen[axis] = true;
                const std::int64_t dim = x.dim(axis), step = steps[i];
                require(step != 0, "Slice's steps are not 0");
                std::int64_t start = starts[i] < 0 ? starts[i] + dim : starts[i];
                std::int64_t end = ends[i] < 0 ? ends[i] + dim : ends[i];
                // ONNX Runtime reads an end of INT32_MAX or INT64_MAX as numpy's None: to the end in the
                // step's direction, so with a negative step down to the first element (the specification's
                // clamping would stop before the last).
                if (ends[i] == std::numeric_limits<std::int64_t>::max()
                    || ends[i] == std::numeric_limits<std::int32_t>::max())
                    end = step < 0 ? -1 : dim;
                std::int64_t count = 0; // written to avoid overflow with steps near the int64 limits
                if (dim == 0)
                    count = 0;
                else if (step > 0) {
                    start = std::clamp<std::int64_t>(start, 0, dim);
                    end = std::clamp<std::int64_t>(end, 0, dim);
                    count = end > start ? (end - start - 1) / step + 1 : 0;
                } else {
                    start = std::clamp<std::int64_t>(start, 0, dim - 1);
                    end = std::clamp<std::int64_t>(end, -1, dim - 1);
                    const std::int64_t back = step == std::numeric_limits<std::int64_t>::min()
                        ? std::numeric_limits<std::int64_t>::max()
                        : -step;
                    count = start > end ? (start - end - 1) / back + 1 : 0;
                }
                shape[axis] = count;
                if (count > 0)
                    offset += start * strides[axis];
                if (count > 1)
                    strides[axis] *= step;
            }
            call.outputs[0] = copyView(x, shape, strides, offset, call.pool);
        }

    private:
        bool m_fromInputs;
        std::vector<std::int64_t> m_starts, m_ends;
        std::optional<std::vector<std::int64_t>> m_axes;
    };

    /// Expand broadcasts the input to the shape (both ways, as numpy does): a view with stride 0 along
    /// the repeated dimensions.
    class ExpandKernel : public OpKernel {
    public:
        explicit ExpandKernel(const KernelSetup&) { }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            const auto wanted = call.input(1).toInts();
            const Shape shape = broadcastShapes({ x.shape(), Shape(wanted.begin(), wanted.end()) });
            const auto in = TensorView::rowMajorStrides(x.shape());
            std::vector<std::int64_t> strides(shape.size(), 0);
            const std::size_t lead = shape.size() - x.rank();
            for (std::size_t d = 0; d < x.rank(); ++d)
                strides[lead + d] = x.dim(d) == 1 ? 0 : in[d];
            call.outputs[0] = copyView(x, shape, strides, 0, call.pool);
        }
    };

    /// DepthToSpace and SpaceToDepth on NCHW: the reshape-transpose-reshape of the specification as one
    /// six-dimensional view of the input.
    template <bool toSpace> class BlockKernel : public OpKernel {
    public:
        explicit BlockKernel(const KernelSetup& s)
        {
            NodeAttributes a(s.node);
            m_block = a.integer("blocksize", 0);
            require(m_block > 0 && m_block < (std::int64_t { 1 } << 31), "blocksize is positive (and below 2^31)");
            const std::string mode = a.string("mode", "DCR");
            // Only DepthToSpace has a mode; the names are case-sensitive in ONNX (ONNX Runtime refuses "crd").
            if (toSpace && mode != "DCR" && mode != "CRD")
                throw OpError(text("run.unsupported_value", { "mode", mode }));
            m_crd = mode == "CRD";
        }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            require(x.rank() == 4, "DepthToSpace and SpaceToDepth take a 4-D input");
            const std::int64_t n = x.dim(0), c = x.dim(1), h = x.dim(2), w = x.dim(3), b = m_block;
            const std::int64_t hw = h * w, sn = c * hw;
            if (toSpace) {
                require(c % (b * b) == 0, "DepthToSpace's channels are a multiple of blocksize squared");
                const std::int64_t cb = c / (b * b);
                // Output [n, c', h, b1, w, b2]; the input holds (b1, b2, c') for DCR and (c', b1, b2) for CRD.
                const std::vector<std::int64_t> strides = m_crd
                    ? std::vector<std::int64_t> { sn, b * b * hw, w, b * hw, 1, hw }
                    : std::vector<std::int64_t> { sn, hw, w, b * cb * hw, 1, cb * hw };
                const Tensor y = copyView(x, { n, cb, h, b, w, b }, strides, 0, call.pool);
                call.outputs[0] = y.reshaped({ n, cb, h * b, w * b });
            } else {
                require(h % b == 0 && w % b == 0, "SpaceToDepth's height and width are multiples of blocksize");
                // Output [n, b1, b2, c, h', w'] read from input row h' * b + b1, column w' * b + b2.
                const Tensor y = copyView(x, { n, b, b, c, h / b, w / b }, { sn, w, 1, hw, b * w, b }, 0, call.pool);
                call.outputs[0] = y.reshaped({ n, c * b * b, h / b, w / b });
            }
        }

    private:
        std::int64_t m_block = 0;
        bool m_crd = false;
    };
}

std::vector<OpRegistration> layoutOps()
{
    std::vector<OpRegistration> ops = {
        { "", "Transpose", 1, "perm", makeKernel<TransposeKernel> },
        { "", "Concat", 1, "axis", makeKernel<ConcatKernel> },
        { "", "Split", 1, "axis,split", makeKernel<SplitKernel> },
        { "", "Split", 13, "axis", makeKernel<SplitKernel> },
        { "", "Split", 18, "axis,num_outputs", makeKernel<SplitKernel> },
        { "", "Slice", 1, "starts,ends,axes", makeKernel<SliceKernel> },
        { "", "Slice", 10, "", makeKernel<SliceKernel> },
        { "", "Expand", 8, "", makeKernel<ExpandKernel> },
        { "", "DepthToSpace", 1, "blocksize", makeKernel<BlockKernel<true>> },
        { "", "DepthToSpace", 11, "blocksize,mode", makeKernel<BlockKernel<true>> },
        { "", "SpaceToDepth", 1, "blocksize", makeKernel<BlockKernel<false>> },
    };
    for (const auto& op : indexedLayoutOps())
        ops.push_back(op);
    return ops;
}

} // namespace quantlens::runtime
