#include "simulation/local_errors.h"

#include "runtime/baseline_values.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace quantlens::sim {
using runtime::Tensor;

namespace {
    /// Over the positions where both sides are finite, as every pair metric of the dumps is
    /// (metrics/pair_metrics.h): one NaN of an input must not turn a 0.9999 layer into cos 0.
    struct Sums {
        double ab = 0, aa = 0, bb = 0, dd = 0;
        void add(double a, double b)
        {
            if (std::isfinite(a) && std::isfinite(b))
                ab += a * b, aa += a * a, bb += b * b, dd += (a - b) * (a - b);
        }
        double cos() const { return aa > 0 && bb > 0 ? ab / std::sqrt(aa * bb) : (aa == bb ? 1.0 : 0.0); }
        double sqnr() const
        {
            const double eps = std::numeric_limits<double>::epsilon();
            return 20 * std::log10(std::max(std::sqrt(aa), eps) / std::max(std::sqrt(dd), eps));
        }
    };
}

std::map<std::string, TensorMeasurement> isolatedErrors(const Simulator& simulator)
{
    return simulator.isolatedErrors();
}

std::map<std::string, TensorMeasurement> isolatedErrorsOf(const QuantStructure& structure,
    const runtime::CompiledModel& qm, const runtime::CompiledModel& fm, const runtime::RunResult& floats,
    const runtime::RunResult& quantBaseline, runtime::ThreadPool& pool)
{
    std::map<std::string, TensorMeasurement> out;
    // Which quantized activation a slot of the quantized model is the dequantized value of.
    std::map<int, const QuantizedActivation*> dequantized;
    for (const auto& a : structure.activations)
        dequantized[a.output] = &a;
    const runtime::RunOverrides none;
    runtime::BaselineValues baseline(qm, quantBaseline, none, pool);
    auto floatValue = [&](const std::string& name) -> const Tensor* {
        const int slot = fm.slotOf(name);
        if (slot < 0 || static_cast<std::size_t>(slot) >= floats.values.size()
            || !floats.values[static_cast<std::size_t>(slot)].valid())
            return fm.constant(slot);
        return &floats.values[static_cast<std::size_t>(slot)];
    };
    for (const auto& a : structure.activations) {
        const std::size_t producer = qm.producerStep(a.input);
        if (producer != std::string::npos && producer > 0)
            baseline.releaseAfter(producer - 1); // activations come in graph order
        const Tensor* reference = floatValue(a.floatName);
        if (producer == std::string::npos || !reference)
            continue;
        const auto& step = qm.steps()[producer];
        if (!step.kernel || step.folded)
            continue;
        std::vector<const Tensor*> args;
        bool usable = true;
        for (int s : step.inputs) {
            const Tensor* value = nullptr;
            if (s >= 0) {
                if (const auto it = dequantized.find(s); it != dequantized.end())
                    value = floatValue(it->second->floatName); // the float input, unquantized
                if (!value)
                    value = qm.constant(s);
                if (!value)
                    value = baseline.value(s); // neither an activation nor a weight: the quantized run's
                usable = usable && value != nullptr;
            }
            args.push_back(value);
        }
        if (!usable)
            continue;
        std::vector<Tensor> produced(step.outputs.size());
        if (runtime::runStep(qm, producer, args, produced, pool, {}))
            continue;
        const auto k = static_cast<std::size_t>(
            std::find(step.outputs.begin(), step.outputs.end(), a.input) - step.outputs.begin());
        if (k >= produced.size())
            continue;
        // Its own output quantization: the pair's QuantizeLinear and DequantizeLinear on that value.
        Tensor value = produced[k];
        for (const std::size_t pairStep : { a.quantizeStep, a.dequantizeStep }) {
            const auto& ps = qm.steps()[pairStep];
            std::vector<const Tensor*> pairArgs { &value };
            for (std::size_t i = 1; i < ps.inputs.size(); ++i)
                pairArgs.push_back(qm.constant(ps.inputs[i]));
            std::vector<Tensor> next(ps.outputs.size());
            if (runtime::runStep(qm, pairStep, pairArgs, next, pool, {}))
                break;
            value = next[0];
        }
        if (value.dtype() != DType::Float32 || value.size() != reference->size()
            || reference->dtype() != DType::Float32)
            continue;
        Sums sums;
        for (std::size_t i = 0; i < value.size(); ++i)
            sums.add(reference->data<float>()[i], value.data<float>()[i]);
        TensorMeasurement m;
        m.isolatedCos = sums.cos();
        m.isolatedSqnrDb = sums.sqnr();
        out[a.floatName] = m;
    }
    return out;
}

