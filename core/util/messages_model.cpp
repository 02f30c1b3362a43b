// Message catalog, models: ONNX import, graph, quantization parameters, SigmaStar JSON (see message_areas.h).
#include "util/message_areas.h"

namespace quantlens::messages {

std::vector<CatalogMessage> model()
{
    return {
        // Caffe networks (HiSilicon NNIE).
        { "caffe.bad_prototxt", QT_TRANSLATE_NOOP("CoreMessage", "not a Caffe network prototxt: %1") },
        { "caffe.no_caffemodel",
            QT_TRANSLATE_NOOP("CoreMessage",
                "its weights are missing: put the .caffemodel of the same name beside it, or give --caffemodel") },
        { "caffe.bad_caffemodel", QT_TRANSLATE_NOOP("CoreMessage", "not a Caffe .caffemodel (NetParameter)") },
        { "caffe.empty_caffemodel", QT_TRANSLATE_NOOP("CoreMessage", "is empty: not a Caffe .caffemodel") },
        { "caffe.onnx_as_caffemodel",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "is an ONNX model, not a Caffe .caffemodel: open the .onnx file itself as the model") },
        { "caffe.v1_caffemodel",
            QT_TRANSLATE_NOOP("CoreMessage",
                "a Caffe model in the old V1 layout (layers, not layer): upgrade it with Caffe's "
                "upgrade_net_proto_binary "
                "first") },
        { "caffe.cannot_translate", QT_TRANSLATE_NOOP("CoreMessage", "%1 layers cannot be read: %2") },
        { "caffe.unsupported_layer", QT_TRANSLATE_NOOP("CoreMessage", "%1 (type %2 is not supported)") },
        { "caffe.unsupported_param", QT_TRANSLATE_NOOP("CoreMessage", "%1 (%2 is not supported)") },
        { "caffe.no_weights",
            QT_TRANSLATE_NOOP("CoreMessage", "%1 (the .caffemodel has fewer than its %2 weight blobs)") },
        { "caffe.no_bottom_or_top", QT_TRANSLATE_NOOP("CoreMessage", "%1 (no bottom or no top)") },
        { "caffe.in_place",
            QT_TRANSLATE_NOOP("CoreMessage",
                "%1 values written in place got names of their own, as the NNIE mapper splits in-place layers (the "
                "blob's name goes to the last layer writing it; a Caffe dump of the blob holds that value), e.g. %2") },
        // ONNX model files.
        { "onnx.empty_file", QT_TRANSLATE_NOOP("CoreMessage", "empty file: not an ONNX model") },
        { "onnx.too_large",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the model is larger than 2 GiB, which protobuf cannot parse; such models keep their weights in "
                "external data files") },
        { "onnx.nested_too_deep",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the model nests deeper than the ONNX parser reads (protobuf stops at 100 nested messages, about "
                "%2 levels of If, Loop or Scan bodies; this model's bodies nest %1 levels)") },
        { "onnx.not_a_model", QT_TRANSLATE_NOOP("CoreMessage", "not a valid ONNX model (protobuf parse failed)") },
        { "onnx.no_graph", QT_TRANSLATE_NOOP("CoreMessage", "not a valid ONNX model (it has no graph)") },
        { "onnx.no_nodes", QT_TRANSLATE_NOOP("CoreMessage", "the ONNX model's graph has no nodes") },
        { "onnx.out_of_memory", QT_TRANSLATE_NOOP("CoreMessage", "out of memory while reading the model") },
        { "onnx.cannot_read", QT_TRANSLATE_NOOP("CoreMessage", "cannot read the model: %1") },
        { "onnx.model_changed",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the file was rewritten after it was opened, so weights read from it since are NaN: open the "
                "model again") },
        { "onnx.unnamed_initializer", QT_TRANSLATE_NOOP("CoreMessage", "an initializer without a name was skipped") },
        { "onnx.sparse_initializer",
            QT_TRANSLATE_NOOP("CoreMessage", "sparse initializers are not supported; weight skipped") },
        { "onnx.constant_without_value",
            QT_TRANSLATE_NOOP("CoreMessage", "Constant with no value is not a numeric tensor; weight skipped") },
        { "onnx.constant_not_numeric",
            QT_TRANSLATE_NOOP("CoreMessage", "Constant with %1 is not a numeric tensor; weight skipped") },

        // ONNX tensors (weights), in the model or in external data files.
        { "onnx.unsupported_element_type",
            QT_TRANSLATE_NOOP("CoreMessage", "element type %1 is not supported; weight skipped") },
        { "onnx.value_out_of_range",
            QT_TRANSLATE_NOOP("CoreMessage",
                "int32_data holds %1, outside the range of %2; runtimes truncate it to that type and so does "
                "QuantLens, "
                "but the model is probably wrong") },
        { "onnx.negative_dimension", QT_TRANSLATE_NOOP("CoreMessage", "negative dimension %1 in its shape") },
        { "onnx.shape_too_large", QT_TRANSLATE_NOOP("CoreMessage", "shape is too large") },
        { "onnx.raw_data_size",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "data size mismatch: raw_data holds %1 bytes but the shape %2 of %3 needs %4") },
        { "onnx.field_size",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "data size mismatch: %1 holds %2 values but the shape %3 of %4 needs %5") },
        { "onnx.external_bad_number",
            QT_TRANSLATE_NOOP("CoreMessage", "external data %1 '%2' is not a non-negative integer") },
        { "onnx.external_no_location", QT_TRANSLATE_NOOP("CoreMessage", "external data without a location") },
        { "onnx.external_escapes",
            QT_TRANSLATE_NOOP("CoreMessage", "external data file '%1' escapes the model's directory; refused") },
        { "onnx.external_cannot_open",
            QT_TRANSLATE_NOOP("CoreMessage", "external data file '%1' cannot be read: cannot open: %2") },
        { "onnx.external_not_regular",
            QT_TRANSLATE_NOOP("CoreMessage", "external data file '%1' cannot be read: not a regular file") },
        { "onnx.external_cannot_map",
            QT_TRANSLATE_NOOP("CoreMessage", "external data file '%1' cannot be read: cannot map into memory: %2") },
        { "onnx.external_length",
            QT_TRANSLATE_NOOP("CoreMessage",
                "data size mismatch: external data length is %1 bytes but the shape %2 of %3 needs %4") },
        { "onnx.external_too_short",
            QT_TRANSLATE_NOOP("CoreMessage",
                "external data file '%1' is too short: it has %2 bytes, the tensor needs bytes %3 to %4") },

        // The model's graph.
        { "graph.built_twice", QT_TRANSLATE_NOOP("CoreMessage", "internal error: GraphBuilder::build() called twice") },
        { "graph.weight_defined_twice", QT_TRANSLATE_NOOP("CoreMessage", "weight '%1' is defined twice") },
        { "graph.produced_twice",
            QT_TRANSLATE_NOOP("CoreMessage", "value '%1' is produced twice: by node '%2' and by node '%3'") },
        { "graph.input_produced",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "value '%1' is produced twice: it is a graph input and an output of node '%2'") },
        { "graph.initializer_produced",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "value '%1' is produced twice: it is an initializer and an output of node '%2'") },
        { "graph.cycle", QT_TRANSLATE_NOOP("CoreMessage", "the graph has a cycle through node '%1' (%2)") },

        // Quantization parameters of a QDQ or QOperator model.
        { "quant.no_operators",
            QT_TRANSLATE_NOOP("CoreMessage",
                "no quantization operators found (QuantizeLinear, DequantizeLinear, QLinearConv, ...): is this the "
                "float model?") },
        { "quant.cannot_read", QT_TRANSLATE_NOOP("CoreMessage", "cannot read the quantization parameters: %1") },
        { "quant.no_scale", QT_TRANSLATE_NOOP("CoreMessage", "%1 has no scale input; tensor '%2' skipped") },
        { "quant.scale_not_constant",
            QT_TRANSLATE_NOOP("CoreMessage", "scale '%1' is not a constant tensor; tensor '%2' skipped") },
        { "quant.scale_unreadable",
            QT_TRANSLATE_NOOP("CoreMessage", "scale '%1' cannot be read; tensor '%2' skipped") },
        { "quant.bad_axis",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "axis %1 does not exist in '%2', which has %3 dimensions; tensor '%4' skipped") },
        { "quant.channel_count",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "scale '%1' has %2 values but axis %3 of '%4' has %5 channels; tensor '%6' skipped") },
        { "quant.bad_scale",
            QT_TRANSLATE_NOOP("CoreMessage", "scale '%1' holds the invalid value %2; tensor '%3' skipped") },
        { "quant.zero_point_not_constant",
            QT_TRANSLATE_NOOP("CoreMessage", "zero point '%1' is not a constant tensor; tensor '%2' skipped") },
        { "quant.zero_point_unreadable",
            QT_TRANSLATE_NOOP("CoreMessage", "zero point '%1' cannot be read; tensor '%2' skipped") },
        { "quant.bad_zero_point_count",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "zero point '%1' has %2 values but the scale has %3; tensor '%4' skipped") },
        { "quant.unsupported_type",
            QT_TRANSLATE_NOOP("CoreMessage", "quantized type %1 is not supported; tensor '%2' skipped") },
        { "quant.blocked",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "blocked quantization (block_size) is not supported; tensor '%1' skipped") },
        { "quant.conflicting_params",
            QT_TRANSLATE_NOOP("CoreMessage",
                "tensor '%1' is quantized differently here than at node '%2'; keeping the parameters of '%2'") },
        { "quant.dynamic_activations",
            QT_TRANSLATE_NOOP("CoreMessage",
                "activation tensors quantized at run time (DynamicQuantizeLinear, ONNX Runtime's dynamic "
                "quantization): %1; each input gets its scale from its own min/max, so there are no activation "
                "ranges to check, only the weights' quantization parameters") },
        { "quant.dynamic_scale_not_found",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the scale of weight '%1' was not found: ONNX Runtime multiplies the output of %2 by it (a Cast, "
                "then a Mul by the input's and the weight's scales), and no such Mul follows here; tensor '%1' "
                "skipped") },
        { "quant.dynamic_scale_unclear",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the output of %2 is multiplied by %3 scales and none is named '%1_scale', so which one belongs to "
                "weight '%1' is unclear; tensor '%1' skipped") },

        // SigmaStar quant-param JSON files.
        { "sigmastar_json.empty_file",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "empty file: expected a JSON list of {\"name\", \"min\", \"max\", \"bit\"}") },
        { "sigmastar_json.not_json", QT_TRANSLATE_NOOP("CoreMessage", "not valid JSON: %1") },
        { "sigmastar_json.not_json_nan",
            QT_TRANSLATE_NOOP("CoreMessage",
                "not valid JSON: %1 (NaN and Infinity, which Python writes for bad ranges, are not JSON)") },
        { "sigmastar_json.not_a_list",
            QT_TRANSLATE_NOOP("CoreMessage",
                "not a SigmaStar quant-param file: expected a JSON list of {\"name\", \"min\", \"max\", \"bit\"}, "
                "found a JSON %1") },
        { "sigmastar_json.empty_list",
            QT_TRANSLATE_NOOP("CoreMessage", "the list is empty: no quantization parameters") },
        { "sigmastar_json.cannot_read", QT_TRANSLATE_NOOP("CoreMessage", "cannot read the quant-param file: %1") },
        { "sigmastar_json.item_not_object",
            QT_TRANSLATE_NOOP("CoreMessage", "expected an object with \"name\", \"min\", \"max\" and \"bit\"") },
        { "sigmastar_json.missing_name", QT_TRANSLATE_NOOP("CoreMessage", "the item has no \"name\" string") },
        { "sigmastar_json.duplicate_name", QT_TRANSLATE_NOOP("CoreMessage", "duplicate name '%1' (also item %2)") },
        { "sigmastar_json.bad_min", QT_TRANSLATE_NOOP("CoreMessage", "\"min\" is missing or not a list of numbers") },
        { "sigmastar_json.bad_max", QT_TRANSLATE_NOOP("CoreMessage", "\"max\" is missing or not a list of numbers") },
        { "sigmastar_json.min_max_lengths",
            QT_TRANSLATE_NOOP("CoreMessage", "\"min\" has %1 values but \"max\" has %2") },
        { "sigmastar_json.not_finite", QT_TRANSLATE_NOOP("CoreMessage", "min/max value %1 is not a finite number") },
        { "sigmastar_json.bad_bit", QT_TRANSLATE_NOOP("CoreMessage", "\"bit\" is missing or not an integer") },
        { "sigmastar_json.unsupported_bit",
            QT_TRANSLATE_NOOP("CoreMessage", "unsupported \"bit\" %1 (expected 4, 8, 16 or 32)") },
        { "sigmastar_json.empty_range",
            QT_TRANSLATE_NOOP("CoreMessage", "empty \"min\"/\"max\" lists; tensor skipped") },
        { "sigmastar_json.min_above_max", QT_TRANSLATE_NOOP("CoreMessage", "min %1 is above max %2 (channel %3)") },
    };
}

} // namespace quantlens::messages
