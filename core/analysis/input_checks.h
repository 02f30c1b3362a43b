#pragma once
#include "analysis/analysis.h"
#include "match/matcher.h"
#include "match/tensor_pair.h"
#include "model/shape_inference.h"
#include "tensor/dump_set.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace quantlens {

/// A dump set with the label the user gave its run.
struct RunDump {
    const DumpSet& set;
    const std::string& label;
};

// Checks that the files a user gave belong together. Each adds findings (errors first in the
// analysis) and never throws; each is cheap next to the metrics pass.

/// A graph input's dumped shape in the model's layout: a 4-D tensor stored NHWC (declared by the
/// dump, as SigmaStar's files are, or implied because only that reading fits the model's fixed
/// dimensions) is bound as NCHW, so shape inference sees the input the model takes.
std::vector<std::int64_t> inputShapeInModelLayout(
    const std::vector<std::int64_t>& dumped, const std::optional<std::string>& declaredLayout, const Value& input);

/// Shapes the graph's inputs have in the reference dump, in the model's layout: what shape
/// inference binds the model to.
std::map<std::string, std::vector<std::int64_t>> inputShapesInDump(
    const std::vector<TensorPair>& pairs, const DumpSet& reference, const Graph& graph);

/// The same for the reference's entries named exactly like the graph's inputs, before any matching:
/// a guess, right whenever the matcher pairs the inputs with those entries (it prefers exact names).
std::map<std::string, std::vector<std::int64_t>> inputShapesByName(const DumpSet& reference, const Graph& graph);

/// Pairs whose dump shape the model cannot produce for this input are made not comparable
/// ("match.dump_vs_model"), and counted in one finding per dump. `checkReference` is false for the
/// second and later candidates, whose reference side was reported already.
void checkDumpShapes(std::vector<TensorPair>& pairs, const InferredShapes& model, const RunDump& reference,
    const RunDump& candidate, bool checkReference, std::vector<Finding>& findings);

/// True when most tensors the dump shares names with have shapes the model cannot produce: another
/// model's (or another input's) dump, whose other entries must not be paired by structure either.
bool looksForeign(const std::vector<TensorPair>& pairs, const InferredShapes& model, const DumpSet& candidate);

/// The entries checkSwappedDumps() reads: a spread of the comparable pairs' reference and candidate
/// entries. Taken from the matches before the metrics pass's plan moves their pairs away, so the
/// check can read the dumps while the pass runs.
struct SwappedDumpSample {
    std::vector<std::pair<std::string, std::string>> entries; ///< reference entry, candidate entry
};
SwappedDumpSample sampleForSwappedCheck(const std::vector<TensorPair>& pairs);

/// Warns when the reference dump looks quantized (few distinct values per tensor) while the
/// candidate does not: the float and quantized dumps were probably given the other way round.
void checkSwappedDumps(const SwappedDumpSample& sample, const RunDump& reference, const RunDump& candidate,
    std::vector<Finding>& findings);

/// A warning for each map line naming a float tensor the model lacks or an entry this run does not
/// have (a typo, or another run's name); counted after 20 of each kind.
void checkTensorMap(const TensorMap& map, const std::string& mapPath, const Graph& graph, const DumpSet& candidate,
    const std::string& label, std::vector<Problem>& warnings);

/// One warning finding per run with structural matches, each listed with its confidence: a match by
/// structure is never silent.
void reportStructuralMatches(
    const MatchResult& match, const DumpSet& candidate, const std::string& label, std::vector<Finding>& findings);

/// After the metrics: a warning, first among the warnings, for each run whose graph input differs
/// from the reference's (another image, or another preprocessing): every number after the input
/// mixes two inputs.
void checkSameInput(const Analysis& analysis, std::vector<Finding>& findings);

/// After the metrics: an error for a run with nothing compared (naming the likely cause), a warning
/// for a run that compared less than half of the model's tensors.
void checkCoverage(const Analysis& analysis, const std::vector<std::size_t>& candidateEntryCounts,
    std::size_t referenceEntryCount, std::vector<Finding>& findings);

} // namespace quantlens
