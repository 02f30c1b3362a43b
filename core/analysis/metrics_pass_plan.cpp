#include "analysis/metrics_pass_plan.h"

#include "analysis/analysis_jobs.h"
#include "runtime/thread_pool.h"
#include "util/huge_pages.h"

#include <cstdint>
#include <functional>
#include <string>

namespace quantlens {
namespace {
    /// What the metrics pass gathers besides the metrics: the reference's own statistics once per
    /// tensor (with the first run), and for every run its values at the quantization's extremes.
    /// Channels run along axis 1 (NCHW, or [N, C] for matrices) unless the reference dump declares
    /// NHWC.
    TensorStatsRequest statsRequest(const LayerRow& row, const DumpSet& reference, bool firstRun)
    {
        TensorStatsRequest request;
        request.reference = firstRun;
        request.quant = row.quant;
        if (firstRun && row.shape.size() >= 2)
            request.channelAxis
                = reference.declaredLayout() == std::optional<std::string>("NHWC") && row.shape.size() == 4 ? 3 : 1;
        return request;
    }

    /// Float data unless the model's types (declared or inferred) or the float run's dump say otherwise.
    bool holdsFloat(const Value* value, const InferredShapes& model, const DumpEntry* dumped, const std::string& name)
    {
        auto isFloat = [](DType t) { return !isIntegerType(t) && t != DType::Bool; };
        if (value && value->dtype)
            return isFloat(*value->dtype);
        if (const auto it = model.dtypes.find(name); it != model.dtypes.end())
            return isFloat(it->second);
        return dumped == nullptr || isFloat(dumped->dtype);
    }

    LayerRow describeRow(const Graph& graph, const TensorPair& pair, const DumpSet& reference,
        const std::optional<QuantInfo>& quant, const InferredShapes& model)
    {
        LayerRow row;
        row.order = pair.order;
        row.tensor = pair.floatName;
        const Value* value = graph.value(pair.floatName);
        if (const Node* node = graph.producer(pair.floatName)) {
            row.opType = node->opType;
            row.nodeName = node->name;
        } else {
            row.opType = "Input";
        }
        row.isGraphOutput = value && value->isGraphOutput;
        const DumpEntry* dumped = reference.entry(pair.referenceEntry);
        row.isFloat = holdsFloat(value, model, dumped, pair.floatName);
        if (dumped)
            row.shape = dumped->shape;
        else if (value)
            row.shape = value->shape;
        if (quant)
            if (const QuantParams* q = quant->find(pair.floatName))
                row.quant = *q;
        return row;
    }

