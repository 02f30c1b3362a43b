#pragma once
// Which calibration inputs set the ranges alone: per input, the tensors whose MinMax range it widens
// beyond what the other inputs give (leave-one-out ranges from the per-input extremes), and the measured
// effect of calibrating without it — one sample with an extreme contrast or a stray pixel value can
// cost more output accuracy than any 16-bit tensor buys back.
#include "calibration/calibration_statistics.h"
#include "simulation/simulator.h"

#include <string>
#include <vector>

namespace quantlens::calib {

struct SampleInfluence {
    std::size_t input = 0; ///< index into CalibrationStatistics::files
    std::string file;
    /// Tensors whose range this input alone widens by more than kWidening of the range without it.
    std::size_t widenedTensors = 0;
    double largestWidening = 1.0; ///< range with it / range without it, the largest over tensors
    std::vector<std::string> widened; ///< those tensors, the most widened first (at most 20)
    /// MinMax ranges without this input, measured on the eval inputs (for the most influential few).
    std::optional<sim::Measurement> without;
    static constexpr double kWidening = 1.1;
};

struct SampleAttribution {
    std::vector<SampleInfluence> samples; ///< the most influential first
    sim::Measurement minmax; ///< MinMax over every input, for comparison
    /// MinMax without the measured samples that each improved the output on their own, all together.
    std::optional<sim::Measurement> withoutAll;
    std::vector<std::size_t> dropped; ///< those samples (indices into files)
};

/// MinMax ranges over every input but those in `dropped`, for the simulator's per-tensor activations.
std::map<std::string, sim::TensorRange> rangesWithout(const CalibrationStatistics& statistics,
    const sim::QuantStructure& structure, const std::vector<std::size_t>& dropped);

/// Ranks the calibration inputs by how much of the ranges they set alone and measures dropping the
/// `measured` most influential ones, one at a time and (those that help) together. Needs two or more
/// inputs (with one, there is nothing to compare it with: empty result).
Result<SampleAttribution> attributeSamples(const sim::Simulator& simulator, const CalibrationStatistics& statistics,
    std::size_t measured = 3, const ProgressCallback& progress = {});

} // namespace quantlens::calib
