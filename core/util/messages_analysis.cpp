// Message catalog, analysis: matching, verdicts, thresholds, input checks and metrics (see message_areas.h).
#include "util/message_areas.h"

namespace quantlens::messages {

std::vector<CatalogMessage> analysis()
{
    return {
        // Inspection: what to move to 16 bit, and the rules' limits.
        { "inspect.advice_conv_input",
            QT_TRANSLATE_NOOP("CoreMessage", "INT16/U16 on this tensor: it is an input of the convolution %1") },
        { "inspect.advice_conv_output",
            QT_TRANSLATE_NOOP("CoreMessage",
                "output of the convolution %1: 16 bit on the input of the convolution after it (%2); Pulsar2 "
                "takes U16 on %1 itself") },
        { "inspect.advice_neighbours",
            QT_TRANSLATE_NOOP("CoreMessage",
                "not a convolution input (SigmaStar sets INT16 on convolution inputs only): 16 bit on the "
                "convolutions before it (%1) and after it (%2); Pulsar2 takes U16 on this layer itself") },
        { "inspect.advice_no_conv",
            QT_TRANSLATE_NOOP("CoreMessage",
                "no convolution input change can help: no convolution lies within a few ops of it (attention, "
                "LayerNorm), and SigmaStar sets INT16 only on convolution inputs; toolchains that can, set 16 bit on "
                "this layer itself") },
        { "inspect.advice_16bit", QT_TRANSLATE_NOOP("CoreMessage", "16 bit on this layer") },
        { "inspect.bad_rule",
            QT_TRANSLATE_NOOP("CoreMessage", "an inspection limit must be a number of 0 or more, got %1") },

        // A tensor's histograms.
        { "distributions.unavailable", QT_TRANSLATE_NOOP("CoreMessage", "no dumps to read this tensor from") },
        { "distributions.not_compared",
            QT_TRANSLATE_NOOP("CoreMessage", "no run compared this tensor, so there is nothing to show") },

        // Why a tensor was not compared (the Problem column).
        { "match.unreadable", QT_TRANSLATE_NOOP("CoreMessage", "its file %1 cannot be read: %2") },
        { "match.missing_both", QT_TRANSLATE_NOOP("CoreMessage", "missing in both dumps") },
        { "match.missing_reference", QT_TRANSLATE_NOOP("CoreMessage", "missing in the reference dump") },
        { "match.missing_candidate", QT_TRANSLATE_NOOP("CoreMessage", "missing in the candidate dump") },
        { "match.shape_mismatch", QT_TRANSLATE_NOOP("CoreMessage", "shape mismatch: reference %1, candidate %2") },
        { "match.ambiguous",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "file name '%1' could stand for several tensors; give the dump a manifest.json") },
        { "match.layout", QT_TRANSLATE_NOOP("CoreMessage", "candidate shape %1 read as %2 to match the reference %3") },
        { "match.square_nhwc",
            QT_TRANSLATE_NOOP("CoreMessage",
                "read as NHWC: its shape fits both layouts and the NCHW reading gave cos %1; add a manifest.json "
                "with \"layout\" to be sure") },
        { "match.reshaped_not_row_major",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "shapes differ by size-1 dimensions and the data is not in row-major order") },
        { "match.dump_vs_model",
            QT_TRANSLATE_NOOP("CoreMessage", "the %1 dump's shape %2 does not fit the model's %3") },
        { "match.rule.none", QT_TRANSLATE_NOOP("CoreMessage", "not found") },
        { "match.rule.exact", QT_TRANSLATE_NOOP("CoreMessage", "exact name") },
        { "match.rule.qdq_alias", QT_TRANSLATE_NOOP("CoreMessage", "quantized model's name") },
        { "match.rule.sanitized", QT_TRANSLATE_NOOP("CoreMessage", "file-name form of the name") },
        { "match.rule.layer_output", QT_TRANSLATE_NOOP("CoreMessage", "its layer's name (<layer>_output<k>)") },
        { "match.rule.user_map", QT_TRANSLATE_NOOP("CoreMessage", "your tensor map") },
        { "match.rule.structure",
            QT_TRANSLATE_NOOP("CoreMessage", "matched by structure (position, shape, statistics)") },
        { "match.structure_summary",
            QT_TRANSLATE_NOOP("CoreMessage",
                "%1 tensors of run '%2' have no name in common with the float model and were matched by structure "
                "(position, shape, statistics); the least sure at confidence %3. Check them, and correct any in a "
                "tensor map (--tensor-map, or Analysis ▸ Tensor map in the window)") },
        { "match.structure_pair", QT_TRANSLATE_NOOP("CoreMessage", "%1 ← %2 (confidence %3)") },
        { "match.map_float_missing",
            QT_TRANSLATE_NOOP("CoreMessage", "the tensor map names '%1', which the float model does not have") },
        { "match.map_entry_missing",
            QT_TRANSLATE_NOOP("CoreMessage", "the tensor map gives '%1' for '%2', but run '%3' has no such entry") },
        { "tensor_map.cannot_read", QT_TRANSLATE_NOOP("CoreMessage", "cannot read the tensor map") },
        { "tensor_map.too_large", QT_TRANSLATE_NOOP("CoreMessage", "larger than %1 MiB: not a tensor map") },
        { "tensor_map.not_json", QT_TRANSLATE_NOOP("CoreMessage", "not a JSON object") },
        { "tensor_map.wrong_format", QT_TRANSLATE_NOOP("CoreMessage", "\"format\" must be \"%1\"") },
        { "tensor_map.bad_version", QT_TRANSLATE_NOOP("CoreMessage", "\"version\" must be an integer up to %1") },
        { "tensor_map.no_tensors",
            QT_TRANSLATE_NOOP("CoreMessage", "\"tensors\" must be an object of float tensor → dump entry names") },
        { "tensor_map.entry_not_string",
            QT_TRANSLATE_NOOP("CoreMessage", "the dump entry must be a non-empty string") },

