#include "triage/run_values.h"

#include "analysis/analysis_jobs.h"
#include "tensor/element_reader.h"

#include <optional>

namespace quantlens {
namespace {
    /// The row's job for candidate run k, opened exactly as the metrics pass opened it (the matcher's
    /// layout and reshape, integer dumps dequantized or refused), so the triage reads what was compared.
    Result<MetricsJob> openedJob(const Analysis& analysis, const LayerRow& row, std::size_t k)
    {
        const DumpSet* candidate = k < analysis.candidateDumps.size() ? analysis.candidateDumps[k].get() : nullptr;
        const TensorPair& pair = row.results[k].match;
        if (candidate == nullptr || !analysis.referenceDump || pair.referenceEntry.empty()
            || pair.candidateEntry.empty())
            return Result<MetricsJob>::failure(Problem::make(
                analysis.reference.path, text("where.tensor", { row.tensor }), text("dump.no_such_tensor")));
        return lazyMetricsJob(pair, *analysis.referenceDump, *candidate, row.quant).open();
    }
}

Result<std::vector<double>> readRunValues(const Analysis& analysis, const LayerRow& row, RunIndex run)
{
    using R = Result<std::vector<double>>;
    auto job = openedJob(analysis, row, run.reference ? 0 : run.candidate);
    if (!job)
        return R::failure(job.error());
    const MetricsJob& opened = job.value();
    const ElementReader reader(run.reference ? opened.reference : opened.candidate,
        dequantizationOf(run.reference ? opened.referenceDequant : opened.candidateDequant));
    std::vector<double> values(reader.size());
    if (!reader.read(0, values.size(), values.data()))
        return R::failure(Problem::make(
            (run.reference ? opened.reference : opened.candidate).source, {}, text("metrics.file_shrank")));
    return R::success(std::move(values));
}

std::optional<MetricsJob> runPairJob(const Analysis& analysis, const LayerRow& row, std::size_t runA, std::size_t runB)
{
    if (!row.results[runA].compared() || !row.results[runB].compared())
        return std::nullopt;
    MetricsJob job;
    job.reference.shape = row.shape; // both runs were aligned to the reference's shape
    job.reference.strides = TensorView::rowMajorStrides(row.shape);
    job.candidate = job.reference;
    job.open = [&analysis, &row, runA, runB]() -> Result<MetricsJob> {
        auto a = openedJob(analysis, row, runA);
        if (!a)
            return a;
        auto b = openedJob(analysis, row, runB);
        if (!b)
            return b;
        MetricsJob opened;
        opened.reference = a.value().candidate;
        opened.referenceDequant = a.value().candidateDequant;
        opened.candidate = b.value().candidate;
        opened.candidateDequant = b.value().candidateDequant;
        return Result<MetricsJob>::success(std::move(opened));
    };
    return job;
}

std::optional<double> twinCosine(const Analysis& analysis, const LayerRow& row, const LayerRow& other, std::size_t run)
{
    if (!row.results[run].compared() || !other.results[run].compared() || row.shape != other.shape)
        return std::nullopt;
    MetricsJob job;
    job.reference.shape = row.shape;
    job.reference.strides = TensorView::rowMajorStrides(row.shape);
    job.candidate = job.reference;
    job.open = [&analysis, &row, &other, run]() -> Result<MetricsJob> {
        auto mine = openedJob(analysis, row, run);
        if (!mine)
            return mine;
        auto theirs = openedJob(analysis, other, run);
        if (!theirs)
            return theirs;
        MetricsJob opened = std::move(mine.value());
        opened.reference = theirs.value().reference;
        opened.referenceDequant = theirs.value().referenceDequant;
        return Result<MetricsJob>::success(std::move(opened));
    };
    std::vector<MetricsJob> jobs;
    jobs.push_back(std::move(job));
    const MetricsRun pass = MetricsEngine::compute(jobs, MetricsEngine::Options {});
    if (pass.results.empty() || !pass.results.front())
        return std::nullopt;
    return pass.results.front().value().cosine;
}

} // namespace quantlens
