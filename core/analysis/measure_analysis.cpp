#include "analysis/measure_analysis.h"

#include "analysis/measuring_inputs.h"
#include "simulation/local_errors.h"
#include "simulation/sensitivity.h"
#include "simulation/simulation_inputs.h"

namespace quantlens {

std::shared_ptr<const Analysis> unmeasuredAnalysis(const Analysis& analysis, Problem why)
{
    auto copy = std::make_shared<Analysis>(analysis);
    copy->measured.reset();
    for (auto& row : copy->rows)
        row.measured.reset();
    copy->measurementProblem = std::move(why);
    return copy;
}

namespace {
    using R = Result<std::shared_ptr<const Analysis>>;

    /// The analysis's models compiled and run on its inputs, ready for experiments; fails with why
    /// they cannot run.
    Result<std::unique_ptr<sim::Simulator>> simulatorFor(
        const Analysis& analysis, const MeasureOptions& options, const ProgressCallback& progress)
    {
        sim::SimulationSources sources;
        sources.floatModel = analysis.floatModelPath;
        sources.quantModel = analysis.quantModelPath;
        sources.modelInputs = analysis.modelInputs;
        if (const auto subset = measuredSubset(analysis.inputRuns, analysis.modelInputs, options.subset))
            sources.modelInputs = subset->files;
        if (sources.modelInputs.empty() && !analysis.reference.imported)
            sources.referenceDump = analysis.reference.path;
        sources.threads = options.threads;
        sources.outputs = analysis.countedOutputs;
        sources.outputKinds = analysis.outputKinds;
        sources.calibration = analysis.calibration;
        sources.wideEncoding = options.wideEncoding;
        sources.recalibration = options.recalibration;
        sources.levers = options.levers;
        auto setup = sim::simulationSetup(sources);
        if (!setup)
            return Result<std::unique_ptr<sim::Simulator>>::failure(setup.error());
        return sim::Simulator::create(std::move(setup).value(), progress);
    }

    /// What the simulator measures of `analysis`, folded into a copy of it.
    R measureWith(const std::shared_ptr<const Analysis>& analysis, const sim::Simulator& s,
        const MeasureOptions& options, const ProgressCallback& progress)
    {
        auto sensitivity = sim::measureSensitivity(s, progressPart(progress, 0, 940, 1000));
        if (!sensitivity)
            return isCancellation(sensitivity.error()) ? R::failure(sensitivity.error())
                                                       : R::success(unmeasuredAnalysis(*analysis, sensitivity.error()));
        auto measured = std::make_shared<Measurements>();
        measured->inputs = s.sampleCount();
        measured->subset = measuredSubset(analysis->inputRuns, analysis->modelInputs, options.subset);
        measured->baselineCos = s.baseline().meanCos();
        measured->recalibration = s.recalibrationMethod();
        measured->levers = s.appliedLevers();
        measured->asIsCos = s.asIs().meanCos();
        measured->worstBaselineCos = s.baseline().worstCos();
        measured->outputs = s.countedOutputs();
        measured->calibrationInputs = s.calibrationInputs();
        measured->wideEncoding = s.wideEncoding();
        measured->tensors = s.isolatedErrors();
        for (const auto& t : sensitivity.value().tensors) {
            if (!t.movesWith.empty())
                measured->tensors[t.tensor].movesWith = t.movesWith;
            if (!t.measured)
                continue;
            auto& m = measured->tensors[t.tensor];
            m.gain16 = t.gain16;
            m.gainFloat = t.gainFloat;
            m.cos16 = t.cos16;
            m.cosFloat = t.cosFloat;
        }
        measured->weights = sim::weightErrors(s);
        // Which costs the accuracy: weights alone quantized (activations in float), or activations alone.
        sim::Variant weightsOnly, activationsOnly;
        weightsOnly.activationsFloat = true;
        activationsOnly.weightsFloat = true;
        auto both = s.measureAll({ weightsOnly, activationsOnly }, progressPart(progress, 940, 60, 1000));
        if (both[0])
            measured->weightsOnlyCos = both[0].value().meanCos();
        if (both[1])
            measured->activationsOnlyCos = both[1].value().meanCos();
        if (progress && !progress(1000, 1000))
            return R::failure(cancellation(analysis->floatModelPath));
        auto copy = std::make_shared<Analysis>(*analysis);
        for (auto& row : copy->rows)
            if (const TensorMeasurement* m = measured->find(row.tensor))
                row.measured = *m;
        copy->measured = std::move(measured);
        copy->measurementProblem.reset();
        return R::success(std::shared_ptr<const Analysis>(std::move(copy)));
    }
}

Result<MeasuredAnalysis> measureAnalysis(
    const std::shared_ptr<const Analysis>& analysis, const MeasureOptions& options, const ProgressCallback& progress)
{
    using M = Result<MeasuredAnalysis>;
    auto simulator = simulatorFor(*analysis, options, progressPart(progress, 0, 100, 1000));
    if (!simulator)
        return isCancellation(simulator.error())
            ? M::failure(simulator.error())
            : M::success(MeasuredAnalysis { unmeasuredAnalysis(*analysis, simulator.error()), nullptr });
    std::shared_ptr<const sim::Simulator> shared(std::move(simulator).value());
    auto measured = measureWith(analysis, *shared, options, progressPart(progress, 100, 900, 1000));
    if (!measured)
        return M::failure(measured.error());
    if (measured.value()->measurementProblem)
        shared.reset(); // a simulator whose measuring failed answers nothing else either
    return M::success(MeasuredAnalysis { measured.value(), std::move(shared) });
}

sim::SensitivityResult sensitivityOf(const Analysis& analysis)
{
    sim::SensitivityResult out;
    if (!analysis.measured)
        return out;
    out.baselineCos = analysis.measured->baselineCos;
    for (const auto& row : analysis.rows) {
        if (!row.measured || !row.measured->gain16)
            continue;
        sim::TensorSensitivity t;
        t.tensor = row.tensor;
        t.gain16 = *row.measured->gain16;
        t.gainFloat = row.measured->gainFloat.value_or(t.gainFloat);
        t.cos16 = row.measured->cos16.value_or(t.cos16);
        t.cosFloat = row.measured->cosFloat.value_or(t.cosFloat);
        t.measured = true;
        out.tensors.push_back(std::move(t));
    }
    return out;
}

} // namespace quantlens
