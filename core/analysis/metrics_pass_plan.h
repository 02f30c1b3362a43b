#pragma once
// The rows and the jobs of one metrics pass of an analysis: a row per float tensor matched in the
// reference run, a job per compared row and run, then the transposed retries of ambiguous square maps
// and the quantization steps of runs that dumped tensors before their QuantizeLinear.
#include "analysis/analysis.h"
#include "match/matcher.h"
#include "metrics/metrics_engine.h"
#include "model/graph.h"
#include "model/quant_params.h"
#include "model/shape_inference.h"
#include "tensor/dump_set.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace quantlens {

/// Which row and run a direct job compares.
struct JobSlot {
    std::size_t row;
    std::size_t candidate;
};

/// What one metrics pass computes, in the order its results come back: the direct jobs (one per
/// compared row and run, `slots` says which), the transposed retries, the quantization steps.
struct PassPlan {
    std::vector<MetricsJob> jobs;
    std::vector<JobSlot> slots;
    std::size_t directJobs = 0;
    std::vector<std::size_t> transposedOf; ///< the direct job each retry repeats
    std::size_t stepJobsStart = 0;
    std::vector<std::size_t> stepOf; ///< the direct job each quantization step belongs to
};

/// What a pass is planned from, besides the matches and the quantized model's parameters.
struct PassInputs {
    const Graph& graph;
    const DumpSet& reference;
    const std::vector<DumpSet>& candidates;
    const InferredShapes& floatShapes;
    bool tensorStats; ///< the inspection's statistics too
    unsigned threads; ///< for the rows of a big network
};

/// Fills `analysis`'s rows (and its unused entries) from `matches`, whose pairs move into the rows'
/// results, and returns the pass's jobs. The rows carry `quant`'s parameter of each tensor; a plan
/// made again replaces the rows of the last.
PassPlan planMetricsPass(
    const PassInputs& in, std::vector<MatchResult>& matches, const std::optional<QuantInfo>& quant, Analysis& analysis);

/// Moves the pairs a plan put into `analysis`'s rows back into `matches`, so the same matches can be
/// planned again.
void takePairsBack(std::vector<MatchResult>& matches, Analysis& analysis);

} // namespace quantlens
