#include "triage/run_values.h"

#include "tensor/element_reader.h"

#include <optional>

namespace quantlens {
namespace {
    /// The view of a row in one run, aligned as the matcher aligned it for the metrics.
    Result<TensorView> alignedView(const Analysis& analysis, const LayerRow& row, RunIndex run)
    {
        const CandidateResult& result = row.results[run.reference ? 0 : run.candidate];
        const TensorPair& pair = result.match;
        const DumpSet* set = run.reference ? analysis.referenceDump.get()
                                           : (run.candidate < analysis.candidateDumps.size()
                                                     ? analysis.candidateDumps[run.candidate].get()
                                                     : nullptr);
        const std::string& entry = run.reference ? pair.referenceEntry : pair.candidateEntry;
        if (set == nullptr || entry.empty())
            return Result<TensorView>::failure(Problem::make(analysis.reference.path, text("where.tensor", { row.tensor }),
                text("dump.no_such_tensor")));
        auto view = set->tensor(entry);
        if (!view || run.reference)
            return view;
        TensorView v = view.value();
        if (!pair.candidatePermutation.empty())
            v = v.permuted(pair.candidatePermutation);
        if (pair.reshaped && v.isRowMajorContiguous()) {
            v.shape = row.shape;
            v.strides = TensorView::rowMajorStrides(row.shape);
        }
        return Result<TensorView>::success(std::move(v));
    }

}

Result<std::vector<double>> readRunValues(const Analysis& analysis, const LayerRow& row, RunIndex run)
{
    auto view = alignedView(analysis, row, run);
    if (!view)
        return Result<std::vector<double>>::failure(view.error());
    const ElementReader reader(
        view.value(), isIntegerType(view.value().dtype) ? dequantizationOf(row.quant) : std::nullopt);
    std::vector<double> values(reader.size());
    reader.read(0, values.size(), values.data());
    return Result<std::vector<double>>::success(std::move(values));
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
        auto a = alignedView(analysis, row, RunIndex::candidateRun(runA));
        if (!a)
            return Result<MetricsJob>::failure(a.error());
        auto b = alignedView(analysis, row, RunIndex::candidateRun(runB));
        if (!b)
            return Result<MetricsJob>::failure(b.error());
        MetricsJob opened;
        opened.reference = a.value();
        opened.candidate = b.value();
        if (isIntegerType(opened.reference.dtype))
            opened.referenceDequant = row.quant;
        if (isIntegerType(opened.candidate.dtype))
            opened.candidateDequant = row.quant;
        return Result<MetricsJob>::success(std::move(opened));
    };
    return job;
}

} // namespace quantlens
