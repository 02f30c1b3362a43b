// Message catalog, precision plans: plan files, suggestions' reasons, vendor configs (see message_areas.h).
#include "util/message_areas.h"

namespace quantlens::messages {

std::vector<CatalogMessage> precision()
{
    return {
        // Plan files and the plan inside a workspace.
        { "plan.cannot_open", QT_TRANSLATE_NOOP("CoreMessage", "cannot open the precision plan") },
        { "plan.not_json", QT_TRANSLATE_NOOP("CoreMessage", "not valid JSON") },
        { "plan.wrong_format",
            QT_TRANSLATE_NOOP("CoreMessage", "not a QuantLens precision plan (\"format\" must be \"%1\")") },
        { "plan.bad_version",
            QT_TRANSLATE_NOOP("CoreMessage", "missing or newer version; this QuantLens reads version %1") },
        { "plan.missing_key", QT_TRANSLATE_NOOP("CoreMessage", "missing, or not of the expected type") },
        { "plan.not_object", QT_TRANSLATE_NOOP("CoreMessage", "must be a JSON object") },
        { "plan.not_array", QT_TRANSLATE_NOOP("CoreMessage", "must be a JSON array") },
        { "plan.bad_data_type",
            QT_TRANSLATE_NOOP("CoreMessage", "unknown data type %1 (use U8, S8, U16, S16 or FP32)") },
        { "plan.bad_source", QT_TRANSLATE_NOOP("CoreMessage", "unknown source %1 (use user, suggested or imported)") },
        { "plan.empty_name", QT_TRANSLATE_NOOP("CoreMessage", "a tensor name is empty") },
        { "plan.duplicate_name", QT_TRANSLATE_NOOP("CoreMessage", "tensor '%1' is listed twice") },
        { "plan.unknown_names",
            QT_TRANSLATE_NOOP("CoreMessage",
                "%1 names are not activations of the model (a quantizer would silently ignore them): %2") },

        // Why a tensor is in a suggested or imported plan (%1 rank, %2 1 − cos, %3 SQNR in dB).
        { "plan.reason_measured",
            QT_TRANSLATE_NOOP("CoreMessage",
                "measured: with the tensors chosen before it, moving it to 16 bit takes the outputs from cos %1 to "
                "%2") },
        { "plan.reason_own_loss",
            QT_TRANSLATE_NOOP("CoreMessage", "rank %1 by own quantization loss: 1 − cos %2, SQNR %3 dB") },
        { "plan.reason_own_loss_evidence",
            QT_TRANSLATE_NOOP("CoreMessage", "rank %1 by own quantization loss: 1 − cos %2, SQNR %3 dB; also %4") },
        { "plan.reason_conv_input_for",
            QT_TRANSLATE_NOOP("CoreMessage",
                "convolution input standing in for %1 (SigmaStar: INT16 only on convolution inputs); %1 is rank %2 "
                "by own quantization loss: 1 − cos %3, SQNR %4 dB") },
        { "plan.reason_lasting_drop",
            QT_TRANSLATE_NOOP("CoreMessage",
                "rank %1 by lasting drop: its op loses %2 of cosine that stays downstream (no quantization parameters "
                "to measure its own loss)") },
        { "plan.reason_conv_input_for_drop",
            QT_TRANSLATE_NOOP("CoreMessage",
                "convolution input standing in for %1 (SigmaStar: INT16 only on convolution inputs); %1 is rank %2 "
                "by lasting drop: %3") },
        { "plan.unsafe_names",
            QT_TRANSLATE_NOOP("CoreMessage",
                "%1 names cannot be written to %2: they hold its separators, comment marks or line breaks, which "
                "would change what the file says: %3") },
        { "plan.not_a_config",
            QT_TRANSLATE_NOOP("CoreMessage",
                "is not a config the plan can be merged into: not a Pulsar2 config, a SigmaStar input_config.ini or "
                "quantization-parameter file, and no line names a tensor of the model") },
        { "plan.config_not_ours",
            QT_TRANSLATE_NOOP("CoreMessage",
                "is read-only or another user's: it is left as it is; write elsewhere with -o, or replace it with "
                "--force") },
        { "plan.too_many_backups",
            QT_TRANSLATE_NOOP("CoreMessage", "already has %1 backups (.bak, .bak.1, …); move some away first") },
        { "plan.pulsar2_replaced",
            QT_TRANSLATE_NOOP("CoreMessage", "replaced by the plan, which decides its tensors: %1") },
        { "plan.reason_imported", QT_TRANSLATE_NOOP("CoreMessage", "imported from %1") },

        // Pulsar2 configs.
        { "plan.pulsar2_not_json",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "not a JSON config (comments are fine; prototxt, YAML and TOML configs are not read)") },
        { "plan.pulsar2_quant_not_object", QT_TRANSLATE_NOOP("CoreMessage", "\"quant\" must be an object") },
        { "plan.pulsar2_configs_not_array", QT_TRANSLATE_NOOP("CoreMessage", "\"layer_configs\" must be a list") },
        { "plan.pulsar2_conv_float",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "Pulsar2 cannot run a Conv in FP32 (it offers output_data_type for that)") },
        { "plan.pulsar2_item_skipped", QT_TRANSLATE_NOOP("CoreMessage", "skipped: no known data_type") },

