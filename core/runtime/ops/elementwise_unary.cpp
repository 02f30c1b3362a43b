// One-input element-wise operators: activations (Relu, LeakyRelu, Clip, Sigmoid, HardSigmoid,
// HardSwish, Tanh, Erf, Gelu, Elu, Softplus) and math (Sqrt, Exp, Log, Abs, Neg, Reciprocal, Floor,
// Ceil, Round, Sign, Not). Float math is done in the tensor's own type, as ONNX Runtime does.
#include "runtime/op_attributes.h"
#include "runtime/ops/dtype_dispatch.h"
#include "runtime/ops/op_families.h"
#include "tensor/shape_text.h"

#include <cmath>
#include <limits>
#include <type_traits>

namespace quantlens::runtime {
namespace {
    template <class T, class F> Tensor mapElements(const Tensor& x, F f, ThreadPool& pool)
    {
        Tensor y(x.dtype(), x.shape());
        const T* in = x.data<T>();
        T* out = y.mutableData<T>();
        pool.parallelFor(x.size(), 16384, [&](std::size_t begin, std::size_t end) {
            for (std::size_t i = begin; i < end; ++i)
                out[i] = f(in[i]);
        });
        return y;
    }

    enum class Unary {
        Relu,
        Sigmoid,
        Tanh,
        Erf,
        Sqrt,
        Exp,
        Log,
        Abs,
        Neg,
        Reciprocal,
        Floor,
        Ceil,
        Round,
        Sign,
        Softplus
    };

    template <Unary kind, class T> T apply(T v)
    {
        if constexpr (std::is_floating_point_v<T>) {
            switch (kind) {
            // NaN stays NaN in every activation, as in ONNX Runtime and numpy: a comparison with NaN is
            // false, so each test below is written to fall through to v for it.
            case Unary::Relu: return v < T(0) ? T(0) : v;
            case Unary::Sigmoid: return v >= T(0) ? T(1) / (T(1) + std::exp(-v)) : std::exp(v) / (T(1) + std::exp(v));
            case Unary::Tanh: return std::tanh(v);
            case Unary::Erf: return std::erf(v);
            case Unary::Sqrt: return std::sqrt(v);
            case Unary::Exp: return std::exp(v);
            case Unary::Log: return std::log(v);
            case Unary::Abs: return std::abs(v);
            case Unary::Neg: return -v;
            case Unary::Reciprocal: return T(1) / v;
            case Unary::Floor: return std::floor(v);
            case Unary::Ceil: return std::ceil(v);
            case Unary::Round: return std::nearbyint(v); // half to even, as ONNX specifies
            case Unary::Sign: return v > T(0) ? T(1) : v < T(0) ? T(-1) : v == T(0) ? T(0) : v;
            case Unary::Softplus: return v > T(20) ? v : std::log1p(std::exp(v));
            }
        } else {
            switch (kind) {
            case Unary::Relu: return v > T(0) ? v : T(0);
            case Unary::Abs: return static_cast<T>(v < T(0) ? -v : v);
            case Unary::Neg: return static_cast<T>(-v);
            case Unary::Sign: return v > T(0) ? T(1) : v < T(0) ? static_cast<T>(-1) : T(0);
            case Unary::Floor:
            case Unary::Ceil:
            case Unary::Round: return v;
            default: break;
            }
        }
        return v;
    }

    constexpr bool integerFriendly(Unary kind)
    {
        return kind == Unary::Relu || kind == Unary::Abs || kind == Unary::Neg || kind == Unary::Sign
            || kind == Unary::Floor || kind == Unary::Ceil || kind == Unary::Round;
    }

    template <Unary kind> class UnaryKernel : public OpKernel {
    public:
        explicit UnaryKernel(const KernelSetup&) { }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            call.outputs[0] = dispatchNumeric(x.dtype(), [&](auto tag) {
                using T = typename decltype(tag)::type;
                if constexpr (!std::is_floating_point_v<T>)
                    if (!integerFriendly(kind))
                        throw OpError(text("run.dtype", { dtypeName(x.dtype()) }));
                return mapElements<T>(
                    x, [](T v) { return apply<kind, T>(v); }, call.pool);
            });
        }
    };

