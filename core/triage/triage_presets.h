#pragma once
#include "analysis/thresholds.h"
#include "triage/input_hypotheses.h"

#include <optional>
#include <string>
#include <vector>

namespace quantlens {

/// The message codes of the next steps where the vendors' guides word them differently (each takes
/// what the generic one takes: the 16-bit step the tensor's name).
struct TriageSteps {
    const char* sixteenBit = "triage.step_16bit";
    const char* calibration = "triage.step_calibration";
    const char* outliers = "triage.step_outliers";
    const char* gradualWhole = "triage.step_gradual_whole";
};

/// The limits of the curve and range rules (the same for every vendor).
struct TriageLimits {
    /// A middle tensor below this while the outputs pass is a matching artefact (DOMAIN: < 0.90).
    double mismatchBelow = 0.90;
    /// One op whose persistent drop is at least this share of all of them is "the jump" ...
    double jumpShare = 0.5;
    /// ... when it also loses at least this much cosine.
    double jumpAtLeast = 0.005;
    /// A tensor using less than this share of its calibrated range was calibrated on wider data.
    double calibrationRangeUseBelow = 0.25;
    /// Calibration is the cause when at least this many tensors, and this share of those with a
    /// range, use that little of it.
    std::size_t calibrationMinTensors = 5;
    double calibrationMinShare = 0.05;
    /// Outliers are the cause when at least `outlierShare` of the `outlierTop` tensors with the
    /// largest own loss are outlier-heavy: an 8-bit range over the u8 limit stretched by few
    /// channels (at least `outlierChannelShare` of them at Pulsar2's level ≥ 3).
    std::size_t outlierTop = 10;
    double outlierShare = 0.5;
    double outlierChannelShare = 0.1;
};

/// The levels and words of one toolchain's debugging guide (core/toolchain holds one per toolchain).
struct TriagePreset {
    /// The toolchain's own thresholds: false keeps the ones set in the window (the generic guide).
    bool ownThresholds = false;
    Thresholds thresholds;
    /// When the graph input of two runs counts as the same data (Hisi expects the data layer at
    /// cos 0.999; a quantized input adds about 0.5 % relative error, a mean or scale slip far more).
    InputAgreement input;
    /// Below this a board run and the simulator have parted (they should agree almost exactly).
    double boardCosBelow = 0.999;
    TriageLimits limits;
    TriageSteps steps;
    /// Show the relative L2 norm drift of the culprits next to their cosine (HiSilicon's notes).
    bool normDrift = false;
};

} // namespace quantlens
