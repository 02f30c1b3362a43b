#pragma once
// The toolchains QuantLens knows, one entry each: everything that differs between Pulsar2, SigmaStar,
// NNIE, RKNN and the generic procedure lives here and nowhere else. Lower layers (triage, plans,
// tables, dumps) take the values an entry carries and never name a toolchain; panels, dialogs and
// commands list toolchains() and look an entry up by key.
#include "precision/sixteen_bit_rule.h"
#include "simulation/calibration_ranges.h"
#include "toolchain/preprocessing_configs.h"
#include "triage/triage_presets.h"
#include "util/result.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace quantlens {

/// How a toolchain chooses its calibration method: the setting, and its value for each of QuantLens's
/// methods (calibration/range_methods.h keys) it has one for. Empty setting: no such switch.
struct CalibrationSwitch {
    const char* setting = "";
    std::vector<std::pair<const char*, const char*>> values; ///< method key → the toolchain's value
    /// "quant.calibration_method = Percentile"; empty when the toolchain has no value for the method.
    std::string forMethod(const std::string& method) const;
    /// "Percentile": the value alone; empty when the toolchain has none for the method.
    std::string valueFor(const std::string& method) const;
    /// Sets the value in the user's config file, keeping the rest of it (nullptr: the setting lives in
    /// code, e.g. RKNN's rknn.config(), and is said, not written). Without `existing`: a new config.
    Result<std::string> (*writeConfig)(
        const std::optional<std::string>& existing, const std::string& value, const std::string& file)
        = nullptr;
    /// A toolchain without a method switch that reads ranges instead (SigmaStar's --quant_file): writes
    /// the chosen method's ranges (by float tensor name) into the user's file, keeping its other entries.
    Result<std::string> (*writeRanges)(const std::optional<std::string>& existing,
        const std::map<std::string, sim::TensorRange>& ranges, const std::string& file)
        = nullptr;
    const char* rangesFile = ""; ///< what that file is: "--quant_file JSON"
};

/// A fix lever the toolchain switches on itself (advisor/fix_advisor.h keys: "per_channel_weights",
/// "equalization", "smooth_quant"), with the setting that does it. A lever it lacks is applied by giving it
/// the float model `quantlens transform` writes (a transform) or not at all (per-channel weights).
struct LeverSwitch {
    const char* lever;
    const char* setting; ///< "quant.enable_smooth_quant (smooth_quant_strength, smooth_quant_threshold)"
    /// Switches it on in the user's config file with the measured strength (SmoothQuant's α), keeping the
    /// rest of it; nullptr: the switch lives in code or on a command line, said, not written.
    Result<std::string> (*writeConfig)(
        const std::optional<std::string>& existing, double strength, const std::string& file)
        = nullptr;
};

struct Toolchain {
    const char* key; ///< on the command line and in workspaces: "axera"
    /// Older spellings still accepted (`plan --vendor any|sigmastar`, the export format "pulsar2").
    std::vector<const char*> aliases;
    const char* nameCode; ///< message code of its name ("AXera Pulsar2", translated like core messages)
    TriagePreset triage; ///< the debugging guide's thresholds and the wording of its next steps
    SixteenBitRule sixteenBit; ///< the 16-bit type its configs write and which tensors can take it
    /// Plan formats (planFormats() keys) it reads and writes; the first is what Export offers.
    std::vector<const char*> planFormats;
    std::vector<const char*> tableFormats; ///< its per-tensor tables (tableFormats() keys)
    std::vector<const char*> dumpReaders; ///< its own dump formats (DumpReader ids), beyond .npy/.npz
    /// What its ticket template asks about the toolchain and about the config (message codes).
    const char* ticketToolchainCode;
    const char* ticketConfigCode;
    /// Its calibration-method switch (Pulsar2 configuration guide, RKNN-Toolkit2 user guide §3.1.2,
    /// ONNX Runtime quantize_static).
    CalibrationSwitch calibration;
    /// The fix levers it offers as switches (Pulsar2 configuration reference, RKNN-Toolkit2 user guide
    /// §6.1.5, SigmaStar calibrator.py, ONNX Runtime quantize_static); a lever not listed has no
    /// documented switch.
    std::vector<LeverSwitch> levers {};
    /// Where its config keeps the input preprocessing its calibration loader applies to images.
    PreprocessingConfig preprocessing {};
    /// Its switch for `lever`; nullptr when it documents none.
    const LeverSwitch* leverSwitch(const std::string& lever) const;
};

/// Every toolchain, the generic procedure first.
const std::vector<Toolchain>& toolchains();
/// By key or alias; nullptr when none has it. `alias` tells whether an old spelling was used.
const Toolchain* findToolchain(std::string_view keyOrAlias, bool* alias = nullptr);
/// The generic procedure (any tensor at U16, the window's own thresholds).
const Toolchain& genericToolchain();
/// "generic, axera, sigmastar, nnie, rknn": for help texts and messages.
std::string toolchainKeys();

} // namespace quantlens
