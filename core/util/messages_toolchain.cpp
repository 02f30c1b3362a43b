// Message catalog, toolchains: their names and what their ticket templates ask (see message_areas.h).
#include "util/message_areas.h"

namespace quantlens::messages {

std::vector<CatalogMessage> toolchain()
{
    return {
        { "toolchain.generic", QT_TRANSLATE_NOOP("CoreMessage", "Generic") },
        { "toolchain.axera", QT_TRANSLATE_NOOP("CoreMessage", "AXera Pulsar2") },
        { "toolchain.sigmastar", QT_TRANSLATE_NOOP("CoreMessage", "SigmaStar IPU") },
        { "toolchain.nnie", QT_TRANSLATE_NOOP("CoreMessage", "HiSilicon NNIE") },
        { "toolchain.rknn", QT_TRANSLATE_NOOP("CoreMessage", "Rockchip RKNN") },
        // What each vendor's ticket template asks about the toolchain and its config.
        { "toolchain.ticket_generic",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "Toolchain and its version (Pulsar2, SGS IPU SDK, NNIE mapper, RKNN-Toolkit2, …):") },
        { "toolchain.config_generic",
            QT_TRANSLATE_NOOP("CoreMessage", "the toolchain's config (config.json, input_config.ini, …)") },
        { "toolchain.ticket_axera",
            QT_TRANSLATE_NOOP("CoreMessage",
                "Pulsar2 version (pulsar2 version), its docker image tag, and the AXera chip (AX650, AX630C, …):") },
        { "toolchain.config_axera",
            QT_TRANSLATE_NOOP("CoreMessage", "the Pulsar2 config.json and the pulsar2 build command line") },
        { "toolchain.ticket_sigmastar",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "SGS IPU SDK version, and whether float.sim, fixed.sim or the board gave the dumps:") },
        { "toolchain.config_sigmastar",
            QT_TRANSLATE_NOOP("CoreMessage", "input_config.ini and the calibrator / compiler command lines") },
        { "toolchain.ticket_nnie",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "nnie_mapper version, the chip (Hi3516/Hi3519/…) and the compile_mode used:") },
        { "toolchain.config_nnie", QT_TRANSLATE_NOOP("CoreMessage", "the mapper's .cfg file and the Caffe prototxt") },
        { "toolchain.ticket_rknn",
            QT_TRANSLATE_NOOP("CoreMessage",
                "RKNN-Toolkit2 version, the target platform (rk3588, rk3566, …) and whether the simulator or the board "
                "gave the numbers:") },
        { "toolchain.config_rknn",
            QT_TRANSLATE_NOOP("CoreMessage",
                "the rknn.config() and rknn.build() arguments, and <model>.quantization.cfg when hybrid quantization "
                "is used") },
        { "toolchain.vendor_alias",
            QT_TRANSLATE_NOOP("CoreMessage", "--vendor is now --toolchain (%1 is read as %2)") },
        { "toolchain.unknown", QT_TRANSLATE_NOOP("CoreMessage", "unknown toolchain '%1' (use %2)") },
    };
}

} // namespace quantlens::messages
