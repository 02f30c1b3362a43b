// Reductions: ReduceSum, ReduceMean, ReduceMax, ReduceMin, ReduceProd, ReduceL1, ReduceL2,
// ReduceSumSquare, ReduceLogSumExp, ArgMax, ArgMin and TopK. Float sums and products are accumulated in
// double (integers in int64), always in element order, so results never depend on the thread count.
#include "runtime/op_attributes.h"
#include "runtime/ops/dtype_dispatch.h"
#include "runtime/ops/op_families.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <type_traits>

namespace quantlens::runtime {
namespace {
    enum class Reduce { Sum, Mean, Max, Min, Prod, L1, L2, SumSquare, LogSumExp };

    /// log(sum(exp(x))) kept as a running maximum and a sum scaled by it, so large values do not overflow.
    struct LogSumExpAcc {
        double max = -std::numeric_limits<double>::infinity();
        double sum = 0.0;
    };

    template <class T> T fromDouble(double v)
    {
        if constexpr (std::is_floating_point_v<T>)
            return static_cast<T>(v);
        else // out-of-range float to integer is undefined in C++
            return std::isfinite(v) && std::abs(v) < 9.2e18 ? static_cast<T>(static_cast<std::int64_t>(v)) : T(0);
    }

    template <class T> bool isNaN(T v)
    {
        if constexpr (std::is_floating_point_v<T>)
            return std::isnan(v);
        else
            return false;
    }

    template <Reduce kind, class T> struct Reducer {
        static constexpr bool isFloat = std::is_floating_point_v<T>;
        using Wide = std::conditional_t<isFloat, double, std::int64_t>;
        using Acc = std::conditional_t<kind == Reduce::Max || kind == Reduce::Min, T,
            std::conditional_t<kind == Reduce::LogSumExp, LogSumExpAcc, Wide>>;

        static Acc init()
        {
            if constexpr (kind == Reduce::Max)
                return isFloat ? -std::numeric_limits<T>::infinity() : std::numeric_limits<T>::lowest();
            else if constexpr (kind == Reduce::Min)
                return isFloat ? std::numeric_limits<T>::infinity() : std::numeric_limits<T>::max();
            else if constexpr (kind == Reduce::Prod)
                return Acc(1);
            else
                return Acc {};
        }
        static void add(Acc& a, T v)
        {
            if constexpr (kind == Reduce::Max) // NaN wins and stays; a select, so that the loops vectorise
                a = v > a || isNaN(v) ? v : a;
            else if constexpr (kind == Reduce::Min)
                a = v < a || isNaN(v) ? v : a;
            else if constexpr (kind == Reduce::Prod) {
                if constexpr (isFloat)
                    a *= static_cast<double>(v);
                else // wraps like the element type instead of overflowing
                    a = static_cast<Wide>(static_cast<std::uint64_t>(a) * static_cast<std::uint64_t>(Wide(v)));
            } else if constexpr (kind == Reduce::L1)
                a += v < T(0) ? -Wide(v) : Wide(v);
            else if constexpr (kind == Reduce::L2 || kind == Reduce::SumSquare)
                a += Wide(v) * Wide(v);
            else if constexpr (kind == Reduce::LogSumExp) {
                const auto d = static_cast<double>(v);
                if (d > a.max) {
                    a.sum = a.sum * std::exp(a.max - d) + 1.0;
                    a.max = d;
                } else if (d != -std::numeric_limits<double>::infinity())
                    a.sum += std::exp(d - a.max);
            } else
                a += Wide(v);
        }
        static T finish(const Acc& a, std::size_t count)
        {
            if constexpr (kind == Reduce::Max || kind == Reduce::Min)
                return a;
            else if constexpr (kind == Reduce::Mean) {
                if constexpr (isFloat)
                    return static_cast<T>(a / static_cast<double>(count)); // NaN for an empty set
                else
                    return count == 0 ? T(0) : static_cast<T>(a / static_cast<Wide>(count));
            } else if constexpr (kind == Reduce::L2)
                return fromDouble<T>(std::sqrt(static_cast<double>(a)));
            else if constexpr (kind == Reduce::LogSumExp)
                return fromDouble<T>(a.max + std::log(a.sum));
            else
                return static_cast<T>(a);
        }
    };

