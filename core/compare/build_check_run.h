#pragma once
// The CI gate run from start to end, as `quantlens check` and the window's "Compare with previous build"
// both do it: the given inputs known by their bytes, both models run on them, every output measured
// and the build judged against the previous verdict. One path, so the window and the script agree.
#include "analysis/analysis.h"
#include "compare/build_check.h"
#include "simulation/simulation_inputs.h"
#include "util/progress.h"

#include <optional>
#include <string>
#include <vector>

namespace quantlens {

struct BuildCheckRequest {
    /// The models and the inputs they run on (images already preprocessed into tensors).
    sim::SimulationSources sources;
    /// The files the user gave, one per input (an image, not its temporary tensor): hashed, so a
    /// baseline over other inputs is told apart. Empty: the model inputs' own files.
    std::vector<std::string> givenFiles;
    CheckTolerance tolerance;
};

/// A build judged on what was already measured (the window's data-set pass): `measured.samples[i]` is
/// the input `files[i]`. Fails naming an input file that cannot be read.
Result<CheckReport> judgeMeasuredBuild(const std::vector<std::string>& files, sim::Measurement measured,
    const std::optional<CheckBaseline>& baseline, const CheckTolerance& tolerance);

/// What the data-set pass measured on every input of `analysis` (its outputs per input) with the files
/// they came from; nullopt when some input was not measured that way (one input, dumps compared).
struct MeasuredInputs {
    std::vector<std::string> files;
    sim::Measurement measured;
};
std::optional<MeasuredInputs> dataSetMeasurement(const Analysis& analysis);

/// Measures the build and judges it against `baseline` (none: the verdict says there is nothing to
/// compare with). Fails naming an input that cannot be read or why the models cannot run; a progress
/// callback that returns false cancels (isCancellation).
Result<CheckReport> runBuildCheck(
    const BuildCheckRequest& request, const std::optional<CheckBaseline>& baseline, const ProgressCallback& progress);

} // namespace quantlens
