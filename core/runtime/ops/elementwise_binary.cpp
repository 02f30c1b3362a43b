// Arithmetic, comparison and logic operators with broadcasting: Add, Sub, Mul, Div, Pow, Mod, Min,
// Max, Sum, Mean, PRelu, Equal, Less, Greater, LessOrEqual, GreaterOrEqual, And, Or, Xor, Where.
#include "runtime/op_attributes.h"
#include "runtime/ops/broadcast.h"
#include "runtime/ops/dtype_dispatch.h"
#include "runtime/ops/op_families.h"

#include <cmath>
#include <functional>
#include <type_traits>

namespace quantlens::runtime {
namespace {
    /// A double as element type T: floats as they are, integers through saturatingInt64 and then
    /// wrapped into T (C++ leaves out-of-range conversions undefined).
    template <class T> T valueAs(double v)
    {
        if constexpr (std::is_floating_point_v<T>)
            return static_cast<T>(v);
        else
            return static_cast<T>(saturatingInt64(v));
    }

    template <class T, class R, class Op>
    void binaryLoop(const T* a, const T* b, R* y, const BroadcastLoop& loop, Op op, ThreadPool& pool)
    {
        const std::size_t n = loop.rowLength();
        const auto sa = loop.innerStride(0), sb = loop.innerStride(1);
        // Long rows (two tensors of one shape are a single row) are cut into pieces for the threads.
        constexpr std::size_t kPiece = 16384;
        const std::size_t pieces = n == 0 ? 0 : (n + kPiece - 1) / kPiece;
        pool.parallelFor(
            loop.rows() * pieces, std::max<std::size_t>(1, rowsPerPiece(n)), [&](std::size_t begin, std::size_t end) {
                std::int64_t offsets[2];
                for (std::size_t item = begin; item < end; ++item) {
                    const std::size_t row = item / pieces, first = (item % pieces) * kPiece;
                    const std::size_t count = std::min(kPiece, n - first);
                    loop.rowOffsets(row, offsets);
                    const T* pa = a + offsets[0] + (sa ? first : 0);
                    const T* pb = b + offsets[1] + (sb ? first : 0);
                    R* py = y + row * n + first;
                    if (sa && sb)
                        for (std::size_t i = 0; i < count; ++i)
                            py[i] = op(pa[i], pb[i]);
                    else if (sa) {
                        const T vb = *pb;
                        for (std::size_t i = 0; i < count; ++i)
                            py[i] = op(pa[i], vb);
                    } else if (sb) {
                        const T va = *pa;
                        for (std::size_t i = 0; i < count; ++i)
                            py[i] = op(va, pb[i]);
                    } else {
                        const R v = op(*pa, *pb);
                        for (std::size_t i = 0; i < count; ++i)
                            py[i] = v;
                    }
                }
            });
    }

    template <class T, class R, class Op> Tensor binary(const Tensor& a, const Tensor& b, Op op, ThreadPool& pool)
    {
        const Shape shape = broadcastShapes({ a.shape(), b.shape() });
        Tensor y(dtypeOf<R>(), shape);
        const BroadcastLoop loop(shape, { a.shape(), b.shape() });
        binaryLoop<T, R>(a.data<T>(), b.data<T>(), y.mutableData<R>(), loop, op, pool);
        return y;
    }

    void requireSameType(const Tensor& a, const Tensor& b)
    {
        if (a.dtype() != b.dtype())
            throw OpError(text("run.mixed_types", { dtypeName(a.dtype()), dtypeName(b.dtype()) }));
    }

    enum class Arith { Add, Sub, Mul, Div, Min, Max, Mod, FMod };

    /// Integer Add, Sub and Mul wrap around as ONNX Runtime's do: computed in the unsigned type of the
    /// same width, where overflow is defined (in the signed type it is undefined behaviour).
    template <class T, class Op> T wrapping(T a, T b, Op op)
    {
        using U = std::make_unsigned_t<decltype(a + b)>;
        return static_cast<T>(op(static_cast<U>(a), static_cast<U>(b)));
    }

