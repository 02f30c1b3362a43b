// Normalisations: BatchNormalization (inference), LayerNormalization, InstanceNormalization, Softmax and
// LogSoftmax. Per-element arithmetic is done in the tensor's own type as ONNX Runtime does; means, variances
// and softmax denominators are summed in double in a fixed order, so results never depend on the thread count.
#include "runtime/op_attributes.h"
#include "runtime/ops/dtype_dispatch.h"
#include "runtime/ops/op_families.h"

#include <algorithm>
#include <cmath>

namespace quantlens::runtime {
namespace {
    bool outputWanted(const Node& node, std::size_t k) { return k < node.outputs.size() && !node.outputs[k].empty(); }

    std::size_t product(const Shape& shape, std::size_t begin, std::size_t end)
    {
        std::size_t n = 1;
        for (std::size_t i = begin; i < end; ++i)
            n *= static_cast<std::size_t>(shape[i]);
        return n;
    }

    /// Mean and variance (divided by n) of n contiguous values: two passes in double for accuracy, each summed
    /// in four interleaved lanes (a fixed order, so still independent of the thread count, and not limited by
    /// the latency of one chain of additions).
    template <class T> std::pair<double, double> meanVariance(const T* x, std::size_t n)
    {
        auto sum = [&](auto term) {
            double lane[4] = { 0.0, 0.0, 0.0, 0.0 };
            std::size_t i = 0;
            for (; i + 4 <= n; i += 4)
                for (std::size_t k = 0; k < 4; ++k)
                    lane[k] += term(static_cast<double>(x[i + k]));
            for (; i < n; ++i)
                lane[0] += term(static_cast<double>(x[i]));
            return (lane[0] + lane[1]) + (lane[2] + lane[3]);
        };
        const double mean = sum([](double v) { return v; }) / static_cast<double>(n);
        const double variance = sum([mean](double v) { return (v - mean) * (v - mean); }) / static_cast<double>(n);
        return { mean, variance };
    }

    /// BatchNormalization with the given statistics: y = x * s + b per channel, with s = scale / sqrt(var + eps)
    /// and b = bias - mean * s, folded as ONNX Runtime folds them.
    class BatchNormKernel : public OpKernel {
    public:
        explicit BatchNormKernel(const KernelSetup& s)
        {
            NodeAttributes a(s.node);
            m_epsilon = a.real("epsilon", 1e-5f);
            if (const auto spatial = a.integer("spatial", 1); s.opset < 9 && spatial != 1)
                throw OpError(text("run.unsupported_value", { "spatial", std::to_string(spatial) }));
            if (const auto training = a.integer("training_mode", 0); training != 0)
                throw OpError(text("run.unsupported_value", { "training_mode", std::to_string(training) }));
            for (std::size_t k = 1; k < s.node.outputs.size(); ++k)
                if (outputWanted(s.node, k)) // running or saved statistics: only computed when training
                    throw OpError(text("run.unsupported_value", { "outputs", std::to_string(s.node.outputs.size()) }));
        }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            require(x.rank() >= 2, "BatchNormalization's input has at least two dimensions (N, C)");
            const auto channels = static_cast<std::size_t>(x.dim(1));
            for (std::size_t i = 1; i <= 4; ++i)
                require(call.input(i).size() == channels && call.input(i).dtype() == x.dtype(),
                    "BatchNormalization's scale, B, mean and var hold one value per channel, of the input's type");
            call.outputs[0] = dispatchFloat(x.dtype(), [&](auto tag) {
                using T = typename decltype(tag)::type;
                std::vector<T> scale(channels), shift(channels);
                for (std::size_t c = 0; c < channels; ++c) {
                    const T invStd = T(1) / std::sqrt(call.input(4).data<T>()[c] + static_cast<T>(m_epsilon));
                    scale[c] = invStd * call.input(1).data<T>()[c];
                    shift[c] = call.input(2).data<T>()[c] - call.input(3).data<T>()[c] * scale[c];
                }
                Tensor y(x.dtype(), x.shape());
                const std::size_t planes = product(x.shape(), 0, 2), size = product(x.shape(), 2, x.rank());
                const T* in = x.data<T>();
                T* out = y.mutableData<T>();
                call.pool.parallelFor(planes, std::max<std::size_t>(1, 16384 / std::max<std::size_t>(size, 1)),
                    [&](std::size_t b, std::size_t e) {
                        for (std::size_t p = b; p < e; ++p) {
                            const T s = scale[p % channels], t = shift[p % channels];
                            for (std::size_t i = p * size; i < (p + 1) * size; ++i)
                                out[i] = in[i] * s + t;
                        }
                    });
                return y;
            });
        }