    /// Which elements each output reduces. Size-1 axes are dropped and neighbouring axes that are both kept or
    /// both reduced merged; the innermost group is then either kept (outputs next to each other read
    /// neighbouring inputs: the inner loop runs across outputs) or reduced (each output reads runs).
    struct ReducePlan {
        std::vector<std::int64_t> keptDims, keptStrides; ///< outer kept groups, input strides
        std::vector<std::int64_t> reducedOffsets { 0 }; ///< input offsets of the reduced positions outside the run
        std::int64_t inner = 1; ///< length of the innermost group
        bool innerReduced = false;
        std::size_t outerCount = 1;

        ReducePlan(const Shape& shape, const std::vector<bool>& reduced)
        {
            std::vector<std::int64_t> dims, strides;
            std::vector<bool> flags;
            std::int64_t stride = 1;
            for (std::size_t i = shape.size(); i-- > 0;) {
                if (shape[i] != 1) {
                    if (!flags.empty() && flags.back() == reduced[i])
                        dims.back() *= shape[i]; // the group keeps the stride of its innermost axis
                    else
                        dims.push_back(shape[i]), strides.push_back(stride), flags.push_back(reduced[i]);
                }
                stride *= shape[i];
            } // innermost first
            if (dims.empty())
                dims.push_back(1), strides.push_back(1), flags.push_back(false);
            inner = dims[0];
            innerReduced = flags[0];
            std::vector<std::int64_t> rDims, rStrides;
            for (std::size_t g = dims.size(); g-- > 1;)
                (flags[g] ? rDims : keptDims).push_back(dims[g]),
                    (flags[g] ? rStrides : keptStrides).push_back(strides[g]);
            for (std::size_t k = 0; k < rDims.size(); ++k) {
                std::vector<std::int64_t> next;
                next.reserve(reducedOffsets.size() * static_cast<std::size_t>(rDims[k]));
                for (auto base : reducedOffsets)
                    for (std::int64_t i = 0; i < rDims[k]; ++i)
                        next.push_back(base + i * rStrides[k]);
                reducedOffsets.swap(next);
            }
            for (auto d : keptDims)
                outerCount *= static_cast<std::size_t>(d);
        }
        std::int64_t keptOffset(std::size_t index) const
        {
            std::int64_t offset = 0;
            for (std::size_t k = keptDims.size(); k-- > 0;) {
                offset += static_cast<std::int64_t>(index % static_cast<std::size_t>(keptDims[k])) * keptStrides[k];
                index /= static_cast<std::size_t>(keptDims[k]);
            }
            return offset;
        }
    };

    template <Reduce kind, class T>
    void reduce(const Tensor& x, Tensor& y, const std::vector<bool>& reduced, std::size_t count, ThreadPool& pool)
    {
        using R = Reducer<kind, T>;
        T* out = y.mutableData<T>();
        if (x.size() == 0) { // every output reduces an empty set
            std::fill(out, out + y.size(), R::finish(R::init(), 0));
            return;
        }
        const ReducePlan plan(x.shape(), reduced);
        const T* in = x.data<T>();
        const auto& offsets = plan.reducedOffsets;
        const auto inner = static_cast<std::size_t>(plan.inner);
        if (plan.innerReduced) {
            pool.parallelFor(
                plan.outerCount, std::max<std::size_t>(1, 16384 / count), [&](std::size_t b, std::size_t e) {
                    for (std::size_t o = b; o < e; ++o) {
                        const T* base = in + plan.keptOffset(o);
                        auto acc = R::init();
                        for (auto r : offsets)
                            for (std::size_t i = 0; i < inner; ++i)
                                R::add(acc, base[r + static_cast<std::int64_t>(i)]);
                        out[o] = R::finish(acc, count);
                    }
                });
            return;
        }
        // Outputs side by side: accumulate a chunk of them at once over the reduced positions.
        const std::size_t chunk = std::min<std::size_t>(inner, 1024);
        const std::size_t chunks = (inner + chunk - 1) / chunk;
        pool.parallelFor(plan.outerCount * chunks, std::max<std::size_t>(1, 16384 / (chunk * count)),
            [&](std::size_t b, std::size_t e) {
                std::vector<typename R::Acc> acc(chunk);
                for (std::size_t t = b; t < e; ++t) {
                    const std::size_t o = t / chunks, j0 = (t % chunks) * chunk, n = std::min(chunk, inner - j0);
                    const T* base = in + plan.keptOffset(o) + j0;
                    std::fill(acc.begin(), acc.begin() + static_cast<std::ptrdiff_t>(n), R::init());
                    for (auto r : offsets)
                        for (std::size_t j = 0; j < n; ++j)
                            R::add(acc[j], base[r + static_cast<std::int64_t>(j)]);
                    for (std::size_t j = 0; j < n; ++j)
                        out[o * inner + j0 + j] = R::finish(acc[j], count);
                }
            });
    }

