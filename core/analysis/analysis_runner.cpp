#include "analysis/analysis_runner.h"
#include "analysis/run_list_check.h"
#include "model/model_import.h"

#include "analysis/early_shape_inference.h"
#include "analysis/executed_runs.h"
#include "analysis/imported_runs.h"
#include "analysis/input_checks.h"
#include "analysis/many_inputs.h"
#include "analysis/metrics_pass_plan.h"
#include "analysis/model_only.h"
#include "analysis/model_pair_check.h"
#include "analysis/thresholds.h"
#include "match/matcher.h"
#include "match/structure_matcher.h"
#include "match/tensor_map_file.h"
#include "metrics/metrics_engine.h"
#include "model/quantized_model.h"
#include "model/shape_inference.h"
#include "tensor/dump_set.h"
#include "util/thread_heap.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <future>
#include <iterator>
#include <memory>
#include <optional>

namespace quantlens {
namespace {
    using R = Result<std::shared_ptr<const Analysis>>;
    const std::vector<int> kNhwcToNchw { 0, 3, 1, 2 };

    void append(std::vector<Problem>& to, const std::vector<Problem>& from)
    {
        to.insert(to.end(), from.begin(), from.end());
    }

    /// Checks the quantized model against the float one and drops from `trusted` (its parameters, as
    /// read) what cannot be trusted: all of them for another network, those of tensors whose shapes
    /// contradict the float model's. True when it dropped any.
    bool checkQuantModel(const Graph& floatGraph, const InferredShapes& floatShapes,
        const EarlyShapeInference::InputShapes& dumpedInputs, const QuantizedModel& quant,
        std::optional<QuantInfo>& trusted, std::vector<Finding>& findings)
    {
        if (!quant.graph)
            return false;
        const InferredShapes quantShapes = inferShapes(*quant.graph, dumpedInputs);
        ModelPairCheck check = compareModels(floatGraph, floatShapes, *quant.graph, quantShapes, *trusted);
        findings.insert(findings.end(), check.findings.begin(), check.findings.end());
        if (check.mismatched) {
            trusted.reset();
            return true;
        }
        bool dropped = false;
        for (const auto& name : check.contradicting)
            dropped = trusted->byFloatTensor.erase(name) > 0 || dropped;
        return dropped;
    }

    /// The failure of a step with the warnings it gathered: a dump file none of whose tensors could be
    /// read fails, and its warnings say why for each tensor.
    template <class Step> Result<std::shared_ptr<Analysis>> failedStep(const Result<Step>& step)
    {
        auto failed = Result<std::shared_ptr<Analysis>>::failure(step.error());
        for (const auto& warning : step.warnings())
            failed.addWarning(warning);
        return failed;
    }

