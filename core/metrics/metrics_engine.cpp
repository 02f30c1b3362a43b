#include "metrics/metrics_engine.h"

#include "metrics/range_reduction.h"
#include "metrics/stats_accumulator.h"
#include "tensor/element_reader.h"
#include "tensor/shape_text.h"
#include "util/huge_pages.h"
#include "util/thread_heap.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>

namespace quantlens {
namespace {
    // The smallest range: one chunk of the reduction's double path (range_reduction.cpp).
    constexpr std::size_t kMinRangeElements = 2048;

    struct WorkRange {
        std::size_t job;
        std::size_t first;
        std::size_t count;
    };

    std::optional<Problem> checkJob(const MetricsJob& job)
    {
        if (job.reference.shape != job.candidate.shape)
            return Problem::make(job.candidate.source, {},
                text("metrics.shape_mismatch",
                    { shapeToString(job.candidate.shape), shapeToString(job.reference.shape), job.reference.source }));
        return std::nullopt;
    }

    // A contiguous view read through a mapping (an archive member, a SigmaStar payload: files whose
    // mapping outlives the job and keeps no descriptor to stream from) gives each range's pages
    // back once it is reduced, so peak memory stays flat for them too.
    void releasePages(const TensorView& view, const RangeSide& side, std::size_t first, std::size_t count)
    {
        if (side.file || !view.mapping || !view.isRowMajorContiguous())
            return;
        const auto elementSize = dtypeSize(view.dtype);
        const auto offset = static_cast<std::size_t>(view.data - view.mapping->data()) + first * elementSize;
        view.mapping->adviseDone(offset, count * elementSize);
    }

    // A view read out of order (an NHWC dump read as NCHW) cannot give pages back range by range:
    // its whole span goes when its job is done, so transposed dumps keep RSS flat too.
    void releaseScattered(const TensorView& view)
    {
        if (!view.mapping || view.isRowMajorContiguous() || view.data == nullptr)
            return;
        view.mapping->adviseDone(static_cast<std::size_t>(view.data - view.mapping->data()), view.byteSize());
    }

    /// A job's readers, created when its first range is taken (lazy jobs open their tensors then)
    /// and dropped after its last, which frees an inflated .npz member as soon as it is reduced. On
    /// the heap only meanwhile, so 20,000 small jobs do not each keep (and fault in) two kilobytes.
    struct OpenedJob {
        MetricsJob job;
        std::optional<ElementReader> reference;
        std::optional<ElementReader> candidate;
        RangeSide referenceSide, candidateSide;
        /// The job's statistics; ranges of a job cut in several add theirs under the state's mutex.
        std::optional<StatsAccumulator> stats;
        std::vector<OwnLossSums> ownSums; ///< per range of this job, merged in order at the end
    };

    struct JobState {
        std::mutex mutex;
        bool opened = false;
        std::optional<Problem> error;
        std::unique_ptr<OpenedJob> open; ///< from its first range to its last
        std::atomic<std::size_t> rangesLeft { 0 };
        std::size_t rangeCount = 0;
        std::optional<TensorStats> finishedStats;
        /// Shared by the accumulators of a job cut in several ranges, not the one they are merged into:
        /// taking a bar another holds the values for, it could refuse ties of that bar when those come.
        SharedTailBars tailBars;

        bool ensureOpen(const MetricsJob& given)
        {
            std::lock_guard lock(mutex);
            if (opened)
                return !error;
            opened = true;
            open = std::make_unique<OpenedJob>();
            MetricsJob& job = open->job;
            if (given.open) {
                auto real = given.open();
                if (!real) {
                    error = real.error();
                    open.reset();
                    return false;
                }
                job = std::move(real.value());
                // Ranges were cut from the listed size; a file that changed since must not be read past.
                if (job.reference.elementCount() != given.reference.elementCount()) {
                    error = Problem::make(job.reference.source, {},
                        text("metrics.size_mismatch",
                            { std::to_string(job.reference.elementCount()),
                                std::to_string(given.reference.elementCount()) }));
                    open.reset();
                    return false;
                }
            } else {
                job = given;
            }
            if (auto problem = checkJob(job)) {
                error = problem;
                open.reset();
                return false;
            }
            open->reference.emplace(job.reference, dequantizationOf(job.referenceDequant));
            open->candidate.emplace(job.candidate, dequantizationOf(job.candidateDequant));
            open->referenceSide = RangeSide::of(job.reference, *open->reference);
            open->candidateSide = RangeSide::of(job.candidate, *open->candidate);
            if (given.stats.any()) {
                open->stats.emplace(given.stats, job.reference.shape);
                open->ownSums.resize(rangeCount);
            }
            return true;
        }

        /// Adds one range's statistics; a job of one range gathers straight into its own.
        void addStats(std::size_t rangeInJob, StatsAccumulator* local)
        {
            std::lock_guard lock(mutex);
            open->ownSums[rangeInJob] = (local ? *local : *open->stats).ownSums();
            if (local)
                open->stats->mergeCounts(*local);
        }

        /// A streamed file ended early: it changed after the job was listed.
        void failRead(const FileReader& file)
        {
            std::lock_guard lock(mutex);
            if (!error)
                error = Problem::make(file.path(), {}, text("metrics.file_ended"));
        }

        /// A mapped file was truncated while it was read (a simulator writing it again).
        void failMapping()
        {
            std::lock_guard lock(mutex);
            if (!error) {
                const TensorView& side = open->job.candidate.mapping ? open->job.candidate : open->job.reference;
                error
                    = Problem::make(side.mapping ? side.mapping->path() : side.source, {}, text("metrics.file_shrank"));
            }
        }

