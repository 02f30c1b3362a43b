#pragma once
// Each quantized weight against the float model's. (Each activation's own error, apart from what it
// inherits, is measured while the float model runs: simulation/isolated_error_meter.h.)
#include "simulation/measurements.h"
#include "simulation/simulator.h"

#include <map>
#include <string>
#include <vector>

namespace quantlens::sim {

/// Every quantized weight the float model has a float twin of.
std::vector<WeightMeasurement> weightErrors(const Simulator& simulator);

} // namespace quantlens::sim