    /// Errors first, so a reader meets the finding that invalidates the rest before anything else;
    /// then runs given another input, which makes every number after the input meaningless.
    void sortFindings(std::vector<Finding>& findings)
    {
        auto rank = [](const Finding& f) {
            return f.severity == Finding::Severity::Error ? 0 : f.problem.what.code == "check.inputs_differ" ? 1 : 2;
        };
        std::stable_sort(
            findings.begin(), findings.end(), [&](const Finding& a, const Finding& b) { return rank(a) < rank(b); });
    }
}

namespace {
    /// The analysis of the dump runs (every candidate of `inputs` is a dump).
    Result<std::shared_ptr<Analysis>> runDumpAnalysis(const AnalysisInputs& inputs, const ExecutedRuns& executed,
        const ProgressCallback& progress, std::optional<QuantInfo>& quantOut, std::optional<TensorMap>& userMapOut)
    {
        using R = Result<std::shared_ptr<Analysis>>;
        if (inputs.candidates.empty())
            return R::failure(Problem::make(inputs.reference.path, {}, text("inputs.no_candidate")));
        if (const auto wrong = inputs.thresholds.problem())
            return R::failure(Problem::make("", {}, *wrong));
        auto analysis = std::make_shared<Analysis>();
        analysis->floatModelPath = inputs.floatModel;
        analysis->quantModelPath = inputs.quantModel;
        analysis->reference = inputs.reference;
        analysis->candidates = inputs.candidates;
        analysis->thresholds = inputs.thresholds;
        auto& warnings = analysis->warnings;
        auto& findings = analysis->findings;

        // The dump folders are listed (every file's header read), each on a thread of its own, while the
        // two models are parsed: all are independent and each takes a good part of opening a network.
        // Runs QuantLens computed itself are in memory already.
        // Each thread that builds a big structure (a listing, a model) grows its heap in one step.
        auto openRun = [&executed](const RunInfo& run) {
            prepareThreadHeap();
            const auto it = executed.prepared.find(run.label);
            return it != executed.prepared.end() && it->second->path() == run.path
                ? Result<DumpSet>::success(*it->second)
                : DumpSet::open(run.path, DumpSet::Files::KeepForFirstRead); // read right after
        };
        // The quantized model is loaded first: the metrics pass waits for its parameters, and it is the
        // longest of these (started after the listings, its thread got a core 2-5 ms later on two cores).
        auto quantLoad = std::async(std::launch::async, [&inputs] {
            prepareThreadHeap();
            return inputs.quantModel.empty() ? std::nullopt : std::optional(loadQuantizedModel(inputs.quantModel));
        });
        std::vector<std::future<Result<DumpSet>>> dumpSets;
        dumpSets.push_back(std::async(std::launch::async, [&inputs, &openRun] { return openRun(inputs.reference); }));
        for (const auto& run : inputs.candidates)
            dumpSets.push_back(std::async(std::launch::async, [&run, &openRun] { return openRun(run); }));
        auto graphResult = importModelFile(inputs.floatModel);
        if (!graphResult)
            return R::failure(graphResult.error());
        analysis->floatGraph = graphResult.value();
        const Graph& graph = *analysis->floatGraph;
        append(warnings, graphResult.warnings());
        analysis->floatNodeCount = graph.nodes().size();
        // The float model's shapes for the dumped input, inferred while the dumps are listed and matched
        // (the checks and the plan need them): started at once on the input files found by name (shapes
        // the inputs declare need none), and again once the dumps are listed if their entries named like
        // the inputs guess otherwise.
        const auto probedInputShapes = EarlyShapeInference::probeDumpedInputs(inputs.reference.path, graph);
        std::optional<EarlyShapeInference> floatEarly;
        floatEarly.emplace(graph, probedInputShapes);

        std::optional<QuantizedModel> quantSource;
        if (auto q = quantLoad.get()) {
            if (!*q)
                return R::failure(q->error());
            append(warnings, q->warnings());
            quantSource = std::move(q->value());
        }

        std::vector<Result<DumpSet>> opened;
        for (auto& set : dumpSets)
            opened.push_back(set.get());
        auto& reference = opened.front();
        if (!reference)
            return failedStep(reference);
        append(warnings, reference.warnings());
        std::vector<DumpSet> candidates;
        for (std::size_t c = 1; c < opened.size(); ++c) {
            if (!opened[c])
                return failedStep(opened[c]);
            append(warnings, opened[c].warnings());
            candidates.push_back(std::move(opened[c].value()));
        }

        // Names first (the quantized model's aliases help), then what the model says the shapes are for
        // the input the reference run had, then everything that must agree with those shapes.
        std::optional<TensorMap> userMap;
        if (!inputs.tensorMap.empty()) {
            auto map = readTensorMap(inputs.tensorMap);
            if (!map)
                return R::failure(map.error());
            userMap = std::move(map.value());
        }
        auto matchAll = [&](const QuantInfo* names) {
            std::vector<MatchResult> all;
            for (auto& set : candidates)
                all.push_back(matchTensors(graph, reference.value(), set, names, userMap ? &*userMap : nullptr));
            return all;
        };
        // Entries named like the inputs in other formats than .npy: a second guess, started only when
        // it differs from the first.
        const auto listedInputShapes = inputShapesByName(reference.value(), graph);
        std::optional<EarlyShapeInference> floatListed;
        if (!floatEarly->guesses(listedInputShapes))
            floatListed.emplace(graph, listedInputShapes);
        auto shapesFor = [](std::optional<EarlyShapeInference>& early, std::optional<EarlyShapeInference>& listed,
                             const EarlyShapeInference::InputShapes& dumped) {
            return listed && listed->guesses(dumped) ? listed->forDumpedInputs(dumped) : early->forDumpedInputs(dumped);
        };
        std::vector<MatchResult> matches = matchAll(quantSource ? &quantSource->info : nullptr);
        const auto inputShapes = inputShapesInDump(matches.front().pairs, reference.value(), graph);
        const InferredShapes floatShapes = shapesFor(floatEarly, floatListed, inputShapes);
        if (floatShapes.error)
            findings.push_back({ Finding::Severity::Warning,
                Problem::make(inputs.floatModel, {}, text("check.shape_inference", { *floatShapes.error })), {} });
        // The matches are completed and checked before the quantized model is: nothing here reads its
        // check, which only decides whether its names may pick dump entries. When it rejects them, the
        // matches are made again without them and checked again; either way the check's findings come
        // first, as they always did. Whether the dumps were given the other way round is read from the
        // dumps once the metrics pass runs (a few thousand values of 32 tensors, nothing the pass
        // needs); its findings keep their place.
        const RunDump referenceDump { reference.value(), inputs.reference.label };
        std::vector<Finding> matchFindings;
        std::vector<Problem> matchWarnings;
        std::vector<std::vector<Finding>> dumpShapeFindings(candidates.size());
        std::vector<SwappedDumpSample> swappedSamples(candidates.size());
        auto completeMatches = [&] {
            matchFindings.clear();
            matchWarnings.clear();
            for (std::size_t c = 0; c < candidates.size(); ++c) {
                if (userMap)
                    checkTensorMap(
                        *userMap, inputs.tensorMap, graph, candidates[c], inputs.candidates[c].label, matchWarnings);
                if (!looksForeign(matches[c].pairs, floatShapes, candidates[c]))
                    matchByStructure(matches[c], reference.value(), candidates[c]);
                reportStructuralMatches(matches[c], candidates[c], inputs.candidates[c].label, matchFindings);
            }
            for (const auto& match : matches)
                append(matchWarnings, match.problems);
            for (std::size_t c = 0; c < candidates.size(); ++c) {
                const RunDump candidateDump { candidates[c], inputs.candidates[c].label };
                dumpShapeFindings[c].clear();
                checkDumpShapes(
                    matches[c].pairs, floatShapes, referenceDump, candidateDump, c == 0, dumpShapeFindings[c]);
                swappedSamples[c] = sampleForSwappedCheck(matches[c].pairs);
            }
        };
        // The dump shapes' findings, then the swapped-dumps check's, per candidate as before.
        auto finishDumpChecks = [&] {
            for (std::size_t c = 0; c < candidates.size(); ++c) {
                matchFindings.insert(matchFindings.end(), std::make_move_iterator(dumpShapeFindings[c].begin()),
                    std::make_move_iterator(dumpShapeFindings[c].end()));
                const RunDump candidateDump { candidates[c], inputs.candidates[c].label };
                checkSwappedDumps(swappedSamples[c], referenceDump, candidateDump, matchFindings);
            }
        };
        completeMatches();
        // The metrics pass starts before the quantized model is checked: its parameters are trusted as
        // read, and the pass is planned and made again only when the check drops some of them (another
        // network's model, or tensors whose shapes contradict the float model's). The check infers that
        // model's shapes on this thread while the pass runs: started while the models were read, the
        // inference took a core from the work the pass waits for.
        std::optional<QuantInfo> quant;
        if (quantSource)
            quant = std::move(quantSource->info);
        const PassInputs passInputs { graph, reference.value(), candidates, floatShapes, inputs.tensorStats,
            inputs.threads };
        PassPlan plan = planMetricsPass(passInputs, matches, quant, *analysis);
        MetricsEngine::Options options;
        options.threads = inputs.threads;
        std::atomic<bool> abandoned { false };
        const ProgressCallback speculative = [&](std::size_t done, std::size_t total) {
            return !abandoned.load(std::memory_order_relaxed) && (!progress || progress(done, total));
        };
        auto started = std::async(std::launch::async,
            [&plan, &options, &speculative] { return MetricsEngine::compute(plan.jobs, options, speculative); });
        finishDumpChecks();
        const bool dropped
            = quantSource && checkQuantModel(graph, floatShapes, inputShapes, *quantSource, quant, findings);
        // The quantized model is done with: it goes while the pass runs (this thread only waits for it)
        // instead of after it, where destroying it took 1.6-2.1 ms.
        quantSource.reset();
        MetricsRun run;
        if (!dropped) {
            run = started.get();
        } else {
            abandoned = true;
            static_cast<void>(started.get());
            if (quant) {
                takePairsBack(matches, *analysis); // the same matches, planned with fewer parameters
            } else { // another network's names for tensors must not pick dump entries either
                matches = matchAll(nullptr);
                completeMatches();
                finishDumpChecks();
            }
            plan = planMetricsPass(passInputs, matches, quant, *analysis);
            run = MetricsEngine::compute(plan.jobs, options, progress);
        }
        findings.insert(findings.end(), std::make_move_iterator(matchFindings.begin()),
            std::make_move_iterator(matchFindings.end()));
        append(warnings, matchWarnings);
        reference.value().closeKeptFiles(); // those of entries no job read
        for (const auto& set : candidates)
            set.closeKeptFiles();
        for (std::size_t k = 0; k < plan.stepOf.size(); ++k)
            if (run.results[plan.stepJobsStart + k]) {
                const auto& slot = plan.slots[plan.stepOf[k]];
                analysis->rows[slot.row].results[slot.candidate].quantizationStep
                    = run.results[plan.stepJobsStart + k].value();
            }
        if (run.cancelled)
            return R::failure(Problem::make(inputs.floatModel, {}, text("inputs.cancelled")));
        for (std::size_t k = 0; k < plan.transposedOf.size(); ++k) {
            auto& direct = run.results[plan.transposedOf[k]];
            const auto& transposed = run.results[plan.directJobs + k];
            if (direct && transposed && direct.value().cosine < kLayoutRetryBelowCos
                && transposed.value().cosine > direct.value().cosine) {
                const auto& slot = plan.slots[plan.transposedOf[k]];
                auto& row = analysis->rows[slot.row];
                warnings.push_back(
                    Problem::make(inputs.candidates[slot.candidate].path, text("where.tensor", { row.tensor }),
                        text("match.square_nhwc", { std::to_string(direct.value().cosine) })));
                row.results[slot.candidate].match.candidatePermutation = kNhwcToNchw;
                direct = transposed;
                run.stats[plan.transposedOf[k]] = run.stats[plan.directJobs + k];
            }
        }
        for (std::size_t j = 0; j < plan.directJobs; ++j) {
            auto& result = analysis->rows[plan.slots[j].row].results[plan.slots[j].candidate];
            result.stats = std::move(run.stats[j]);
            if (run.results[j])
                result.metrics = run.results[j].value();
            else
                result.problem = run.results[j].error();
        }
        analysis->indexRows();
        // The jobs that read them by reference are done: the analysis keeps the dumps from here on.
        analysis->referenceDump = std::make_shared<const DumpSet>(std::move(reference.value()));
        for (auto& set : candidates)
            analysis->candidateDumps.push_back(std::make_shared<const DumpSet>(std::move(set)));

        // Counted on the analysis's own dumps: `candidates` were moved into it just above.
        std::vector<std::size_t> candidateEntryCounts;
        for (const auto& set : analysis->candidateDumps)
            candidateEntryCounts.push_back(set->entries().size());
        checkCoverage(*analysis, candidateEntryCounts, analysis->referenceDump->entries().size(), findings);
        checkSameInput(*analysis, findings);
        sortFindings(findings);
        quantOut = std::move(quant);
        userMapOut = std::move(userMap);
        return R::success(std::move(analysis));
    }
}

Result<std::shared_ptr<const Analysis>> runAnalysis(const AnalysisInputs& given, const ProgressCallback& progress)
{
    prepareThreadHeap(); // the window runs analyses on a worker thread, with a heap of its own
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
    return R::success(std::shared_ptr<const Analysis>(std::move(result).value()));
}

} // namespace quantlens
