#include "toolchain/toolchain.h"

#include "precision/plan_format.h"
#include "precision/pulsar2_calibration_setting.h"
#include "util/format_keys.h"

namespace quantlens {
namespace {
    TriagePreset preset(bool own, Thresholds thresholds, TriageSteps steps, bool normDrift = false)
    {
        TriagePreset p;
        p.normDrift = normDrift;
        p.ownThresholds = own;
        p.thresholds = thresholds;
        p.steps = steps;
        return p;
    }

    /// The fix levers each toolchain switches on itself (the sources are in Toolchain::levers).
    std::vector<LeverSwitch> leverSwitchesOf(std::string_view key)
    {
        if (key == "generic") // ONNX Runtime's quantize_static
            return { { "per_channel_weights", "per_channel=True" },
                { "smooth_quant", "extra_options SmoothQuant=True, SmoothQuantAlpha (needs neural-compressor)" } };
        if (key == "axera")
            return { { "smooth_quant", "quant.enable_smooth_quant (smooth_quant_strength, smooth_quant_threshold)",
                withPulsar2SmoothQuant } };
        if (key == "sigmastar")
            return { { "per_channel_weights", "calibrator.py --quant_level L2 or higher (by channel)" } };
        if (key == "rknn")
            return { { "per_channel_weights", "rknn.config(quantized_method='channel') (the default)" } };
        return {};
    }

    /// The config each toolchain keeps its input preprocessing in (the sources are in each reader's file).
    PreprocessingConfig preprocessingConfigOf(std::string_view key)
    {
        if (key == "axera")
            return { "config.json (quant.input_configs, input_processors)", holdsPulsar2Preprocessing,
                readPulsar2Preprocessing };
        if (key == "sigmastar")
            return { "input_config.ini ([INPUT_CONFIG])", holdsSigmaStarPreprocessing, readSigmaStarPreprocessing };
        if (key == "nnie")
            return { "nnie_mapper .cfg (norm_type, mean_file, data_scale, RGB_order)", holdsNniePreprocessing,
                readNniePreprocessing };
        if (key == "rknn")
            return { "the script's rknn.config(mean_values, std_values, quant_img_RGB2BGR)", holdsRknnPreprocessing,
                readRknnPreprocessing };
        return {};
    }
}

const std::vector<Toolchain>& toolchains()
{
    // Thresholds: generic keeps the window's. The defaults are the vendors' own levels (see Thresholds),
    // so each preset is read from them: AXera calls an output normal above the fail level and prints no
    // relative L1; SigmaStar suspects a layer below the warning level or with its "RMSE" (relative L1)
    // above the default; HiSilicon's notes work with the warning level per layer and no relative L1;
    // Rockchip's accuracy analysis prints cosines without a limit, so RKNN keeps the window's.
    static const Thresholds vendors;
    static const std::vector<Toolchain> list = [] {
        std::vector<Toolchain> all {
            { "generic", { "any" }, "toolchain.generic", preset(false, {}, {}), { Precision::U16, false }, { "list" },
                {}, {}, "toolchain.ticket_generic", "toolchain.config_generic",
                // ONNX Runtime's quantize_static, the generic flow's quantizer (its Entropy searches only with
                // extra_options num_bins; it has no MSE).
                { "calibrate_method",
                    { { "minmax", "CalibrationMethod.MinMax" }, { "percentile", "CalibrationMethod.Percentile" },
                        { "kl", "CalibrationMethod.Entropy" } } } },
            { "axera", { "pulsar2" }, "toolchain.axera",
                preset(true, { vendors.cosFailBelow, vendors.cosFailBelow, 0 },
                    { "triage.step_16bit_axera", "triage.step_calibration_axera", "triage.step_outliers_axera",
                        "triage.step_gradual_whole" }),
                { Precision::U16, false }, { format_keys::kPulsar2Config },
                { format_keys::kPulsar2Precision, format_keys::kPulsar2Outliers }, { format_keys::kPulsar2RawFloat },
                "toolchain.ticket_axera", "toolchain.config_axera",
                { "quant.calibration_method",
                    { { "minmax", "MinMax" }, { "percentile", "Percentile" }, { "mse", "MSE" }, { "kl", "KL" } },
                    withPulsar2CalibrationMethod } },
            { "sigmastar", {}, "toolchain.sigmastar",
                preset(true, vendors,
                    { "triage.step_16bit_sigmastar", "triage.step_calibration", "triage.step_outliers",
                        "triage.step_gradual_whole" }),
                { Precision::S16, true }, { format_keys::kSigmaStarIni, format_keys::kSigmaStarQuantParams },
                { format_keys::kSigmaStarRmseLog }, { format_keys::kSigmaStarDump }, "toolchain.ticket_sigmastar",
                "toolchain.config_sigmastar",
                // No method switch (--quant_level only); its calibrator reads ranges from a --quant_file.
                { "", {}, nullptr, writeSigmaStarCalibratedRanges, "--quant_file JSON" } },
            { "nnie", {}, "toolchain.nnie",
                preset(true, { vendors.cosWarnBelow, vendors.cosFailBelow, 0 },
                    { "triage.step_16bit_nnie", "triage.step_calibration", "triage.step_outliers",
                        "triage.step_gradual_nnie" },
                    true),
                { Precision::S16, false }, { format_keys::kNnieHpPrototxt }, {}, { format_keys::kNnieMapperDump },
                "toolchain.ticket_nnie", "toolchain.config_nnie", {} },
            { "rknn", {}, "toolchain.rknn",
                preset(false, {},
                    { "triage.step_16bit_rknn", "triage.step_calibration", "triage.step_outliers",
                        "triage.step_gradual_whole" }),
                { Precision::S16, false }, { format_keys::kRknnQuantCfg }, { format_keys::kRknnErrorAnalysis }, {},
                "toolchain.ticket_rknn", "toolchain.config_rknn",
                { "quantized_algorithm", { { "minmax", "normal" }, { "mse", "mmse" }, { "kl", "kl_divergence" } } } },
        };
        for (Toolchain& t : all) {
            t.levers = leverSwitchesOf(t.key);
            t.preprocessing = preprocessingConfigOf(t.key);
        }
        return all;
    }();
    return list;
}

const LeverSwitch* Toolchain::leverSwitch(const std::string& lever) const
{
    for (const auto& l : levers)
        if (lever == l.lever)
            return &l;
    return nullptr;
}

const Toolchain* findToolchain(std::string_view keyOrAlias, bool* alias)
{
    for (const auto& t : toolchains()) {
        if (keyOrAlias == t.key) {
            if (alias)
                *alias = false;
            return &t;
        }
        for (const char* a : t.aliases)
            if (keyOrAlias == a) {
                if (alias)
                    *alias = true;
                return &t;
            }
    }
    return nullptr;
}

const Toolchain& genericToolchain() { return toolchains().front(); }

std::string CalibrationSwitch::forMethod(const std::string& method) const
{
    for (const auto& [key, value] : values)
        if (method == key)
            return std::string(setting) + " = " + value;
    return {};
}

std::string CalibrationSwitch::valueFor(const std::string& method) const
{
    for (const auto& [key, value] : values)
        if (method == key)
            return value;
    return {};
}

std::string toolchainKeys()
{
    std::string keys;
    for (const auto& t : toolchains())
        keys += (keys.empty() ? "" : ", ") + std::string(t.key);
    return keys;
}

} // namespace quantlens
