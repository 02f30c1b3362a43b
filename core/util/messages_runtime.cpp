// Message catalog, the executor: compiling a model, its inputs, running it (see message_areas.h).
#include "util/message_areas.h"

namespace quantlens::messages {

std::vector<CatalogMessage> runtime()
{
    return {
        { "where.node_op", QT_TRANSLATE_NOOP("CoreMessage", "node '%1' (%2)") },
        { "run.refused",
            QT_TRANSLATE_NOOP("CoreMessage",
                "QuantLens cannot run this model: %1. Everything else (dumps, reports, plans) works without running "
                "it") },
        { "run.unsupported_value", QT_TRANSLATE_NOOP("CoreMessage", "%1 = %2 is not supported") },
        { "run.invalid", QT_TRANSLATE_NOOP("CoreMessage", "invalid: %1") },
        { "run.spill_failed",
            QT_TRANSLATE_NOOP("CoreMessage",
                "cannot make a temporary folder for the run's tensors, which exceed the memory budget "
                "(--memory-budget): %1") },
        { "run.attribute_kind", QT_TRANSLATE_NOOP("CoreMessage", "attribute '%1' has a value of the wrong kind (%2)") },
        { "run.axis", QT_TRANSLATE_NOOP("CoreMessage", "axis %1 is outside a tensor of rank %2") },
        { "run.dtype", QT_TRANSLATE_NOOP("CoreMessage", "element type %1 is not supported here") },
        { "run.mixed_types", QT_TRANSLATE_NOOP("CoreMessage", "inputs of different element types (%1 and %2)") },
        { "run.broadcast", QT_TRANSLATE_NOOP("CoreMessage", "shapes %1 cannot be broadcast together") },
        { "run.cast_type", QT_TRANSLATE_NOOP("CoreMessage", "Cast to element type code %1 is not supported") },
        { "run.out_of_memory", QT_TRANSLATE_NOOP("CoreMessage", "out of memory while computing it") },
        { "run.too_large",
            QT_TRANSLATE_NOOP("CoreMessage", "it would make a tensor larger than %1 MiB (half the machine's memory)") },
        { "run.input_unknown", QT_TRANSLATE_NOOP("CoreMessage", "the model has no input '%1'; its inputs are %2") },
        { "run.input_unknown_none",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the model takes no inputs (its values are computed from its weights alone): give no --input") },
        { "run.input_missing", QT_TRANSLATE_NOOP("CoreMessage", "the model's input '%1' (%2 %3) was not given") },
        { "run.input_dtype", QT_TRANSLATE_NOOP("CoreMessage", "input '%1' holds %2, the model expects %3") },
        { "run.input_shape", QT_TRANSLATE_NOOP("CoreMessage", "input '%1' has shape %2, the model expects %3") },
        { "run.input_unnamed",
            QT_TRANSLATE_NOOP("CoreMessage", "the model has several inputs (%1): give each as NAME=FILE.npy") },
        { "run.input_twice", QT_TRANSLATE_NOOP("CoreMessage", "input '%1' is already given by %2") },
        { "run.output_not_folder", QT_TRANSLATE_NOOP("CoreMessage", "exists and is not a folder; choose another -o") },
        { "run.output_not_dump",
            QT_TRANSLATE_NOOP("CoreMessage",
                "exists and is not a dump folder QuantLens wrote (it would be replaced); choose an empty or new "
                "folder") },
        { "run.output_is_current",
            QT_TRANSLATE_NOOP("CoreMessage",
                "is the current folder or holds it, which a run would replace; name a folder inside it, e.g. -o "
                "dump") },
        { "run.output_parent_missing", QT_TRANSLATE_NOOP("CoreMessage", "its parent folder %1 does not exist") },
        { "sim.input_not_in_dump",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the reference dump does not hold this graph input, so the models cannot be run on it; give the "
                "input with --input") },
        { "sim.no_onnx_quant",
            QT_TRANSLATE_NOOP("CoreMessage",
                "measuring needs the quantized model as ONNX (QDQ); this quantized model cannot be run") },
        { "sim.ranges_from_8bit",
            QT_TRANSLATE_NOOP("CoreMessage",
                "16-bit ranges: each tensor keeps the range its 8-bit parameters represent, with 65,536 levels; give "
                "--calib with the calibration inputs for the ranges a toolchain recalibrates") },
        { "sim.ranges_calibrated",
            QT_TRANSLATE_NOOP("CoreMessage",
                "16-bit ranges: gathered over %1 calibration inputs (min and max), as a toolchain recalibrating the "
                "tensor derives them") },
        { "sim.ranges_from_8bit_uint16",
            QT_TRANSLATE_NOOP("CoreMessage",
                "16-bit tensors: uint16, asymmetric (the toolchain's U16), over the range their 8-bit parameters "
                "represent; give --calib with the calibration inputs for the ranges a toolchain recalibrates") },
        { "sim.ranges_from_8bit_int16",
            QT_TRANSLATE_NOOP("CoreMessage",
                "16-bit tensors: int16, symmetric (the toolchain's INT16), over the largest magnitude their 8-bit "
                "parameters represent; give --calib with the calibration inputs for the ranges a toolchain "
                "recalibrates") },
        { "sim.ranges_calibrated_uint16",
            QT_TRANSLATE_NOOP("CoreMessage",
                "16-bit tensors: uint16, asymmetric (the toolchain's U16), over ranges gathered on %1 calibration "
                "inputs (min and max)") },
        { "sim.ranges_calibrated_int16",
            QT_TRANSLATE_NOOP("CoreMessage",
                "16-bit tensors: int16, symmetric (the toolchain's INT16), over the largest magnitude gathered on %1 "
                "calibration inputs") },
        { "sim.calibration_missing", QT_TRANSLATE_NOOP("CoreMessage", "no such calibration file or folder") },
        { "sim.calibration_empty",
            QT_TRANSLATE_NOOP("CoreMessage", "this calibration folder holds no .npy file (one input per file)") },
        { "sim.no_inputs",
            QT_TRANSLATE_NOOP("CoreMessage",
                "measuring needs an input to run the models on: give --input x.npy, or a float dump that holds the "
                "graph inputs") },
        { "sim.report_title", QT_TRANSLATE_NOOP("CoreMessage", "What the plan does (simulated)") },
        { "sim.report_summary",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Output cosine against the float model, mean over the inputs: %1 now, %2 with the plan (%3 tensors "
                "at 16 bit, %4 in float). A tensor at 16 bit has 65,536 levels; biases reading it follow; weights "
                "keep their encoding.") },
        { "sim.report_unplaced",
            QT_TRANSLATE_NOOP("CoreMessage",
                "%1 tensors of the plan are no quantized activation of this model and were not simulated:") },
        { "sim.output_unknown",
            QT_TRANSLATE_NOOP("CoreMessage", "'%1' is not an output of the models; their outputs: %2") },
        { "sim.output_unmatched",
            QT_TRANSLATE_NOOP("CoreMessage", "this output of the quantized model has no counterpart in %1") },
        { "run.input_non_finite", QT_TRANSLATE_NOOP("CoreMessage", "input '%1' holds NaN or infinite values") },
        { "run.non_finite",
            QT_TRANSLATE_NOOP("CoreMessage",
                "produced NaN or infinite values in '%1' from finite inputs (the first node that did); what follows "
                "is computed from them") },
    };
}

} // namespace quantlens::messages