    template <class T> T arith(Arith kind, T a, T b)
    {
        switch (kind) {
        case Arith::Add:
            if constexpr (std::is_integral_v<T>)
                return wrapping(a, b, std::plus<>());
            else
                return a + b;
        case Arith::Sub:
            if constexpr (std::is_integral_v<T>)
                return wrapping(a, b, std::minus<>());
            else
                return a - b;
        case Arith::Mul:
            if constexpr (std::is_integral_v<T>)
                return wrapping(a, b, std::multiplies<>());
            else
                return a * b;
        case Arith::Div:
            if constexpr (std::is_integral_v<T>) {
                if (b == 0)
                    return T(0);
                // The lowest value divided by -1 does not fit: the processor traps (SIGFPE). Its
                // two's-complement result is the value itself, as negation wraps.
                if constexpr (std::is_signed_v<T>)
                    if (b == T(-1))
                        return wrapping(T(0), a, std::minus<>());
                return static_cast<T>(a / b);
            } else
                return a / b;
        case Arith::Min:
            if constexpr (std::is_floating_point_v<T>)
                return std::isnan(a) || std::isnan(b) ? std::numeric_limits<T>::quiet_NaN() : std::min(a, b);
            else
                return std::min(a, b);
        case Arith::Max:
            if constexpr (std::is_floating_point_v<T>)
                return std::isnan(a) || std::isnan(b) ? std::numeric_limits<T>::quiet_NaN() : std::max(a, b);
            else
                return std::max(a, b);
        case Arith::Mod:
        case Arith::FMod:
            if constexpr (std::is_integral_v<T>) {
                // x % -1 is 0 for every x; computing it traps on the lowest value, as division does.
                if (b == 0 || (std::is_signed_v<T> && b == static_cast<T>(-1)))
                    return 0;
                T r = static_cast<T>(a % b);
                if (kind == Arith::Mod && r != 0 && ((r < 0) != (b < 0)))
                    r = static_cast<T>(r + b);
                return r;
            } else {
                T r = std::fmod(a, b);
                if (kind == Arith::Mod && r != 0 && ((r < 0) != (b < 0)))
                    r += b;
                return r;
            }
        }
        return a;
    }

    template <Arith kind> Tensor arithmetic(const Tensor& a, const Tensor& b, ThreadPool& pool)
    {
        requireSameType(a, b);
        return dispatchNumeric(a.dtype(), [&](auto tag) {
            using T = typename decltype(tag)::type;
            return binary<T, T>(
                a, b, [](T x, T y) { return arith<T>(kind, x, y); }, pool);
        });
    }

    template <Arith kind> class ArithmeticKernel : public OpKernel {
    public:
        explicit ArithmeticKernel(const KernelSetup& setup)
            : m_fmod(NodeAttributes(setup.node).integer("fmod", 0) != 0)
        { }
        void run(KernelCall& call) const override
        {
            if constexpr (kind == Arith::Mod)
                call.outputs[0] = m_fmod ? arithmetic<Arith::FMod>(call.input(0), call.input(1), call.pool)
                                         : arithmetic<Arith::Mod>(call.input(0), call.input(1), call.pool);
            else
                call.outputs[0] = arithmetic<kind>(call.input(0), call.input(1), call.pool);
        }

    private:
        bool m_fmod;
    };

