#pragma once
// A calibration method per tensor: each method wins on some tensors and loses on others (Percentile
// clips an outlier that MinMax keeps; MinMax keeps a tail that carries the signal), so the best table can
// mix them. Measured, never guessed: from the best single method, each tensor's range by another method
// is tried alone (screened on the first eval input, the best few on every input), then picked greedily, every pick
// measured again on top of the picks before it, as the 16-bit plan search does. Fitted on some eval inputs and checked
// on the held-out ones, so that a table fitted to four inputs is not taken for a better calibration.
#include "calibration/method_what_if.h"

#include <map>
#include <string>
#include <vector>

namespace quantlens::calib {

/// The key of the model's own ranges as a source of the mixed choice (not a registry method).
inline constexpr const char* kModelRangesKey = "model";

struct MixedOptions {
    std::size_t maxPicks = 12; ///< tensors given another method's range, at most
    /// Candidates kept by the screen (each alone on the first eval input) for measuring on every input.
    std::size_t screened = 32;
    std::size_t remeasured = 12; ///< candidates measured again after each pick
    /// The smallest gain of the mean output cosine (on the inputs fitted on) a pick must bring.
    double resolution = CalibrationLab::kResolution;
};

struct MixedPick {
    std::string tensor; ///< float name of the activation (its followers take the same range)
    std::string method; ///< the method whose range it takes, or kModelRangesKey
    double meanCos = 0; ///< the mean output cosine on the inputs fitted on, once picked
};

struct MixedChoice {
    std::string start; ///< the method the table starts from (the best alone), or kModelRangesKey
    std::vector<MixedPick> picks; ///< in pick order
    std::map<std::string, sim::TensorRange> ranges; ///< the whole table, by float tensor name
    sim::Measurement measurement; ///< on every eval input
    sim::Measurement startMeasurement; ///< the start's, on every eval input
    std::vector<std::size_t> fitInputs; ///< the eval inputs the picks were chosen on (empty: all)
    std::vector<std::size_t> heldOut; ///< the others: where the choice is checked
    std::size_t candidates = 0; ///< (tensor, method) pairs whose range differs from the start's
    std::size_t screened = 0; ///< of them, those the screen on the first input kept
    /// Better than every single method (and the model as it is) on the mean over every input by the
    /// resolution, and no worse than its start on the held-out inputs.
    bool beatsEveryMethod = false;
};

/// Searches the mixed table from the lab's methods and the model's own ranges. Progress counts
/// measurements; false cancels. Fails naming a run that failed, or a cancellation.
Result<MixedChoice> mixMethods(const sim::Simulator& simulator, const CalibrationLab& lab,
    const MixedOptions& options = {}, const ProgressCallback& progress = {});

} // namespace quantlens::calib
