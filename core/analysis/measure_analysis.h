#pragma once
#include "analysis/analysis.h"
#include "analysis/measuring_inputs.h"
#include "simulation/sensitivity.h"
#include "simulation/simulator.h"
#include "util/progress.h"
#include "util/result.h"

#include <memory>

namespace quantlens {

struct MeasureOptions {
    unsigned threads = 0; ///< 0: all cores
    /// The 16-bit type a tensor moved to 16 bit gets: the toolchain's when one is named.
    sim::WideEncoding wideEncoding = sim::WideEncoding::FromModel;
    /// Another calibration applied before measuring (Simulator::Setup::recalibration).
    sim::Recalibration recalibration;
    /// Levers applied after it (Simulator::Setup::levers).
    std::shared_ptr<const sim::AppliedLevers> levers;
    /// A data set's inputs measured on: by default its 8 worst and 8 others at random when it has more.
    SubsetRule subset;
};

/// A measured analysis and the simulator that measured it, kept for what the measurements lead to:
/// the plan search, what-if runs.
struct MeasuredAnalysis {
    /// Measured (Analysis::measured), or unmeasured with measurementProblem saying why the models
    /// could not run.
    std::shared_ptr<const Analysis> analysis;
    std::shared_ptr<const sim::Simulator> simulator; ///< null when the models could not run
};

/// The one way QuantLens measures an analysis, for the window and every command: each quantized
/// activation's gain at 16 bit and in float, its isolated error, the weights' errors, and the output
/// with only weights or only activations quantized. The models run on the analysis's model inputs,
/// else on the graph inputs its float dump holds, scored by the outputs it counts (countedOutputs:
/// an output the models lack leaves it unmeasured, saying which they have). When they cannot run (an operator, no
/// input, a quantized model that is no ONNX) the analysis comes back unmeasured with measurementProblem set. Progress:
/// running the models is the first tenth, measuring the rest. Fails only when progress says stop (isCancellation()).
Result<MeasuredAnalysis> measureAnalysis(const std::shared_ptr<const Analysis>& analysis, const MeasureOptions& options,
    const ProgressCallback& progress = {});

/// The measured gains of a measured analysis as the plan search takes them (rows in graph order);
/// empty when the analysis is not measured.
sim::SensitivityResult sensitivityOf(const Analysis& analysis);

/// The analysis with the reason its models cannot run (measurementProblem), nothing measured.
std::shared_ptr<const Analysis> unmeasuredAnalysis(const Analysis& analysis, Problem why);

} // namespace quantlens
