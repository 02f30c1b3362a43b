// Message catalog, images as model inputs and the toolchains' preprocessing (see message_areas.h).
#include "util/message_areas.h"

namespace quantlens::messages {

std::vector<CatalogMessage> input()
{
    return {
        { "image.cannot_decode", QT_TRANSLATE_NOOP("CoreMessage", "the image cannot be decoded: %1") },
        { "image.not_image",
            QT_TRANSLATE_NOOP("CoreMessage",
                "not a JPEG, PNG or BMP image that can be decoded (truncated, corrupt, or another format)") },
        { "image.channels", QT_TRANSLATE_NOOP("CoreMessage", "the model input takes %1 channels, and %2 gives %3") },
        { "image.mean_std_count",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "mean has %1 values and std %2: give one value, or one per channel (%3)") },
        { "image.no_preprocessing",
            QT_TRANSLATE_NOOP("CoreMessage",
                "an image: say how it becomes the model's input (--preprocess-config FILE with the toolchain's "
                "config, or --mean, --std and --rgb or --bgr)") },
        { "image.folder_without_inputs",
            QT_TRANSLATE_NOOP("CoreMessage", "a folder given as model input holds no .npy file and no image") },
        { "image.zero_std", QT_TRANSLATE_NOOP("CoreMessage", "std %1 holds a zero") },
        { "preprocess.unknown_config",
            QT_TRANSLATE_NOOP("CoreMessage",
                "holds no preprocessing QuantLens reads: a Pulsar2 config.json (quant.input_configs), a SigmaStar "
                "input_config.ini ([INPUT_CONFIG]), an NNIE .cfg ([norm_type], [mean_file], [data_scale]) or an "
                "RKNN script (rknn.config(mean_values=…)); or give --mean, --std, --rgb or --bgr, --layout and "
                "--input-size") },
        { "preprocess.not_in_config", QT_TRANSLATE_NOOP("CoreMessage", "holds no %1 preprocessing (%2)") },
        { "preprocess.bad_value", QT_TRANSLATE_NOOP("CoreMessage", "%1 = '%2' is not one of %3") },
        { "preprocess.bad_number", QT_TRANSLATE_NOOP("CoreMessage", "%1: '%2' is not a number") },
        { "preprocess.no_input", QT_TRANSLATE_NOOP("CoreMessage", "no entry for the input '%1' (entries: %2)") },
        { "preprocess.nnie_image_mean",
            QT_TRANSLATE_NOOP("CoreMessage",
                "norm_type %1 subtracts a mean image (.binaryproto), which QuantLens does not read: use norm_type "
                "2, 3 or 5, or give --mean and --std") },
        { "preprocess.nnie_not_image",
            QT_TRANSLATE_NOOP("CoreMessage", "image_type %1 does not take RGB, BGR or gray images") },
        { "preprocess.assume_resize",
            QT_TRANSLATE_NOOP("CoreMessage",
                "%1 does not document how it resizes: OpenCV bilinear on the 8-bit image assumed (as the RKNN, "
                "TPU-MLIR and SigmaStar loaders do)") },
        { "preprocess.assume_autocolor",
            QT_TRANSLATE_NOOP("CoreMessage", "tensor_format AutoColorSpace: BGR assumed (the order OpenCV decodes)") },
        { "preprocess.format_mismatch",
            QT_TRANSLATE_NOOP("CoreMessage",
                "tensor_format %1 differs from src_format %2: Pulsar2's documents disagree on whether the board "
                "converts one into the other; calibration images are read as %1") },
        { "preprocess.assume_std_order",
            QT_TRANSLATE_NOOP("CoreMessage", "std_value a:b:c taken in the order of mean (red:green:blue)") },
        { "preprocess.assume_nnie_mean_order",
            QT_TRANSLATE_NOOP("CoreMessage", "the mean_file's values taken in the RGB_order's order (%1)") },
    };
}

} // namespace quantlens::messages
