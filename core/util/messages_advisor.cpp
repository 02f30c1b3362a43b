// Message catalog, the fix advisor: float-model transforms that keep the outputs and the levers measured
// against each other (see message_areas.h).
#include "util/message_areas.h"

namespace quantlens::messages {

std::vector<CatalogMessage> advisor()
{
    return {
        { "transform.parameter_mismatch",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "a transformed parameter is not a weight of this model, or has another type or shape") },
        { "advise.no_conv_pairs",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "no Conv → (Relu) → Conv pair with weights of its own: nothing to equalize") },
        { "advise.already_per_channel",
            QT_TRANSLATE_NOOP("CoreMessage", "every quantized weight already has a scale per output channel") },
        { "advise.lever_calibration", QT_TRANSLATE_NOOP("CoreMessage", "calibration method %1") },
        { "advise.lever_per_channel", QT_TRANSLATE_NOOP("CoreMessage", "per-channel weights") },
        { "advise.sites",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Each transform site alone (mean output cos gained over the base method; below zero it costs)") },
        { "advise.lever_drop_samples",
            QT_TRANSLATE_NOOP("CoreMessage", "calibration set without outliers (%1 left out)") },
        { "advise.cost_drop_samples",
            QT_TRANSLATE_NOOP("CoreMessage", "none: leave %1 out of the calibration set (calibrated with %2)") },
        { "advise.support_calibration_set",
            QT_TRANSLATE_NOOP("CoreMessage", "the calibration set you give the quantizer") },
        { "advise.no_harmful_samples",
            QT_TRANSLATE_NOOP("CoreMessage",
                "no calibration input sets ranges alone so that leaving it out gains (the lab measures the most "
                "influential)") },
        { "advise.lever_equalization", QT_TRANSLATE_NOOP("CoreMessage", "cross-layer equalization") },
        { "advise.lever_smooth_quant", QT_TRANSLATE_NOOP("CoreMessage", "SmoothQuant (α %1)") },
        { "advise.lever_bias_correction", QT_TRANSLATE_NOOP("CoreMessage", "bias correction") },
        { "advise.no_biases",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "no Conv/Gemm has a quantized bias of the float model's: nothing to correct") },
        { "advise.cost_rebuild_biases",
            QT_TRANSLATE_NOOP("CoreMessage",
                "a rebuild from the float model with %1 corrected biases, calibrated with %2 (they are fitted to "
                "it)") },
        { "advise.no_smooth_sites",
            QT_TRANSLATE_NOOP("CoreMessage",
                "no MatMul/Gemm reads a LayerNorm's (or a Mul → Add's) output with weights of its own: nothing to "
                "smooth") },
        { "advise.cost_rebuild_smooth",
            QT_TRANSLATE_NOOP("CoreMessage",
                "a rebuild from the transformed float model (%1 tensors smoothed), recalibrated with %2") },
        { "advise.cost_setting", QT_TRANSLATE_NOOP("CoreMessage", "none: a setting of the quantizer") },
        { "advise.cost_per_channel",
            QT_TRANSLATE_NOOP("CoreMessage", "none where the NPU takes per-channel weight scales") },
        { "advise.cost_rebuild",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "a rebuild from the transformed float model (%1 pairs), recalibrated with %2") },
        { "advise.support_none", QT_TRANSLATE_NOOP("CoreMessage", "no switch documented") },
        { "advise.support_ranges",
            QT_TRANSLATE_NOOP("CoreMessage", "no method switch: give it this method's ranges (calibrate --config)") },
        { "advise.support_transform",
            QT_TRANSLATE_NOOP("CoreMessage", "no switch: quantize the float model `quantlens transform` writes") },
        { "advise.column_lever", QT_TRANSLATE_NOOP("CoreMessage", "lever") },
        { "advise.column_cost", QT_TRANSLATE_NOOP("CoreMessage", "cost") },
        { "advise.not_applicable", QT_TRANSLATE_NOOP("CoreMessage", "not applicable: %1") },
        { "advise.title", QT_TRANSLATE_NOOP("CoreMessage", "Fix advisor") },
        { "advise.as_is", QT_TRANSLATE_NOOP("CoreMessage", "the model as it is") },
        { "advise.path",
            QT_TRANSLATE_NOOP("CoreMessage", "Levers combined, greedily (each step keeps those before it)") },
        { "advise.lever_sixteen_bit", QT_TRANSLATE_NOOP("CoreMessage", "%1 tensors at 16 bit (the plan search)") },
        { "advise.target_met",
            QT_TRANSLATE_NOOP("CoreMessage", "the model as it is reaches the target: no 16-bit tensor needed") },
        { "advise.cost_sixteen_bit",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "NPU speed and memory: these tensors run at 16 bit (from the model as it is)") },
        { "advise.support_plan",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "the 16-bit plan in the toolchain's own format: quantlens plan --toolchain") },
        { "advise.target_alone",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Without the other levers, from the model as it is: %1 tensors at 16 bit give the worst input %2.") },
        { "advise.target_free",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Target %1 (every input's worst output cosine): reached by these levers (worst %2); no 16-bit tensor "
                "needed.") },
        { "advise.target_sixteen_bit",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Target %1 (every input's worst output cosine): reached with %2 tensors at 16 bit on top of these "
                "levers (%3; worst %4).") },
        { "advise.target_not_reached",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Target %1 (every input's worst output cosine): not reached; with %2 tensors at 16 bit on top of these "
                "levers the worst input gives %3.") },
        { "advise.nothing_for_config",
            QT_TRANSLATE_NOOP("CoreMessage",
                "nothing advised here is a setting of %1's config: rebuild from the model `quantlens transform` "
                "writes") },
        { "advise.step_measured",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Measured together, before any 16-bit tensor (quantlens advise, table below): %1 takes the output "
                "cosine from %2 to %3") },
        { "advise.step_nothing",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Measured (quantlens advise, table below): no free lever gains over the model as it is (output cosine "
                "%1); 16-bit tensors are the fix") },
        { "advise.with_method", QT_TRANSLATE_NOOP("CoreMessage", "%1, recalibrated with %2") },
    };
}

} // namespace quantlens::messages
