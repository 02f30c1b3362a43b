#include "runtime/rerun.h"

#include "runtime/baseline_values.h"

#include <algorithm>
#include <set>

namespace quantlens::runtime {

std::vector<std::size_t> affectedSteps(
    const CompiledModel& model, const std::vector<int>& slots, const std::vector<std::size_t>& steps)
{
    std::vector<bool> dirty(model.slotCount(), false);
    for (int s : slots)
        if (s >= 0)
            dirty[static_cast<std::size_t>(s)] = true;
    const std::set<std::size_t> touched(steps.begin(), steps.end());
    std::vector<std::size_t> out;
    const auto& all = model.steps();
    for (std::size_t i = 0; i < all.size(); ++i) {
        bool run = touched.count(i) != 0;
        for (int s : all[i].inputs)
            run = run || (s >= 0 && dirty[static_cast<std::size_t>(s)]);
        if (!run)
            continue;
        out.push_back(i);
        for (int s : all[i].outputs)
            if (s >= 0)
                dirty[static_cast<std::size_t>(s)] = true;
    }
    return out;
}

RunOverrides combined(const RunOverrides& earlier, const RunOverrides& later)
{
    RunOverrides out = later;
    out.values.insert(earlier.values.begin(), earlier.values.end());
    out.inputs.insert(earlier.inputs.begin(), earlier.inputs.end());
    out.bypass.insert(earlier.bypass.begin(), earlier.bypass.end());
    return out;
}

Result<RunResult> rerun(const CompiledModel& model, const RunResult& baseline, const RunOverrides& seeds,
    ThreadPool& pool, const std::vector<bool>* keep, const ProgressCallback& progress, const RunOverrides* applied)
{
    using R = Result<RunResult>;
    // What runs is decided by `seeds` alone; what a running step reads, by both.
    const RunOverrides overrides = applied ? combined(*applied, seeds) : seeds;
    const Graph& g = model.graph();
    std::vector<Tensor> current(model.slotCount());
    std::vector<bool> changed(model.slotCount(), false);
    for (const auto& [slot, value] : overrides.values) {
        current[static_cast<std::size_t>(slot)] = value;
        changed[static_cast<std::size_t>(slot)] = true;
    }
    // Values not changed here: the baseline's, computed again where a compact baseline dropped them.
    BaselineValues unchanged(model, baseline, overrides, pool);
    auto valueOf = [&](int s) -> const Tensor* {
        if (s >= 0 && changed[static_cast<std::size_t>(s)])
            return &current[static_cast<std::size_t>(s)];
        return unchanged.value(s);
    };
    auto missing = [&](int s, const char* why) {
        if (unchanged.problem())
            return R::failure(*unchanged.problem());
        return R::failure(
            Problem::make(g.sourcePath(), text("where.tensor", { model.nameOf(s) }), text("run.invalid", { why })));
    };
    std::vector<int> seedSlots;
    for (const auto& [slot, value] : seeds.values)
        seedSlots.push_back(slot);
    for (const auto& [target, source] : seeds.bypass)
        seedSlots.push_back(target);
    std::vector<std::size_t> touchedSteps;
    for (const auto& [key, value] : seeds.inputs)
        touchedSteps.push_back(key.first);
    for (const auto& [target, source] : seeds.bypass)
        if (const std::size_t producer = model.producerStep(target); producer != std::string::npos)
            touchedSteps.push_back(producer);
    const auto steps = affectedSteps(model, seedSlots, touchedSteps);
    // A bypass reads its source after the source's last reader in the graph (the QuantizeLinear): keep
    // it until the step that would have produced the bypassed value, not longer (with every activation
    // bypassed that would hold the whole run).
    std::map<int, std::size_t> bypassSources; // source → the last bypassed producer step reading it
    auto isOutput = [&](int s) {
        return std::find(model.outputSlots().begin(), model.outputSlots().end(), s) != model.outputSlots().end();
    };
    for (const auto& [target, source] : overrides.bypass) {
        const std::size_t producer = model.producerStep(target);
        auto& until = bypassSources[source];
        until = std::max(until, producer == std::string::npos ? 0 : producer);
    }
    auto release = [&](int s) {
        if (keep && (*keep)[static_cast<std::size_t>(s)])
            return; // returned to the caller
        current[static_cast<std::size_t>(s)] = Tensor(), changed[static_cast<std::size_t>(s)] = false;
    };
    std::vector<const Tensor*> args;
    std::vector<Tensor> outputs;
    for (std::size_t n = 0; n < steps.size(); ++n) {
        const std::size_t i = steps[n];
        const auto& step = model.steps()[i];
        bool bypassed = !step.outputs.empty();
        for (int s : step.outputs)
            bypassed = bypassed && (s < 0 || overrides.bypass.count(s));
        if (bypassed) {
            for (int s : step.outputs)
                if (s >= 0) {
                    const Tensor* source = valueOf(overrides.bypass.at(s));
                    if (source == nullptr)
                        return missing(s, "bypassed to a value the baseline does not keep");
                    current[static_cast<std::size_t>(s)] = *source;
                    changed[static_cast<std::size_t>(s)] = true;
                }
        } else {
            if (!step.kernel)
                continue; // a Constant node: its value is a weight
            bool overridden = false;
            for (int s : step.outputs)
                overridden = overridden || (s >= 0 && overrides.values.count(s));
            if (overridden)
                continue; // its output is given
            args.clear();
            for (std::size_t k = 0; k < step.inputs.size(); ++k) {
                const auto it = overrides.inputs.find({ i, k });
                const Tensor* value = it != overrides.inputs.end() ? &it->second : valueOf(step.inputs[k]);
                if (step.inputs[k] >= 0 && value == nullptr)
                    return missing(step.inputs[k], "the baseline run does not keep this value");
                args.push_back(value);
            }
            outputs.assign(step.outputs.size(), Tensor());
            if (auto problem = runStep(model, i, args, outputs, pool, {}))
                return R::failure(std::move(*problem));
            for (std::size_t k = 0; k < step.outputs.size(); ++k)
                if (step.outputs[k] >= 0) {
                    current[static_cast<std::size_t>(step.outputs[k])] = std::move(outputs[k]);
                    changed[static_cast<std::size_t>(step.outputs[k])] = true;
                }
        }
        for (int s : step.release)
            if (!overrides.values.count(s) && !bypassSources.count(s))
                release(s);
        std::erase_if(bypassSources, [&](const auto& held) {
            const std::size_t lastReader = model.lastReaderStep(held.first);
            const bool done = held.second <= i && (lastReader == std::string::npos || lastReader <= i);
            if (done && !overrides.values.count(held.first) && !model.constant(held.first) && !isOutput(held.first))
                release(held.first);
            return done;
        });
        unchanged.releaseAfter(i);
        if (progress && !progress(n + 1, steps.size()))
            return R::failure(cancellation(g.sourcePath()));
    }
    RunResult result;
    result.values.resize(model.slotCount());
    for (int s : model.outputSlots())
        if (const Tensor* v = valueOf(s))
            result.values[static_cast<std::size_t>(s)] = *v;
    if (keep)
        for (std::size_t s = 0; s < current.size(); ++s)
            if (changed[s] && (*keep)[s])
                result.values[s] = current[s];
    return R::success(std::move(result));
}

} // namespace quantlens::runtime