        // Verdicts and why.
        { "verdict.pass", QT_TRANSLATE_NOOP("CoreMessage", "pass") },
        { "verdict.warn", QT_TRANSLATE_NOOP("CoreMessage", "warn") },
        { "verdict.fail", QT_TRANSLATE_NOOP("CoreMessage", "fail") },
        { "verdict.not_compared", QT_TRANSLATE_NOOP("CoreMessage", "not compared") },
        { "reason.cos_undefined", QT_TRANSLATE_NOOP("CoreMessage", "cosine is undefined (no finite element pair)") },
        { "reason.cand_non_finite",
            QT_TRANSLATE_NOOP("CoreMessage", "the candidate has %1 NaN/Inf values, the reference %2") },
        { "reason.cos_fail", QT_TRANSLATE_NOOP("CoreMessage", "cos %1 < %2") },
        { "reason.cos_warn", QT_TRANSLATE_NOOP("CoreMessage", "cos %1 < %2") },
        { "reason.rel_l1_warn", QT_TRANSLATE_NOOP("CoreMessage", "SigmaStar relative L1 %1 > %2") },
        { "reason.pass", QT_TRANSLATE_NOOP("CoreMessage", "cos %1 ≥ %2") },

        // Thresholds.
        { "thresholds.cos_range", QT_TRANSLATE_NOOP("CoreMessage", "cosine thresholds must lie between -1 and 1") },
        { "thresholds.order",
            QT_TRANSLATE_NOOP("CoreMessage", "the fail level (cos %1) must not be above the warning level (cos %2)") },
        { "thresholds.rel_l1", QT_TRANSLATE_NOOP("CoreMessage", "the relative L1 threshold must be 0 (off) or more") },