    private:
        float m_epsilon = 1e-5f;
    };

    /// LayerNormalization (opset 17): each row of the dimensions from `axis` on is normalised, then scaled and
    /// shifted element-wise; Mean and InvStdDev are float (stash_type 1).
    class LayerNormKernel : public OpKernel {
    public:
        explicit LayerNormKernel(const KernelSetup& s)
            : m_meanWanted(outputWanted(s.node, 1))
            , m_invStdWanted(outputWanted(s.node, 2))
        {
            NodeAttributes a(s.node);
            m_axis = a.integer("axis", -1);
            m_epsilon = a.real("epsilon", 1e-5f);
            if (const auto stash = a.integer("stash_type", 1); stash != 1)
                throw OpError(text("run.unsupported_value", { "stash_type", std::to_string(stash) }));
        }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            const std::size_t axis = normalizeAxis(m_axis, x.rank());
            const std::size_t rows = product(x.shape(), 0, axis), n = product(x.shape(), axis, x.rank());
            const Tensor& scale = call.input(1);
            const Tensor* bias = call.has(2) ? &call.input(2) : nullptr;
            require((scale.size() == n || scale.size() == 1) && (!bias || bias->size() == n || bias->size() == 1),
                "LayerNormalization's Scale and B hold one value per normalised element (or a single one)");
            require(scale.dtype() == x.dtype() && (!bias || bias->dtype() == x.dtype()),
                "LayerNormalization's Scale and B have the input's type");
            Shape statShape = x.shape();
            std::fill(statShape.begin() + static_cast<std::ptrdiff_t>(axis), statShape.end(), 1);
            Tensor mean(DType::Float32, statShape), invStd(DType::Float32, statShape);
            if (n == 0) { // statistics of nothing
                std::fill(mean.mutableData<float>(), mean.mutableData<float>() + mean.size(), std::nanf(""));
                std::fill(invStd.mutableData<float>(), invStd.mutableData<float>() + invStd.size(), std::nanf(""));
            }
            call.outputs[0] = dispatchFloat(x.dtype(), [&](auto tag) {
                using T = typename decltype(tag)::type;
                Tensor y(x.dtype(), x.shape());
                const T* in = x.data<T>();
                T* out = y.mutableData<T>();
                const T* g = scale.data<T>();
                const T* b = bias ? bias->data<T>() : nullptr;
                const std::size_t gStep = scale.size() == n ? 1 : 0, bStep = bias && bias->size() == n ? 1 : 0;
                call.pool.parallelFor(n == 0 ? 0 : rows, std::max<std::size_t>(1, 16384 / std::max<std::size_t>(n, 1)),
                    [&](std::size_t begin, std::size_t end) {
                        for (std::size_t r = begin; r < end; ++r) {
                            const T* row = in + r * n;
                            T* dst = out + r * n;
                            const auto [m, variance] = meanVariance(row, n);
                            const double stdDev = std::sqrt(variance + static_cast<double>(m_epsilon));
                            const T mu = static_cast<T>(m), sigma = static_cast<T>(stdDev);
                            for (std::size_t i = 0; i < n; ++i)
                                dst[i] = (row[i] - mu) / sigma * g[i * gStep] + (b ? b[i * bStep] : T(0));
                            mean.mutableData<float>()[r] = static_cast<float>(m);
                            invStd.mutableData<float>()[r] = static_cast<float>(1.0 / stdDev);
                        }
                    });
                return y;
            });
            if (m_meanWanted && call.outputs.size() > 1)
                call.outputs[1] = mean;
            if (m_invStdWanted && call.outputs.size() > 2)
                call.outputs[2] = invStd;
        }

