// Operators that change only the shape or the type, or compute shapes: Reshape, Flatten, Squeeze,
// Unsqueeze, Identity, Dropout (inference), Shape, Size, Cast, ConstantOfShape, Range. Reshapes share
// their input's data.
#include "runtime/op_attributes.h"
#include "runtime/ops/dtype_dispatch.h"
#include "runtime/ops/op_families.h"
#include "runtime/ops/strided_copy.h"
#include "tensor/shape_text.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace quantlens::runtime {
namespace {
    class ReshapeKernel : public OpKernel {
    public:
        explicit ReshapeKernel(const KernelSetup& s)
            : m_allowZero(NodeAttributes(s.node).integer("allowzero", 0) != 0)
        {
            require(s.opset >= 5, "Reshape before opset 5 (shape as an attribute) is not supported");
        }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            const auto wanted = call.input(1).toInts();
            Shape shape(wanted.size());
            // Built only when the model is refused: a Reshape runs on every inference.
            auto refuse
                = [&] { require(false, "Reshape of " + shapeToString(x.shape()) + " to " + shapeToString(wanted)); };
            std::int64_t known = 1;
            int inferred = -1;
            for (std::size_t i = 0; i < wanted.size(); ++i) {
                std::int64_t d = wanted[i];
                if (d == 0 && !m_allowZero) {
                    require(i < x.rank(), "Reshape's 0 copies a dimension the input has");
                    d = x.dim(i);
                }
                if (d == -1) {
                    require(inferred < 0, "Reshape's shape has at most one -1");
                    inferred = static_cast<int>(i);
                    continue;
                }
                require(d >= 0, "Reshape's dimensions are -1 or more");
                shape[i] = d;
                // A product past int64 cannot be the input's element count: refused, not wrapped.
                if (__builtin_mul_overflow(known, d, &known))
                    refuse();
            }
            if (inferred >= 0) {
                if (known <= 0 || x.size() % static_cast<std::size_t>(known) != 0)
                    refuse();
                shape[static_cast<std::size_t>(inferred)] = static_cast<std::int64_t>(x.size()) / known;
            }
            if (elementCount(shape) != x.size())
                refuse();
            call.outputs[0] = x.reshaped(std::move(shape));
        }