std::vector<WeightMeasurement> weightErrors(const Simulator& simulator)
{
    std::vector<WeightMeasurement> out;
    const auto& qm = simulator.quantModel();
    const Graph& floatGraph = simulator.floatModel().graph();
    for (const auto& w : simulator.structure().weights) {
        const TensorView* view = floatGraph.weight(w.floatName);
        const Tensor* dequantized = qm.constant(w.output);
        if (!view || !dequantized || dequantized->dtype() != DType::Float32)
            continue;
        auto weight = Tensor::fromView(*view);
        if (!weight || weight->dtype() != DType::Float32 || weight->size() != dequantized->size()
            || weight->rank() == 0)
            continue;
        WeightMeasurement m;
        m.weight = w.floatName;
        for (int consumer : floatGraph.value(w.floatName)->consumers)
            if (!floatGraph.nodes()[static_cast<std::size_t>(consumer)].outputs.empty()) {
                m.layer = floatGraph.nodes()[static_cast<std::size_t>(consumer)].outputs[0];
                break;
            }
        m.perChannel = w.scale.size() > 1;
        // Output channels: axis 0 of a Conv's weight, the quantization axis of a per-channel scale.
        const auto axis
            = static_cast<std::size_t>(m.perChannel ? std::clamp(w.axis, 0, static_cast<int>(weight->rank()) - 1) : 0);
        const runtime::Shape& shape = weight->shape();
        std::size_t inner = 1;
        for (std::size_t d = axis + 1; d < shape.size(); ++d)
            inner *= static_cast<std::size_t>(shape[d]);
        const auto channels = static_cast<std::size_t>(std::max<std::int64_t>(shape[axis], 1));
        std::vector<Sums> perChannel(channels);
        std::vector<double> maxAbs(channels, 0.0);
        Sums all;
        for (std::size_t i = 0; i < weight->size(); ++i) {
            const double a = weight->data<float>()[i], b = dequantized->data<float>()[i];
            const std::size_t c = (i / inner) % channels;
            all.add(a, b);
            perChannel[c].add(a, b);
            maxAbs[c] = std::max(maxAbs[c], std::abs(a));
        }
        m.channels = channels;
        m.cos = all.cos();
        m.sqnrDb = all.sqnr();
        m.worstChannelCos = 1.0;
        for (const auto& s : perChannel)
            m.worstChannelCos = std::min(m.worstChannelCos, s.cos());
        // Against the median channel, not the smallest: pruned or dead channels (max |w| of 1e-38)
        // would make any spread astronomic, while what a per-tensor scale costs is the typical channel's
        // share of the levels.
        std::vector<double> live;
        for (double v : maxAbs)
            if (v > 0)
                live.push_back(v);
        if (live.empty()) {
            m.rangeSpread = 1.0;
        } else {
            const double largest = *std::max_element(live.begin(), live.end());
            std::nth_element(live.begin(), live.begin() + static_cast<std::ptrdiff_t>(live.size() / 2), live.end());
            m.rangeSpread = largest / live[live.size() / 2];
        }
        out.push_back(std::move(m));
    }
    return out;
}

} // namespace quantlens::sim
