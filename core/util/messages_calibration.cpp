// Message catalog, the calibration lab: statistics over calibration inputs, range methods and what
// each gives (see message_areas.h).
#include "util/message_areas.h"

namespace quantlens::messages {

std::vector<CatalogMessage> calibration()
{
    return {
        { "calib.method_minmax", QT_TRANSLATE_NOOP("CoreMessage", "MinMax") },
        { "calib.method_percentile", QT_TRANSLATE_NOOP("CoreMessage", "Percentile") },
        { "calib.method_mse", QT_TRANSLATE_NOOP("CoreMessage", "MSE") },
        { "calib.method_kl", QT_TRANSLATE_NOOP("CoreMessage", "KL divergence") },
        { "calib.method_model", QT_TRANSLATE_NOOP("CoreMessage", "the model as it is") },
        { "calib.no_files",
            QT_TRANSLATE_NOOP("CoreMessage",
                "comparing calibration methods needs calibration inputs: give --calib FILE.npy|DIR (the inputs "
                "the model was calibrated on, or the ones you would calibrate it on)") },
        { "calib.unknown_method", QT_TRANSLATE_NOOP("CoreMessage", "unknown calibration method '%1' (known: %2)") },
        { "calib.no_activations",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the quantized model has no activation quantized per tensor by QuantizeLinear/DequantizeLinear: "
                "there is no range to calibrate") },
        { "calib.setting_in_code",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "%1 takes its calibration method in code, not in a config file (%2): set it there") },
        { "calib.no_setting_for_method",
            QT_TRANSLATE_NOOP("CoreMessage", "%1 has no calibration method for '%2': choose another") },
        { "calib.column_method", QT_TRANSLATE_NOOP("CoreMessage", "method") },
        { "calib.column_mean", QT_TRANSLATE_NOOP("CoreMessage", "mean cos") },
        { "calib.column_worst", QT_TRANSLATE_NOOP("CoreMessage", "worst cos") },
        { "calib.report_title", QT_TRANSLATE_NOOP("CoreMessage", "Calibration methods, measured") },
        { "calib.report_summary",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Each method's ranges over %1 calibration inputs, applied to the quantized model's %2 activations "
                "(weights unchanged, biases follow), run on %3 inputs. Output cosine against the float model: the "
                "model as it is %4; best %5 (%6).") },
        { "calib.report_recommended",
            QT_TRANSLATE_NOOP("CoreMessage", "Recommended: %1 — output cosine %2 (worst input %3), at no NPU cost.") },
        { "calib.report_keep",
            QT_TRANSLATE_NOOP("CoreMessage",
                "No method beats the model's own ranges by more than %1: keep its calibration; the 16-bit plan is the "
                "next lever.") },
        { "calib.report_switches",
            QT_TRANSLATE_NOOP("CoreMessage",
                "In %1, each method is this setting. The toolchain does not publish how it computes its ranges: the "
                "numbers above are the published definitions' (README), an estimate of what the setting gives") },
        { "calib.report_switch_none", QT_TRANSLATE_NOOP("CoreMessage", "no such setting") },
        { "calib.report_best_offered",
            QT_TRANSLATE_NOOP("CoreMessage",
                "%1 has no setting for %2; of its own settings, `%3` gives the best output cosine, %4") },
        { "calib.report_no_switch",
            QT_TRANSLATE_NOOP("CoreMessage",
                "%1 has no calibration-method setting: a better range reaches it only as ranges of its own (not "
                "exported yet) or a cleaner calibration set") },
        { "calib.requantize_unreadable",
            QT_TRANSLATE_NOOP("CoreMessage", "cannot be read or written again as an ONNX model") },
        { "calib.requantize_external",
            QT_TRANSLATE_NOOP("CoreMessage",
                "keeps its weights in external data files, which requantizing does not write yet: give a model with "
                "its weights inside") },
        { "calib.requantize_not_constant",
            QT_TRANSLATE_NOOP("CoreMessage",
                "a scale, zero point or bias to change is not an initializer of the model, so it cannot be "
                "rewritten") },
        { "calib.samples_title", QT_TRANSLATE_NOOP("CoreMessage", "Calibration inputs that set the ranges alone") },
        { "calib.samples_summary",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Per calibration input: the tensors whose MinMax range it widens by more than 10 % over what the other "
                "inputs give, and the output cosine with MinMax ranges gathered without it (with every input: %1)") },
        { "calib.samples_column_input", QT_TRANSLATE_NOOP("CoreMessage", "calibration input") },
        { "calib.samples_column_widened", QT_TRANSLATE_NOOP("CoreMessage", "tensors it widens") },
        { "calib.samples_column_largest", QT_TRANSLATE_NOOP("CoreMessage", "largest widening") },
        { "calib.samples_column_without", QT_TRANSLATE_NOOP("CoreMessage", "cos without it") },
        { "calib.no_ranges_to_write",
            QT_TRANSLATE_NOOP("CoreMessage",
                "%1 reads ranges, not a method name, and the method gave none (no per-tensor activation with "
                "calibration statistics)") },
        { "calib.mixed_name", QT_TRANSLATE_NOOP("CoreMessage", "a method per tensor") },
        { "calib.mixed_found",
            QT_TRANSLATE_NOOP("CoreMessage",
                "A method per tensor, from %1: %2 tensors take another method's range (%3), mean output cosine %4 "
                "(worst input %5) against %6 with %1 alone.") },
        { "calib.mixed_held_out",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "Chosen on %1 of the eval inputs; on the %2 held out: %3 against %4 with %5 alone.") },
        { "calib.mixed_beats",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "It beats every single method: its ranges are what the exports of ranges write.") },
        { "calib.mixed_not_better",
            QT_TRANSLATE_NOOP("CoreMessage",
                "It does not beat every single method on every input and the held-out ones: one method for the whole "
                "model stays the advice.") },
        { "calib.mixed_none",
            QT_TRANSLATE_NOOP("CoreMessage",
                "A method per tensor: none of the %1 other ranges tried alone on top of %2 gains %3 or more; one "
                "method for the whole model is enough.") },
        { "calib.samples_together",
            QT_TRANSLATE_NOOP("CoreMessage", "Without the %1 inputs that each help on their own: output cosine %2") },
    };
}

} // namespace quantlens::messages
