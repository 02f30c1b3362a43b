#include "analysis/analysis_runner.h"

#include "match/matcher.h"
#include "metrics/metrics_engine.h"
#include "model/onnx_import.h"
#include "model/quant_import.h"
#include "tensor/dump_set.h"

#include <algorithm>
#include <cmath>

namespace quantlens {
namespace {
    bool endsWith(const std::string& s, const std::string& suffix)
    {
        return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
    }

    Result<QuantInfo> loadQuantInfo(const std::string& path, std::vector<Problem>& warnings)
    {
        if (endsWith(path, ".json"))
            return readSigmaStarQuantJson(path);
        auto graph = importOnnxFile(path);
        if (!graph)
            return Result<QuantInfo>::failure(graph.error());
        warnings.insert(warnings.end(), graph.warnings().begin(), graph.warnings().end());
        return extractQuantInfo(*graph.value());
    }

    // Builds the metrics job of one comparable pair; a failure becomes the row's status.
    Result<MetricsJob> makeJob(const TensorPair& pair, const DumpSet& reference, const DumpSet& candidate,
        const std::optional<QuantParams>& quant)
    {
        auto ref = reference.tensor(pair.referenceEntry);
        if (!ref)
            return Result<MetricsJob>::failure(ref.error());
        auto cand = candidate.tensor(pair.candidateEntry);
        if (!cand)
            return Result<MetricsJob>::failure(cand.error());
        MetricsJob job { ref.value(), cand.value(), std::nullopt, std::nullopt };
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
        return Result<MetricsJob>::success(std::move(job));
    }

    const std::vector<int> kNhwcToNchw { 0, 3, 1, 2 };

    bool looksLayoutAmbiguous(const TensorPair& pair, const MetricsJob& job)
    {
        const auto& s = job.candidate.shape;
        return pair.candidatePermutation.empty() && !pair.reshaped && s.size() == 4 && s[1] > 1 && s[1] == s[2]
            && s[2] == s[3];
    }

    bool lessCosine(const LayerRow& a, const LayerRow& b)
    {
        const double ca = a.metrics->cosine, cb = b.metrics->cosine;
        if (std::isnan(ca) != std::isnan(cb))
            return std::isnan(ca); // an undefined similarity is the most suspicious
        return ca < cb;
    }
}

AnalysisSummary summarize(const std::vector<LayerRow>& rows, double cosThreshold)
{
    AnalysisSummary s;
    s.cosThreshold = cosThreshold;
    s.tensorCount = rows.size();
    std::vector<std::size_t> compared;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto& row = rows[i];
        if (row.isGraphOutput)
            s.finalOutputs.push_back(i);
        if (!row.metrics) {
            ++s.unmatchedCount;
            continue;
        }
        compared.push_back(i);
        const double cos = row.metrics->cosine;
        if (!s.firstBelowThreshold && (std::isnan(cos) || cos < cosThreshold))
            s.firstBelowThreshold = i;
    }
    s.comparedCount = compared.size();
    std::stable_sort(compared.begin(), compared.end(),
        [&](std::size_t a, std::size_t b) { return lessCosine(rows[a], rows[b]); });
    compared.resize(std::min<std::size_t>(compared.size(), 10));
    s.worst = compared;
    return s;
}