    /// The ReduceXxx operators: axes from the attribute, or from the second input from opset 13 (ReduceSum)
    /// or 18 (the others).
    template <Reduce kind> class ReduceKernel : public OpKernel {
    public:
        explicit ReduceKernel(const KernelSetup& s)
        {
            NodeAttributes a(s.node);
            m_axesFromInput = s.opset >= (kind == Reduce::Sum ? 13 : 18);
            m_axes = a.integers("axes", {});
            m_keepDims = a.integer("keepdims", 1) != 0;
            m_noopWithEmptyAxes = a.integer("noop_with_empty_axes", 0) != 0;
        }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            const auto axes
                = m_axesFromInput ? (call.has(1) ? call.input(1).toInts() : std::vector<std::int64_t> {}) : m_axes;
            // No axes: all of them, or with noop_with_empty_axes none, which still applies the element-wise part
            // (ReduceSumSquare squares, ReduceL1 takes absolute values), as ONNX Runtime does.
            std::vector<bool> reduced(x.rank(), axes.empty() && !m_noopWithEmptyAxes);
            for (auto a : axes) // a repeated axis is reduced once, as in ONNX Runtime
                reduced[normalizeAxis(a, x.rank())] = true;
            Shape shape;
            std::size_t count = 1;
            for (std::size_t i = 0; i < x.rank(); ++i) {
                if (reduced[i])
                    count *= static_cast<std::size_t>(x.dim(i));
                if (!reduced[i] || m_keepDims)
                    shape.push_back(reduced[i] ? 1 : x.dim(i));
            }
            call.outputs[0] = dispatchNumeric(x.dtype(), [&](auto tag) {
                using T = typename decltype(tag)::type;
                Tensor y(x.dtype(), shape);
                reduce<kind, T>(x, y, reduced, count, call.pool);
                return y;
            });
        }

    private:
        std::vector<std::int64_t> m_axes;
        bool m_axesFromInput = false, m_keepDims = true, m_noopWithEmptyAxes = false;
    };

    /// ArgMax and ArgMin: the first extreme, or the last with select_last_index, as ONNX Runtime compares.
    template <bool max> class ArgKernel : public OpKernel {
    public:
        explicit ArgKernel(const KernelSetup& s)
        {
            NodeAttributes a(s.node);
            m_axis = a.integer("axis", 0);
            m_keepDims = a.integer("keepdims", 1) != 0;
            m_last = a.integer("select_last_index", 0) != 0;
        }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            const std::size_t axis = normalizeAxis(m_axis, x.rank());
            Shape shape;
            std::size_t outer = 1, inner = 1;
            for (std::size_t i = 0; i < x.rank(); ++i) {
                if (i != axis || m_keepDims)
                    shape.push_back(i == axis ? 1 : x.dim(i));
                (i < axis ? outer : inner) *= i == axis ? 1 : static_cast<std::size_t>(x.dim(i));
            }
            const auto n = static_cast<std::size_t>(x.dim(axis));
            Tensor y(DType::Int64, shape);
            require(n > 0 || y.size() == 0, "ArgMax/ArgMin along an empty axis");
            dispatchNumeric(x.dtype(), [&](auto tag) {
                using T = typename decltype(tag)::type;
                const T* in = x.data<T>();
                std::int64_t* out = y.mutableData<std::int64_t>();
                const bool last = m_last;
                auto better = [last](T v, T best) {
                    if constexpr (max)
                        return last ? v >= best : v > best;
                    else
                        return last ? v <= best : v < best;
                };
                call.pool.parallelFor(outer, std::max<std::size_t>(1, 16384 / std::max<std::size_t>(n * inner, 1)),
                    [&](std::size_t b, std::size_t e) {
                        std::vector<T> best(inner);
                        for (std::size_t o = b; o < e; ++o) {
                            const T* plane = in + o * n * inner;
                            std::int64_t* index = out + o * inner;
                            std::copy(plane, plane + inner, best.begin());
                            std::fill(index, index + inner, 0);
                            for (std::size_t i = 1; i < n; ++i)
                                for (std::size_t j = 0; j < inner; ++j)
                                    if (better(plane[i * inner + j], best[j]))
                                        best[j] = plane[i * inner + j], index[j] = static_cast<std::int64_t>(i);
                        }
                    });
            });
            call.outputs[0] = y;
        }

