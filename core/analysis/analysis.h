#pragma once
#include "analysis/thresholds.h"
#include "match/tensor_pair.h"
#include "metrics/pair_metrics.h"
#include "metrics/tensor_stats.h"
#include "model/graph.h"
#include "model/quant_params.h"
#include "simulation/measurements.h"
#include "simulation/output_measure.h"
#include "tensor/dump_set.h"
#include "util/problem.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace quantlens {

/// How one candidate run (simulator, board, ...) compares with the reference for one tensor.
struct CandidateResult {
    TensorPair match;
    std::optional<PairMetrics> metrics; ///< absent when the pair could not be compared
    std::optional<Problem> problem; ///< why it was not compared (missing, shape, unreadable)
    /// Statistics gathered in the same pass: the candidate's values at the lowest / highest level
    /// for every run; for the first run that compared also the reference's own (see LayerRow).
    std::optional<TensorStats> stats;
    /// When the run also dumped the tensor before its QuantizeLinear: that value against the
    /// dequantized one, i.e. what this tensor's quantization cost in this very run.
    std::optional<PairMetrics> quantizationStep;
    /// For a run imported from a vendor's table: every number of this tensor's line, by column key
    /// ("entire_cos", "single_euc", ...); `metrics` then holds only what the table gives (NaN else).
    std::vector<std::pair<std::string, double>> imported;

    bool compared() const { return metrics.has_value(); }
    /// Pass / warn / fail by the thresholds; NotCompared without metrics.
    Verdict verdict(const Thresholds& thresholds) const
    {
        return metrics ? classify(*metrics, thresholds) : Verdict::NotCompared;
    }
};

/// One float tensor's line in every table and curve.
/// One tensor's cosine (first run) over every input the models ran on (several `--input` files): the
/// rows show the worst input's tensors, these say how the others fared.
struct AcrossInputs {
    double meanCos = 0;
    double worstCos = 0;
    double p5Cos = 0; ///< the 5th percentile (nearest rank): 95 % of the inputs do at least this well
    double bestCos = 0;
    std::size_t worstInput = 0; ///< index in Analysis::inputRuns
    std::size_t inputs = 0; ///< inputs that compared this tensor
};

struct LayerRow {
    int order = 0; ///< topological position
    std::string tensor; ///< float tensor name
    std::string opType; ///< op producing it ("Input" for graph inputs)
    std::string nodeName;
    std::vector<std::int64_t> shape; ///< as stored in the reference dump (else as the model declares)
    std::optional<QuantParams> quant;
    bool isGraphOutput = false;
    /// False for shape arithmetic (int64 shapes, indices, masks): not an activation a quantizer
    /// treats, so left out of counts, verdict summaries, culprits and plans.
    bool isFloat = true;
    /// One per candidate run, in the order of Analysis::candidates (never empty).
    std::vector<CandidateResult> results;
    /// What running the models measured for this tensor (see Analysis::measured); absent until then.
    std::optional<TensorMeasurement> measured;
    /// Its cosine over all inputs, when the models ran on several; absent otherwise.
    std::optional<AcrossInputs> acrossInputs;

    /// The first candidate's result: what single-candidate reports show.
    const CandidateResult& primary() const { return results.front(); }
    /// The reference tensor's own statistics (percentiles, channels, own quantization loss,
    /// clipping); nullptr when no run compared it.
    const TensorStats* referenceStats() const
    {
        for (const auto& r : results)
            if (r.stats && r.stats->lowPercentile)
                return &*r.stats;
        return nullptr;
    }
};

/// A dump set and the label the user gave it ("float", "simulator", "board", ...). The path may
/// also be a vendor's per-tensor table (an imported run: its numbers are the vendor's, not ours).
struct RunInfo {
    std::string label;
    std::string path;
    bool imported = false; ///< set by the analysis when the path held a vendor table
};

/// The numbers a reader looks at first, for one candidate run under one set of thresholds.
struct AnalysisSummary {
    Thresholds thresholds;
    std::vector<std::size_t> finalOutputs; ///< row indices of graph outputs
    std::optional<std::size_t> firstWarn; ///< first row in topological order that does not pass
    std::optional<std::size_t> firstFail; ///< first row that fails
    /// The failing (else warning) row whose cosine falls furthest below its inputs' cosine: where
    /// the error enters rather than where it has accumulated.
    std::optional<std::size_t> largestDrop;
    double largestDropAmount = 0;
    std::vector<std::size_t> worst; ///< up to 10 rows, lowest cosine first
    std::size_t tensorCount = 0; ///< float tensors looked for
    std::size_t comparedCount = 0;
    std::size_t notComparedCount = 0;
    std::size_t passCount = 0;
    std::size_t warnCount = 0;
    std::size_t failCount = 0;

