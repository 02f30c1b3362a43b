#pragma once
// One unit of the metrics pass: a range of elements of one job, reduced to partial sums (and the
// statistics asked for). Where both sides lie in memory the range is read in place; where a side
// lies in a file (a mapped dump read front to back) it is streamed through a small per-thread
// buffer with pread instead of faulting the mapping in: measured faster for page-cached dumps,
// and it leaves the process's resident set flat with no pages to give back (metrics_bench --real).
#include "metrics/metric_sums.h"
#include "metrics/stats_accumulator.h"
#include "tensor/element_reader.h"
#include "tensor/file_reader.h"
#include "tensor/tensor_view.h"

#include <cstddef>
#include <cstdint>

namespace quantlens {

/// Where one side of a job is read from.
struct RangeSide {
    const ElementReader* reader = nullptr;
    /// Set when the side is streamed: its contiguous elements start at `byteOffset` in this file.
    const FileReader* file = nullptr;
    std::uint64_t byteOffset = 0;
    std::size_t elementSize = 0;
    bool plainFloats = false; ///< native, aligned float32 with nothing to apply: summed as floats

    /// Streams a view when it lies contiguously in an open file (mapped or not); otherwise reads it
    /// in memory.
    static RangeSide of(const TensorView& view, const ElementReader& reader);
};

/// How the read of a range ended.
struct RangeRead {
    const FileReader* ended = nullptr; ///< a streamed file that ended before the range did
    bool mappingLost = false; ///< a mapped file was truncated under the read (guardMappedRead)
    bool ok() const { return !ended && !mappingLost; }
};

/// Sums elements [first, first + count) of both sides into `sums`, which starts empty (and into
/// `stats` when given). A file that changed since it was listed (ended early, or truncated under
/// its mapping) is said in the result, never a crash.
RangeRead reduceRange(const RangeSide& reference, const RangeSide& candidate, std::size_t first, std::size_t count,
    MetricSums& sums, StatsAccumulator* stats);

} // namespace quantlens
