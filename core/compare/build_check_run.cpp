#include "compare/build_check_run.h"

#include "runtime/model_inputs.h"
#include "util/file_digest.h"

namespace quantlens {
namespace {
    /// Each file known by its bytes; fails naming the first that cannot be read.
    Result<std::vector<CheckInput>> knownByBytes(const std::vector<std::string>& files)
    {
        std::vector<CheckInput> inputs;
        for (const auto& file : files) {
            auto digest = fileDigest(file);
            if (!digest)
                return Result<std::vector<CheckInput>>::failure(digest.error());
            inputs.push_back({ file, digest.value() });
        }
        return Result<std::vector<CheckInput>>::success(std::move(inputs));
    }

    CheckReport judged(std::vector<CheckInput> inputs, sim::Measurement measured,
        const std::optional<CheckBaseline>& baseline, const CheckTolerance& tolerance)
    {
        CheckReport report;
        report.tolerance = tolerance;
        if (baseline)
            report.baselineFile = baseline->file;
        report.inputs = std::move(inputs);
        report.measured = std::move(measured);
        // Several named inputs of a multi-input model make one sample: it is known by all its files.
        if (report.inputs.size() != report.measured.samples.size()) {
            std::string joined;
            for (const auto& i : report.inputs)
                joined += (joined.empty() ? "" : " ") + i.label;
            for (auto& i : report.inputs)
                i.label = joined;
        }
        report.outcome = judgeBuild(report.inputs, report.measured, baseline ? &*baseline : nullptr, tolerance);
        return report;
    }
}

Result<CheckReport> judgeMeasuredBuild(const std::vector<std::string>& files, sim::Measurement measured,
    const std::optional<CheckBaseline>& baseline, const CheckTolerance& tolerance)
{
    auto inputs = knownByBytes(files);
    if (!inputs)
        return Result<CheckReport>::failure(inputs.error());
    return Result<CheckReport>::success(judged(std::move(inputs).value(), std::move(measured), baseline, tolerance));
}

std::optional<MeasuredInputs> dataSetMeasurement(const Analysis& analysis)
{
    if (analysis.inputRuns.empty() || analysis.inputRuns.size() != analysis.modelInputs.size())
        return std::nullopt;
    MeasuredInputs out;
    for (const auto& run : analysis.inputRuns) {
        if (run.outputs.empty())
            return std::nullopt;
        out.files.push_back(run.file);
        out.measured.samples.push_back(run.outputs);
    }
    return out;
}

Result<CheckReport> runBuildCheck(
    const BuildCheckRequest& request, const std::optional<CheckBaseline>& baseline, const ProgressCallback& progress)
{
    std::vector<std::string> files = request.givenFiles;
    if (files.empty())
        for (const auto& argument : request.sources.modelInputs)
            files.push_back(runtime::parseInputArgument(argument).file);
    auto inputs = knownByBytes(files); // an unreadable input is named before the models run
    if (!inputs)
        return Result<CheckReport>::failure(inputs.error());
    auto setup = sim::simulationSetup(request.sources);
    if (!setup)
        return Result<CheckReport>::failure(setup.error());
    auto simulator = sim::Simulator::create(std::move(setup).value(), progress);
    if (!simulator)
        return Result<CheckReport>::failure(simulator.error());
    return Result<CheckReport>::success(
        judged(std::move(inputs).value(), simulator.value()->baseline(), baseline, request.tolerance));
}

} // namespace quantlens
