#include "runtime/baseline_values.h"

#include <string>

namespace quantlens::runtime {

std::vector<bool> compactBaselineSlots(const CompiledModel& model)
{
    const Graph& g = model.graph();
    auto opOf = [&](std::size_t step) -> const std::string& { return g.nodes()[model.steps()[step].node].opType; };
    std::vector<bool> keep(model.slotCount(), false);
    for (std::size_t slot = 0; slot < keep.size(); ++slot) {
        const int s = static_cast<int>(slot);
        const std::size_t producer = model.producerStep(s);
        if (model.constant(s) || producer == std::string::npos || !model.steps()[producer].kernel) {
            keep[slot] = !model.constant(s);
            continue;
        }
        const auto& consumers = g.values()[slot].consumers;
        bool onlyQuantized = !consumers.empty();
        for (int c : consumers)
            onlyQuantized = onlyQuantized && g.nodes()[static_cast<std::size_t>(c)].opType == "QuantizeLinear";
        // Only float values are worth the recomputation: integer codes and shapes are small already.
        const bool cheapAgain = opOf(producer) == "DequantizeLinear" || onlyQuantized;
        keep[slot] = !cheapAgain;
    }
    for (int s : model.inputSlots())
        keep[static_cast<std::size_t>(s)] = true;
    for (int s : model.outputSlots())
        if (s >= 0 && !model.constant(s))
            keep[static_cast<std::size_t>(s)] = true;
    return keep;
}

BaselineValues::BaselineValues(
    const CompiledModel& model, const RunResult& baseline, const RunOverrides& overrides, ThreadPool& pool)
    : m_model(model)
    , m_baseline(baseline)
    , m_overrides(overrides)
    , m_pool(pool)
{ }

const Tensor* BaselineValues::value(int slot)
{
    if (slot < 0)
        return nullptr;
    if (const auto it = m_overrides.values.find(slot); it != m_overrides.values.end())
        return &it->second;
    if (const Tensor* c = m_model.constant(slot))
        return c;
    const auto i = static_cast<std::size_t>(slot);
    if (i < m_baseline.values.size() && m_baseline.values[i].valid())
        return &m_baseline.values[i];
    if (const auto it = m_computed.find(slot); it != m_computed.end())
        return &it->second;
    if (const auto it = m_overrides.bypass.find(slot); it != m_overrides.bypass.end())
        return value(it->second);
    return computeAgain(slot);
}

const Tensor* BaselineValues::computeAgain(int slot)
{
    const std::size_t producer = m_model.producerStep(slot);
    const Graph& g = m_model.graph();
    if (producer == std::string::npos || !m_model.steps()[producer].kernel) {
        if (!m_problem)
            m_problem = Problem::make(g.sourcePath(), text("where.tensor", { m_model.nameOf(slot) }),
                text("run.invalid", { "the baseline run does not keep this value" }));
        return nullptr;
    }
    const auto& step = m_model.steps()[producer];
    std::vector<const Tensor*> args;
    for (std::size_t k = 0; k < step.inputs.size(); ++k) {
        const auto given = m_overrides.inputs.find({ producer, k });
        const Tensor* arg = given != m_overrides.inputs.end() ? &given->second : value(step.inputs[k]);
        if (step.inputs[k] >= 0 && arg == nullptr)
            return nullptr;
        args.push_back(arg);
    }
    std::vector<Tensor> outputs(step.outputs.size());
    if (auto problem = runStep(m_model, producer, args, outputs, m_pool, {})) {
        if (!m_problem)
            m_problem = std::move(*problem);
        return nullptr;
    }
    for (std::size_t k = 0; k < step.outputs.size(); ++k)
        if (step.outputs[k] >= 0)
            m_computed[step.outputs[k]] = std::move(outputs[k]);
    return &m_computed.at(slot);
}

void BaselineValues::releaseAfter(std::size_t step)
{
    std::erase_if(m_computed, [&](const auto& entry) {
        const std::size_t last = m_model.lastReaderStep(entry.first);
        return last != std::string::npos && last <= step;
    });
}

} // namespace quantlens::runtime
