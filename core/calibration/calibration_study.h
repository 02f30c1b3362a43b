#pragma once
// The whole calibration lab in one call, for every front end (quantlens calibrate, triage --calib, the
// window's Calibration view): statistics over the calibration inputs, each method's what-if, the samples
// that set ranges alone, and the finding the triage and the ticket quote. One path, so the window and the
// command line show the same numbers.
#include "calibration/calibration_finding.h"
#include "calibration/mixed_methods.h"

#include <optional>
#include <string>
#include <vector>

namespace quantlens::calib {

struct StudyOptions {
    std::vector<const RangeMethod*> methods; ///< empty: every method in the registry
    MethodOptions method;
    std::size_t measuredSamples = 3; ///< the most influential calibration inputs whose dropping is measured
    bool mixed = false; ///< also search a method per tensor (mixed_methods.h): about three times the work
    MixedOptions mixedOptions;
};

struct CalibrationStudy {
    sim::Measurement asIs; ///< the model with its own ranges, on the same eval inputs
    CalibrationLab lab;
    SampleAttribution samples;
    CalibrationFinding finding; ///< against the simulator's model as it is (Simulator::asIs())
    std::optional<MixedChoice> mixed; ///< when searched
};

/// Runs the lab on the simulator's model. Progress: statistics (over half), methods, samples, the mixed table. Fails
/// naming the file or the run that failed, or a cancellation (isCancellation()).
Result<CalibrationStudy> studyCalibration(const sim::Simulator& simulator, const std::vector<std::string>& files,
    const StudyOptions& options = {}, const ProgressCallback& progress = {});

} // namespace quantlens::calib
