#include "analysis/tensor_distributions.h"

#include "analysis/analysis_jobs.h"
#include "tensor/element_reader.h"

#include <algorithm>
#include <cmath>

namespace quantlens {
namespace {
    constexpr std::size_t kChunk = 4096;

    int binOf(double v, double low, double high, int bins)
    {
        if (!(high > low))
            return 0;
        const int b = static_cast<int>((v - low) / (high - low) * bins);
        return std::clamp(b, 0, bins - 1);
    }

    struct ChannelSums {
        double dot = 0, ref = 0, cand = 0;
    };
}

Result<TensorDistributions> tensorDistributions(
    const Analysis& a, std::size_t rowIndex, int bins, const std::function<bool()>& keepGoing)
{
    using R = Result<TensorDistributions>;
    if (rowIndex >= a.rows.size() || !a.referenceDump || bins < 1)
        return R::failure(Problem::make({}, {}, text("distributions.unavailable")));
    const LayerRow& row = a.rows[rowIndex];
    TensorDistributions d;
    d.row = rowIndex;
    // Bins from what the metrics pass already knows: every side's min/max and the largest error.
    double low = INFINITY, high = -INFINITY;
    for (const auto& result : row.results)
        if (result.metrics) {
            for (const SideStats* s : { &result.metrics->reference, &result.metrics->candidate })
                if (s->finiteCount > 0) {
                    low = std::min(low, s->min);
                    high = std::max(high, s->max);
                }
            d.errorBound = std::max(d.errorBound, result.metrics->maxAbsError);
        }
    if (!(low <= high))
        return R::failure(Problem::make({}, text("where.tensor", { row.tensor }), text("distributions.not_compared")));
    if (high == low)
        high = low + 1;
    if (!(d.errorBound > 0))
        d.errorBound = 1;
    d.valueLow = low;
    d.valueHigh = high;
    d.referenceCounts.assign(static_cast<std::size_t>(bins), 0);
    d.candidateCounts.resize(row.results.size());
    d.errorCounts.resize(row.results.size());
    d.channelCosine.resize(row.results.size());
    const bool channels = row.shape.size() >= 2 && row.shape[1] > 0;
    std::size_t channelCount = channels ? static_cast<std::size_t>(row.shape[1]) : 0;
    std::size_t inner = 1;
    for (std::size_t i = 2; i < row.shape.size(); ++i)
        inner *= static_cast<std::size_t>(std::max<std::int64_t>(row.shape[i], 1));
    bool referenceDone = false;

    std::vector<double> x(kChunk), y(kChunk);
    for (std::size_t run = 0; run < row.results.size(); ++run) {
        const CandidateResult& result = row.results[run];
        if (!result.metrics || run >= a.candidateDumps.size() || !a.candidateDumps[run])
            continue;
        auto opened = lazyMetricsJob(result.match, *a.referenceDump, *a.candidateDumps[run], row.quant).open();
        if (!opened)
            return R::failure(opened.error());
        const MetricsJob& job = opened.value();
        const ElementReader ref(job.reference, dequantizationOf(job.referenceDequant));
        const ElementReader cand(job.candidate, dequantizationOf(job.candidateDequant));
        if (channelCount > 0
            && ref.size() != channelCount * inner * static_cast<std::size_t>(std::max<std::int64_t>(row.shape[0], 1)))
            channelCount = 0; // the dump's shape is not the row's: no channel view
        auto& counts = d.candidateCounts[run];
        auto& errors = d.errorCounts[run];
        counts.assign(static_cast<std::size_t>(bins), 0);
        errors.assign(static_cast<std::size_t>(bins), 0);
        std::vector<ChannelSums> sums(channelCount);
        if (!referenceDone && channelCount > 0) {
            d.channelMin.assign(channelCount, INFINITY);
            d.channelMax.assign(channelCount, -INFINITY);
        }
        for (std::size_t first = 0; first < ref.size(); first += kChunk) {
            if (keepGoing && !keepGoing())
                return R::failure(Problem::make({}, {}, text("metrics.cancelled")));
            const std::size_t n = std::min(kChunk, ref.size() - first);
            if (!ref.read(first, n, x.data()) || !cand.read(first, n, y.data()))
                return R::failure(Problem::make({}, {}, text("metrics.file_shrank")));
            for (std::size_t i = 0; i < n; ++i) {
                const bool fx = std::isfinite(x[i]), fy = std::isfinite(y[i]);
                const std::size_t c = channelCount ? ((first + i) / inner) % channelCount : 0;
                if (fx && !referenceDone) {
                    ++d.referenceCounts[static_cast<std::size_t>(binOf(x[i], low, high, bins))];
                    if (channelCount) {
                        d.channelMin[c] = std::min(d.channelMin[c], x[i]);
                        d.channelMax[c] = std::max(d.channelMax[c], x[i]);
                    }
                }
                if (fy)
                    ++counts[static_cast<std::size_t>(binOf(y[i], low, high, bins))];
                if (fx && fy) {
                    ++errors[static_cast<std::size_t>(binOf(y[i] - x[i], -d.errorBound, d.errorBound, bins))];
                    if (channelCount) {
                        sums[c].dot += x[i] * y[i];
                        sums[c].ref += x[i] * x[i];
                        sums[c].cand += y[i] * y[i];
                    }
                }
            }
        }
        referenceDone = true;
        // Per channel as for the whole tensor: both all-zero → 1, one all-zero → 0.
        for (const ChannelSums& s : sums)
            d.channelCosine[run].push_back(s.ref == 0 && s.cand == 0 ? 1.0
                    : s.ref == 0 || s.cand == 0                      ? 0.0
                                                                     : s.dot / std::sqrt(s.ref * s.cand));
    }
    if (!referenceDone)
        return R::failure(Problem::make({}, text("where.tensor", { row.tensor }), text("distributions.not_compared")));
    return R::success(std::move(d));
}

} // namespace quantlens
