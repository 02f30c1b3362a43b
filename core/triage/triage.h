#pragma once
#include "analysis/analysis.h"
#include "analysis/inspection.h"
#include "calibration/calibration_finding.h"
#include "triage/triage_presets.h"
#include "util/text.h"

#include <string>
#include <vector>

namespace quantlens {

/// Where the vendors' procedure puts the cause of an accuracy loss, in the order it checks them.
enum class TriageCategory {
    Preprocessing, ///< the runs were not given the same input (channel order, mean/std, layout)
    Board, ///< the board (or second simulator) parts from the simulator at one tensor
    LayerMismatch, ///< middle tensors look bad but the output is fine: compared against the wrong twin
    Calibration, ///< many ranges far wider than the data: an outlier calibration input or MinMax
    QuantizationJump, ///< one op loses most of the accuracy
    Outliers, ///< the loss sits in tensors whose few large values stretch the 8-bit range
    Gradual, ///< small losses everywhere that add up
    Postprocessing, ///< every tensor agrees: look outside the model (pre/post-processing alignment)
    Ok, ///< nothing was compared, so nothing to say
    Failed, ///< the triage itself stopped on an error (its evidence says which): no verdict
};
/// "preprocessing", "layer_mismatch", ...: the words the JSON output uses.
const char* triageCategoryName(TriageCategory category);
Text triageCategoryText(TriageCategory category);

/// One fact a finding rests on: the rule that fired, the tensor it concerns (may be empty), the
/// number it measured, and a sentence saying so.
struct TriageEvidence {
    std::string rule; ///< "input_cos", "channel_order", "local_drop", "range_use", ...
    std::string tensor; ///< float tensor name the window selects on a click
    double value = 0;
    Text text;
};

struct TriageResult {
    TriageCategory category = TriageCategory::Ok;
    std::vector<std::string> culprits; ///< most likely first
    std::vector<TriageEvidence> evidence;
    std::vector<Text> nextSteps; ///< what the vendor's procedure does next
};

struct TriageOptions {
    TriagePreset preset; ///< thresholds and the vendor whose next steps are given
    InspectionRules rules;
    std::size_t maxCulprits = 5;
    /// The inspections of the analysis under `rules` when the caller has them already (the window
    /// keeps them); null: the triage inspects.
    const std::vector<TensorInspection>* inspections = nullptr;
    /// The calibration lab's measured finding (with calibration inputs): a calibration input whose
    /// removal helps makes the category calibration and names it; a better method is the first step.
    const calib::CalibrationFinding* calibration = nullptr;
};

/// The one suspect: the triage's first culprit, else the first tensor its evidence names (a category
/// without culprits, such as post-processing, still points somewhere). Every view opens at it, every
/// picture selects it and the ticket names it. Empty when the result names no tensor of `analysis`.
std::string suspectOf(const TriageResult& result, const Analysis& analysis);

/// Whether the category's fix is moving tensors to 16 bit (a loss inside the quantized model), as
/// opposed to fixing the input, the board, the pairing, the calibration or what lies outside the model.
bool fixedBySixteenBit(TriageCategory category);

/// Runs the vendors' procedure on an analysis: input first, then board against simulator, then
/// the shape of the error curve, ranges and outliers. Reads the graph inputs' and (with several
/// candidate runs) the runs' tensors again; never throws.
TriageResult triage(const Analysis& analysis, const TriageOptions& options);

} // namespace quantlens
