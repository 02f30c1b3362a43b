#pragma once
#include "analysis/analysis.h"
#include "util/progress.h"
#include "util/result.h"

#include <memory>
#include <string>

namespace quantlens {

struct AnalysisInputs {
    std::string floatModel; ///< float ONNX model
    std::string quantModel; ///< quantized ONNX (QDQ / QOperator) or SigmaStar quant-param JSON; optional
    RunInfo reference { "float", "" }; ///< usually the float run
    std::vector<RunInfo> candidates; ///< simulator, board, ... runs; at least one
    Thresholds thresholds;
    unsigned threads = 0; ///< 0: all hardware threads
    /// The user's tensor map file (float tensor → dump entry), overriding every match; may be empty.
    std::string tensorMap;
    /// Gather the inspection's statistics (ranges, own loss, channels) in the metrics pass; off only
    /// to measure what they cost (tests/bench/inspect_bench).
    bool tensorStats = true;
    /// Model inputs ("[NAME=]FILE.npy") to run the models on with QuantLens's executor when runs have no
    /// dump: the float model gives the reference when no float dump is given, the quantized ONNX model
    /// a run of its own when no run is given. Runs beyond the memory budget go to a temporary dump folder.
    std::vector<std::string> modelInputs;
    /// The graph outputs whose cosine counts when the models run (measuring, the plan search): a
    /// detector's heads without its auxiliary outputs. Empty: every output.
    std::vector<std::string> countedOutputs;
    /// Task kinds set by output name over what the shapes say (sim::OutputKinds).
    sim::OutputKinds outputKinds;
    /// Bytes the runs QuantLens makes itself may hold in memory before they go to a temporary dump
    /// folder (util/memory_budget.h); 0: the default.
    std::size_t memoryBudget = 0;
    /// Calibration inputs (.npy files, folders of them) measuring takes 16-bit ranges from; empty:
    /// from the range the 8-bit parameters represent.
    std::vector<std::string> calibration;
    /// Several inputs run by both models (a data set): the file recording each input's results as it is
    /// measured, so a later run with the same file resumes (analysis/data_set_journal.h); empty: none.
    std::string journal;
};

/// Loads the inputs, matches tensors and computes every metric in one pass. Returns a failure
/// naming the file when an input cannot be used at all, or "cancelled" when progress said stop.
/// A float model with no run at all gives its graph with nothing compared (see model_only.h).
Result<std::shared_ptr<const Analysis>> runAnalysis(
    const AnalysisInputs& inputs, const ProgressCallback& progress = {});

/// Summary of one candidate's column of rows under the given thresholds (the window re-summarises
/// when the user moves them).
AnalysisSummary summarize(const Analysis& analysis, std::size_t candidate, const Thresholds& thresholds);

} // namespace quantlens