    /// Float-only activations with attributes: y = f(x; a, b).
    template <class Derived> class FloatActivation : public OpKernel {
    public:
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            const auto& self = static_cast<const Derived&>(*this);
            call.outputs[0] = dispatchFloat(x.dtype(), [&](auto tag) {
                using T = typename decltype(tag)::type;
                return mapElements<T>(
                    x, [&](T v) { return self.template apply<T>(v); }, call.pool);
            });
        }
    };

    class LeakyRelu : public FloatActivation<LeakyRelu> {
    public:
        explicit LeakyRelu(const KernelSetup& s)
            : m_alpha(NodeAttributes(s.node).real("alpha", 0.01f))
        { }
        template <class T> T apply(T v) const { return v >= T(0) ? v : static_cast<T>(m_alpha) * v; }

    private:
        float m_alpha;
    };

    class Elu : public FloatActivation<Elu> {
    public:
        explicit Elu(const KernelSetup& s)
            : m_alpha(NodeAttributes(s.node).real("alpha", 1.0f))
        { }
        template <class T> T apply(T v) const { return v >= T(0) ? v : static_cast<T>(m_alpha) * (std::exp(v) - T(1)); }

    private:
        float m_alpha;
    };

    class HardSigmoid : public FloatActivation<HardSigmoid> {
    public:
        explicit HardSigmoid(const KernelSetup& s)
            : m_alpha(NodeAttributes(s.node).real("alpha", 0.2f))
            , m_beta(NodeAttributes(s.node).real("beta", 0.5f))
        { }
        template <class T> T apply(T v) const
        {
            const T linear = static_cast<T>(m_alpha) * v + static_cast<T>(m_beta);
            return std::isnan(linear) ? linear : std::max(T(0), std::min(T(1), linear));
        }

    private:
        float m_alpha, m_beta;
    };

    class HardSwish : public FloatActivation<HardSwish> {
    public:
        explicit HardSwish(const KernelSetup&) { }
        template <class T> T apply(T v) const
        {
            return v * std::max(T(0), std::min(T(1), static_cast<T>(1.0f / 6.0f) * v + T(0.5)));
        }
    };

    class Gelu : public FloatActivation<Gelu> {
    public:
        explicit Gelu(const KernelSetup& s)
        {
            const std::string mode = NodeAttributes(s.node).string("approximate", "none");
            require(mode == "none" || mode == "tanh", "Gelu's approximate is 'none' or 'tanh'");
            m_tanh = mode == "tanh";
        }
        template <class T> T apply(T v) const
        {
            if (m_tanh)
                return T(0.5) * v * (T(1) + std::tanh(T(0.7978845608028654) * (v + T(0.044715) * v * v * v)));
            return T(0.5) * v * (T(1) + std::erf(v * T(0.7071067811865476)));
        }

    private:
        bool m_tanh = false;
    };

    /// Clip: bounds from attributes before opset 11, from optional inputs after.
    class ClipKernel : public OpKernel {
    public:
        explicit ClipKernel(const KernelSetup& s)
            : m_attributes(s.opset < 11)
        {
            NodeAttributes a(s.node);
            m_min = a.real("min", -std::numeric_limits<float>::infinity());
            m_max = a.real("max", std::numeric_limits<float>::infinity());
        }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            call.outputs[0] = dispatchNumeric(x.dtype(), [&](auto tag) {
                using T = typename decltype(tag)::type;
                T lo = std::numeric_limits<T>::lowest(), hi = std::numeric_limits<T>::max();
                if (m_attributes) {
                    lo = static_cast<T>(std::max<double>(m_min, static_cast<double>(lo)));
                    hi = static_cast<T>(std::min<double>(m_max, static_cast<double>(hi)));
                } else {
                    if (call.has(1))
                        lo = bound<T>(call.input(1), "min");
                    if (call.has(2))
                        hi = bound<T>(call.input(2), "max");
                }
                return mapElements<T>(
                    x, [=](T v) { return std::min(std::max(v, lo), hi); }, call.pool);
            });
        }

    private:
        /// A bound input: one value (a scalar, or one element as ONNX Runtime accepts), of x's type.
        template <class T> static T bound(const Tensor& t, const char* which)
        {
            require(t.size() == 1 && t.rank() <= 1,
                std::string("Clip's ") + which + " is a scalar (it has shape " + shapeToString(t.shape()) + ")");
            require(t.dtype() == dtypeOf<T>(), std::string("Clip's ") + which + " has the input's element type");
            return t.data<T>()[0];
        }
        bool m_attributes;
        float m_min, m_max;
    };

    class NotKernel : public OpKernel {
    public:
        explicit NotKernel(const KernelSetup&) { }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            require(x.dtype() == DType::Bool, "Not takes a bool input");
            call.outputs[0] = mapElements<bool>(
                x, [](bool v) { return !v; }, call.pool);
        }
    };
}

std::vector<OpRegistration> elementwiseUnaryOps()
{
    return {
        { "", "Relu", 6, "", makeKernel<UnaryKernel<Unary::Relu>> },
        { "", "Sigmoid", 6, "", makeKernel<UnaryKernel<Unary::Sigmoid>> },
        { "", "Tanh", 6, "", makeKernel<UnaryKernel<Unary::Tanh>> },
        { "", "Erf", 9, "", makeKernel<UnaryKernel<Unary::Erf>> },
        { "", "Sqrt", 6, "", makeKernel<UnaryKernel<Unary::Sqrt>> },
        { "", "Exp", 6, "", makeKernel<UnaryKernel<Unary::Exp>> },
        { "", "Log", 6, "", makeKernel<UnaryKernel<Unary::Log>> },
        { "", "Abs", 6, "", makeKernel<UnaryKernel<Unary::Abs>> },
        { "", "Neg", 6, "", makeKernel<UnaryKernel<Unary::Neg>> },
        { "", "Reciprocal", 6, "", makeKernel<UnaryKernel<Unary::Reciprocal>> },
        { "", "Floor", 6, "", makeKernel<UnaryKernel<Unary::Floor>> },
        { "", "Ceil", 6, "", makeKernel<UnaryKernel<Unary::Ceil>> },
        { "", "Round", 11, "", makeKernel<UnaryKernel<Unary::Round>> },
        { "", "Sign", 9, "", makeKernel<UnaryKernel<Unary::Sign>> },
        { "", "Softplus", 1, "", makeKernel<UnaryKernel<Unary::Softplus>> },
        { "", "LeakyRelu", 6, "alpha", makeKernel<LeakyRelu> },
        { "", "Elu", 6, "alpha", makeKernel<Elu> },
        { "", "HardSigmoid", 6, "alpha,beta", makeKernel<HardSigmoid> },
        { "", "HardSwish", 14, "", makeKernel<HardSwish> },
        { "", "Gelu", 20, "approximate", makeKernel<Gelu> },
        { "", "Clip", 6, "min,max", makeKernel<ClipKernel> },
        { "", "Not", 1, "", makeKernel<NotKernel> },
    };
}

} // namespace quantlens::runtime