        // The inputs as a whole.
        { "inputs.no_candidate", QT_TRANSLATE_NOOP("CoreMessage", "no candidate dump to compare with") },
        { "inputs.duplicate_label",
            QT_TRANSLATE_NOOP("CoreMessage", "two runs are labelled '%1'; give each run a label of its own") },
        { "inputs.output_kind_unknown",
            QT_TRANSLATE_NOOP("CoreMessage", "'%1' is no output kind: classification, sequence, mask or regression") },
        { "inputs.too_many_runs",
            QT_TRANSLATE_NOOP("CoreMessage", "%1 runs to compare; at most %2 can be compared at once") },
        { "inputs.duplicate_path",
            QT_TRANSLATE_NOOP("CoreMessage", "the runs '%1' and '%2' are the same dump; give each dump once") },
        { "warnings.more_like_this",
            QT_TRANSLATE_NOOP("CoreMessage", "%1 more warnings like the %2 above are not listed") },
        { "inputs.cancelled", QT_TRANSLATE_NOOP("CoreMessage", "cancelled") },

        // A data set's journal (analysis/data_set_journal.h).
        { "journal.not_journal",
            QT_TRANSLATE_NOOP("CoreMessage",
                "not a data-set journal QuantLens wrote; give a new file name for --journal (this file is left as "
                "it is)") },
        { "journal.other_models",
            QT_TRANSLATE_NOOP("CoreMessage",
                "a journal of other models (or models changed since): its results do not apply; give a new file "
                "name for --journal, or delete this one to start over") },
        // Which inputs of a data set measuring ran on (analysis/measuring_inputs.h).
        { "measure.subset",
            QT_TRANSLATE_NOOP("CoreMessage",
                "measured on the %1 worst of %2 inputs (bad cases first) and %3 others drawn at random (seed %4); "
                "--measure-inputs all measures on every input") },

