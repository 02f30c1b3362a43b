#pragma once
// The fix advisor's table as JSON or Markdown (quantlens advise): each lever's predicted output cosine
// per eval input and its cost, then the greedy combination.
#include "advisor/fix_advisor.h"
#include "calibration/calibration_finding.h"
#include "report/report_format.h"
#include "toolchain/toolchain.h"

#include <string>
#include <vector>

namespace quantlens {

/// JSON: {"base_method", "model": {measured}, "levers": [{"name", "applicable", "reason" (when not),
/// "changes", "cost", "recalibrated_with" (transforms), "alpha" (SmoothQuant), "predicted_cos_mean",
/// "predicted_cos_worst", "per_input": [...]}], "equalized_pairs": [{"first", "second", "spread_before",
/// "spread_after"}], "smoothed_tensors", "combination": [{"lever", "recalibrated_with", "alpha" (SmoothQuant),
/// "predicted_cos_mean", "predicted_cos_worst", "per_input"}]} — the combination starts with the model as it is
/// (lever null). With a toolchain: "toolchain" and each lever's "toolchain_support": {"switch" (its own
/// setting, null when none), "how"}. Markdown: the lever × input table (and the toolchain's column), then the
/// path. `inputs` labels the eval inputs.
/// A lever's name in the report's language ("SmoothQuant (α 0.5)"), its cost, and what `toolchain` offers
/// for it (its own switch, else how to get the lever without one): the table's cells, for the window too.
std::string adviceLeverName(const advisor::Lever& lever);
std::string adviceLeverCost(const advisor::Advice& advice, const advisor::Lever& lever);
std::string adviceLeverSupport(const Toolchain& toolchain, const advisor::Lever& lever);
/// A step of the greedy path by name ("cross-layer equalization, recalibrated with Percentile").
std::string adviceStepName(const advisor::Advice& advice, const advisor::CombinationStep& step);
/// The next step a triage or a ticket quotes: the advised combination and what it measured.
Text adviceNextStep(const advisor::Advice& advice);
/// Puts that step among a triage's next steps: first when it measured more than the calibration lab's
/// finding offers (the triage's own first steps), else second.
void insertAdviceStep(
    std::vector<Text>& steps, const advisor::Advice& advice, const calib::CalibrationFinding* finding);

std::string renderAdvice(const advisor::Advice& advice, const std::vector<std::string>& inputs, ReportFormat format,
    const Toolchain* toolchain = nullptr);

} // namespace quantlens