    /// Sum, Mean, Min, Max of any number of inputs: folded pairwise left to right, as the inputs are listed.
    template <Arith kind, bool mean> class VariadicKernel : public OpKernel {
    public:
        explicit VariadicKernel(const KernelSetup&) { }
        void run(KernelCall& call) const override
        {
            require(!call.inputs.empty() && call.has(0), "at least one input");
            Tensor acc = call.input(0);
            for (std::size_t i = 1; i < call.inputs.size(); ++i)
                acc = arithmetic<kind>(acc, call.input(i), call.pool);
            if (mean && call.inputs.size() > 1) {
                const Tensor count = dispatchFloat(acc.dtype(), [&](auto tag) {
                    using T = typename decltype(tag)::type;
                    Tensor c(acc.dtype(), {});
                    *c.mutableData<T>() = static_cast<T>(call.inputs.size());
                    return c;
                });
                acc = arithmetic<Arith::Div>(acc, count, call.pool);
            } else if (call.inputs.size() == 1) {
                // A copy: outputs never share a buffer with an input the caller may release.
                acc = arithmetic<Arith::Add>(acc, Tensor::zeros(acc.dtype(), {}), call.pool);
            }
            call.outputs[0] = std::move(acc);
        }
    };

    class PowKernel : public OpKernel {
    public:
        explicit PowKernel(const KernelSetup&) { }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            Tensor e = call.input(1);
            if (e.dtype() != x.dtype()) {
                // The exponent may have another type; it is converted to the base's type.
                Tensor converted(x.dtype(), e.shape());
                dispatchNumeric(x.dtype(), [&](auto tag) {
                    using T = typename decltype(tag)::type;
                    for (std::size_t i = 0; i < e.size(); ++i)
                        converted.mutableData<T>()[i] = valueAs<T>(e.scalarAsDouble(i));
                });
                e = converted;
            }
            call.outputs[0] = dispatchNumeric(x.dtype(), [&](auto tag) {
                using T = typename decltype(tag)::type;
                return binary<T, T>(
                    x, e,
                    [](T a, T b) {
                        if constexpr (std::is_floating_point_v<T>)
                            return b == T(2) ? a * a : b == T(0.5) ? std::sqrt(a) : std::pow(a, b);
                        else
                            return valueAs<T>(std::pow(static_cast<double>(a), static_cast<double>(b)));
                    },
                    call.pool);
            });
        }
    };

    class PReluKernel : public OpKernel {
    public:
        explicit PReluKernel(const KernelSetup&) { }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            const Tensor& slope = call.input(1);
            requireSameType(x, slope);
            call.outputs[0] = dispatchNumeric(x.dtype(), [&](auto tag) {
                using T = typename decltype(tag)::type;
                return binary<T, T>(
                    x, slope, [](T v, T s) { return v < T(0) ? static_cast<T>(v * s) : v; }, call.pool);
            });
        }
    };

    enum class Compare { Equal, Less, Greater, LessOrEqual, GreaterOrEqual };

    template <Compare kind> class CompareKernel : public OpKernel {
    public:
        explicit CompareKernel(const KernelSetup&) { }
        void run(KernelCall& call) const override
        {
            const Tensor& a = call.input(0);
            const Tensor& b = call.input(1);
            requireSameType(a, b);
            call.outputs[0] = dispatchAny(a.dtype(), [&](auto tag) {
                using T = typename decltype(tag)::type;
                return binary<T, bool>(
                    a, b,
                    [](T x, T y) {
                        switch (kind) {
                        case Compare::Equal: return x == y;
                        case Compare::Less: return x < y;
                        case Compare::Greater: return x > y;
                        case Compare::LessOrEqual: return x <= y;
                        case Compare::GreaterOrEqual: return x >= y;
                        }
                        return false;
                    },
                    call.pool);
            });
        }
    };

    enum class Logic { And, Or, Xor };

    template <Logic kind> class LogicKernel : public OpKernel {
    public:
        explicit LogicKernel(const KernelSetup&) { }
        void run(KernelCall& call) const override
        {
            const Tensor& a = call.input(0);
            const Tensor& b = call.input(1);
            require(a.dtype() == DType::Bool && b.dtype() == DType::Bool, "And, Or and Xor take bool inputs");
            call.outputs[0] = binary<bool, bool>(
                a, b,
                [](bool x, bool y) { return kind == Logic::And ? (x && y)
                                         : kind == Logic::Or   ? (x || y)
                                                               : (x != y); },
                call.pool);
        }
    };

    class WhereKernel : public OpKernel {
    public:
        explicit WhereKernel(const KernelSetup&) { }
        void run(KernelCall& call) const override
        {
            const Tensor& c = call.input(0);
            const Tensor& a = call.input(1);
            const Tensor& b = call.input(2);
            require(c.dtype() == DType::Bool, "Where's condition is bool");
            requireSameType(a, b);
            const Shape shape = broadcastShapes({ c.shape(), a.shape(), b.shape() });
            const BroadcastLoop loop(shape, { c.shape(), a.shape(), b.shape() });
            call.outputs[0] = dispatchAny(a.dtype(), [&](auto tag) {
                using T = typename decltype(tag)::type;
                Tensor y(a.dtype(), shape);
                const std::size_t n = loop.rowLength();
                const auto sc = loop.innerStride(0), sa = loop.innerStride(1), sb = loop.innerStride(2);
                const bool* pc0 = c.data<bool>();
                const T* pa0 = a.data<T>();
                const T* pb0 = b.data<T>();
                T* py0 = y.mutableData<T>();
                call.pool.parallelFor(loop.rows(), rowsPerPiece(n), [&](std::size_t begin, std::size_t end) {
                    std::int64_t offsets[3];
                    for (std::size_t row = begin; row < end; ++row) {
                        loop.rowOffsets(row, offsets);
                        for (std::size_t i = 0; i < n; ++i) {
                            const auto k = static_cast<std::int64_t>(i);
                            py0[row * n + i]
                                = pc0[offsets[0] + k * sc] ? pa0[offsets[1] + k * sa] : pb0[offsets[2] + k * sb];
                        }
                    }
                });
                return y;
            });
        }
    };
}

