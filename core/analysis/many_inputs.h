#pragma once
#include "analysis/analysis_runner.h"

#include <optional>
#include <string>
#include <vector>

namespace quantlens {

/// The model inputs as separate inputs of a one-input model (`--input a.npy --input b.npy`), when the
/// models are to run on them (no dumps given for what runs); nullopt for one input, inputs naming
/// several model inputs, or runs that come from dumps.
std::optional<std::vector<std::string>> separateInputs(const AnalysisInputs& inputs);

/// Analyses each input on its own (analyseOne, with that input alone) and keeps the worst input's
/// analysis (lowest output cosine of the first run), its rows carrying their cosine over every input
/// (LayerRow::acrossInputs) and the analysis every input's output cosine (inputRuns). Progress is
/// shared out over the inputs.
Result<std::shared_ptr<const Analysis>> analyseEachInput(const AnalysisInputs& inputs,
    const std::vector<std::string>& separate, const ProgressCallback& progress,
    const std::function<Result<std::shared_ptr<const Analysis>>(const AnalysisInputs&, const ProgressCallback&)>&
        analyseOne);

} // namespace quantlens