    private:
        bool m_allowZero;
    };

    class FlattenKernel : public OpKernel {
    public:
        explicit FlattenKernel(const KernelSetup& s)
            : m_axis(NodeAttributes(s.node).integer("axis", 1))
        { }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            const std::size_t axis = m_axis == static_cast<std::int64_t>(x.rank())
                ? x.rank()
                : normalizeAxis(m_axis, std::max<std::size_t>(x.rank(), 1));
            std::int64_t outer = 1;
            for (std::size_t i = 0; i < axis; ++i)
                outer *= x.dim(i);
            const auto inner = outer == 0 ? 0 : static_cast<std::int64_t>(x.size()) / outer;
            call.outputs[0] = x.reshaped({ outer, inner });
        }

    private:
        std::int64_t m_axis;
    };

    /// Squeeze and Unsqueeze: axes from the attribute before opset 13, from the second input after.
    template <bool squeeze> class AxesKernel : public OpKernel {
    public:
        explicit AxesKernel(const KernelSetup& s)
            : m_fromInput(s.opset >= 13)
            , m_axes(NodeAttributes(s.node).integers("axes", {}))
        { }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            std::vector<std::int64_t> axes = m_axes;
            if (m_fromInput && call.has(1))
                axes = call.input(1).toInts();
            call.outputs[0] = x.reshaped(squeeze ? squeezed(x.shape(), axes) : unsqueezed(x.shape(), axes));
        }

    private:
        static Shape squeezed(const Shape& in, const std::vector<std::int64_t>& axes)
        {
            std::vector<bool> drop(in.size(), false);
            if (axes.empty())
                for (std::size_t i = 0; i < in.size(); ++i)
                    drop[i] = in[i] == 1;
            for (auto a : axes) {
                const std::size_t axis = normalizeAxis(a, in.size());
                require(in[axis] == 1, "Squeeze of a dimension that is not 1 (" + shapeToString(in) + ")");
                drop[axis] = true;
            }
            Shape out;
            for (std::size_t i = 0; i < in.size(); ++i)
                if (!drop[i])
                    out.push_back(in[i]);
            return out;
        }
        static Shape unsqueezed(const Shape& in, const std::vector<std::int64_t>& axes)
        {
            const std::size_t rank = in.size() + axes.size();
            std::vector<bool> inserted(rank, false);
            for (auto a : axes) {
                const std::size_t axis = normalizeAxis(a, rank);
                require(!inserted[axis], "Unsqueeze names an axis twice");
                inserted[axis] = true;
            }
            Shape out;
            std::size_t next = 0;
            for (std::size_t i = 0; i < rank; ++i)
                out.push_back(inserted[i] ? 1 : in[next++]);
            return out;
        }
        bool m_fromInput;
        std::vector<std::int64_t> m_axes;
    };

    class IdentityKernel : public OpKernel {
    public:
        explicit IdentityKernel(const KernelSetup&) { }
        void run(KernelCall& call) const override
        {
            call.outputs[0] = call.input(0);
            if (call.outputs.size() > 1) // Dropout's mask: all true in inference
            {
                Tensor mask(DType::Bool, call.input(0).shape());
                std::memset(mask.mutableData<std::byte>(), 1, mask.size());
                call.outputs[1] = mask;
            }
        }
    };

    class ShapeKernel : public OpKernel {
    public:
        explicit ShapeKernel(const KernelSetup& s)
        {
            NodeAttributes a(s.node);
            m_start = a.integer("start", 0);
            m_end = a.integer("end");
        }
        void run(KernelCall& call) const override
        {
            const auto rank = static_cast<std::int64_t>(call.input(0).rank());
            auto clampAxis = [&](std::int64_t v) { return std::clamp(v < 0 ? v + rank : v, std::int64_t { 0 }, rank); };
            const std::int64_t begin = clampAxis(m_start);
            const std::int64_t end = std::max(begin, clampAxis(m_end.value_or(rank)));
            const Shape& s = call.input(0).shape();
            call.outputs[0]
                = makeInt64Tensor({ end - begin }, std::vector<std::int64_t>(s.begin() + begin, s.begin() + end));
        }

    private:
        std::int64_t m_start;
        std::optional<std::int64_t> m_end;
    };

    class SizeKernel : public OpKernel {
    public:
        explicit SizeKernel(const KernelSetup&) { }
        void run(KernelCall& call) const override
        {
            call.outputs[0] = makeInt64Tensor({}, { static_cast<std::int64_t>(call.input(0).size()) });
        }
    };

    template <class To, class From> To convert(From v)
    {
        if constexpr (std::is_same_v<To, bool>)
            return v != From(0);
        else if constexpr (std::is_floating_point_v<From> && std::is_integral_v<To>) {
            // Out-of-range float to integer is undefined in C++; go through int64 and wrap as runtimes do.
            if (!std::isfinite(v))
                return To(0);
            const double t = std::trunc(static_cast<double>(v));
            if (t >= 9.2e18 || t <= -9.2e18)
                return To(0);
            return static_cast<To>(static_cast<std::int64_t>(t));
        } else
            return static_cast<To>(v);
    }

    Tensor castTo(const Tensor& x, DType to, ThreadPool& pool)
    {
        if (x.dtype() == to)
            return x;
        return dispatchAny(to, [&](auto toTag) {
            using To = typename decltype(toTag)::type;
            Tensor y(to, x.shape());
            dispatchAny(x.dtype(), [&](auto fromTag) {
                using From = typename decltype(fromTag)::type;
                const From* in = x.data<From>();
                To* out = y.mutableData<To>();
                pool.parallelFor(x.size(), 16384, [&](std::size_t b, std::size_t e) {
                    for (std::size_t i = b; i < e; ++i)
                        out[i] = convert<To, From>(in[i]);
                });
            });
            return y;
        });
    }

    class CastKernel : public OpKernel {
    public:
        explicit CastKernel(const KernelSetup& s)
        {
            const auto code = NodeAttributes(s.node).integer("to");
            require(code.has_value(), "Cast needs 'to'");
            const auto type = dtypeFromOnnxCode(*code);
            if (!type)
                throw OpError(text("run.cast_type", { std::to_string(*code) }));
            m_to = *type;
        }
        void run(KernelCall& call) const override { call.outputs[0] = castTo(call.input(0), m_to, call.pool); }

    private:
        DType m_to = DType::Float32;
    };

    class ConstantOfShapeKernel : public OpKernel {
    public:
        explicit ConstantOfShapeKernel(const KernelSetup& s)
            : m_value(makeFloatTensor({ 1 }, { 0.0f }))
        {
            if (const Attribute* a = s.node.attribute("value")) {
                require(a->tensor.has_value(), "ConstantOfShape's value is a tensor");
                auto t = Tensor::fromView(*a->tensor);
                if (!t)
                    throw OpError(text("run.dtype", { dtypeName(a->tensor->dtype) }));
                require(t->size() == 1, "ConstantOfShape's value has one element");
                m_value = *t;
            }
        }
        void run(KernelCall& call) const override
        {
            const auto dims = call.input(0).toInts();
            for (auto d : dims)
                require(d >= 0, "ConstantOfShape's dimensions are not negative");
            Tensor y(m_value.dtype(), Shape(dims.begin(), dims.end()));
            const std::size_t width = dtypeSize(m_value.dtype());
            for (std::size_t i = 0; i < y.size(); ++i)
                std::memcpy(y.mutableData<std::byte>() + i * width, m_value.bytes(), width);
            call.outputs[0] = y;
        }

    private:
        Tensor m_value;
    };

    class RangeKernel : public OpKernel {
    public:
        explicit RangeKernel(const KernelSetup&) { }
        void run(KernelCall& call) const override
        {
            const Tensor& start = call.input(0);
            call.outputs[0] = dispatchNumeric(start.dtype(), [&](auto tag) {
                using T = typename decltype(tag)::type;
                const T first = start.data<T>()[0];
                const T limit = call.input(1).data<T>()[0];
                const T delta = call.input(2).data<T>()[0];
                require(delta != T(0), "Range's delta is not 0");
                const double steps
                    = std::ceil((static_cast<double>(limit) - static_cast<double>(first)) / static_cast<double>(delta));
                const auto n = static_cast<std::int64_t>(std::max(steps, 0.0));
                require(n < (std::int64_t { 1 } << 32), "Range of " + std::to_string(n) + " elements");
                Tensor y(start.dtype(), { n });
                for (std::int64_t i = 0; i < n; ++i)
                    y.mutableData<T>()[i] = static_cast<T>(first + static_cast<T>(i) * delta);
                return y;
            });
        }
    };
}

Tensor castTensor(const Tensor& x, DType to, ThreadPool& pool) { return castTo(x, to, pool); }

std::vector<OpRegistration> shapeOps()
{
    return {
        { "", "Reshape", 5, "allowzero", makeKernel<ReshapeKernel> },
        { "", "Flatten", 1, "axis", makeKernel<FlattenKernel> },
        { "", "Squeeze", 1, "axes", makeKernel<AxesKernel<true>> },
        { "", "Unsqueeze", 1, "axes", makeKernel<AxesKernel<false>> },
        { "", "Identity", 1, "", makeKernel<IdentityKernel> },
        { "", "Dropout", 7, "ratio,seed,is_test", makeKernel<IdentityKernel> },
        { "", "Shape", 1, "start,end", makeKernel<ShapeKernel> },
        { "", "Size", 1, "", makeKernel<SizeKernel> },
        { "", "Cast", 6, "to,saturate", makeKernel<CastKernel> },
        { "", "ConstantOfShape", 9, "value", makeKernel<ConstantOfShapeKernel> },
        { "", "Range", 11, "", makeKernel<RangeKernel> },
    };
}

} // namespace quantlens::runtime