    private:
        std::int64_t m_axis = 0;
        bool m_keepDims = true, m_last = false;
    };

    /// Whether `a` ranks strictly before `b`. NaN ranks as the largest value (as PyTorch's topk does), which
    /// keeps the order strict and weak so sorting stays defined.
    template <class T> bool ranksBefore(T a, T b, bool largest)
    {
        if constexpr (std::is_floating_point_v<T>) {
            const bool nanA = std::isnan(a), nanB = std::isnan(b);
            if (nanA || nanB)
                return largest ? nanA && !nanB : !nanA && nanB;
        }
        return largest ? a > b : a < b;
    }

    /// The k best of n positions, chosen as ONNX Runtime chooses them so that with sorted = 0 the order is its
    /// order too: for small k a binary heap whose root is the weakest kept, else std::nth_element (the same
    /// libstdc++ algorithm its Linux builds use); then sorted best first when asked.
    template <class Before>
    void selectTopK(std::int64_t* order, std::size_t n, std::size_t k, bool sorted, Before before)
    {
        if (k < 4 || std::log2(double(k)) / std::log2(double(n)) < 0.725) {
            auto sift = [&](std::size_t i, std::size_t size) { // moves order[i] down past any child it beats
                for (std::size_t left = 2 * i + 1; left < size; left = 2 * i + 1) {
                    const std::size_t right = left + 1;
                    const bool beatsLeft = before(order[i], order[left]);
                    if (right < size && beatsLeft && before(order[right], order[left]))
                        std::swap(order[i], order[left]), i = left;
                    else if (right < size && (beatsLeft || before(order[i], order[right])))
                        std::swap(order[i], order[right]), i = right;
                    else if (right >= size && beatsLeft)
                        std::swap(order[i], order[left]), i = left;
                    else
                        break;
                }
            };
            for (std::size_t l = 0; l < k; ++l)
                order[k - l - 1] = static_cast<std::int64_t>(l), sift(k - l - 1, k);
            for (std::size_t l = k; l < n; ++l)
                if (before(static_cast<std::int64_t>(l), order[0]))
                    order[0] = static_cast<std::int64_t>(l), sift(0, k);
        } else {
            std::iota(order, order + n, std::int64_t { 0 });
            std::nth_element(order, order + k - 1, order + n, before);
        }
        if (sorted)
            std::sort(order, order + k, before);
    }

    /// TopK: k from the attribute (opset 1) or the second input (10+); largest and sorted from opset 11. Equal
    /// values keep the lower index first, as in ONNX Runtime.
    class TopKKernel : public OpKernel {
    public:
        explicit TopKKernel(const KernelSetup& s)
        {
            NodeAttributes a(s.node);
            m_axis = a.integer("axis", -1);
            m_kFromInput = s.opset >= 10;
            m_k = a.integer("k", -1);
            m_largest = a.integer("largest", 1) != 0;
            m_sorted = a.integer("sorted", 1) != 0;
            require(m_kFromInput || m_k >= 0, "TopK needs 'k'");
        }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            require(x.rank() > 0, "TopK's input has at least one dimension");
            const std::size_t axis = normalizeAxis(m_axis, x.rank());
            std::int64_t k = m_k;
            if (m_kFromInput) {
                require(call.input(1).size() == 1, "TopK's K holds one value");
                k = call.input(1).scalarAsInt();
            }
            require(k >= 0 && k <= x.dim(axis), "TopK's k is between 0 and the axis' length");
            Shape shape = x.shape();
            shape[axis] = k;
            std::size_t outer = 1, inner = 1;
            for (std::size_t i = 0; i < x.rank(); ++i)
                (i < axis ? outer : inner) *= i == axis ? 1 : static_cast<std::size_t>(x.dim(i));
            const auto n = static_cast<std::size_t>(x.dim(axis)), kk = static_cast<std::size_t>(k);
            Tensor indices(DType::Int64, shape);
            call.outputs[0] = dispatchNumeric(x.dtype(), [&](auto tag) {
                using T = typename decltype(tag)::type;
                Tensor values(x.dtype(), shape);
                const T* in = x.data<T>();
                T* outValues = values.mutableData<T>();
                std::int64_t* outIndices = indices.mutableData<std::int64_t>();
                call.pool.parallelFor(kk == 0 ? 0 : outer * inner, std::max<std::size_t>(1, 16384 / n),
                    [&](std::size_t b, std::size_t e) {
                        std::vector<T> line(n);
                        std::vector<std::int64_t> order(n);
                        auto before = [&](std::int64_t p, std::int64_t q) {
                            const T vp = line[static_cast<std::size_t>(p)], vq = line[static_cast<std::size_t>(q)];
                            return ranksBefore(vp, vq, m_largest) || (!ranksBefore(vq, vp, m_largest) && p < q);
                        };
                        for (std::size_t s = b; s < e; ++s) {
                            const std::size_t o = s / inner, j = s % inner;
                            for (std::size_t i = 0; i < n; ++i)
                                line[i] = in[(o * n + i) * inner + j];
                            selectTopK(order.data(), n, kk, m_sorted, before);
                            for (std::size_t i = 0; i < kk; ++i) {
                                outValues[(o * kk + i) * inner + j] = line[static_cast<std::size_t>(order[i])];
                                outIndices[(o * kk + i) * inner + j] = order[i];
                            }
                        }
                    });
                return values;
            });
            if (call.outputs.size() > 1)
                call.outputs[1] = indices;
        }

    private:
        std::int64_t m_axis = -1, m_k = -1;
        bool m_kFromInput = false, m_largest = true, m_sorted = true;
    };
}

