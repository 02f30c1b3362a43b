#pragma once
#include "analysis/analysis.h"
#include "metrics/metrics_engine.h"
#include "tensor/dump_set.h"

#include <optional>
#include <vector>

namespace quantlens {

/// How a job's views are read once opened.
enum class JobReading {
    InMemory, ///< anywhere, any order: the views' bytes are mapped or read into memory
    FrontToBack, ///< once, in order, by the metrics engine: files may be streamed unmapped
};

/// A metrics job for one comparable pair, as the engine sees it before opening anything: the
/// shape from the dump's header, and how to open the real views when its turn comes (a failure
/// to open becomes the row's problem).
MetricsJob lazyMetricsJob(const TensorPair& pair, const DumpSet& reference, const DumpSet& candidate,
    const std::optional<QuantParams>& quant, JobReading reading = JobReading::InMemory);

/// A square feature map (C = H = W) has the same shape in NCHW and NHWC, so an undeclared layout
/// cannot be told from the shape: such jobs are also run transposed.
bool looksLayoutAmbiguous(const TensorPair& pair, const MetricsJob& job);

/// The job read as NHWC stored data. `job` must read in memory: the permuted candidate is read out of order.
MetricsJob transposedJob(const MetricsJob& job);

} // namespace quantlens
