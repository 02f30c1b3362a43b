#include "analysis/analysis_runner.h"

#include "match/matcher.h"
#include "metrics/metrics_engine.h"
#include "model/onnx_import.h"
#include "model/quant_import.h"
#include "tensor/dump_set.h"

#include <cmath>

namespace quantlens {
namespace {
    using R = Result<std::shared_ptr<const Analysis>>;
    const std::vector<int> kNhwcToNchw { 0, 3, 1, 2 };

    bool endsWith(const std::string& s, const std::string& suffix)
    {
        return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
    }

    void append(std::vector<Problem>& to, const std::vector<Problem>& from) { to.insert(to.end(), from.begin(), from.end()); }

    Result<QuantInfo> loadQuantInfo(const std::string& path, std::vector<Problem>& warnings)
    {
        if (endsWith(path, ".json"))
            return readSigmaStarQuantJson(path);
        auto graph = importOnnxFile(path);
        if (!graph)
            return Result<QuantInfo>::failure(graph.error());
        append(warnings, graph.warnings());
        return extractQuantInfo(*graph.value());
    }

    // Builds the metrics job of one comparable pair; a failure becomes the result's status.
    Result<MetricsJob> makeJob(const TensorPair& pair, const DumpSet& reference, const DumpSet& candidate,
        const std::optional<QuantParams>& quant)
    {
        auto ref = reference.tensor(pair.referenceEntry);
        if (!ref)
            return Result<MetricsJob>::failure(ref.error());
        auto cand = candidate.tensor(pair.candidateEntry);
        if (!cand)
            return Result<MetricsJob>::failure(cand.error());
        MetricsJob job { ref.value(), cand.value(), std::nullopt, std::nullopt, {} };
        if (!pair.candidatePermutation.empty())
            job.candidate = job.candidate.permuted(pair.candidatePermutation);
        if (pair.reshaped) {
            if (!job.candidate.isRowMajorContiguous() || !job.reference.isRowMajorContiguous())
                return Result<MetricsJob>::failure(job.candidate.source, "",
                    "shapes differ by size-1 dimensions and the data is not in row-major order");
            job.candidate.shape = job.reference.shape;
            job.candidate.strides = TensorView::rowMajorStrides(job.reference.shape);
        }
        // Integer dumps (board runs, raw simulator output) are compared after dequantization.
        if (quant && isIntegerType(job.candidate.dtype))
            job.candidateDequant = quant;
        if (quant && isIntegerType(job.reference.dtype)) // a board run can be the reference too
            job.referenceDequant = quant;
        return Result<MetricsJob>::success(std::move(job));
    }

    // The job as the engine sees it before opening anything: the shape from the dump's header,
    // and how to open the real views when their turn comes.
    MetricsJob lazyJob(const TensorPair& pair, const DumpSet& reference, const DumpSet& candidate,
        const std::optional<QuantParams>& quant)
    {
        MetricsJob job;
        const DumpEntry* ref = reference.entry(pair.referenceEntry);
        job.reference.shape = ref->shape;
        job.reference.strides = TensorView::rowMajorStrides(ref->shape);
        job.reference.source = ref->file;
        job.candidate.shape = ref->shape; // the matcher aligned it (transposed or reshaped) to this
        job.candidate.strides = job.reference.strides;
        job.candidate.source = candidate.entry(pair.candidateEntry)->file;
        job.open = [pair, &reference, &candidate, quant] { return makeJob(pair, reference, candidate, quant); };
        return job;
    }

    bool looksLayoutAmbiguous(const TensorPair& pair, const MetricsJob& job)
    {
        const auto& s = job.candidate.shape;
        return pair.candidatePermutation.empty() && !pair.reshaped && s.size() == 4 && s[1] > 1 && s[1] == s[2]
            && s[2] == s[3];
    }

    struct JobSlot {
        std::size_t row;
        std::size_t candidate;
    };

    LayerRow describeRow(const Graph& graph, const TensorPair& pair, const DumpSet& reference,
        const std::optional<QuantInfo>& quant)
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
        if (const DumpEntry* e = reference.entry(pair.referenceEntry))
            row.shape = e->shape;
        else if (value)
            row.shape = value->shape;
        if (quant)
            if (const QuantParams* q = quant->find(pair.floatName))
                row.quant = *q;
        return row;
    }
}