std::vector<OpRegistration> reduceOps()
{
    constexpr const char* attrAxes = "axes,keepdims";
    constexpr const char* inputAxes = "keepdims,noop_with_empty_axes"; // ReduceSum from opset 13, the others from 18
    return {
        { "", "ReduceSum", 1, attrAxes, makeKernel<ReduceKernel<Reduce::Sum>> },
        { "", "ReduceSum", 13, inputAxes, makeKernel<ReduceKernel<Reduce::Sum>> },
        { "", "ReduceMean", 1, attrAxes, makeKernel<ReduceKernel<Reduce::Mean>> },
        { "", "ReduceMean", 18, inputAxes, makeKernel<ReduceKernel<Reduce::Mean>> },
        { "", "ReduceMax", 1, attrAxes, makeKernel<ReduceKernel<Reduce::Max>> },
        { "", "ReduceMax", 18, inputAxes, makeKernel<ReduceKernel<Reduce::Max>> },
        { "", "ReduceMin", 1, attrAxes, makeKernel<ReduceKernel<Reduce::Min>> },
        { "", "ReduceMin", 18, inputAxes, makeKernel<ReduceKernel<Reduce::Min>> },
        { "", "ReduceProd", 1, attrAxes, makeKernel<ReduceKernel<Reduce::Prod>> },
        { "", "ReduceProd", 18, inputAxes, makeKernel<ReduceKernel<Reduce::Prod>> },
        { "", "ReduceL1", 1, attrAxes, makeKernel<ReduceKernel<Reduce::L1>> },
        { "", "ReduceL1", 18, inputAxes, makeKernel<ReduceKernel<Reduce::L1>> },
        { "", "ReduceL2", 1, attrAxes, makeKernel<ReduceKernel<Reduce::L2>> },
        { "", "ReduceL2", 18, inputAxes, makeKernel<ReduceKernel<Reduce::L2>> },
        { "", "ReduceSumSquare", 1, attrAxes, makeKernel<ReduceKernel<Reduce::SumSquare>> },
        { "", "ReduceSumSquare", 18, inputAxes, makeKernel<ReduceKernel<Reduce::SumSquare>> },
        { "", "ReduceLogSumExp", 1, attrAxes, makeKernel<ReduceKernel<Reduce::LogSumExp>> },
        { "", "ReduceLogSumExp", 18, inputAxes, makeKernel<ReduceKernel<Reduce::LogSumExp>> },
        { "", "ArgMax", 1, "axis,keepdims", makeKernel<ArgKernel<true>> },
        { "", "ArgMax", 12, "axis,keepdims,select_last_index", makeKernel<ArgKernel<true>> },
        { "", "ArgMin", 1, "axis,keepdims", makeKernel<ArgKernel<false>> },
        { "", "ArgMin", 12, "axis,keepdims,select_last_index", makeKernel<ArgKernel<false>> },
        { "", "TopK", 1, "axis,k", makeKernel<TopKKernel> },
        { "", "TopK", 10, "axis", makeKernel<TopKKernel> },
        { "", "TopK", 11, "axis,largest,sorted", makeKernel<TopKKernel> },
    };
}

} // namespace quantlens::runtime
