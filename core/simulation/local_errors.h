#pragma once
// Errors a layer makes on its own, apart from what it inherits: each quantized activation's node
// computed from the float model's inputs with its own quantization (weights and output), and each
// quantized weight against the float model's.
#include "simulation/measurements.h"
#include "simulation/simulator.h"

#include <map>
#include <string>
#include <vector>

namespace quantlens::sim {

/// Per quantized activation (by float name): cos and SQNR of its node's output computed from float
/// inputs, quantized weights and its own output quantization, against the float model's, on the first
/// input. Activations whose node reads something that is neither a quantized activation nor a
/// constant keep the quantized run's value for it.
std::map<std::string, TensorMeasurement> isolatedErrors(const Simulator& simulator);

/// Every quantized weight the float model has a float twin of.
std::vector<WeightMeasurement> weightErrors(const Simulator& simulator);

} // namespace quantlens::sim