    private:
        std::int64_t m_axis = -1;
        float m_epsilon = 1e-5f;
        bool m_meanWanted, m_invStdWanted;
    };

    /// InstanceNormalization: each (n, c) plane normalised by its own mean and variance, as ONNX Runtime folds
    /// it: y = x * s + (B - mean * s) with s = scale / sqrt(var + eps).
    class InstanceNormKernel : public OpKernel {
    public:
        explicit InstanceNormKernel(const KernelSetup& s)
            : m_epsilon(NodeAttributes(s.node).real("epsilon", 1e-5f))
        { }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            require(x.rank() >= 2, "InstanceNormalization's input has at least two dimensions (N, C)");
            const auto channels = static_cast<std::size_t>(x.dim(1));
            const Tensor &scale = call.input(1), &bias = call.input(2);
            require(scale.size() == channels && bias.size() == channels && scale.dtype() == x.dtype()
                    && bias.dtype() == x.dtype(),
                "InstanceNormalization's scale and B hold one value per channel, of the input's type");
            call.outputs[0] = dispatchFloat(x.dtype(), [&](auto tag) {
                using T = typename decltype(tag)::type;
                Tensor y(x.dtype(), x.shape());
                const std::size_t planes = product(x.shape(), 0, 2), size = product(x.shape(), 2, x.rank());
                const T* in = x.data<T>();
                T* out = y.mutableData<T>();
                call.pool.parallelFor(size == 0 ? 0 : planes,
                    std::max<std::size_t>(1, 16384 / std::max<std::size_t>(size, 1)),
                    [&](std::size_t begin, std::size_t end) {
                        for (std::size_t p = begin; p < end; ++p) {
                            const auto [m, variance] = meanVariance(in + p * size, size);
                            const auto invStd
                                = static_cast<T>(1.0 / std::sqrt(variance + static_cast<double>(m_epsilon)));
                            const T s = invStd * scale.data<T>()[p % channels];
                            const T t = bias.data<T>()[p % channels] - static_cast<T>(m) * s;
                            for (std::size_t i = p * size; i < (p + 1) * size; ++i)
                                out[i] = in[i] * s + t;
                        }
                    });
                return y;
            });
        }

    private:
        float m_epsilon;
    };

    /// Softmax and LogSoftmax. Before opset 13 the input is seen as 2-D, [prod(dims < axis), prod(dims >= axis)],
    /// and each row is normalised; from 13 only the one axis is. Outputs along the axis that sit `inner` apart
    /// are done a chunk at a time so the inner loops run over contiguous memory.
    template <bool log> class SoftmaxKernel : public OpKernel {
    public:
        explicit SoftmaxKernel(const KernelSetup& s)
            : m_coerce2d(s.opset < 13)
            , m_axis(NodeAttributes(s.node).integer("axis", s.opset < 13 ? 1 : -1))
        { }
        void run(KernelCall& call) const override
        {
            const Tensor& x = call.input(0);
            const std::size_t axis = normalizeAxis(m_axis, x.rank());
            const std::size_t outer = product(x.shape(), 0, axis);
            const std::size_t n
                = m_coerce2d ? product(x.shape(), axis, x.rank()) : static_cast<std::size_t>(x.dim(axis));
            const std::size_t inner = m_coerce2d ? 1 : product(x.shape(), axis + 1, x.rank());
            call.outputs[0] = dispatchFloat(x.dtype(), [&](auto tag) {
                using T = typename decltype(tag)::type;
                Tensor y(x.dtype(), x.shape());
                if (y.size() == 0)
                    return y;
                const std::size_t chunk = std::min<std::size_t>(inner, 256), chunks = (inner + chunk - 1) / chunk;
                const T* in = x.data<T>();
                T* out = y.mutableData<T>();
                call.pool.parallelFor(outer * chunks, std::max<std::size_t>(1, 16384 / (n * chunk)),
                    [&](std::size_t begin, std::size_t end) {
                        std::vector<T> maxima(chunk);
                        std::vector<double> sums(chunk);
                        for (std::size_t t = begin; t < end; ++t) {
                            const std::size_t j0 = (t % chunks) * chunk, width = std::min(chunk, inner - j0);
                            const std::size_t start = (t / chunks) * n * inner + j0;
                            normalise(in + start, out + start, n, inner, width, maxima.data(), sums.data());
                        }
                    });
                return y;
            });
        }

    private:
        /// `width` independent softmaxes over n values `inner` apart, starting at x.
        template <class T>
        static void normalise(
            const T* x, T* y, std::size_t n, std::size_t inner, std::size_t width, T* maxima, double* sums)
        {
            if (inner == 1) // one contiguous row: the same steps without the loops across the chunk
                return normaliseRow(x, y, n);
            std::copy(x, x + width, maxima);
            for (std::size_t i = 1; i < n; ++i)
                for (std::size_t j = 0; j < width; ++j)
                    maxima[j] = x[i * inner + j] > maxima[j] ? x[i * inner + j] : maxima[j];
            std::fill(sums, sums + width, 0.0);
            for (std::size_t i = 0; i < n; ++i)
                for (std::size_t j = 0; j < width; ++j) {
                    const T e = std::exp(x[i * inner + j] - maxima[j]);
                    sums[j] += static_cast<double>(e);
                    if constexpr (!log)
                        y[i * inner + j] = e;
                }
            for (std::size_t j = 0; j < width; ++j)
                sums[j] = log ? std::log(sums[j]) : 1.0 / sums[j];
            for (std::size_t i = 0; i < n; ++i)
                for (std::size_t j = 0; j < width; ++j) {
                    if constexpr (log)
                        y[i * inner + j] = x[i * inner + j] - maxima[j] - static_cast<T>(sums[j]);
                    else
                        y[i * inner + j] = static_cast<T>(static_cast<double>(y[i * inner + j]) * sums[j]);
                }
        }

        template <class T> static void normaliseRow(const T* x, T* y, std::size_t n)
        {
            T maximum = x[0];
            for (std::size_t i = 1; i < n; ++i)
                maximum = x[i] > maximum ? x[i] : maximum;
            double sum = 0.0;
            for (std::size_t i = 0; i < n; ++i) {
                const T e = std::exp(x[i] - maximum);
                sum += static_cast<double>(e);
                if constexpr (!log)
                    y[i] = e;
            }
            if constexpr (log) {
                const auto shift = static_cast<T>(std::log(sum));
                for (std::size_t i = 0; i < n; ++i)
                    y[i] = x[i] - maximum - shift;
            } else {
                const double scale = 1.0 / sum;
                for (std::size_t i = 0; i < n; ++i)
                    y[i] = static_cast<T>(static_cast<double>(y[i]) * scale);
            }
        }

        bool m_coerce2d;
        std::int64_t m_axis;
    };
}

std::vector<OpRegistration> normalizationOps()
{
    return {
        { "", "BatchNormalization", 7, "epsilon,momentum,spatial", makeKernel<BatchNormKernel> },
        { "", "BatchNormalization", 9, "epsilon,momentum", makeKernel<BatchNormKernel> },
        { "", "BatchNormalization", 14, "epsilon,momentum,training_mode", makeKernel<BatchNormKernel> },
        { "", "LayerNormalization", 17, "axis,epsilon,stash_type", makeKernel<LayerNormKernel> },
        { "", "InstanceNormalization", 6, "epsilon", makeKernel<InstanceNormKernel> },
        { "", "Softmax", 1, "axis", makeKernel<SoftmaxKernel<false>> },
        { "", "Softmax", 13, "axis", makeKernel<SoftmaxKernel<false>> },
        { "", "LogSoftmax", 1, "axis", makeKernel<SoftmaxKernel<true>> },
        { "", "LogSoftmax", 13, "axis", makeKernel<SoftmaxKernel<true>> },
    };
}

} // namespace quantlens::runtime
