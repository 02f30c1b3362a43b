#pragma once
#include "analysis/analysis_runner.h"
#include "tensor/dump_set.h"

#include <map>
#include <memory>

namespace quantlens {

/// The runs QuantLens computes itself instead of reading dumps: the float model on the model inputs
/// when the reference has no dump, the quantized ONNX model when no run is given. `inputs` gets the
/// runs added (their paths name the model), `prepared` their tensors by label.
struct ExecutedRuns {
    AnalysisInputs inputs;
    std::map<std::string, std::shared_ptr<const DumpSet>> prepared;
    std::map<std::string, std::string> preparedFrom; ///< by label: the model each run is of
    std::vector<Problem> warnings;
};

/// Runs what `inputs` asks for (nothing when it has no model inputs). Progress counts nodes of every
/// model run; false cancels. Fails naming the model or input file.
Result<ExecutedRuns> executeRuns(const AnalysisInputs& inputs, const ProgressCallback& progress);

/// The run label of the quantized model run by QuantLens.
inline constexpr const char* kExecutedQuantLabel = "quant";

} // namespace quantlens