Result<std::shared_ptr<const Analysis>> runAnalysis(const AnalysisInputs& inputs, const ProgressCallback& progress)
{
    using R = Result<std::shared_ptr<const Analysis>>;
    auto analysis = std::make_shared<Analysis>();
    analysis->floatModelPath = inputs.floatModel;
    analysis->quantModelPath = inputs.quantModel;
    analysis->referenceDumpPath = inputs.referenceDump;
    analysis->candidateDumpPath = inputs.candidateDump;
    auto& warnings = analysis->warnings;

    auto graphResult = importOnnxFile(inputs.floatModel);
    if (!graphResult)
        return R::failure(graphResult.error());
    const Graph& graph = *graphResult.value();
    warnings.insert(warnings.end(), graphResult.warnings().begin(), graphResult.warnings().end());
    analysis->floatNodeCount = graph.nodes().size();

    std::optional<QuantInfo> quant;
    if (!inputs.quantModel.empty()) {
        auto q = loadQuantInfo(inputs.quantModel, warnings);
        if (!q)
            return R::failure(q.error());
        warnings.insert(warnings.end(), q.warnings().begin(), q.warnings().end());
        quant = std::move(q.value());
    }

    auto reference = DumpSet::open(inputs.referenceDump);
    if (!reference)
        return R::failure(reference.error());
    auto candidate = DumpSet::open(inputs.candidateDump);
    if (!candidate)
        return R::failure(candidate.error());
    for (const auto* set : { &reference, &candidate })
        warnings.insert(warnings.end(), set->warnings().begin(), set->warnings().end());

    MatchResult match = matchTensors(graph, reference.value(), candidate.value(), quant ? &*quant : nullptr);
    warnings.insert(warnings.end(), match.problems.begin(), match.problems.end());
    analysis->unusedReferenceEntries = match.unusedReferenceEntries;
    analysis->unusedCandidateEntries = match.unusedCandidateEntries;

    std::vector<MetricsJob> jobs;
    std::vector<std::size_t> jobRow;
    for (auto& pair : match.pairs) {
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
        if (const DumpEntry* e = reference.value().entry(pair.referenceEntry))
            row.shape = e->shape;
        else if (value)
            row.shape = value->shape;
        if (quant)
            if (const QuantParams* q = quant->find(pair.floatName))
                row.quant = *q;
        row.status = pair.problem;
        if (pair.comparable()) {
            auto job = makeJob(pair, reference.value(), candidate.value(), row.quant);
            if (job) {
                jobs.push_back(std::move(job.value()));
                jobRow.push_back(analysis->rows.size());
            } else {
                row.status = job.error().toString();
            }
        }
        row.match = std::move(pair);
        analysis->rows.push_back(std::move(row));
    }

    // A square feature map (C = H = W) has the same shape in NCHW and NHWC, so an undeclared layout
    // cannot be told from the shape. Like SigmaStar's compareAccuracy, also try it transposed and
    // keep the transposed reading when the direct one is poor (cos < 0.98) and the other is better.
    const std::size_t directJobs = jobs.size();
    std::vector<std::size_t> transposedOf;
    if (!candidate.value().hasManifest())
        for (std::size_t j = 0; j < directJobs; ++j)
            if (looksLayoutAmbiguous(analysis->rows[jobRow[j]].match, jobs[j])) {
                MetricsJob alt = jobs[j];
                alt.candidate = alt.candidate.permuted(kNhwcToNchw);
                jobs.push_back(std::move(alt));
                transposedOf.push_back(j);
            }

    MetricsEngine::Options options;
    options.threads = inputs.threads;
    MetricsRun run = MetricsEngine::compute(jobs, options, progress);
    if (run.cancelled)
        return R::failure(inputs.candidateDump, "", "cancelled");
    for (std::size_t k = 0; k < transposedOf.size(); ++k) {
        auto& direct = run.results[transposedOf[k]];
        const auto& transposed = run.results[directJobs + k];
        if (direct && transposed && direct.value().cosine < 0.98
            && transposed.value().cosine > direct.value().cosine) {
            auto& row = analysis->rows[jobRow[transposedOf[k]]];
            warnings.push_back({ inputs.candidateDump, "tensor '" + row.tensor + "'",
                "read as NHWC: its shape fits both layouts and the NCHW reading gave cos "
                    + std::to_string(direct.value().cosine) + "; add a manifest.json with \"layout\" to be sure" });
            row.match.candidatePermutation = kNhwcToNchw;
            direct = transposed;
        }
    }
    for (std::size_t j = 0; j < directJobs; ++j) {
        auto& row = analysis->rows[jobRow[j]];
        if (run.results[j])
            row.metrics = run.results[j].value();
        else
            row.status = run.results[j].error().toString();
    }
    analysis->summary = summarize(analysis->rows, inputs.cosThreshold);
    return R::success(std::shared_ptr<const Analysis>(std::move(analysis)));
}

} // namespace quantlens
