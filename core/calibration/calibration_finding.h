#pragma once
// What the calibration lab found, in the few numbers the triage, the ticket and the window quote: the
// best method against the model as it is, and the calibration inputs whose removal measurably helps.
#include "calibration/bad_samples.h"
#include "calibration/method_what_if.h"

#include <string>
#include <vector>

namespace quantlens::calib {

struct CalibrationFinding {
    std::size_t calibrationInputs = 0;
    double asIsCos = 0; ///< the quantized model as it is, mean output cos over the eval inputs
    std::string bestMethod; ///< beats the model as it is by kMeaningful or more; "" when none does
    double bestCos = 0;
    struct Sample {
        std::size_t input = 0; ///< index into the calibration files
        std::string file;
        std::size_t widenedTensors = 0;
        std::vector<std::string> widened; ///< the most widened first
        double cosWithout = 0; ///< MinMax over the other inputs
    };
    /// Measured alone, calibrating without it gains kMeaningful or more; the best first.
    std::vector<Sample> harmful;
    /// What to drop: all of `harmful` when dropping them together was measured and beats dropping the
    /// best one alone (gains do not add up), else that one; and the cosine measured without exactly them.
    std::vector<std::string> drop;
    double cosWithoutDrop = 0;
    /// A gain below this is within what other eval inputs would move: not worth a rebuild.
    static constexpr double kMeaningful = 0.005;
    bool empty() const { return bestMethod.empty() && harmful.empty(); }
};

CalibrationFinding findingOf(const CalibrationLab& lab, const SampleAttribution& samples, const sim::Measurement& asIs);

/// The whole lab on a simulator (its model as it is): statistics over `files`, every method, the
/// samples. Progress: statistics, methods, samples in turn.
Result<CalibrationFinding> findCalibration(
    const sim::Simulator& simulator, const std::vector<std::string>& files, const ProgressCallback& progress = {});

} // namespace quantlens::calib
