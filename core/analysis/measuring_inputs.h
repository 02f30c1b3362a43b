#pragma once
// Which inputs of a data set measuring (sensitivity, what-if, the plan search, calibration studies) runs
// on. Each measurement costs one inference per input and variant, so a data set of hundreds is measured
// on its worst inputs (bad cases first, from the data-set pass) and a random sample of the rest — the
// worst so the fix targets what breaks, the sample so it does not overfit them — and says so.
#include "analysis/analysis.h"
#include "simulation/measurements.h"
#include "simulation/simulation_inputs.h"
#include "util/progress.h"
#include "util/result.h"
#include "util/text.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace quantlens {

struct SubsetRule {
    bool every = false; ///< measure on every input, whatever their number
    std::size_t worst = 8;
    std::size_t random = 8;
    std::uint32_t seed = 1;
};

/// "all" or "K+N" or "K+N@SEED" (K worst, N at random); nullopt when it is neither.
std::optional<SubsetRule> parseSubsetRule(const std::string& text);

/// The indices of `runs` to measure on, in the given order: all of them when the rule says every or
/// there are at most worst + random; else the rule's worst (badCaseOrder) and `random` of the others,
/// drawn by a Fisher–Yates shuffle driven by mt19937(seed) (the same on every machine).
std::vector<std::size_t> measuringInputs(const std::vector<Analysis::InputRun>& runs, const SubsetRule& rule);

/// The subset chosen among `modelInputs` ranked by their `runs` (the data-set pass's, one per input),
/// nullopt when measuring runs on every model input (one input, no runs to rank, or few enough).
std::optional<MeasuredSubset> measuredSubset(
    const std::vector<Analysis::InputRun>& runs, const std::vector<std::string>& modelInputs, const SubsetRule& rule);

/// The same for a command that measures straight from its sources (simulate, calibrate, advise): a data
/// set of a one-input model larger than the rule allows is first run through the data-set pass (each model
/// once per input) to find its bad cases; nullopt when every input is measured. Progress: the pass.
Result<std::optional<MeasuredSubset>> chooseMeasuringInputs(
    const sim::SimulationSources& sources, const SubsetRule& rule, const ProgressCallback& progress);

/// "Measured on the 8 worst of 200 inputs and 8 others drawn at random (seed 1)".
Text measuredSubsetText(const MeasuredSubset& subset);

} // namespace quantlens