        // SigmaStar.
        { "plan.sigmastar_no_op_types",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "SigmaStar's input_config.ini has no rules by op type: set the tensors instead") },
        { "plan.sigmastar_int16_only", QT_TRANSLATE_NOOP("CoreMessage", "SigmaStar takes INT16 here, not %1") },
        { "plan.sigmastar_not_conv_inputs",
            QT_TRANSLATE_NOOP("CoreMessage",
                "%1 tensors are not convolution inputs, and SigmaStar sets INT16 only there: %2. Suggest the plan for "
                "SigmaStar to move the neighbouring convolutions instead") },
        { "plan.sigmastar_format_not_read",
            QT_TRANSLATE_NOOP("CoreMessage", "input_format %1 is not read into the plan") },
        { "plan.sigmastar_not_ini", QT_TRANSLATE_NOOP("CoreMessage", "not an input_config.ini (no [section] found)") },
        { "verify.unknown_build",
            QT_TRANSLATE_NOOP("CoreMessage",
                "not a build QuantLens reads: a quantized ONNX model, a SigmaStar quantization-parameter JSON, a "
                "Pulsar2 precision table (or its build log), an RKNN quantization.cfg or error_analysis.txt") },
        { "plan.nnie_needs_prototxt",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the _hp layers go into a Caffe prototxt: the plan's model is no Caffe network, so give the prototxt "
                "to "
                "merge into (export --merge-into net.prototxt)") },
        { "plan.nnie_not_prototxt", QT_TRANSLATE_NOOP("CoreMessage", "not a Caffe prototxt (no layer { name: ... })") },
        { "plan.nnie_no_layer",
            QT_TRANSLATE_NOOP("CoreMessage", "%1 tensors of the plan are written by no layer of this prototxt: %2") },
        { "plan.rknn_no_block",
            QT_TRANSLATE_NOOP("CoreMessage", "not an RKNN quantization.cfg (no custom_quantize_layers: found)") },
        { "plan.rknn_dtype_not_read",
            QT_TRANSLATE_NOOP("CoreMessage",
                "%1: '%2' is not a type RKNN's hybrid quantization takes (int8, int16, "
                "float16); the entry is not read") },
        { "plan.rknn_not_in_parameters",
            QT_TRANSLATE_NOOP("CoreMessage",
                "%1 tensors of the plan are not keys of quantize_parameters, which hybrid_quantization_step2 refuses "
                "(RKNN may have renamed them: look them up in this file): %2") },
        { "plan.rknn_block_twice",
            QT_TRANSLATE_NOOP("CoreMessage",
                "custom_quantize_layers: is a key on lines %1, and YAML readers keep only the last one: QuantLens "
                "does not guess which one to change, nothing is written (keep one of them)") },
        { "plan.rknn_block_alias",
            QT_TRANSLATE_NOOP("CoreMessage",
                "custom_quantize_layers uses a YAML anchor, alias or merge key ('%1'): which entries that stands for "
                "cannot be told line by line, so nothing is written (write those entries out as name: dtype lines)") },
        { "plan.rknn_block_structure",
            QT_TRANSLATE_NOOP("CoreMessage",
                "custom_quantize_layers holds '%1', which is no one-line name: dtype entry (a nested, multi-line, "
                "tagged or block value, a sequence, or a line that is no entry): a line-by-line merge cannot keep it "
                "exactly, so nothing is written (write one name: dtype entry per line)") },
        { "plan.rknn_block_not_mapping",
            QT_TRANSLATE_NOOP("CoreMessage",
                "custom_quantize_layers is not a mapping of tensor names to types ('%1'), so nothing is written") },
        { "plan.rknn_not_block_mapping",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the file has no custom_quantize_layers: and does not start with a top-level key ('%1'), so the block "
                "cannot be added on top line by line; nothing is written (add custom_quantize_layers: {} as its first "
                "key)") },
        { "plan.sigmastar_json_not_list",
            QT_TRANSLATE_NOOP("CoreMessage", "a quantization-parameter file must be a JSON list") },
        { "plan.sigmastar_json_bad_entry", QT_TRANSLATE_NOOP("CoreMessage", "each entry needs a \"name\" string") },
        { "plan.sigmastar_json_no_range",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "no range known for this tensor (neither quantization parameters nor a dump)") },
        { "plan.sigmastar_json_not_conv",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "%1 tensors are not convolution inputs: SigmaStar documents 16 bit only there") },

        // Plain lists.
        { "plan.list_binary", QT_TRANSLATE_NOOP("CoreMessage", "not a text file") },
    };
}

} // namespace quantlens::messages
