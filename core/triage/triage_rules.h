#pragma once
// Internal to the triage: the steps of the vendors' procedure, each adding its evidence and, when
// it decides, the category and culprits. triage.cpp runs them in the procedure's order.
#include "analysis/inspection.h"
#include "triage/culprit_ranking.h"
#include "triage/triage.h"

#include <optional>
#include <vector>

namespace quantlens::triage_rules {

/// What every step reads: the analysis, the options and the first run's inspections.
struct Context {
    const Analysis& analysis;
    const TriageOptions& options;
    std::vector<TensorInspection> inspections; ///< one per row, of the first candidate run
    std::optional<std::size_t> finalRow; ///< the graph output with the lowest cosine
    double finalCos = 1;
    std::vector<std::optional<double>> persistent; ///< persistentDrops() of the first run
    std::vector<RankedCulprit> ranking; ///< rankCulprits(): the one culprit ranking

    const Thresholds& thresholds() const { return options.preset.thresholds; }
    double cosOf(std::size_t row) const; ///< the first run's cosine, NaN when not compared
};

Context makeContext(const Analysis& analysis, const TriageOptions& options);

/// Each returns true when it has decided the category (and set culprits and evidence).
bool checkInputs(const Context& c, TriageResult& result);
bool checkBoard(const Context& c, TriageResult& result);
bool checkWhenOutputPasses(const Context& c, TriageResult& result);
bool checkCalibration(const Context& c, TriageResult& result);
/// With the calibration lab's finding: calibration inputs whose removal measurably helps decide the
/// category (calibration), the culprits are the tensors the worst one widens.
bool checkMeasuredCalibration(const Context& c, TriageResult& result);
/// A calibration method that measurably beats the model as it is, said as evidence (any category).
void addCalibrationMethodEvidence(const Context& c, TriageResult& result);
/// The measured free fixes as the first next steps: the inputs to drop (category calibration), the
/// method to use (any category: before 16 bit).
std::vector<Text> calibrationSteps(const Context& c, const TriageResult& result);
bool checkJump(const Context& c, TriageResult& result);
/// With measurements: one tensor whose measured gain closes most of the output's gap is the jump
/// (outliers when its range is flagged). Runs instead of checkJump when the analysis was measured.
bool checkMeasuredJump(const Context& c, TriageResult& result);
/// Measured or not, said as evidence: the weights-only and activations-only outputs, or why the
/// ranking rests on the dumps' statistics.
void addMeasurementEvidence(const Context& c, TriageResult& result);
bool checkOutliers(const Context& c, TriageResult& result);
/// Always decides: gradual decay, culprits by own loss and persistent local drop.
void concludeGradual(const Context& c, TriageResult& result);

/// With a preset that asks for it (NNIE): each culprit's relative L2 norm drift, (‖q‖ − ‖f‖) / ‖f‖, and
/// the tensor whose norm drifts most.
void addNormDriftEvidence(const Context& c, TriageResult& result);

/// The next steps of the vendor's procedure for the result's category.
std::vector<Text> nextSteps(const Context& c, const TriageResult& result);

/// Shared by the steps: a number as the reports print it.
std::string number(double value);
/// The output's cosine as evidence, once.
void addFinalEvidence(const Context& c, TriageResult& result);

} // namespace quantlens::triage_rules
