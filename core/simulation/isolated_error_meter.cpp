#include "simulation/isolated_error_meter.h"

#include "simulation/error_sums.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace quantlens::sim {
using runtime::Tensor;

namespace {
    constexpr std::size_t kNone = std::string::npos;
}

IsolatedErrorMeter::IsolatedErrorMeter(const QuantStructure& structure, const runtime::CompiledModel& quant,
    const runtime::CompiledModel& floatModel, const runtime::RunResult& quantBaseline, runtime::ThreadPool& pool)
    : m_quant(quant)
    , m_float(floatModel)
    , m_pool(pool)
    , m_baseline(quant, quantBaseline, m_none, pool)
{
    for (const auto& a : structure.activations)
        m_dequantized[a.output] = &a;
    m_heldUntil.assign(floatModel.slotCount(), kNone);
    for (std::size_t s = 0; s < m_heldUntil.size(); ++s)
        m_heldUntil[s] = floatModel.lastReaderStep(static_cast<int>(s));
    for (const auto& a : structure.activations) {
        const int twin = floatModel.slotOf(a.floatName);
        const std::size_t producer = quant.producerStep(a.input);
        if (twin < 0 || producer == kNone)
            continue;
        m_measuredAt[twin].push_back(&a);
        // The float inputs this activation is computed from must outlive their own last reader until then.
        const std::size_t measuredAt = floatModel.producerStep(twin);
        for (int s : quant.steps()[producer].inputs)
            if (const auto it = m_dequantized.find(s); it != m_dequantized.end() && measuredAt != kNone)
                if (const int input = floatModel.slotOf(it->second->floatName); input >= 0) {
                    auto& until = m_heldUntil[static_cast<std::size_t>(input)];
                    until = until == kNone ? measuredAt : std::max(until, measuredAt);
                }
    }
}

bool IsolatedErrorMeter::onFloatValue(int slot, const Tensor& value)
{
    if (const std::size_t step = m_float.producerStep(slot); step != kNone) {
        std::erase_if(
            m_held, [&](const auto& held) { return m_heldUntil[static_cast<std::size_t>(held.first)] < step; });
    }
    if (m_heldUntil[static_cast<std::size_t>(slot)] != kNone)
        m_held[slot] = value; // shares the run's buffer: costs memory only past the run's own release
    if (const auto it = m_measuredAt.find(slot); it != m_measuredAt.end())
        for (const QuantizedActivation* a : it->second)
            measure(*a, value);
    return true;
}

const Tensor* IsolatedErrorMeter::floatValue(const std::string& name) const
{
    const int slot = m_float.slotOf(name);
    const auto it = m_held.find(slot);
    return it != m_held.end() ? &it->second : m_float.constant(slot);
}

void IsolatedErrorMeter::measure(const QuantizedActivation& a, const Tensor& reference)
{
    const std::size_t producer = m_quant.producerStep(a.input);
    const auto& step = m_quant.steps()[producer];
    if (!step.kernel || step.folded)
        return;
    if (producer > 0)
        m_baseline.releaseAfter(producer - 1); // activations come about in graph order
    std::vector<const Tensor*> args;
    for (int s : step.inputs) {
        const Tensor* value = nullptr;
        if (s >= 0) {
            if (const auto it = m_dequantized.find(s); it != m_dequantized.end())
                value = floatValue(it->second->floatName); // the float input, unquantized
            if (!value)
                value = m_quant.constant(s);
            if (!value)
                value = m_baseline.value(s); // neither an activation nor a weight: the quantized run's
            if (!value)
                return;
        }
        args.push_back(value);
    }
    std::vector<Tensor> produced(step.outputs.size());
    if (runtime::runStep(m_quant, producer, args, produced, m_pool, {}))
        return;
    const auto k
        = static_cast<std::size_t>(std::find(step.outputs.begin(), step.outputs.end(), a.input) - step.outputs.begin());
    if (k >= produced.size())
        return;
    // Its own output quantization: the pair's QuantizeLinear and DequantizeLinear on that value.
    Tensor value = produced[k];
    for (const std::size_t pairStep : { a.quantizeStep, a.dequantizeStep }) {
        const auto& ps = m_quant.steps()[pairStep];
        std::vector<const Tensor*> pairArgs { &value };
        for (std::size_t i = 1; i < ps.inputs.size(); ++i)
            pairArgs.push_back(m_quant.constant(ps.inputs[i]));
        std::vector<Tensor> next(ps.outputs.size());
        if (runtime::runStep(m_quant, pairStep, pairArgs, next, m_pool, {}))
            break;
        value = next[0];
    }
    if (value.dtype() != DType::Float32 || value.size() != reference.size() || reference.dtype() != DType::Float32)
        return;
    ErrorSums sums;
    for (std::size_t i = 0; i < value.size(); ++i)
        sums.add(reference.data<float>()[i], value.data<float>()[i]);
    TensorMeasurement m;
    m.isolatedCos = sums.cos();
    m.isolatedSqnrDb = sums.sqnr();
    m_measured[a.floatName] = m;
}

} // namespace quantlens::sim
