#pragma once
#include "analysis/analysis.h"
#include "metrics/metrics_engine.h"
#include "util/result.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace quantlens {

/// Which dump of an analysis: the reference, or candidate run k.
struct RunIndex {
    bool reference = true;
    std::size_t candidate = 0;
    static RunIndex referenceRun() { return {}; }
    static RunIndex candidateRun(std::size_t k) { return { false, k }; }
};

/// A row's tensor in one run as doubles, in the reference's logical shape (the matcher's layout
/// and reshape applied, integer dumps dequantized with the row's quantization). For the few
/// tensors the triage reads again whole (graph inputs); the metrics pass never does this.
Result<std::vector<double>> readRunValues(const Analysis& analysis, const LayerRow& row, RunIndex run);

/// A metrics job comparing a row's tensor in candidate run `runB` against run `runA` (board against
/// simulator), opened lazily by the engine; nullopt when either run did not compare the row.
std::optional<MetricsJob> runPairJob(const Analysis& analysis, const LayerRow& row, std::size_t runA, std::size_t runB);

/// Tests the "wrong twin" hypothesis: the cosine of row `row`'s tensor in candidate run `run`
/// against the reference's tensor of row `other` (the tensor a fused or in-place op may really have
/// dumped under this name). nullopt when either is not compared or their shapes differ.
std::optional<double> twinCosine(const Analysis& analysis, const LayerRow& row, const LayerRow& other, std::size_t run);

} // namespace quantlens
