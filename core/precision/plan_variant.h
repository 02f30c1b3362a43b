#pragma once
#include "precision/precision_plan.h"
#include "simulation/simulator.h"

#include <string>
#include <vector>

namespace quantlens::sim {

/// What a precision plan does to the quantized model: each quantized activation the plan moves to 16
/// bit is Wide, to float is Float (the float model's producer op type decides op-type rules).
/// `unplaced` gets the plan's tensors that are no quantized activation of the model (not simulated).
Variant variantForPlan(
    const PrecisionPlan& plan, const Simulator& simulator, std::vector<std::string>* unplaced = nullptr);

} // namespace quantlens::sim
