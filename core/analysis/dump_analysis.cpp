#include "analysis/dump_analysis.h"

#include "analysis/model_pair_check.h"
#include "match/structure_matcher.h"
#include "match/tensor_map_file.h"
#include "model/model_import.h"
#include "model/shape_inference.h"
#include "util/thread_heap.h"

#include <algorithm>
#include <iterator>

namespace quantlens {
namespace {
    const std::vector<int> kNhwcToNchw { 0, 3, 1, 2 };

    void append(std::vector<Problem>& to, const std::vector<Problem>& from)
    {
        to.insert(to.end(), from.begin(), from.end());
    }

    /// The failure of a step with the warnings it gathered: a dump file none of whose tensors could be
    /// read fails, and its warnings say why for each tensor.
    template <class Step> DumpAnalysis::Failure failedStep(const Result<Step>& step)
    {
        auto failed = DumpAnalysis::Failure::failure(step.error());
        for (const auto& warning : step.warnings())
            failed.addWarning(warning);
        return failed;
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

DumpAnalysis::DumpAnalysis(const AnalysisInputs& inputs, const ExecutedRuns& executed, ProgressCallback progress)
    : m_inputs(inputs)
    , m_executed(executed)
    , m_progress(std::move(progress))
{ }

DumpAnalysis::~DumpAnalysis()
{
    m_abandoned = true; // a pass still running (a stage failed after it started) stops soon
    if (m_started.valid())
        m_started.wait();
}

bool DumpAnalysis::fail(Failure failure)
{
    m_failure = std::move(failure);
    return false;
}

bool DumpAnalysis::openInputs()
{
    if (m_inputs.candidates.empty())
        return fail(Failure::failure(Problem::make(m_inputs.reference.path, {}, text("inputs.no_candidate"))));
    if (const auto wrong = m_inputs.thresholds.problem())
        return fail(Failure::failure(Problem::make("", {}, *wrong)));
    m_analysis = std::make_shared<Analysis>();
    Analysis& analysis = *m_analysis;
    analysis.floatModelPath = m_inputs.floatModel;
    analysis.quantModelPath = m_inputs.quantModel;
    analysis.reference = m_inputs.reference;
    analysis.candidates = m_inputs.candidates;
    analysis.thresholds = m_inputs.thresholds;

    // The dump folders are listed (every file's header read), each on a thread of its own, while the
    // two models are parsed: all are independent and each takes a good part of opening a network.
    // Runs QuantLens computed itself are ready (in memory, or listed in their temporary folder).
    // Each thread that builds a big structure (a listing, a model) grows its heap in one step.
    auto openRun = [this](const RunInfo& run) {
        prepareThreadHeap();
        const auto it = m_executed.prepared.find(run.label);
        return it != m_executed.prepared.end() && m_executed.preparedFrom.at(run.label) == run.path
            ? Result<DumpSet>::success(*it->second)
            : DumpSet::open(run.path, DumpSet::Files::KeepForFirstRead); // read right after
    };
    // The quantized model is loaded first: the metrics pass waits for its parameters, and it is the
    // longest of these (started after the listings, its thread got a core 2-5 ms later on two cores).
    auto quantLoad = std::async(std::launch::async, [this] {
        prepareThreadHeap();
        return m_inputs.quantModel.empty() ? std::nullopt : std::optional(loadQuantizedModel(m_inputs.quantModel));
    });
    std::vector<std::future<Result<DumpSet>>> dumpSets;
    dumpSets.push_back(std::async(std::launch::async, [this, &openRun] { return openRun(m_inputs.reference); }));
    for (const auto& run : m_inputs.candidates)
        dumpSets.push_back(std::async(std::launch::async, [&run, &openRun] { return openRun(run); }));
    auto graphResult = importModelFile(m_inputs.floatModel);
    if (!graphResult)
        return fail(Failure::failure(graphResult.error()));
    analysis.floatGraph = graphResult.value();
    const Graph& graph = *analysis.floatGraph;
    append(analysis.warnings, graphResult.warnings());
    analysis.floatNodeCount = graph.nodes().size();
    // The float model's shapes for the dumped input, inferred while the dumps are listed and matched
    // (the checks and the plan need them): started at once on the input files found by name (shapes
    // the inputs declare need none), and again by matchAndCheck() if the dumps' entries named like
    // the inputs guess otherwise.
    m_floatEarly.emplace(graph, EarlyShapeInference::probeDumpedInputs(m_inputs.reference.path, graph));

    if (auto q = quantLoad.get()) {
        if (!*q)
            return fail(Failure::failure(q->error()));
        append(analysis.warnings, q->warnings());
        m_quantSource = std::move(q->value());
    }
    std::vector<Result<DumpSet>> opened;
    for (auto& set : dumpSets)
        opened.push_back(set.get());
    for (auto& run : opened) {
        if (!run)
            return fail(failedStep(run));
        append(analysis.warnings, run.warnings());
        if (!m_reference)
            m_reference.emplace(std::move(run.value()));
        else
            m_candidates.push_back(std::move(run.value()));
    }
    if (!m_inputs.tensorMap.empty()) {
        auto map = readTensorMap(m_inputs.tensorMap);
        if (!map)
            return fail(Failure::failure(map.error()));
        m_userMap = std::move(map.value());
    }
    return true;
}

std::vector<MatchResult> DumpAnalysis::matchAll(const QuantInfo* names) const
{
    std::vector<MatchResult> all;
    for (const auto& set : m_candidates)
        all.push_back(
            matchTensors(*m_analysis->floatGraph, *m_reference, set, names, m_userMap ? &*m_userMap : nullptr));
    return all;
}

void DumpAnalysis::matchAndCheck()
{
    const Graph& graph = *m_analysis->floatGraph;
    // Names first (the quantized model's aliases help), then what the model says the shapes are for
    // the input the reference run had, then everything that must agree with those shapes.
    // Entries named like the inputs in other formats than .npy: a second guess, started only when it
    // differs from the first.
    const auto listedInputShapes = inputShapesByName(*m_reference, graph);
    if (!m_floatEarly->guesses(listedInputShapes))
        m_floatListed.emplace(graph, listedInputShapes);
    m_matches = matchAll(m_quantSource ? &m_quantSource->info : nullptr);
    m_inputShapes = inputShapesInDump(m_matches.front().pairs, *m_reference, graph);
    m_floatShapes = m_floatListed && m_floatListed->guesses(m_inputShapes)
        ? m_floatListed->forDumpedInputs(m_inputShapes)
        : m_floatEarly->forDumpedInputs(m_inputShapes);
    if (m_floatShapes.error)
        m_analysis->findings.push_back({ Finding::Severity::Warning,
            Problem::make(m_inputs.floatModel, {}, text("check.shape_inference", { *m_floatShapes.error })), {} });
    // The matches are completed and checked before the quantized model is: nothing here reads its
    // check, which only decides whether its names may pick dump entries. When it rejects them, the
    // matches are made again without them and checked again; either way the check's findings come
    // first, as they always did.
    completeMatches();
}

void DumpAnalysis::completeMatches()
{
    const Graph& graph = *m_analysis->floatGraph;
    m_matchFindings.clear();
    m_matchWarnings.clear();
    for (std::size_t c = 0; c < m_candidates.size(); ++c) {
        const std::string& label = m_inputs.candidates[c].label;
        if (m_userMap)
            checkTensorMap(*m_userMap, m_inputs.tensorMap, graph, m_candidates[c], label, m_matchWarnings);
        if (!looksForeign(m_matches[c].pairs, m_floatShapes, m_candidates[c]))
            matchByStructure(m_matches[c], *m_reference, m_candidates[c]);
        reportStructuralMatches(m_matches[c], m_candidates[c], label, m_matchFindings);
    }
    for (const auto& match : m_matches)
        append(m_matchWarnings, match.problems);
    const RunDump referenceDump { *m_reference, m_inputs.reference.label };
    m_dumpShapeFindings.assign(m_candidates.size(), {});
    m_swappedSamples.assign(m_candidates.size(), {});
    for (std::size_t c = 0; c < m_candidates.size(); ++c) {
        const RunDump candidateDump { m_candidates[c], m_inputs.candidates[c].label };
        checkDumpShapes(
            m_matches[c].pairs, m_floatShapes, referenceDump, candidateDump, c == 0, m_dumpShapeFindings[c]);
        // Taken before the pass's plan moves the pairs away: the check reads the dumps while it runs.
        m_swappedSamples[c] = sampleForSwappedCheck(m_matches[c].pairs);
    }
}

void DumpAnalysis::startPass()
{
    if (m_quantSource)
        m_quant = std::move(m_quantSource->info);
    m_passInputs.emplace(PassInputs {
        *m_analysis->floatGraph, *m_reference, m_candidates, m_floatShapes, m_inputs.tensorStats, m_inputs.threads });
    m_plan = planMetricsPass(*m_passInputs, m_matches, m_quant, *m_analysis);
    m_options.threads = m_inputs.threads;
    m_speculativeProgress = [this](std::size_t done, std::size_t total) {
        return !m_abandoned.load(std::memory_order_relaxed) && (!m_progress || m_progress(done, total));
    };
    m_started = std::async(
        std::launch::async, [this] { return MetricsEngine::compute(m_plan.jobs, m_options, m_speculativeProgress); });
}

void DumpAnalysis::finishDumpChecks()
{
    // The dump shapes' findings, then the swapped-dumps check's (a few thousand values of 32 tensors,
    // nothing the pass needs), per candidate.
    const RunDump referenceDump { *m_reference, m_inputs.reference.label };
    for (std::size_t c = 0; c < m_candidates.size(); ++c) {
        m_matchFindings.insert(m_matchFindings.end(), std::make_move_iterator(m_dumpShapeFindings[c].begin()),
            std::make_move_iterator(m_dumpShapeFindings[c].end()));
        const RunDump candidateDump { m_candidates[c], m_inputs.candidates[c].label };
        checkSwappedDumps(m_swappedSamples[c], referenceDump, candidateDump, m_matchFindings);
    }
}

void DumpAnalysis::recheckQuantModel()
{
    // The check infers the quantized model's shapes on this thread while the pass runs: started while
    // the models were read, the inference took a core from the work the pass waits for.
    const bool dropped = m_quantSource
        && checkQuantModel(
            *m_analysis->floatGraph, m_floatShapes, m_inputShapes, *m_quantSource, m_quant, m_analysis->findings);
    // The quantized model is done with: it goes while the pass runs (this thread only waits for it)
    // instead of after it, where destroying it took 1.6-2.1 ms.
    m_quantSource.reset();
    if (!dropped) {
        m_run = m_started.get();
        return;
    }
    m_abandoned = true;
    static_cast<void>(m_started.get());
    if (m_quant) {
        takePairsBack(m_matches, *m_analysis); // the same matches, planned with fewer parameters
    } else { // another network's names for tensors must not pick dump entries either
        m_matches = matchAll(nullptr);
        completeMatches();
        finishDumpChecks();
    }
    m_plan = planMetricsPass(*m_passInputs, m_matches, m_quant, *m_analysis);
    m_run = MetricsEngine::compute(m_plan.jobs, m_options, m_progress);
    m_passRedone = true;
}

bool DumpAnalysis::foldResults()
{
    Analysis& analysis = *m_analysis;
    analysis.findings.insert(analysis.findings.end(), std::make_move_iterator(m_matchFindings.begin()),
        std::make_move_iterator(m_matchFindings.end()));
    m_matchFindings.clear();
    append(analysis.warnings, m_matchWarnings);
    m_reference->closeKeptFiles(); // those of entries no job read
    for (const auto& set : m_candidates)
        set.closeKeptFiles();
    for (std::size_t k = 0; k < m_plan.stepOf.size(); ++k)
        if (m_run.results[m_plan.stepJobsStart + k]) {
            const auto& slot = m_plan.slots[m_plan.stepOf[k]];
            analysis.rows[slot.row].results[slot.candidate].quantizationStep
                = m_run.results[m_plan.stepJobsStart + k].value();
        }
    if (m_run.cancelled)
        return fail(Failure::failure(cancellation(m_inputs.floatModel)));
    for (std::size_t k = 0; k < m_plan.transposedOf.size(); ++k) {
        auto& direct = m_run.results[m_plan.transposedOf[k]];
        const auto& transposed = m_run.results[m_plan.directJobs + k];
        if (direct && transposed && direct.value().cosine < kLayoutRetryBelowCos
            && transposed.value().cosine > direct.value().cosine) {
            const auto& slot = m_plan.slots[m_plan.transposedOf[k]];
            auto& row = analysis.rows[slot.row];
            analysis.warnings.push_back(
                Problem::make(m_inputs.candidates[slot.candidate].path, text("where.tensor", { row.tensor }),
                    text("match.square_nhwc", { std::to_string(direct.value().cosine) })));
            row.results[slot.candidate].match.candidatePermutation = kNhwcToNchw;
            direct = transposed;
            m_run.stats[m_plan.transposedOf[k]] = m_run.stats[m_plan.directJobs + k];
        }
    }
    for (std::size_t j = 0; j < m_plan.directJobs; ++j) {
        auto& result = analysis.rows[m_plan.slots[j].row].results[m_plan.slots[j].candidate];
        result.stats = std::move(m_run.stats[j]);
        if (m_run.results[j])
            result.metrics = m_run.results[j].value();
        else
            result.problem = m_run.results[j].error();
    }
    analysis.indexRows();
    // The jobs that read them by reference are done: the analysis keeps the dumps from here on.
    m_passInputs.reset();
    analysis.referenceDump = std::make_shared<const DumpSet>(std::move(*m_reference));
    m_reference.reset();
    for (auto& set : m_candidates)
        analysis.candidateDumps.push_back(std::make_shared<const DumpSet>(std::move(set)));
    m_candidates.clear();
    return true;
}

void DumpAnalysis::finalChecks()
{
    Analysis& analysis = *m_analysis;
    std::vector<std::size_t> candidateEntryCounts;
    for (const auto& set : analysis.candidateDumps)
        candidateEntryCounts.push_back(set->entries().size());
    checkCoverage(analysis, candidateEntryCounts, analysis.referenceDump->entries().size(), analysis.findings);
    checkSameInput(analysis, analysis.findings);
    sortFindings(analysis.findings);
}

} // namespace quantlens