    /// Where a reader should look first: the largest drop, else the first row that does not pass.
    std::optional<std::size_t> startRow() const { return largestDrop ? largestDrop : firstWarn; }
};

/// A check on whether the inputs belong together (shapes against the model, the quantized model
/// against the float one, how much was compared, swapped dumps).
struct Finding {
    enum class Severity { Warning, Error };
    Severity severity = Severity::Warning;
    Problem problem; ///< the file concerned and what is wrong
    /// Evidence, one line each (e.g. "conv1: dump [1,8,24,80], model [1,16,56,160]"); may be long.
    std::vector<std::string> details;
};

/// The immutable result of one pass over the inputs. Views and reports read it; nothing edits it.
struct Analysis {
    std::string floatModelPath;
    std::string quantModelPath; ///< may be empty
    RunInfo reference;
    std::vector<RunInfo> candidates; ///< at least one, except for a model opened with no runs yet
    /// The dumps compared, kept open so a view can read one tensor again (its histograms) without
    /// scanning folders; they map files, they do not hold their data.
    std::shared_ptr<const DumpSet> referenceDump;
    std::vector<std::shared_ptr<const DumpSet>> candidateDumps; ///< null for imported runs
    std::shared_ptr<const Graph> floatGraph;
    std::size_t floatNodeCount = 0;
    std::vector<LayerRow> rows;
    std::vector<std::string> unusedReferenceEntries;
    std::vector<std::vector<std::string>> unusedCandidateEntries; ///< per candidate
    std::vector<Problem> warnings; ///< everything odd but not fatal, each naming its file
    std::vector<Finding> findings; ///< whether the inputs belong together; errors first
    Thresholds thresholds; ///< the ones `summaries` were made with
    std::vector<AnalysisSummary> summaries; ///< per candidate
    /// Model inputs the models ran on instead of dumps ("[NAME=]FILE.npy"), when they did.
    std::vector<std::string> modelInputs;
    /// The graph outputs whose cosine counts when the models run; empty: all (AnalysisInputs).
    std::vector<std::string> countedOutputs;
    sim::OutputKinds outputKinds; ///< AnalysisInputs::outputKinds
    std::vector<std::string> calibration; ///< AnalysisInputs::calibration
    /// Several inputs of a one-input model: each one's file and its outputs' cosine (first run, worst
    /// output), in the order given. The rows are the worst input's (shownInput). Empty for one input.
    struct InputRun {
        std::string file;
        double outputCos = 0;
        /// Each counted graph output against the float model's: cosine, SQNR and the task agreement
        /// of its kind (simulation/task_agreement.h). Empty when the runs came from dumps.
        std::vector<sim::OutputMeasure> outputs;
    };
    std::vector<InputRun> inputRuns;
    std::size_t shownInput = 0;
    /// What running the models measured (sensitivity, isolated errors, weights); null until measured.
    std::shared_ptr<const Measurements> measured;
    /// Why the models could not be measured (an operator, no input, a quantized model that is no
    /// ONNX): rankings then rest on the dumps' statistics, and say so.
    std::optional<Problem> measurementProblem;
    bool hasErrors() const
    {
        for (const auto& f : findings)
            if (f.severity == Finding::Severity::Error)
                return true;
        return false;
    }
    const AnalysisSummary& summary() const { return summaries.front(); } ///< only with a candidate
    /// A model opened with no runs yet: its graph, nothing compared.
    bool modelOnly() const { return candidates.empty(); }
    /// Row of a float tensor, -1 when the analysis has none of that name. Selections happen by
    /// name in every view, so this is a hash lookup, not a scan.
    int rowOf(const std::string& tensor) const
    {
        const auto it = rowIndex.find(tensor);
        return it == rowIndex.end() ? -1 : static_cast<int>(it->second);
    }
    std::unordered_map<std::string, std::size_t> rowIndex; ///< filled by indexRows()
    /// Builds rowIndex from rows; whoever fills rows (the runner, a test) calls it once after.
    void indexRows()
    {
        rowIndex.clear();
        for (std::size_t r = 0; r < rows.size(); ++r)
            rowIndex.emplace(rows[r].tensor, r);
    }
};

} // namespace quantlens
