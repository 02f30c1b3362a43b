#pragma once
// The analysis of dump runs as named stages, called in this order:
//
//   openInputs → matchAndCheck → startPass → finishDumpChecks → recheckQuantModel → foldResults → finalChecks
//
// The stages overlap where that saves time on a desktop's few cores: openInputs lists the dump
// folders and reads the quantized model on threads of their own while it parses the float model,
// and starts inferring the float model's shapes; startPass starts the metrics pass before the
// quantized model has been checked, trusting its parameters as read, and the two stages after it run
// while the pass does. recheckQuantModel waits for the pass and plans it again only when the check
// dropped parameters. Each stage leaves its results in this object, where a test can read them.
#include "analysis/analysis_runner.h"
#include "analysis/early_shape_inference.h"
#include "analysis/executed_runs.h"
#include "analysis/input_checks.h"
#include "analysis/metrics_pass_plan.h"
#include "match/matcher.h"
#include "metrics/metrics_engine.h"
#include "model/quantized_model.h"
#include "tensor/dump_set.h"

#include <atomic>
#include <future>
#include <memory>
#include <optional>
#include <vector>

namespace quantlens {

class DumpAnalysis {
public:
    using Failure = Result<std::shared_ptr<Analysis>>;

    /// Every candidate of `inputs` is a dump (vendor tables are imported after). `executed` holds the
    /// runs QuantLens computed itself; both must outlive this object.
    DumpAnalysis(const AnalysisInputs& inputs, const ExecutedRuns& executed, ProgressCallback progress);
    DumpAnalysis(const DumpAnalysis&) = delete; // threads it started read its members
    DumpAnalysis& operator=(const DumpAnalysis&) = delete;
    ~DumpAnalysis();

    /// Checks the inputs, parses the float model, reads the quantized model and the tensor map and
    /// lists the dump folders. False when one of them cannot be used: failure() says which.
    bool openInputs();
    /// Pairs the runs' entries with the float tensors (by name, the quantized model's aliases, the
    /// user's map, then structure), infers the float model's shapes for the dumped input and checks
    /// the dumps' shapes against them.
    void matchAndCheck();
    /// Plans the metrics pass with the quantized model's parameters as read and starts it.
    void startPass();
    /// While the pass runs: the dump shapes' findings and whether the dumps were given swapped.
    void finishDumpChecks();
    /// While the pass runs: checks the quantized model against the float one, then waits for the pass;
    /// when the check dropped parameters the pass is abandoned and made again without them (and
    /// without the model's names, for another network's model).
    void recheckQuantModel();
    /// Puts the pass's results into the rows (a square map read transposed when that fits far
    /// better), hands the dumps to the analysis. False when the user cancelled.
    bool foldResults();
    /// Coverage and same-input checks on the finished rows; errors first among the findings.
    void finalChecks();

    /// Why a stage failed, with the warnings gathered until then.
    const Failure& failure() const { return *m_failure; }
    std::shared_ptr<Analysis> analysis() const { return m_analysis; }
    /// The quantized model's parameters that survived the check (vendor tables are read with them).
    std::optional<QuantInfo>& quantInfo() { return m_quant; }
    std::optional<TensorMap>& userMap() { return m_userMap; }
    const std::vector<MatchResult>& matches() const { return m_matches; }
    const InferredShapes& floatShapes() const { return m_floatShapes; }
    /// The pass was planned again after the quantized model's check.
    bool passRedone() const { return m_passRedone; }

private:
    std::vector<MatchResult> matchAll(const QuantInfo* names) const;
    void completeMatches();
    bool fail(Failure failure);

    const AnalysisInputs& m_inputs;
    const ExecutedRuns& m_executed;
    const ProgressCallback m_progress;
    std::shared_ptr<Analysis> m_analysis;
    std::optional<Failure> m_failure;

    std::optional<QuantizedModel> m_quantSource;
    std::optional<QuantInfo> m_quant;
    std::optional<TensorMap> m_userMap;
    std::optional<DumpSet> m_reference;
    std::vector<DumpSet> m_candidates;
    // Started on the graph the analysis holds; declared after it, so it ends first.
    std::optional<EarlyShapeInference> m_floatEarly;
    std::optional<EarlyShapeInference> m_floatListed;

    std::vector<MatchResult> m_matches;
    EarlyShapeInference::InputShapes m_inputShapes;
    InferredShapes m_floatShapes;
    std::vector<Finding> m_matchFindings;
    std::vector<Problem> m_matchWarnings;
    std::vector<std::vector<Finding>> m_dumpShapeFindings;
    std::vector<SwappedDumpSample> m_swappedSamples;

    std::optional<PassInputs> m_passInputs;
    PassPlan m_plan;
    MetricsEngine::Options m_options;
    std::atomic<bool> m_abandoned { false };
    ProgressCallback m_speculativeProgress;
    std::future<MetricsRun> m_started; // reads the members above: declared after them
    MetricsRun m_run;
    bool m_passRedone = false;
};

} // namespace quantlens
