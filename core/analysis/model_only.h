#pragma once
// A model opened before any run was dumped: its graph with no tensors compared, so a user can look
// at a network first and add runs later. A quantized model given with it is kept for that later
// open, not read now.
#include "analysis/analysis.h"
#include "analysis/analysis_runner.h"
#include "util/result.h"

#include <memory>

namespace quantlens {

/// True when the inputs name a float model and no run at all.
bool isModelOnly(const AnalysisInputs& inputs);

/// The analysis of a model alone: its graph, no candidates and no rows (every metric is empty).
Result<std::shared_ptr<Analysis>> modelOnlyAnalysis(const AnalysisInputs& inputs);

} // namespace quantlens
