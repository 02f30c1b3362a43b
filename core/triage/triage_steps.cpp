// What the vendors' procedures do next, per category; in the toolchain's words where the guides differ.
#include "triage/triage_rules.h"
#include "util/number_text.h"

namespace quantlens::triage_rules {
namespace {
    std::string first(const TriageResult& r) { return r.culprits.empty() ? std::string() : r.culprits.front(); }

    bool hasEvidence(const TriageResult& r, const std::string& rule)
    {
        for (const auto& e : r.evidence)
            if (e.rule == rule)
                return true;
        return false;
    }
}

std::vector<Text> nextSteps(const Context& c, const TriageResult& result)
{
    const TriageSteps& words = c.options.preset.steps; // the toolchain's own wording
    const std::string culprit = first(result);
    std::vector<Text> steps;
    switch (result.category) {
    case TriageCategory::Preprocessing:
        if (hasEvidence(result, "channel_order"))
            steps.push_back(text("triage.step_channel_order"));
        if (hasEvidence(result, "input_affine"))
            steps.push_back(text("triage.step_mean_std"));
        if (hasEvidence(result, "input_layout"))
            steps.push_back(text("triage.step_layout"));
        if (hasEvidence(result, "input_unexplained"))
            steps.push_back(text("triage.step_input_unexplained"));
        steps.push_back(text("triage.step_rerun"));
        break;
    case TriageCategory::Board:
        steps.push_back(text("triage.step_board_report", { culprit }));
        steps.push_back(text("triage.step_board_versions"));
        break;
    case TriageCategory::LayerMismatch: steps.push_back(text("triage.step_mismatch")); break;
    case TriageCategory::Calibration:
        if (!c.options.calibration) { // measured, the calibration steps below say what to do
            steps.push_back(text(words.calibration));
            steps.push_back(text("triage.step_calibration_data"));
        }
        break;
    case TriageCategory::QuantizationJump:
        // A range that does not fit the data is fixed at its calibration; 16 bit would only hide it.
        for (const auto& e : result.evidence)
            if (e.tensor == culprit
                && (e.rule == "clipping" || (e.rule == "range_use" && e.value < c.options.rules.rangeUseBelow))) {
                steps.push_back(text("triage.step_jump_range", { culprit }));
                break;
            }
        steps.push_back(text("triage.step_jump_inspect", { culprit }));
        steps.push_back(text(words.sixteenBit, { culprit }));
        break;
    case TriageCategory::Outliers:
        steps.push_back(text(words.outliers));
        steps.push_back(text(words.sixteenBit, { culprit }));
        break;
    case TriageCategory::Gradual:
        // The plan's target is the warn level this triage judges by (the toolchain's or the window's).
        steps.push_back(c.analysis.measured
                ? text("triage.step_gradual_plan_measured", { formatNumber(c.thresholds().cosWarnBelow) })
                : text("triage.step_gradual_plan"));
        steps.push_back(text(words.gradualWhole));
        break;
    case TriageCategory::Postprocessing:
        // The seeds' alignment check (Pulsar2 Q&A; NNIE step 5): both sides, both ends, the board's input.
        steps.push_back(text("triage.step_postprocessing"));
        steps.push_back(text("triage.step_preprocessing_align"));
        steps.push_back(text("triage.step_board_input"));
        break;
    case TriageCategory::Ok: steps.push_back(text("triage.step_ok")); break;
    case TriageCategory::Failed: steps.push_back(text("triage.step_failed")); break;
    }
    // Measured: when the weights alone cost more than the activations, 16 bit activations will not fix
    // it; per-tensor weights are the first suspect.
    if (fixedBySixteenBit(result.category) && c.analysis.measured && c.analysis.measured->weightsOnlyCos
        && c.analysis.measured->activationsOnlyCos
        && *c.analysis.measured->weightsOnlyCos + 0.002 < *c.analysis.measured->activationsOnlyCos) {
        bool perTensor = false;
        for (const auto& w : c.analysis.measured->weights)
            perTensor = perTensor || (!w.perChannel && w.channels > 1);
        steps.insert(steps.begin(), text(perTensor ? "triage.step_weights_per_channel" : "triage.step_weights_cost"));
    }
    // The free fixes, measured, before anything that costs NPU time.
    const auto free = calibrationSteps(c, result);
    steps.insert(steps.begin(), free.begin(), free.end());
    if (result.category == TriageCategory::Calibration && c.options.calibration && steps.empty())
        steps.push_back(text("triage.step_calibration_data"));
    return steps;
}

} // namespace quantlens::triage_rules
