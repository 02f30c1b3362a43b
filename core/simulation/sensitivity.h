#pragma once
#include "simulation/simulator.h"

#include <limits>
#include <string>
#include <vector>

namespace quantlens::sim {

/// What moving one activation alone does to the outputs (mean over inputs of each input's worst output).
struct TensorSensitivity {
    std::string tensor;
    double cos16 = std::numeric_limits<double>::quiet_NaN(); ///< with it at 16 bit
    double cosFloat = std::numeric_limits<double>::quiet_NaN(); ///< with it left in float
    double gain16 = std::numeric_limits<double>::quiet_NaN(); ///< cos16 − the baseline's
    double gainFloat = std::numeric_limits<double>::quiet_NaN();
    bool measured = false; ///< false: already 16 bit, it reaches no output, or it moves with another
    /// The activation this one shares its quantization with (simulation/shared_quantization.h): moving
    /// that one moves this one, so it is not measured alone. Empty: it moves on its own.
    std::string movesWith;
};

struct SensitivityResult {
    double baselineCos = 0;
    std::vector<TensorSensitivity> tensors; ///< every quantized activation, in graph order
    const TensorSensitivity* find(const std::string& tensor) const;
};

/// These activations moved to `choice` on top of `start` (null: the baseline); one the start recalibrated
/// keeps that range at 16 bit, as the toolchain calibrating with that method gives it.
Variant moved(const std::vector<std::string>& tensors, Choice choice, const SimulationBase* start = nullptr);

/// Every quantized activation moved alone to 16 bit and left in float (with the activations that share
/// its quantization), each re-running only what lies downstream of it, on every input, on all cores.
/// Progress counts measurements; false cancels. `start`: measured on top of it (null: the baseline).
Result<SensitivityResult> measureSensitivity(
    const Simulator& simulator, const ProgressCallback& progress = {}, const SimulationBase* start = nullptr);

} // namespace quantlens::sim