Result<std::shared_ptr<const Analysis>> runAnalysis(const AnalysisInputs& inputs, const ProgressCallback& progress)
{
    if (inputs.candidates.empty())
        return R::failure(inputs.reference.path, "", "no candidate dump to compare with");
    auto analysis = std::make_shared<Analysis>();
    analysis->floatModelPath = inputs.floatModel;
    analysis->quantModelPath = inputs.quantModel;
    analysis->reference = inputs.reference;
    analysis->candidates = inputs.candidates;
    auto& warnings = analysis->warnings;

    auto graphResult = importOnnxFile(inputs.floatModel);
    if (!graphResult)
        return R::failure(graphResult.error());
    analysis->floatGraph = graphResult.value();
    const Graph& graph = *analysis->floatGraph;
    append(warnings, graphResult.warnings());
    analysis->floatNodeCount = graph.nodes().size();

    std::optional<QuantInfo> quant;
    if (!inputs.quantModel.empty()) {
        auto q = loadQuantInfo(inputs.quantModel, warnings);
        if (!q)
            return R::failure(q.error());
        append(warnings, q.warnings());
        quant = std::move(q.value());
    }

    auto reference = DumpSet::open(inputs.reference.path);
    if (!reference)
        return R::failure(reference.error());
    append(warnings, reference.warnings());
    std::vector<DumpSet> candidates;
    for (const auto& run : inputs.candidates) {
        auto set = DumpSet::open(run.path);
        if (!set)
            return R::failure(set.error());
        append(warnings, set.warnings());
        candidates.push_back(std::move(set.value()));
    }

    std::vector<MetricsJob> jobs;
    std::vector<JobSlot> slots;
    for (std::size_t c = 0; c < candidates.size(); ++c) {
        MatchResult match = matchTensors(graph, reference.value(), candidates[c], quant ? &*quant : nullptr);
        append(warnings, match.problems);
        if (c == 0) {
            analysis->unusedReferenceEntries = match.unusedReferenceEntries;
            for (const auto& pair : match.pairs)
                analysis->rows.push_back(describeRow(graph, pair, reference.value(), quant));
        }
        analysis->unusedCandidateEntries.push_back(match.unusedCandidateEntries);
        for (std::size_t r = 0; r < match.pairs.size(); ++r) {
            auto& row = analysis->rows[r];
            CandidateResult result;
            result.status = match.pairs[r].problem;
            if (match.pairs[r].comparable()) {
                jobs.push_back(lazyJob(match.pairs[r], reference.value(), candidates[c], row.quant));
                slots.push_back({ r, c });
            }
            result.match = std::move(match.pairs[r]);
            row.results.push_back(std::move(result));
        }
    }

    // A square feature map (C = H = W) has the same shape in NCHW and NHWC, so an undeclared layout
    // cannot be told from the shape. Like SigmaStar's compareAccuracy, also try it transposed and
    // keep the transposed reading when the direct one is poor (cos < 0.98) and the other is better.
    const std::size_t directJobs = jobs.size();
    std::vector<std::size_t> transposedOf;
    for (std::size_t j = 0; j < directJobs; ++j) {
        const auto& slot = slots[j];
        if (!candidates[slot.candidate].declaredLayout()
            && looksLayoutAmbiguous(analysis->rows[slot.row].results[slot.candidate].match, jobs[j])) {
            MetricsJob alt = jobs[j];
            alt.candidate = alt.candidate.permuted(kNhwcToNchw);
            alt.open = [open = jobs[j].open] {
                auto job = open();
                if (job)
                    job.value().candidate = job.value().candidate.permuted(kNhwcToNchw);
                return job;
            };
            jobs.push_back(std::move(alt));
            transposedOf.push_back(j);
        }
    }

    MetricsEngine::Options options;
    options.threads = inputs.threads;
    MetricsRun run = MetricsEngine::compute(jobs, options, progress);
    if (run.cancelled)
        return R::failure(inputs.floatModel, "", "cancelled");
    for (std::size_t k = 0; k < transposedOf.size(); ++k) {
        auto& direct = run.results[transposedOf[k]];
        const auto& transposed = run.results[directJobs + k];
        if (direct && transposed && direct.value().cosine < 0.98 && transposed.value().cosine > direct.value().cosine) {
            const auto& slot = slots[transposedOf[k]];
            auto& row = analysis->rows[slot.row];
            warnings.push_back({ inputs.candidates[slot.candidate].path, "tensor '" + row.tensor + "'",
                "read as NHWC: its shape fits both layouts and the NCHW reading gave cos "
                    + std::to_string(direct.value().cosine) + "; add a manifest.json with \"layout\" to be sure" });
            row.results[slot.candidate].match.candidatePermutation = kNhwcToNchw;
            direct = transposed;
        }
    }
    for (std::size_t j = 0; j < directJobs; ++j) {
        auto& result = analysis->rows[slots[j].row].results[slots[j].candidate];
        if (run.results[j])
            result.metrics = run.results[j].value();
        else
            result.status = run.results[j].error().toString();
    }
    for (std::size_t c = 0; c < candidates.size(); ++c)
        analysis->summaries.push_back(summarize(analysis->rows, c, inputs.cosThreshold));
    for (std::size_t r = 0; r < analysis->rows.size(); ++r)
        analysis->rowIndex.emplace(analysis->rows[r].tensor, r);
    return R::success(std::shared_ptr<const Analysis>(std::move(analysis)));
}

} // namespace quantlens
