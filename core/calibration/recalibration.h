#pragma once
// A calibration method as the simulator's recalibration (`--calibration METHOD`): the statistics over the
// calibration inputs gathered when the simulator asks, then the method's range for every per-tensor
// activation.
#include "calibration/range_methods.h"
#include "simulation/simulator.h"

#include <string>
#include <vector>

namespace quantlens::calib {

/// `files`: the calibration inputs (sim::calibrationFiles). The method must outlive the result (the
/// registry's entries do).
sim::Recalibration recalibrationBy(const RangeMethod& method, std::vector<std::string> files, MethodOptions options);

} // namespace quantlens::calib
