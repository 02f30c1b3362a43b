#pragma once
#include "analysis/analysis.h"
#include "simulation/sensitivity.h"
#include "simulation/simulator.h"
#include "util/progress.h"
#include "util/result.h"

#include <memory>

namespace quantlens {

struct MeasureOptions {
    unsigned threads = 0; ///< 0: all cores
};

/// The analysis with what running its models measures (Analysis::measured): each quantized
/// activation's gain at 16 bit and in float, its isolated error, the weights' errors, and the output
/// with only weights or only activations quantized. The models run on the analysis's model inputs,
/// else on the graph inputs its float dump holds. When they cannot run (an operator, no input, a
/// quantized model that is no ONNX) the analysis comes back unmeasured with measurementProblem set.
/// Fails only when progress says stop ("cancelled").
Result<std::shared_ptr<const Analysis>> measureAnalysis(const std::shared_ptr<const Analysis>& analysis,
    const MeasureOptions& options, const ProgressCallback& progress = {});

/// What measureAnalysis measures, with the simulator it used (kept by the window for what-if runs).
Result<std::shared_ptr<const Analysis>> measureWith(const std::shared_ptr<const Analysis>& analysis,
    const sim::Simulator& simulator, const ProgressCallback& progress = {});

/// The measured gains of a measured analysis as the plan search takes them (rows in graph order);
/// empty when the analysis is not measured.
sim::SensitivityResult sensitivityOf(const Analysis& analysis);

/// The analysis with the reason its models cannot run (measurementProblem), nothing measured.
std::shared_ptr<const Analysis> unmeasuredAnalysis(const Analysis& analysis, Problem why);

/// The analysis's models compiled and run on its inputs (see measureAnalysis), ready for experiments;
/// fails with why they cannot run.
Result<std::unique_ptr<sim::Simulator>> simulatorFor(
    const Analysis& analysis, const MeasureOptions& options, const ProgressCallback& progress = {});

} // namespace quantlens
