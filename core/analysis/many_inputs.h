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

/// Several inputs, the worst shown: the worst input's analysis (lowest output cosine of the first run),
/// its rows carrying their cosine's distribution over every input (LayerRow::acrossInputs) and the
/// analysis every input's outputs (inputRuns). When QuantLens runs both models the inputs go through
/// the streaming data-set pass (data_set_pass.h: one input's tensors in memory, `inputs.journal`
/// resumes) and only the worst is analysed in full (analyseOne); else each input is analysed in full
/// and dropped once its cosines are read. Progress is shared out over the inputs.
Result<std::shared_ptr<const Analysis>> analyseEachInput(const AnalysisInputs& inputs,
    const std::vector<std::string>& separate, const ProgressCallback& progress,
    const std::function<Result<std::shared_ptr<const Analysis>>(const AnalysisInputs&, const ProgressCallback&)>&
        analyseOne);

} // namespace quantlens