        void finishRange()
        {
            if (--rangesLeft > 0)
                return;
            std::lock_guard lock(mutex);
            if (!open)
                return;
            if (open->stats && !error) {
                OwnLossSums own;
                for (const auto& s : open->ownSums)
                    own.merge(s);
                finishedStats = open->stats->finish(own);
            }
            open->reference.reset();
            open->candidate.reset();
            releaseScattered(open->job.reference);
            releaseScattered(open->job.candidate);
            open.reset(); // the views' owners (mappings, inflated buffers), the tails and channel maxima
        }
    };

}

std::optional<Dequantization> dequantizationOf(const std::optional<QuantParams>& q)
{
    if (!q || q->scales.empty())
        return std::nullopt;
    return Dequantization { q->scales, q->zeroPoints, q->axis };
}

MetricsRun MetricsEngine::compute(
    const std::vector<MetricsJob>& jobs, const Options& options, const ProgressCallback& progress)
{
    MetricsRun run;
    HugePageArray<JobState> states(jobs.size()); // 20,000 states are 8 MB, written at once
    std::vector<bool> valid(jobs.size(), false);
    std::vector<WorkRange> ranges;
    reserveOnHugePages(ranges, jobs.size()); // most jobs are one range
    std::vector<std::size_t> firstRangeOfJob(jobs.size() + 1, 0);
    std::size_t totalElements = 0;
    const std::size_t rangeElements = std::max<std::size_t>(options.rangeElements, kMinRangeElements);

    reserveOnHugePages(run.results, jobs.size());
    reserveOnHugePages(run.stats, jobs.size());
    run.stats.resize(jobs.size());
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        firstRangeOfJob[j] = ranges.size();
        if (!jobs[j].open) { // eager jobs can be checked now; lazy ones when opened
            if (auto problem = checkJob(jobs[j])) {
                run.results.push_back(Result<PairMetrics>::failure(*problem));
                continue;
            }
        }
        // A place for the job's result, set when the pass ends (or "cancelled" when it does not):
        // a message written now was, for 20,000 small jobs, 20,000 messages nobody read.
        run.results.push_back(Result<PairMetrics>::success(PairMetrics {}));
        valid[j] = true;
        const std::size_t n = jobs[j].reference.elementCount();
        totalElements += n;
        for (std::size_t first = 0; first < n || (n == 0 && first == 0); first += rangeElements) {
            ranges.push_back({ j, first, std::min(rangeElements, n - first) });
            if (n == 0)
                break;
        }
        states[j].rangesLeft = ranges.size() - firstRangeOfJob[j];
        states[j].rangeCount = ranges.size() - firstRangeOfJob[j];
    }
    firstRangeOfJob[jobs.size()] = ranges.size();

    auto markCancelled = [&] {
        run.cancelled = true;
        for (std::size_t j = 0; j < jobs.size(); ++j)
            if (valid[j])
                run.results[j] = Result<PairMetrics>::failure(
                    Problem::make(jobs[j].candidate.source, {}, text("metrics.cancelled")));
    };
    // Asked once up front, so a job cancelled before it started stops before touching any data.
    if (progress && !progress(0, totalElements)) {
        markCancelled();
        return run;
    }
    std::vector<MetricSums> partial(ranges.size());
    std::atomic<std::size_t> nextRange { 0 }, doneElements { 0 }, finishedRanges { 0 };
    std::atomic<bool> cancel { false };
    std::mutex mutex;
    std::condition_variable wake;

    auto worker = [&] {
        prepareThreadHeap();
        for (;;) {
            const std::size_t r = nextRange.fetch_add(1);
            if (r >= ranges.size() || cancel.load())
                break;
            const auto& range = ranges[r];
            JobState& state = states[range.job];
            if (state.ensureOpen(jobs[range.job])) {
                OpenedJob& opened = *state.open; // kept until this range's finishRange below
                std::optional<StatsAccumulator> local;
                StatsAccumulator* stats = nullptr;
                if (opened.stats) { // a job of one range needs no separate accumulator
                    if (state.rangeCount > 1) {
                        local.emplace(jobs[range.job].stats, opened.job.reference.shape);
                        local->shareTailBars(&state.tailBars);
                    }
                    stats = local ? &*local : &*opened.stats;
                }
                const RangeRead read = reduceRange(
                    opened.referenceSide, opened.candidateSide, range.first, range.count, partial[r], stats);
                if (read.ended)
                    state.failRead(*read.ended);
                else if (read.mappingLost)
                    state.failMapping();
                else if (stats)
                    state.addStats(r - firstRangeOfJob[range.job], local ? &*local : nullptr);
                releasePages(opened.job.reference, opened.referenceSide, range.first, range.count);
                releasePages(opened.job.candidate, opened.candidateSide, range.first, range.count);
            }
            state.finishRange();
            doneElements += range.count;
            if (++finishedRanges == ranges.size()) {
                std::lock_guard lock(mutex);
                wake.notify_all();
            }
        }
    };

    const unsigned threadCount = std::max(1u, options.threads ? options.threads : std::thread::hardware_concurrency());
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
        markCancelled();
        return run;
    }
    if (progress)
        progress(totalElements, totalElements);

    for (std::size_t j = 0; j < jobs.size(); ++j) {
        if (!valid[j])
            continue;
        if (states[j].error) {
            run.results[j] = Result<PairMetrics>::failure(*states[j].error);
            continue;
        }
        MetricSums sums;
        for (std::size_t r = firstRangeOfJob[j]; r < firstRangeOfJob[j + 1]; ++r)
            sums.merge(partial[r]);
        run.results[j] = Result<PairMetrics>::success(sums.finish());
        run.stats[j] = std::move(states[j].finishedStats);
    }
    return run;
}

} // namespace quantlens
