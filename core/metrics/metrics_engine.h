#pragma once
#include "metrics/pair_metrics.h"
#include "metrics/tensor_stats.h"
#include "model/quant_params.h"
#include "tensor/element_reader.h"
#include "tensor/tensor_view.h"
#include "util/progress.h"
#include "util/result.h"

#include <functional>
#include <optional>
#include <vector>

namespace quantlens {

/// One comparison: a reference tensor and a candidate aligned to the same logical shape (the
/// matcher permutes NHWC candidates), each optionally dequantized from integers.
struct MetricsJob {
    TensorView reference;
    TensorView candidate;
    std::optional<QuantParams> referenceDequant;
    std::optional<QuantParams> candidateDequant;
    /// When set, the engine calls it for the real job when it starts reducing this one and lets
    /// go of the result after the last range, so tensors are opened (a deflated .npz member
    /// inflated) a few at a time, never all at once. `reference` then only needs its shape.
    std::function<Result<MetricsJob>()> open;
    /// Statistics to gather in the same pass (ranges, own quantization loss, outlier channels).
    TensorStatsRequest stats {};
};

/// How a reader dequantizes integer data with `quant`; nullopt for ranges without scales (SigmaStar's
/// JSON gives min/max only).
std::optional<Dequantization> dequantizationOf(const std::optional<QuantParams>& quant);

struct MetricsRun {
    std::vector<Result<PairMetrics>> results; ///< one per job, same order
    std::vector<std::optional<TensorStats>> stats; ///< one per job: set when asked and compared
    bool cancelled = false;
};

/// Computes PairMetrics for many jobs in one streaming pass over their data: jobs are cut into
/// ranges that a pool of threads reduces in parallel (several small tensors at once, one large
/// tensor in pieces); partial sums are merged in a fixed order, so results never depend on timing.
/// Pages of memory-mapped dumps are released as soon as they are reduced, so peak memory stays
/// flat however large the dumps are.
class MetricsEngine {
public:
    struct Options {
        unsigned threads = 0; ///< 0: one per hardware thread
        std::size_t rangeElements = 1u << 22; ///< elements per unit of work
    };
    static MetricsRun compute(
        const std::vector<MetricsJob>& jobs, const Options& options, const ProgressCallback& progress = {});
};

} // namespace quantlens
