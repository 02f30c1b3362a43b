#include "simulation/simulator.h"

#include "runtime/baseline_values.h"
#include "simulation/isolated_error_meter.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <optional>
#include <set>
#include <thread>

namespace quantlens::sim {
using runtime::CompiledModel;
using runtime::RunOverrides;
using runtime::Tensor;

Result<std::unique_ptr<Simulator>> Simulator::create(Setup setup, const ProgressCallback& progress)
{
    using R = Result<std::unique_ptr<Simulator>>;
    std::unique_ptr<Simulator> sim(new Simulator);
    sim->m_pool = std::make_unique<runtime::ThreadPool>(setup.threads);
    sim->m_structure = analyseQuantization(*setup.quantModel);
    const auto& fm = *setup.floatModel;
    const auto& qm = *setup.quantModel;
    auto pairs = pairOutputs(fm, qm, setup.outputs);
    if (!pairs)
        return R::failure(pairs.error());
    sim->m_outputPairs = std::move(pairs).value();
    auto kinds = pairKinds(sim->m_outputPairs, fm, qm, setup.outputKinds);
    if (!kinds)
        return R::failure(kinds.error());
    sim->m_outputKinds = std::move(kinds).value();
    for (const auto& w : sim->m_structure.weights)
        if (const TensorView* view = fm.graph().weight(w.floatName))
            if (auto t = Tensor::fromView(*view); t && t->dtype() == DType::Float32 && t->size() == w.quantized.size())
                sim->m_floatWeights[w.floatName] = t->reshaped(w.quantized.shape());
    for (const auto& a : sim->m_structure.activations)
        for (const auto& b : a.biases)
            if (const TensorView* view = fm.graph().weight(b.floatName))
                if (auto t = Tensor::fromView(*view))
                    sim->m_floatBiases[b.floatName] = *t;
    // Calibration inputs count as runs of their own in the progress.
    // A recalibration's statistics count as one run more.
    const std::size_t runs
        = setup.samples.size() * 2 + setup.calibration.size() + (setup.recalibration.active() ? 1 : 0);
    std::size_t done = 0;
    auto stage = [&](std::size_t at) { return progressPart(progress, at * 1000, 1000, runs * 1000); };
    if (!setup.calibration.empty()) {
        std::set<std::string> activations;
        for (const auto& a : sim->m_structure.activations)
            activations.insert(a.floatName);
        auto ranges = gatherCalibrationRanges(fm, setup.calibration, activations, *sim->m_pool,
            progressPart(progress, 0, setup.calibration.size() * 1000, runs * 1000));
        if (!ranges)
            return R::failure(ranges.error());
        sim->m_ranges = std::move(ranges).value();
        done = setup.calibration.size();
    }
    sim->m_kept = runtime::compactBaselineSlots(qm);
    for (const auto& inputs : setup.samples) {
        runtime::RunOptions quantOptions;
        quantOptions.keep = &sim->m_kept;
        quantOptions.progress = stage(done++);
        auto q = runtime::runModel(qm, inputs, *sim->m_pool, quantOptions);
        if (!q)
            return R::failure(q.error());
        // The float model's outputs are what every variant is scored against; its other values serve
        // the isolated errors of the first input alone, measured as they come.
        runtime::RunOptions floatOptions;
        floatOptions.progress = stage(done++);
        std::optional<IsolatedErrorMeter> meter;
        if (sim->m_floatRuns.empty()) {
            meter.emplace(sim->m_structure, qm, fm, q.value(), *sim->m_pool);
            floatOptions.onTensor
                = [&meter](int slot, const Tensor& value) { return meter->onFloatValue(slot, value); };
        }
        auto f = runtime::runModel(fm, inputs, *sim->m_pool, floatOptions);
        if (!f)
            return R::failure(f.error());
        if (meter)
            sim->m_isolated = meter->take();
        sim->m_floatRuns.push_back(std::move(f).value());
        sim->m_base.runs.push_back(std::move(q).value());
    }
    sim->m_setup = std::move(setup);
    sim->m_base.measurement = sim->score(sim->m_base.runs);
    sim->m_asIs = sim->m_base.measurement;
    if (sim->m_setup.recalibration.active()) {
        auto ranges = sim->m_setup.recalibration.ranges(fm, sim->m_structure, *sim->m_pool, stage(done++));
        if (!ranges)
            return R::failure(ranges.error());
        sim->m_recalibrated = std::move(ranges).value();
        Variant recalibrated;
        recalibrated.ranges = sim->m_recalibrated;
        auto base = sim->derive(sim->m_base, recalibrated);
        if (!base)
            return R::failure(base.error());
        sim->m_base = std::move(base).value();
    }
    if (sim->m_setup.levers) {
        auto base = sim->derive(sim->m_base, sim->m_setup.levers->variant);
        if (!base)
            return R::failure(base.error());
        sim->m_base = std::move(base).value();
    }
    return R::success(std::move(sim));
}

Measurement Simulator::score(const std::vector<runtime::RunResult>& quantOutputs) const
{
    Measurement m;
    for (std::size_t s = 0; s < quantOutputs.size(); ++s) {
        std::vector<OutputMeasure> outputs;
        for (std::size_t o = 0; o < m_outputPairs.size(); ++o) {
            const auto [f, q] = m_outputPairs[o];
            const Tensor& reference = m_floatRuns[s].values[static_cast<std::size_t>(f)];
            const Tensor& value = quantOutputs[s].values[static_cast<std::size_t>(q)];
            if (reference.valid() && value.valid())
                outputs.push_back(compareOutput(quantModel().nameOf(q), reference, value, m_outputKinds[o]));
        }
        m.samples.push_back(std::move(outputs));
    }
    return m;
}

const Tensor* Simulator::floatWeight(const std::string& name) const
{
    const auto it = m_floatBiases.find(name);
    return it == m_floatBiases.end() ? nullptr : &it->second;
}

Result<Measurement> Simulator::measureOn(const SimulationBase& from, const Variant& variant, runtime::ThreadPool& pool,
    const ProgressCallback& progress) const
{
    RunOverrides seeds = overridesFor(variant);
    // A start with new weights (a transform, per-channel weights): a bias `variant` re-derives (a 16-bit
    // input) starts from the start's float bias and weight scale, not the model's — the values of the
    // whole variant, for the slots `variant` alone changes (which decide what runs again).
    if (!from.variant.floatParameters.empty() || from.variant.perChannelWeights) {
        const RunOverrides whole = overridesFor(combinedVariant(from.variant, variant));
        for (auto& [slot, value] : seeds.values)
            if (const auto it = whole.values.find(slot); it != whole.values.end())
                value = it->second;
        for (auto& [key, value] : seeds.inputs)
            if (const auto it = whole.inputs.find(key); it != whole.inputs.end())
                value = it->second;
    }
    std::vector<runtime::RunResult> outputs;
    for (std::size_t s = 0; s < from.runs.size(); ++s) {
        if (seeds.empty()) {
            outputs.push_back(from.runs[s]);
            continue;
        }
        auto run = runtime::rerun(quantModel(), from.runs[s], seeds, pool, nullptr, progress, &from.applied);
        if (!run)
            return Result<Measurement>::failure(run.error());
        outputs.push_back(std::move(run).value());
    }
    return Result<Measurement>::success(score(outputs));
}

Result<Measurement> Simulator::measure(const Variant& variant, const ProgressCallback& progress) const
{
    return measureOn(m_base, variant, *m_pool, progress);
}

Result<Measurement> Simulator::measure(
    const SimulationBase& from, const Variant& more, const ProgressCallback& progress) const
{
    return measureOn(from, more, *m_pool, progress);
}

std::vector<Result<Measurement>> Simulator::measureAll(
    const std::vector<Variant>& variants, const ProgressCallback& progress, const SimulationBase* from) const
{
    const SimulationBase& start = from ? *from : m_base;
    std::vector<std::optional<Result<Measurement>>> results(variants.size());
    std::atomic<std::size_t> next { 0 }, finished { 0 };
    std::atomic<bool> stop { false };
    const unsigned workers = std::max(1u, std::min<unsigned>(m_pool->size(), static_cast<unsigned>(variants.size())));
    auto work = [&] {
        runtime::ThreadPool serial(1);
        for (std::size_t i = next++; i < variants.size() && !stop; i = next++) {
            results[i] = measureOn(start, variants[i], serial, {});
            const std::size_t count = ++finished;
            if (progress && !progress(count, variants.size()))
                stop = true;
        }
    };
    std::vector<std::thread> threads;
    for (unsigned t = 1; t < workers; ++t)
        threads.emplace_back(work);
    work();
    for (auto& t : threads)
        t.join();
    std::vector<Result<Measurement>> out;
    for (auto& r : results)
        out.push_back(
            r ? std::move(*r) : Result<Measurement>::failure(cancellation(quantModel().graph().sourcePath())));
    return out;
}

Variant combinedVariant(const Variant& from, const Variant& more)
{
    Variant out = from;
    for (const auto& [tensor, choice] : more.activations)
        out.activations[tensor] = choice;
    out.weightsFloat = from.weightsFloat || more.weightsFloat;
    out.activationsFloat = from.activationsFloat || more.activationsFloat;
    for (const auto& [tensor, range] : more.ranges)
        out.ranges[tensor] = range;
    for (const auto& [name, value] : more.floatParameters)
        out.floatParameters.insert_or_assign(name, value);
    out.perChannelWeights = from.perChannelWeights || more.perChannelWeights;
    return out;
}

Result<SimulationBase> Simulator::derive(const SimulationBase& from, const Variant& more) const
{
    SimulationBase next;
    next.variant = combinedVariant(from.variant, more);
    // New weights change the biases that read them, which depend on their inputs' scales too: with a
    // transform on either side, the whole variant's parameters are derived again (the biases of `more`
    // alone would take the model's own input scales).
    const bool transformed = !next.variant.floatParameters.empty() || next.variant.perChannelWeights;
    const RunOverrides seeds = overridesFor(transformed ? next.variant : more);
    next.applied = runtime::combined(from.applied, seeds);
    for (const auto& run : from.runs) {
        auto changed = runtime::rerun(quantModel(), run, seeds, *m_pool, &m_kept, {}, &from.applied);
        if (!changed)
            return Result<SimulationBase>::failure(changed.error());
        runtime::RunResult merged = run;
        for (std::size_t s = 0; s < merged.values.size(); ++s)
            if (changed.value().values[s].valid())
                merged.values[s] = changed.value().values[s];
        next.runs.push_back(std::move(merged));
    }
    next.measurement = score(next.runs);
    return Result<SimulationBase>::success(std::move(next));
}

std::vector<std::string> Simulator::countedOutputs() const
{
    std::vector<std::string> names;
    for (const auto& [f, q] : m_outputPairs)
        names.push_back(quantModel().nameOf(q));
    return names;
}

bool Simulator::reachesOutput(const QuantizedActivation& activation) const
{
    const auto steps = runtime::affectedSteps(quantModel(), { activation.output }, {});
    for (std::size_t i : steps)
        for (int s : quantModel().steps()[i].outputs)
            for (const auto& [f, q] : m_outputPairs)
                if (s == q)
                    return true;
    for (const auto& [f, q] : m_outputPairs)
        if (q == activation.output)
            return true;
    return false;
}

} // namespace quantlens::sim
