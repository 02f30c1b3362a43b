#pragma once
// The fix advisor: the free and cheap levers measured side by side on the user's models and combined
// greedily, before any tensor is bought at 16 bit — another calibration method, per-channel weights,
// cross-layer equalization and SmoothQuant (transform/). Each lever's prediction is the quantized model
// with that change as the toolchain would rebuild it (new weights quantized at the model's encoding,
// activations recalibrated by the chosen method over the calibration inputs), run on the eval inputs.
#include "calibration/calibration_study.h"
#include "transform/bias_correction.h"
#include "transform/equalization.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace quantlens::advisor {

/// In order of cost: the combination prefers an earlier kind when a later one gains no more than
/// Advice::kResolution over it.
enum class LeverKind {
    Calibration, ///< another calibration method (free: a setting)
    /// The calibration set without the inputs that set ranges alone (the lab's finding), calibrated with the
    /// base method (free: fewer files).
    DropSamples,
    PerChannelWeights, ///< one weight scale per output channel (free where the NPU supports it)
    Equalization, ///< the float model transformed, then quantized again (a rebuild)
    SmoothQuant, ///< the same, with SmoothQuant's strength searched
    /// Biases fitted to the quantization as a rebuild gets it (advisor/rebuild_biases.h); in the combination
    /// last, fitted again to the levers chosen before it.
    BiasCorrection,
    /// Tensors at 16 bit (the plan search, with a target only): costs NPU speed. Alone from the model as
    /// it is; in the combination, last, on top of the free levers.
    SixteenBit,
};

struct Lever {
    std::string name; ///< "calibration:<method>", "drop_samples", "per_channel_weights", "equalization",
                      ///< "smooth_quant", "bias_correction"
    LeverKind kind = LeverKind::Calibration;
    bool applicable = true; ///< false: the models give it nothing to change (why: `reasonKey`)
    std::string reasonKey; ///< message catalog key when not applicable
    std::size_t changes = 0; ///< tensors, weights, pairs or sites it changes
    std::string method; ///< Calibration: the method's key
    transform::FloatParameters parameters; ///< a transform's new float parameters
    double alpha = 0; ///< SmoothQuant: the migration strength chosen
    std::vector<std::string> tensors; ///< 16 bit: the plan, in the order it was picked
    std::vector<std::string> dropped; ///< DropSamples: the calibration files left out
    /// What was measured (on the model as it is): a method's ranges, or a transform or per-channel
    /// weights with the base method's recalibration.
    sim::Variant variant;
    sim::Measurement measurement;
};

struct CombinationStep {
    std::string lever; ///< "" for the start: the model as it is; "sixteen_bit": the plan search last
    sim::Measurement measurement; ///< with this lever and every one before it
    std::string recalibratedWith; ///< the base method this step brings along ("" when none)
    sim::Variant variant; ///< this lever and every one before it
};

/// The 16-bit plan searched on top of the free levers, when they leave the target unreached.
struct SixteenBitStep {
    double targetCos = 0; ///< every input's worst output cosine
    bool searched = false; ///< false: the levers reached the target (no 16-bit tensor needed)
    bool reached = false;
    std::vector<std::string> tensors; ///< the plan
};

/// A site of equalization or SmoothQuant measured alone (advisor/lever_sites.h).
struct LeverSite {
    std::string lever; ///< "equalization" or "smooth_quant"
    std::vector<std::string> tensors; ///< the activations it rescales (float names): what the graph colours
    std::vector<std::string> nodes; ///< equalization: the convolutions of the chain
    /// Mean output cos with this site alone, less the base method's (positive: it helps), measured.
    double gain = 0;
};

struct Advice {
    sim::Measurement asIs;
    std::string baseMethod; ///< the calibration method the other levers recalibrate with
    std::vector<Lever> levers;
    std::vector<CombinationStep> combination; ///< the greedy path; the last step is the advice
    transform::Equalization equalization; ///< the transform measured (its pairs), empty when none
    std::vector<std::string> smoothedTensors; ///< SmoothQuant's sites
    std::optional<SixteenBitStep> sixteenBit; ///< with a target only
    std::vector<LeverSite> sites; ///< with AdviceOptions::measureSites: each transform's sites alone
    static constexpr double kResolution = 1e-4; ///< the least gain of mean output cos that counts
    /// The lever named `name` ("drop_samples", "calibration:mse"); null when none is.
    const Lever* lever(const std::string& name) const
    {
        for (const auto& l : levers)
            if (l.name == name)
                return &l;
        return nullptr;
    }
};

struct AdviceOptions {
    calib::MethodOptions method;
    /// SmoothQuant's strengths tried (each a recalibration and a measurement).
    std::vector<double> alphas { 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9 };
    transform::BiasCorrectionOptions biasCorrection;
    /// When set and the levers leave an input's worst output cosine below it, the 16-bit plan search
    /// runs last, from the levers' combination (`sixteen_bit`).
    std::optional<double> targetCos;
    /// The calibration lab already run on the same simulator and calibration inputs (a triage's, the
    /// window's): its methods are taken instead of measured again.
    std::shared_ptr<const calib::CalibrationStudy> study;
    /// Also measure each site of equalization and SmoothQuant alone (one run per site): where they help.
    bool measureSites = false;
};

/// Measures every lever on the simulator's model (made without a recalibration) with the calibration
/// inputs `files`, and combines them: from the model as it is, each step adds the lever that gains most
/// mean output cos, while one gains at least kResolution; transforms together are recalibrated together;
/// bias correction last, fitted to what the others made.
/// Fails naming the file or run that failed, or a cancellation.
Result<Advice> advise(const sim::Simulator& simulator, const std::vector<std::string>& files,
    const AdviceOptions& options = {}, const ProgressCallback& progress = {});

/// The combination's free levers (a 16-bit plan last is left out: the precision editor's to apply) and the
/// variant they make together, to measure the models with (Simulator::Setup::levers). No names: none gained.
sim::AppliedLevers freeCombination(const Advice& advice);

} // namespace quantlens::advisor