std::vector<OpRegistration> elementwiseBinaryOps()
{
    return {
        { "", "Add", 7, "", makeKernel<ArithmeticKernel<Arith::Add>> },
        { "", "Sub", 7, "", makeKernel<ArithmeticKernel<Arith::Sub>> },
        { "", "Mul", 7, "", makeKernel<ArithmeticKernel<Arith::Mul>> },
        { "", "Div", 7, "", makeKernel<ArithmeticKernel<Arith::Div>> },
        { "", "Mod", 10, "fmod", makeKernel<ArithmeticKernel<Arith::Mod>> },
        { "", "Pow", 7, "", makeKernel<PowKernel> },
        { "", "Min", 8, "", makeKernel<VariadicKernel<Arith::Min, false>> },
        { "", "Max", 8, "", makeKernel<VariadicKernel<Arith::Max, false>> },
        { "", "Sum", 8, "", makeKernel<VariadicKernel<Arith::Add, false>> },
        { "", "Mean", 8, "", makeKernel<VariadicKernel<Arith::Add, true>> },
        { "", "PRelu", 7, "", makeKernel<PReluKernel> },
        { "", "Equal", 7, "", makeKernel<CompareKernel<Compare::Equal>> },
        { "", "Less", 7, "", makeKernel<CompareKernel<Compare::Less>> },
        { "", "Greater", 7, "", makeKernel<CompareKernel<Compare::Greater>> },
        { "", "LessOrEqual", 12, "", makeKernel<CompareKernel<Compare::LessOrEqual>> },
        { "", "GreaterOrEqual", 12, "", makeKernel<CompareKernel<Compare::GreaterOrEqual>> },
        { "", "And", 7, "", makeKernel<LogicKernel<Logic::And>> },
        { "", "Or", 7, "", makeKernel<LogicKernel<Logic::Or>> },
        { "", "Xor", 7, "", makeKernel<LogicKernel<Logic::Xor>> },
        { "", "Where", 9, "", makeKernel<WhereKernel> },
    };
}

} // namespace quantlens::runtime