        // Checks that the inputs belong together.
        { "gate.nothing", QT_TRANSLATE_NOOP("CoreMessage", "nothing compared: no output of the models was measured") },
        { "gate.same_as_float",
            QT_TRANSLATE_NOOP("CoreMessage",
                "every output equals the float model's exactly: the model checked is not quantized (or is the float "
                "model)") },
        { "gate.no_baseline",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "no baseline: this verdict is what the next build is checked against (--baseline)") },
        { "gate.inputs_differ",
            QT_TRANSLATE_NOOP("CoreMessage",
                "%1 of the %2 inputs are not those %3 was measured on (by content): the builds cannot be compared") },
        { "gate.cos_worse",
            QT_TRANSLATE_NOOP("CoreMessage", "output %1: mean cosine %2, the baseline's %3 (tolerance %4)") },
        { "gate.task_worse",
            QT_TRANSLATE_NOOP("CoreMessage", "output %1 (%2): mean agreement %3, the baseline's %4 (tolerance %5)") },
        { "gate.no_common_output",
            QT_TRANSLATE_NOOP("CoreMessage", "no output of this build is in %1: the builds cannot be compared") },
        { "gate.baseline_not_verdict",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "not a verdict quantlens check wrote (JSON with verdict, inputs, outputs)") },
        { "gate.accept", QT_TRANSLATE_NOOP("CoreMessage", "every output within the tolerance of %1") },
        { "check.none_compared.reference_names",
            QT_TRANSLATE_NOOP("CoreMessage",
                "no tensor could be compared: none of the %1 entries of the reference dump is named like a tensor "
                "of the model; is it a dump of this model?") },
        { "check.none_compared.candidate_names",
            QT_TRANSLATE_NOOP("CoreMessage",
                "no tensor could be compared: none of the %1 entries of the %2 dump is named like a tensor of the "
                "model; is it a dump of this model?") },
        { "check.none_compared.model_shapes",
            QT_TRANSLATE_NOOP("CoreMessage",
                "no tensor could be compared: the dumps' tensors have the model's names but other shapes: they "
                "come from another model or another input size") },
        { "check.none_compared.pair_shapes",
            QT_TRANSLATE_NOOP("CoreMessage",
                "no tensor could be compared: the two dumps hold the same names with other shapes: they come from "
                "different models or inputs") },
        { "check.none_compared.unreadable",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "no tensor could be compared: none of the matched tensors could be read") },
        { "check.low_share",
            QT_TRANSLATE_NOOP("CoreMessage",
                "only %1 of the model's %2 tensors were compared against %3 (%4 %); the rest are listed as not "
                "compared") },
        { "check.dump_shapes",
            QT_TRANSLATE_NOOP("CoreMessage",
                "%1 of %2 tensors in the %3 dump have shapes the model does not produce for this input (e.g. %4): "
                "those were not compared; the dump may come from another model") },
        { "check.dump_foreign",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the %3 dump does not belong to this model: %1 of its %2 tensors that the model names have shapes "
                "the model does not produce for this input (e.g. %4); those were not compared") },
        { "check.model_mismatch",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the quantized model does not match the float model: %1 of %2 tensors they share have other shapes "
                "(e.g. %3); its quantization parameters are not used. Check --quant, or leave it out") },
        { "check.model_shape_tensors",
            QT_TRANSLATE_NOOP("CoreMessage",
                "%1 tensors have another shape in the quantized model than in the float model (e.g. %2); their "
                "quantization parameters are not used") },
        { "check.model_ops",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the quantized model's operators differ from the float model's: only %1 % of them agree (%2 float "
                "nodes, %3 quantized without Quantize/Dequantize); is it a quantization of this model?") },
        { "check.model_inputs",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "the quantized model's graph inputs (%1) differ from the float model's (%2)") },
        { "check.model_names",
            QT_TRANSLATE_NOOP("CoreMessage", "only %1 of the float model's %2 tensors appear in the quantized model") },
        { "check.swapped",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the reference dump looks quantized (%1 of %2 sampled tensors hold at most 256 distinct values) "
                "while the %3 dump does not: are --float-dump and --quant-dump swapped?") },
        { "check.inputs_differ",
            QT_TRANSLATE_NOOP("CoreMessage",
                "run '%1' was not given the input run '%2' was: cos %3, relative error %4 at the graph input. Every "
                "comparison after it mixes two inputs; 'quantlens triage' tells which preprocessing step differs "
                "(channel order, mean/std, layout) or that it is another input") },
        { "check.input_outside_range",
            QT_TRANSLATE_NOOP("CoreMessage",
                "run '%1' got the same input, but the quantized model's input quantization cannot hold it: cos %2 "
                "after quantizing it, as quantizing the float input gives (%3); %4 of %5 values lie beyond the "
                "input's calibrated range and are clipped. Give inputs like the calibration data, or recalibrate "
                "with inputs like this one") },
        { "check.shape_inference",
            QT_TRANSLATE_NOOP("CoreMessage",
                "shape inference failed (%1); dump shapes were checked against the shapes the model declares only") },

        // Computing a pair's metrics.
        { "metrics.shape_mismatch",
            QT_TRANSLATE_NOOP("CoreMessage", "shape %1 does not match the reference's %2 (%3)") },
        { "metrics.size_mismatch",
            QT_TRANSLATE_NOOP("CoreMessage", "holds %1 elements, but %2 were listed (file changed?)") },
        { "metrics.file_shrank",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the file became shorter while it was read (written again by another program?): compare again once "
                "it is complete") },
        { "metrics.file_ended",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "ended before its data was read (did the file change while it was read?)") },
        { "metrics.cancelled", QT_TRANSLATE_NOOP("CoreMessage", "not computed (cancelled)") },
        { "metrics.dynamic_integer_dump",
            QT_TRANSLATE_NOOP("CoreMessage",
                "holds %1 integers of a tensor quantized at run time (DynamicQuantizeLinear): its scale is in no file, "
                "so the integers cannot be dequantized and compared; dump the float tensor instead") },
    };
}

} // namespace quantlens::messages
