#include "analysis/analysis_runner.h"

#include "analysis/dump_analysis.h"
#include "analysis/executed_runs.h"
#include "analysis/imported_runs.h"
#include "analysis/many_inputs.h"
#include "analysis/model_only.h"
#include "analysis/run_list_check.h"
#include "runtime/image_inputs.h"
#include "util/thread_heap.h"

#include <memory>
#include <optional>

namespace quantlens {
namespace {
    using R = Result<std::shared_ptr<const Analysis>>;

    void append(std::vector<Problem>& to, const std::vector<Problem>& from)
    {
        to.insert(to.end(), from.begin(), from.end());
    }

    /// The analysis of the dump runs (every candidate of `inputs` is a dump), stage by stage (see
    /// dump_analysis.h for what overlaps what).
    Result<std::shared_ptr<Analysis>> runDumpAnalysis(const AnalysisInputs& inputs, const ExecutedRuns& executed,
        const ProgressCallback& progress, std::optional<QuantInfo>& quantOut, std::optional<TensorMap>& userMapOut)
    {
        DumpAnalysis job(inputs, executed, progress);
        if (!job.openInputs())
            return job.failure();
        job.matchAndCheck();
        job.startPass();
        job.finishDumpChecks();
        job.recheckQuantModel();
        if (!job.foldResults())
            return job.failure();
        job.finalChecks();
        quantOut = std::move(job.quantInfo());
        userMapOut = std::move(job.userMap());
        return Result<std::shared_ptr<Analysis>>::success(job.analysis());
    }
}

Result<std::shared_ptr<const Analysis>> runAnalysis(const AnalysisInputs& given, const ProgressCallback& progress)
{
    prepareThreadHeap(); // the window runs analyses on a worker thread, with a heap of its own
    // A folder given as a model input is a data set: each of its inputs.
    auto expanded = runtime::expandInputFolders(given.modelInputs);
    if (!expanded)
        return R::failure(expanded.error());
    if (expanded.value() != given.modelInputs) {
        AnalysisInputs each = given;
        each.modelInputs = std::move(expanded).value();
        return runAnalysis(each, progress);
    }
    // Several inputs of a one-input model: each analysed alone, the worst shown.
    if (const auto separate = separateInputs(given))
        return analyseEachInput(given, *separate, progress,
            [](const AnalysisInputs& one, const ProgressCallback& part) { return runAnalysis(one, part); });
    // Models run on input files stand in for the dumps they would have written.
    auto executed = executeRuns(given, progress);
    if (!executed)
        return R::failure(executed.error());
    const AnalysisInputs& inputs = executed.value().inputs;
    if (isModelOnly(inputs)) {
        auto model = modelOnlyAnalysis(inputs);
        if (!model)
            return Result<std::shared_ptr<const Analysis>>::failure(model.error());
        return Result<std::shared_ptr<const Analysis>>::success(std::move(model).value());
    }
    if (auto wrong = checkRunList(inputs.reference, inputs.candidates))
        return R::failure(std::move(*wrong));
    // A vendor's table has numbers, no tensors: it cannot be what the runs are compared against.
    if (isImportedTablePath(inputs.reference.path))
        return R::failure(Problem::make(inputs.reference.path, {}, text("imported.table_as_reference")));
    // Vendor tables given as runs are imported after the dump runs are compared; a table alone has
    // no tensors to list, so one dump run is needed.
    AnalysisInputs dumpInputs = inputs;
    dumpInputs.candidates.clear();
    std::vector<RunInfo> importedRuns;
    for (const auto& run : inputs.candidates)
        (isImportedTablePath(run.path) ? importedRuns : dumpInputs.candidates).push_back(run);
    if (dumpInputs.candidates.empty() && !importedRuns.empty())
        return R::failure(Problem::make(importedRuns.front().path, {}, text("imported.needs_dump_run")));
    std::optional<QuantInfo> quant;
    std::optional<TensorMap> userMap;
    auto result = runDumpAnalysis(dumpInputs, executed.value(), progress, quant, userMap);
    if (!result) {
        auto failed = R::failure(result.error());
        for (const auto& warning : result.warnings())
            failed.addWarning(warning);
        return failed;
    }
    Analysis& analysis = *result.value();
    analysis.warnings.insert(
        analysis.warnings.begin(), executed.value().warnings.begin(), executed.value().warnings.end());
    for (const auto& run : importedRuns) {
        auto table = readImportedTable(run.path);
        if (!table)
            return R::failure(table.error());
        append(analysis.warnings, table.warnings());
        addImportedRun(analysis, run, table.value(), quant ? &*quant : nullptr, userMap ? &*userMap : nullptr);
    }
    for (std::size_t c = 0; c < analysis.candidates.size(); ++c)
        analysis.summaries.push_back(summarize(analysis, c, inputs.thresholds));
    analysis.modelInputs = given.modelInputs;
    analysis.countedOutputs = given.countedOutputs;
    analysis.outputKinds = given.outputKinds;
    analysis.calibration = given.calibration;
    return R::success(std::shared_ptr<const Analysis>(std::move(result).value()));
}

} // namespace quantlens
