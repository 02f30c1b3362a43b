#pragma once
// A data set — tens to thousands of inputs of a one-input model — measured in one streaming pass: per
// input the float model runs keeping the tensors the quantized model has a counterpart of, then the
// quantized model runs and each of its tensors is compared as it is produced, so memory holds one
// input's float run whatever the number of inputs, and no full analysis (dumps, statistics, findings)
// is made per input. The caller analyses the worst input in full afterwards.
#include "analysis/analysis_runner.h"
#include "simulation/simulator.h"

#include <string>
#include <vector>

namespace quantlens {

struct DataSetPass {
    /// The float tensors compared, in the float model's order.
    std::vector<std::string> tensors;
    /// Per input: its file, its counted outputs measured (cosine, SQNR, task agreement) and each
    /// tensor's cosine (parallel to `tensors`; NaN where the quantized run had no such value).
    struct Input {
        std::string file;
        std::vector<sim::OutputMeasure> outputs;
        std::vector<double> tensorCos;
        double outputCos() const; ///< the worst output's cosine; NaN with no output
    };
    std::vector<Input> inputs;
    std::size_t resumed = 0; ///< inputs taken from the journal instead of measured
};

/// Whether `inputs` runs both models itself (no dumps for either): then the streaming pass applies.
bool runsBothModels(const AnalysisInputs& inputs);

/// Measures every file of `separate` (each a whole input of the one-input float model) as said above,
/// with the outputs `inputs.countedOutputs` names (empty: all). With a `journal` file, inputs recorded
/// there for the same models and the same input content are taken from it, and each input measured is
/// appended as soon as it is (analysis/data_set_journal.h). Progress counts inputs; false cancels (the
/// journal keeps what was measured).
Result<DataSetPass> measureDataSet(const AnalysisInputs& inputs, const std::vector<std::string>& separate,
    const std::string& journal, const ProgressCallback& progress);

} // namespace quantlens
