#include "analysis/analysis_jobs.h"

namespace quantlens {
namespace {
    const std::vector<int> kNhwcToNchw { 0, 3, 1, 2 };

    /// What opening a pair's tensors needs: the entries the pair names, found once when the job is
    /// made, and how the candidate is aligned (not the whole pair, copied into every job).
    struct PairToOpen {
        const DumpEntry* reference;
        const DumpEntry* candidate;
        std::vector<int> candidatePermutation;
        bool reshaped;
        JobReading reading;
    };

    Result<MetricsJob> openJob(const PairToOpen& pair, const DumpSet& reference, const DumpSet& candidate,
        const std::optional<QuantParams>& quant)
    {
        // A side read in row-major order of its file can be streamed unmapped; a permuted candidate
        // is read out of order, through its mapping.
        const bool stream = pair.reading == JobReading::FrontToBack;
        auto ref = stream ? reference.tensorToStream(*pair.reference) : reference.tensor(*pair.reference);
        if (!ref)
            return Result<MetricsJob>::failure(ref.error());
        auto cand = stream && pair.candidatePermutation.empty() ? candidate.tensorToStream(*pair.candidate)
                                                                : candidate.tensor(*pair.candidate);
        if (!cand)
            return Result<MetricsJob>::failure(cand.error());
        MetricsJob job { ref.value(), cand.value(), std::nullopt, std::nullopt, {}, {} };
        if (!pair.candidatePermutation.empty())
            job.candidate = job.candidate.permuted(pair.candidatePermutation);
        if (pair.reshaped) {
            if (!job.candidate.isRowMajorContiguous() || !job.reference.isRowMajorContiguous())
                return Result<MetricsJob>::failure(
                    Problem::make(job.candidate.source, {}, text("match.reshaped_not_row_major")));
            job.candidate.shape = job.reference.shape;
            job.candidate.strides = TensorView::rowMajorStrides(job.reference.shape);
        }
        // Integer dumps (board runs, raw simulator output) are compared after dequantization, which a
        // tensor quantized at run time cannot have: its scale was never written down. Raw integers
        // compared with floats would give numbers that look like a verdict and mean nothing.
        for (const TensorView* side : { &job.reference, &job.candidate })
            if (quant && quant->dynamic && isIntegerType(side->dtype))
                return Result<MetricsJob>::failure(
                    Problem::make(side->source, {}, text("metrics.dynamic_integer_dump", { dtypeName(side->dtype) })));
        if (quant && isIntegerType(job.candidate.dtype))
            job.candidateDequant = quant;
        if (quant && isIntegerType(job.reference.dtype)) // a board run can be the reference too
            job.referenceDequant = quant;
        return Result<MetricsJob>::success(std::move(job));
    }
}

MetricsJob lazyMetricsJob(const TensorPair& pair, const DumpSet& reference, const DumpSet& candidate,
    const std::optional<QuantParams>& quant, JobReading reading)
{
    MetricsJob job;
    // Entries live as long as their sets, which the job refers to anyway.
    PairToOpen toOpen { reference.entry(pair.referenceEntry), candidate.entry(pair.candidateEntry),
        pair.candidatePermutation, pair.reshaped, reading };
    job.reference.shape = toOpen.reference->shape;
    job.reference.strides = TensorView::rowMajorStrides(toOpen.reference->shape);
    job.reference.source = toOpen.reference->file;
    job.candidate.shape = toOpen.reference->shape; // the matcher aligned it (transposed or reshaped) to this
    job.candidate.strides = job.reference.strides;
    job.candidate.source = toOpen.candidate->file;
    job.open = [toOpen = std::move(toOpen), &reference, &candidate, quant] {
        return openJob(toOpen, reference, candidate, quant);
    };
    return job;
}

bool looksLayoutAmbiguous(const TensorPair& pair, const MetricsJob& job)
{
    const auto& s = job.candidate.shape;
    return pair.candidatePermutation.empty() && !pair.reshaped && s.size() == 4 && s[1] > 1 && s[1] == s[2]
        && s[2] == s[3];
}

MetricsJob transposedJob(const MetricsJob& job)
{
    MetricsJob alt = job;
    alt.candidate = alt.candidate.permuted(kNhwcToNchw);
    alt.open = [open = job.open] {
        auto opened = open();
        if (opened)
            opened.value().candidate = opened.value().candidate.permuted(kNhwcToNchw);
        return opened;
    };
    return alt;
}

} // namespace quantlens
