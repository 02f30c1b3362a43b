// Message catalog, triage: categories, evidence and next steps (see message_areas.h).
#include "util/message_areas.h"

namespace quantlens::messages {

std::vector<CatalogMessage> triage()
{
    return {
        // Categories.
        { "triage.category_preprocessing",
            QT_TRANSLATE_NOOP("CoreMessage", "preprocessing: the runs were not given the same input") },
        { "triage.category_board", QT_TRANSLATE_NOOP("CoreMessage", "board: the board parts from the simulator") },
        { "triage.category_layer_mismatch",
            QT_TRANSLATE_NOOP("CoreMessage", "layer mismatch: middle tensors compared against the wrong twin") },
        { "triage.category_calibration",
            QT_TRANSLATE_NOOP("CoreMessage", "calibration: ranges far wider than the data uses") },
        { "triage.category_quantization_jump",
            QT_TRANSLATE_NOOP("CoreMessage", "quantization jump: one layer loses most") },
        { "triage.category_outliers",
            QT_TRANSLATE_NOOP("CoreMessage", "outliers: a few large values stretch 8-bit ranges") },
        { "triage.category_gradual", QT_TRANSLATE_NOOP("CoreMessage", "gradual: small losses everywhere add up") },
        { "triage.category_postprocessing",
            QT_TRANSLATE_NOOP("CoreMessage",
                "post-processing: every tensor agrees on this input; look at the pre- and post-processing around the "
                "model") },
        { "triage.category_ok", QT_TRANSLATE_NOOP("CoreMessage", "nothing to judge: no tensor was compared") },
        { "triage.category_failed",
            QT_TRANSLATE_NOOP("CoreMessage", "no verdict: the triage itself stopped on an error") },
        { "triage.failed", QT_TRANSLATE_NOOP("CoreMessage", "the triage stopped: %1") },

        // Evidence: the input.
        { "triage.input_differs",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "the input of run '%1' differs from run '%4': cos %2, relative error %3") },
        { "triage.input_channel_order",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "with its channels read in order %1 it agrees (cos %2): RGB and BGR swapped") },
        { "triage.input_affine",
            QT_TRANSLATE_NOOP("CoreMessage",
                "it is scale × x + offset of the reference per channel (scale %1, offset %2; cos %3): mean/std "
                "differ, are applied twice or are missing") },
        { "triage.input_layout",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "read as HWC data and transposed it agrees (cos %1): NHWC pixels fed as NCHW") },
        { "triage.input_unexplained",
            QT_TRANSLATE_NOOP("CoreMessage",
                "neither channel order, layout nor a per-channel mean/std explains it (best cos %1): another image, "
                "resize or rounding") },

        // Evidence: the stages.
        { "triage.board_parting",
            QT_TRANSLATE_NOOP("CoreMessage", "run '%1' parts from run '%2' here first: cos %3 between them (%4)") },
        { "triage.board_vs_reference",
            QT_TRANSLATE_NOOP("CoreMessage", "against the reference: '%1' cos %2, '%3' cos %4") },
        { "triage.final_cos", QT_TRANSLATE_NOOP("CoreMessage", "output of run '%1': cos %2 (limit %3)") },
        { "triage.middle_dip",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "cos %1 while the outputs pass, and its own quantization does not explain it") },
        { "triage.dip_explained",
            QT_TRANSLATE_NOOP("CoreMessage",
                "cos %1 while the outputs pass, but quantizing it alone costs 1 − cos %2 (matched by %3): a real loss "
                "the output hides, not a matching artefact") },
        { "triage.dip_inherited",
            QT_TRANSLATE_NOOP("CoreMessage",
                "cos %1 while the outputs pass, inherited from its inputs (this op loses only %2): a real loss the "
                "output hides, not a matching artefact") },
        { "triage.mismatch_structure",
            QT_TRANSLATE_NOOP("CoreMessage", "paired by structure only, with confidence %1: perhaps not its twin") },
        { "triage.mismatch_transposed",
            QT_TRANSLATE_NOOP("CoreMessage", "its dump fitted the model only after a transpose nothing declared") },
        { "triage.mismatch_reshaped",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "its dump fitted the model only after a reshape (the element counts agree)") },
        { "triage.mismatch_recovered",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "the tensors computed from it are back at cos %1: a real loss would be inherited") },
        { "triage.mismatch_twin",
            QT_TRANSLATE_NOOP("CoreMessage",
                "its dump agrees with the float tensor %1 (%2) at cos %3: a fused or in-place op's tensor dumped under "
                "this name") },
        { "triage.all_agree",
            QT_TRANSLATE_NOOP("CoreMessage",
                "no compared tensor fails (%1 compared, %2 of them warn); the lowest cos is %3: the model agrees on "
                "this "
                "input") },
        { "triage.hidden_loss",
            QT_TRANSLATE_NOOP("CoreMessage",
                "%1 middle tensors fail although the output passes: a saturating output (softmax, sigmoid) can hide a "
                "loss; compare the logits") },

        // Evidence: curve and ranges.
        { "triage.calibration_count",
            QT_TRANSLATE_NOOP("CoreMessage", "%1 of %2 tensors use less than %3 of their calibrated range") },
        { "triage.range_use",
            QT_TRANSLATE_NOOP("CoreMessage", "uses %1 of its range: calibrated %2 … %3, the data spans %4 … %5") },
        { "triage.norm_drift",
            QT_TRANSLATE_NOOP("CoreMessage",
                "L2 norm %1 in float, %2 quantized: relative L2 norm drift %3 at cos %4 (HiSilicon's notes read "
                "both)") },
        { "triage.norm_drift_largest",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the largest relative L2 norm drift: %1 at cos %2; a norm that drifts while the cosine holds is a "
                "scale or precision error") },
        { "triage.jump",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "this %1 loses %2 of cosine that stays downstream: %3 % of all such loss") },
        { "triage.jump_own_loss",
            QT_TRANSLATE_NOOP("CoreMessage",
                "its own quantization costs 1 − cos %1 (SQNR %2 dB): %3 % of the own loss of all tensors together") },
        { "triage.clipping", QT_TRANSLATE_NOOP("CoreMessage", "%1 % of its values saturate") },
        { "triage.outlier_count",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "%1 of the %2 tensors losing most to their own quantization are outlier-heavy") },
        { "triage.outlier_tensor",
            QT_TRANSLATE_NOOP("CoreMessage",
                "%1 % of channels at level ≥ 3 (max level %2), 8-bit range over the limit; own loss 1 − cos %3") },
        { "triage.first_fail",
            QT_TRANSLATE_NOOP("CoreMessage", "first failing tensor: cos %1; %2 of %3 compared tensors fail") },
        { "triage.step_gradual_plan_measured",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Find the smallest set of tensors whose 16 bit brings the outputs back (quantlens plan --target-cos "
                "%1, or Find plan in the Precision plan view): picked by measured gain, each pick measured again "
                "on top of the others") },
        { "triage.culprit_measured",
            QT_TRANSLATE_NOOP("CoreMessage",
                "measured: with only this tensor at 16 bit the outputs reach cos %1 (+%2); rank %3 (own quantization "
                "loss %4)") },
        { "triage.jump_measured",
            QT_TRANSLATE_NOOP("CoreMessage",
                "measured: this tensor alone at 16 bit takes the outputs from cos %1 to %2, %3 % of what quantization "
                "lost") },
        { "triage.not_measured",
            QT_TRANSLATE_NOOP("CoreMessage",
                "culprits are ranked by the dumps' statistics, not measured: the models could not be run (%1)") },
        { "triage.not_measured_hint",
            QT_TRANSLATE_NOOP("CoreMessage",
                "culprits are ranked by the dumps' statistics until the models are run: measured (the default when "
                "the models and an input are there), they are ranked by what each one, moved to 16 bit, gives back") },
        { "triage.weights_attribution",
            QT_TRANSLATE_NOOP("CoreMessage",
                "measured: with only the weights quantized the outputs reach cos %1, with only the activations %2 "
                "(both: %3)") },
        { "triage.step_weights_per_channel",
            QT_TRANSLATE_NOOP("CoreMessage",
                "The weights cost more of the accuracy than the activations, and some are quantized per tensor: "
                "quantize the weights per channel before moving activations to 16 bit.") },
        { "triage.step_weights_cost",
            QT_TRANSLATE_NOOP("CoreMessage",
                "The weights cost more of the accuracy than the activations: look at the weights' errors (quantlens "
                "inspect --measure) and consider 16-bit weights for the worst layers.") },
        { "triage.culprit_own_loss",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "rank %2 by own quantization loss: 1 − cos %1 (its op's lasting drop %3)") },
        { "triage.culprit_lasting_drop",
            QT_TRANSLATE_NOOP("CoreMessage",
                "rank %2 by lasting drop: its op loses %1 of cosine that stays downstream (no quantization parameters "
                "to measure its own loss)") },

        // Next steps.
        { "triage.step_channel_order",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Feed the channels in the order the model was trained with (the converter's RGB/BGR setting); "
                "mean/std are written in that same order") },
        { "triage.step_mean_std",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Apply the training mean/std exactly once: either in the converter's input settings or in your "
                "preprocessing, not both and not neither") },
        { "triage.step_layout",
            QT_TRANSLATE_NOOP("CoreMessage", "Transpose HWC pixels to CHW before feeding an NCHW input") },
        { "triage.step_input_unexplained",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Dump the raw and the preprocessed input on both sides and compare them: preprocessed data must agree "
                "within 1e-4 (resize method, uint8 vs float resize, rounding)") },
        { "triage.step_rerun",
            QT_TRANSLATE_NOOP("CoreMessage", "Fix the input and run the comparison again before judging any layer") },
        { "triage.step_board_report",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Report to the vendor: simulator and board part at %1; attach both dumps of it and of its inputs") },
        { "triage.step_board_versions",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Check that the board's runtime and driver match the toolchain that compiled the model") },
        { "triage.step_mismatch",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Check how these tensors were matched (fused, in-place or permuted ops); map them to their true twins "
                "with a mapping file. The loss is probably not real") },
        { "triage.step_calibration",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Calibrate with Percentile or MSE instead of MinMax, so single extreme values do not set the ranges") },
        { "triage.step_calibration_axera",
            QT_TRANSLATE_NOOP("CoreMessage", "Set quant.calibration_method to Percentile or MSE instead of MinMax") },
        { "triage.calibration_sample",
            QT_TRANSLATE_NOOP("CoreMessage",
                "calibration input %1 alone sets the range of %2 tensors; calibrated without it (MinMax over the "
                "others) the output cosine goes from %3 to %4 (measured)") },
        { "triage.calibration_method",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "calibrating with %1 gives output cosine %2 instead of %3 (measured, no NPU cost)") },
        { "triage.step_drop_samples",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Calibrate without %1: output cosine %2 → %3 (measured); quantlens calibrate ranks every calibration "
                "input") },
        { "triage.step_calibration_method",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Before moving tensors to 16 bit, calibrate with %1: output cosine %2 → %3 (measured, no NPU cost); "
                "quantlens calibrate compares every method") },
        { "triage.step_calibration_data",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Look for calibration inputs with extreme values (wrong preprocessing, corrupt images) and use data "
                "like "
                "the deployment's") },
        { "triage.step_jump_inspect",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "Inspect %1: its range, outliers, clipping and op type (Inspector view)") },
        { "triage.step_jump_range",
            QT_TRANSLATE_NOOP("CoreMessage",
                "The range of %1 does not fit its data (it clips, or leaves most of the range unused): fix its "
                "calibrated range or scale first; 16 bit would only hide it") },
        { "triage.step_16bit", QT_TRANSLATE_NOOP("CoreMessage", "Move %1 to 16 bit and compare again") },
        { "triage.step_16bit_axera",
            QT_TRANSLATE_NOOP("CoreMessage", "Set %1 to U16 in quant.layer_configs and compare again") },
        { "triage.step_16bit_sigmastar",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Set INT16 on the convolution inputs at %1 in input_config.ini (SigmaStar: only convolution inputs) "
                "and "
                "compare again") },
        { "triage.step_16bit_nnie",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Mark %1's layer high precision (the _hp suffix on its name in the prototxt, [compile_mode] 2 in the "
                "mapper cfg) and compare again") },
        { "triage.step_16bit_rknn",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Set %1: int16 under custom_quantize_layers in <model>.quantization.cfg (hybrid quantization step 1), "
                "build with hybrid_quantization_step2 and compare again") },
        { "triage.step_outliers",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "Use per-channel quantization or SmoothQuant for the outlier-heavy tensors") },
        { "triage.step_outliers_axera",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "Try enable_smooth_quant, or per-channel quantization, for the outlier-heavy tensors") },
        { "triage.step_gradual_plan",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Move the tensors with the largest own loss to 16 bit (Precision plan view, or quantlens plan) and "
                "compare "
                "again") },
        { "triage.step_gradual_whole",
            QT_TRANSLATE_NOOP("CoreMessage",
                "As a test, run the whole model at 16 bit: if that does not help either, look at calibration or QAT") },
        { "triage.step_gradual_nnie",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Try compile_mode 1 (high precision) as a test; making only the first convolution 16-bit often helps "
                "at "
                "small cost") },
        { "triage.step_postprocessing",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Compare the post-processing on both sides: dump the model output and the post-processed result from "
                "the Python (training) code and from the C++ (board) code; they must agree within 1e-3") },
        { "triage.step_preprocessing_align",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Compare the preprocessing the same way: the preprocessed input of the Python and the C++ code must "
                "agree within 1e-4 (resize method, colour order, mean/std, rounding)") },
        { "triage.step_board_input",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Check the board's input pipeline: the camera or decoder format, the stride and alignment of the input "
                "buffer, and the colour conversion the NPU applies before the model") },
        { "triage.step_failed",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Report this to QuantLens with a ticket (File ▸ Export ticket…, or quantlens ticket): the triage "
                "stopped "
                "where it should "
                "have given a verdict; the comparison itself is unaffected") },
        { "triage.step_ok",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Give dumps of the float run and of the quantized run on the same input, so tensors can be compared") },
        // The triage as Markdown (report/triage_report.h), in triage.md and the ticket's summary alike.
        { "triage.md_category", QT_TRANSLATE_NOOP("CoreMessage", "**%1** (`%2`)") },
        { "triage.md_category_procedure", QT_TRANSLATE_NOOP("CoreMessage", "**%1** (`%2`; procedure: %3)") },
        { "triage.md_culprits", QT_TRANSLATE_NOOP("CoreMessage", "Culprits, most likely first:") },
        { "triage.md_evidence", QT_TRANSLATE_NOOP("CoreMessage", "Evidence") },
        { "triage.md_rule", QT_TRANSLATE_NOOP("CoreMessage", "rule") },
        { "triage.md_tensor", QT_TRANSLATE_NOOP("CoreMessage", "tensor") },
        { "triage.md_value", QT_TRANSLATE_NOOP("CoreMessage", "value") },
        { "triage.md_finding", QT_TRANSLATE_NOOP("CoreMessage", "finding") },
        { "triage.md_more_evidence", QT_TRANSLATE_NOOP("CoreMessage", "… %1 more in %2") },
        { "triage.md_next_steps", QT_TRANSLATE_NOOP("CoreMessage", "Next steps") },
    };
}

} // namespace quantlens::messages
