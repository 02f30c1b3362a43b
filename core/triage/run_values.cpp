#include "triage/run_values.h"

#include "metrics/metrics_engine.h"
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

    std::optional<Dequantization> dequantFor(const LayerRow& row, const TensorView& view)
    {
        return isIntegerType(view.dtype) ? dequantizationOf(row.quant) : std::nullopt;
    }
}

Result<std::vector<double>> readRunValues(const Analysis& analysis, const LayerRow& row, RunIndex run)
{
    auto view = alignedView(analysis, row, run);
    if (!view)
        return Result<std::vector<double>>::failure(view.error());
    const ElementReader reader(view.value(), dequantFor(row, view.value()));
    std::vector<double> values(reader.size());
    reader.read(0, values.size(), values.data());
    return Result<std::vector<double>>::success(std::move(values));
}

bool streamRunPair(const Analysis& analysis, const LayerRow& row, std::size_t runA, std::size_t runB,
    const std::function<void(const double*, const double*, std::size_t)>& consume)
{
    auto a = alignedView(analysis, row, RunIndex::candidateRun(runA));
    auto b = alignedView(analysis, row, RunIndex::candidateRun(runB));
    if (!a || !b || a.value().shape != b.value().shape)
        return false;
    const ElementReader readerA(a.value(), dequantFor(row, a.value()));
    const ElementReader readerB(b.value(), dequantFor(row, b.value()));
    constexpr std::size_t kChunk = 1u << 16;
    std::vector<double> bufA(kChunk), bufB(kChunk);
    for (std::size_t first = 0; first < readerA.size(); first += kChunk) {
        const std::size_t n = std::min(kChunk, readerA.size() - first);
        readerA.read(first, n, bufA.data());
        readerB.read(first, n, bufB.data());
        consume(bufA.data(), bufB.data(), n);
    }
    return true;
}

} // namespace quantlens