    Problem notComparedProblem(const TensorPair& pair)
    {
        return Problem::make("", text("where.tensor", { pair.floatName }), pair.problem);
    }
}

PassPlan planMetricsPass(
    const PassInputs& in, std::vector<MatchResult>& matches, const std::optional<QuantInfo>& quant, Analysis& analysis)
{
    // A big network's rows and jobs are lookups in big tables, made on every core: each row and job
    // is written by one piece, so the order of the pieces does not matter. The pool's threads are
    // started only for a network big enough to split.
    constexpr std::size_t kRowsPerPiece = 1000;
    std::optional<runtime::ThreadPool> rowPool;
    auto forRows = [&](std::size_t n, const std::function<void(std::size_t, std::size_t)>& body) {
        if (n < 2 * kRowsPerPiece) {
            body(0, n);
            return;
        }
        if (!rowPool)
            rowPool.emplace(in.threads);
        rowPool->parallelFor(n, kRowsPerPiece, body);
    };
    PassPlan plan;
    analysis.rows.clear();
    analysis.unusedCandidateEntries.clear();
    for (std::size_t c = 0; c < in.candidates.size(); ++c) {
        MatchResult& match = matches[c];
        const std::size_t pairCount = match.pairs.size();
        if (c == 0) {
            analysis.unusedReferenceEntries = match.unusedReferenceEntries;
            reserveOnHugePages(analysis.rows, pairCount);
            analysis.rows.resize(pairCount);
            reserveOnHugePages(plan.jobs, pairCount * in.candidates.size());
            forRows(pairCount, [&](std::size_t first, std::size_t last) {
                for (std::size_t r = first; r < last; ++r)
                    analysis.rows[r] = describeRow(in.graph, match.pairs[r], in.reference, quant, in.floatShapes);
            });
        }
        analysis.unusedCandidateEntries.push_back(match.unusedCandidateEntries);
        // Each compared row's place among the jobs first, so the jobs are made in place on every
        // core: a table of optional jobs moved over afterwards touched 16 MB more for 20,000
        // tensors, and each fresh page is a page fault.
        constexpr std::size_t kNotCompared = SIZE_MAX;
        std::vector<std::size_t> jobOfRow(pairCount, kNotCompared);
        std::size_t jobCount = plan.jobs.size();
        for (std::size_t r = 0; r < pairCount; ++r)
            if (match.pairs[r].comparable())
                jobOfRow[r] = jobCount++;
        plan.jobs.resize(jobCount);
        forRows(pairCount, [&](std::size_t first, std::size_t last) {
            for (std::size_t r = first; r < last; ++r)
                if (jobOfRow[r] != kNotCompared) {
                    const auto& row = analysis.rows[r];
                    MetricsJob& job = plan.jobs[jobOfRow[r]];
                    job = lazyMetricsJob(
                        match.pairs[r], in.reference, in.candidates[c], row.quant, JobReading::FrontToBack);
                    if (in.tensorStats)
                        job.stats = statsRequest(row, in.reference, c == 0);
                }
        });
        for (std::size_t r = 0; r < pairCount; ++r)
            if (jobOfRow[r] != kNotCompared)
                plan.slots.push_back({ r, c });
        // A result is a kilobyte: 20,000 of them are 5,000 fresh pages, faulted in on every core.
        forRows(pairCount, [&](std::size_t first, std::size_t last) {
            for (std::size_t r = first; r < last; ++r) {
                CandidateResult result;
                if (jobOfRow[r] == kNotCompared)
                    result.problem = notComparedProblem(match.pairs[r]);
                result.match = std::move(match.pairs[r]);
                analysis.rows[r].results.push_back(std::move(result));
            }
        });
    }

    // Like SigmaStar's compareAccuracy: also try ambiguous square maps transposed, and keep the
    // transposed reading when the direct one is poor and the other is better. SigmaStar's own retry
    // limit, a property of the layout guess, not the user's verdict thresholds (which may be anything).
    plan.directJobs = plan.jobs.size();
    for (std::size_t j = 0; j < plan.directJobs; ++j) {
        const auto& slot = plan.slots[j];
        const TensorPair& match = analysis.rows[slot.row].results[slot.candidate].match;
        if (!in.candidates[slot.candidate].declaredLayout() && looksLayoutAmbiguous(match, plan.jobs[j])) {
            // Opened in memory: the direct job streams its files.
            MetricsJob inMemory
                = lazyMetricsJob(match, in.reference, in.candidates[slot.candidate], analysis.rows[slot.row].quant);
            inMemory.stats = plan.jobs[j].stats;
            plan.jobs.push_back(transposedJob(inMemory));
            plan.transposedOf.push_back(j);
        }
    }

    // Runs that dumped tensors before their QuantizeLinear too: the quantization step of each, in
    // the same pass.
    plan.stepJobsStart = plan.jobs.size();
    for (std::size_t j = 0; j < plan.directJobs; ++j) {
        const auto& slot = plan.slots[j];
        const TensorPair& match = analysis.rows[slot.row].results[slot.candidate].match;
        if (match.preQuantizationEntry.empty())
            continue;
        TensorPair step;
        step.floatName = match.floatName;
        step.referenceEntry = match.preQuantizationEntry;
        step.candidateEntry = match.candidateEntry;
        plan.jobs.push_back(lazyMetricsJob(step, in.candidates[slot.candidate], in.candidates[slot.candidate],
            analysis.rows[slot.row].quant, JobReading::FrontToBack));
        plan.stepOf.push_back(j);
    }
    return plan;
}

void takePairsBack(std::vector<MatchResult>& matches, Analysis& analysis)
{
    for (std::size_t c = 0; c < matches.size(); ++c)
        for (std::size_t r = 0; r < matches[c].pairs.size() && r < analysis.rows.size(); ++r)
            matches[c].pairs[r] = std::move(analysis.rows[r].results[c].match);
}

} // namespace quantlens
