#include "metrics/metrics_engine.h"

#include "metrics/metric_kernel.h"
#include "tensor/element_reader.h"
#include "tensor/shape_text.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace quantlens {
namespace {
    // Small enough that both sides' converted chunk stays in L1 for the fused pass.
    constexpr std::size_t kChunkElements = 2048;

    struct WorkRange {
        std::size_t job;
        std::size_t first;
        std::size_t count;
    };

    // Ranges without scales (SigmaStar's JSON gives min/max only) cannot dequantize.
    std::optional<Dequantization> dequantizationOf(const std::optional<QuantParams>& q)
    {
        if (!q || q->scales.empty())
            return std::nullopt;
        return Dequantization { q->scales, q->zeroPoints, q->axis };
    }

    std::optional<Problem> checkJob(const MetricsJob& job)
    {
        if (job.reference.shape != job.candidate.shape)
            return Problem { job.candidate.source, "",
                "shape " + shapeToString(job.candidate.shape) + " does not match the reference's "
                    + shapeToString(job.reference.shape) + " (" + job.reference.source + ")" };
        return std::nullopt;
    }

    // Cold dumps are read front to back: ask for larger read-ahead before the first page fault.
    void adviseSequential(const TensorView& view)
    {
        if (!view.mapping || !view.isRowMajorContiguous())
            return;
        const auto offset = static_cast<std::size_t>(view.data - view.mapping->data());
        view.mapping->adviseSequential(offset, view.byteSize());
    }

    void releasePages(const TensorView& view, std::size_t first, std::size_t count)
    {
        if (!view.mapping || !view.isRowMajorContiguous())
            return;
        const auto elementSize = dtypeSize(view.dtype);
        const auto offset = static_cast<std::size_t>(view.data - view.mapping->data()) + first * elementSize;
        view.mapping->adviseDone(offset, count * elementSize);
    }

    MetricSums reduceRange(const ElementReader& ref, const ElementReader& cand, std::size_t first, std::size_t count)
    {
        MetricSums sums;
        if (ref.directFloats() && cand.directFloats()) {
            // Nothing is copied here, so chunks only bound the re-walk a NaN triggers: larger ones
            // save per-chunk merging.
            constexpr std::size_t kDirectChunk = 8 * kChunkElements;
            for (std::size_t done = 0; done < count; done += kDirectChunk) {
                const std::size_t n = std::min(kDirectChunk, count - done);
                accumulateChunk(ref.directFloats() + first + done, cand.directFloats() + first + done, n, sums);
            }
            return sums;
        }
        std::vector<double> a(kChunkElements), b(kChunkElements);
        for (std::size_t done = 0; done < count; done += kChunkElements) {
            const std::size_t n = std::min(kChunkElements, count - done);
            ref.read(first + done, n, a.data());
            cand.read(first + done, n, b.data());
            accumulateChunk(a.data(), b.data(), n, sums);
        }
        return sums;
    }
}

MetricsRun MetricsEngine::compute(const std::vector<MetricsJob>& jobs, const Options& options,
    const ProgressCallback& progress)
{
    MetricsRun run;
    std::vector<ElementReader> refReaders, candReaders;
    std::vector<bool> valid(jobs.size(), false);
    std::vector<WorkRange> ranges;
    std::vector<std::size_t> firstRangeOfJob(jobs.size() + 1, 0);
    std::size_t totalElements = 0;
    const std::size_t rangeElements = std::max<std::size_t>(options.rangeElements, kChunkElements);

    run.results.reserve(jobs.size());
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        refReaders.emplace_back(jobs[j].reference, dequantizationOf(jobs[j].referenceDequant));
        candReaders.emplace_back(jobs[j].candidate, dequantizationOf(jobs[j].candidateDequant));
        firstRangeOfJob[j] = ranges.size();
        if (auto problem = checkJob(jobs[j])) {
            run.results.push_back(Result<PairMetrics>::failure(*problem));
            continue;
        }
        run.results.push_back(Result<PairMetrics>::failure(jobs[j].candidate.source, "", "not computed (cancelled)"));
        valid[j] = true;
        adviseSequential(jobs[j].reference);
        adviseSequential(jobs[j].candidate);
        const std::size_t n = jobs[j].reference.elementCount();
        totalElements += n;
        for (std::size_t first = 0; first < n || (n == 0 && first == 0); first += rangeElements) {
            ranges.push_back({ j, first, std::min(rangeElements, n - first) });
            if (n == 0)
                break;
        }
    }
    firstRangeOfJob[jobs.size()] = ranges.size();

    // Asked once up front, so a job cancelled before it started stops before touching any data.
    if (progress && !progress(0, totalElements)) {
        run.cancelled = true;
        return run;
    }
    std::vector<MetricSums> partial(ranges.size());
    std::atomic<std::size_t> nextRange { 0 }, doneElements { 0 }, finishedRanges { 0 };
    std::atomic<bool> cancel { false };
    std::mutex mutex;
    std::condition_variable wake;

    auto worker = [&] {
        for (;;) {
            const std::size_t r = nextRange.fetch_add(1);
            if (r >= ranges.size() || cancel.load())
                break;
            const auto& range = ranges[r];
            partial[r] = reduceRange(refReaders[range.job], candReaders[range.job], range.first, range.count);
            releasePages(jobs[range.job].reference, range.first, range.count);
            releasePages(jobs[range.job].candidate, range.first, range.count);
            doneElements += range.count;
            if (++finishedRanges == ranges.size()) {
                std::lock_guard lock(mutex);
                wake.notify_all();
            }
        }
    };

    const unsigned threadCount
        = std::max(1u, options.threads ? options.threads : std::thread::hardware_concurrency());
    std::vector<std::thread> pool;
    for (unsigned t = 0; t < threadCount; ++t)
        pool.emplace_back(worker);
    // This thread only reports progress (throttled by the wait) and forwards a cancel request.
    {
        std::unique_lock lock(mutex);
        while (finishedRanges.load() < ranges.size() && !cancel.load()) {
            wake.wait_for(lock, std::chrono::milliseconds(50));
            if (progress && !progress(doneElements.load(), totalElements))
                cancel = true;
        }
    }
    for (auto& t : pool)
        t.join();
    if (cancel.load()) {
        run.cancelled = true;
        return run;
    }
    if (progress)
        progress(totalElements, totalElements);

    for (std::size_t j = 0; j < jobs.size(); ++j) {
        if (!valid[j])
            continue;
        MetricSums sums;
        for (std::size_t r = firstRangeOfJob[j]; r < firstRangeOfJob[j + 1]; ++r)
            sums.merge(partial[r]);
        run.results[j] = Result<PairMetrics>::success(sums.finish());
    }
    return run;
}

} // namespace quantlens
