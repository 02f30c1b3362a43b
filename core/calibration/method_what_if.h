#pragma once
// What each calibration method gives: the quantized model's activation parameters re-derived from the
// method's ranges (at each tensor's own type; weights unchanged, biases follow, shared tensors keep
// sharing), run on the eval inputs and scored against the float model.
#include "calibration/calibration_statistics.h"
#include "calibration/range_methods.h"
#include "calibration/range_usage.h"
#include "simulation/simulator.h"

#include <map>
#include <string>
#include <vector>

namespace quantlens::calib {

struct MethodOutcome {
    std::string key; ///< rangeMethods() key
    std::map<std::string, sim::TensorRange> ranges; ///< by float tensor name: what the method gave
    std::map<std::string, RangeUsage> usage; ///< by float tensor name: codes used and share clipped
    sim::Measurement measurement; ///< the outputs on every eval input
};

struct CalibrationLab {
    std::vector<MethodOutcome> methods; ///< in the order asked
    MethodOptions options;
    std::size_t calibrationInputs = 0;
    std::size_t activations = 0; ///< activations recalibrated (per tensor, with statistics)
    /// The model's own ranges' usage of the same statistics, by float tensor name.
    std::map<std::string, RangeUsage> modelUsage;
    /// The method with the best mean output cosine; −1 when none beats the model as it is by more than
    /// kResolution (the model's own ranges stay).
    int recommended = -1;
    static constexpr double kResolution = 1e-4;
};

/// The ranges `method` gives every per-tensor activation of the simulator's model that has statistics.
std::map<std::string, sim::TensorRange> methodRanges(const RangeMethod& method, const CalibrationStatistics& statistics,
    const sim::QuantStructure& structure, const MethodOptions& options);

/// How each of `ranges` uses its tensor's codes over the calibration inputs.
std::map<std::string, RangeUsage> usageOf(const std::map<std::string, sim::TensorRange>& ranges,
    const CalibrationStatistics& statistics, const sim::QuantStructure& structure);
/// The ranges the quantized model's own per-tensor activation parameters represent.
std::map<std::string, sim::TensorRange> modelRanges(const sim::QuantStructure& structure);

/// Measures each method (one per worker thread). Fails naming the method's run that failed, or a
/// cancellation.
Result<CalibrationLab> measureMethods(const sim::Simulator& simulator, const CalibrationStatistics& statistics,
    const std::vector<const RangeMethod*>& methods, const MethodOptions& options,
    const ProgressCallback& progress = {});

} // namespace quantlens::calib
