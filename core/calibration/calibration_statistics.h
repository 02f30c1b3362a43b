#pragma once
// What a calibration method needs, gathered in one streamed pass over the calibration inputs: the float
// model runs on one input at a time (all cores inside each run) and each tensor's values go into its
// histogram and per-input least and greatest values, never kept. Memory: 2048 bins per tensor.
#include "calibration/tensor_histogram.h"
#include "runtime/compiled_model.h"
#include "runtime/thread_pool.h"
#include "simulation/calibration_ranges.h"
#include "simulation/quant_structure.h"
#include "util/progress.h"
#include "util/result.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace quantlens::calib {

struct CalibrationStatistics {
    std::vector<std::string> files; ///< the calibration inputs, in the order they ran
    std::map<std::string, TensorHistogram> histograms; ///< by float tensor name
    /// By float tensor name: its least and greatest finite value on each input (files order).
    std::map<std::string, std::vector<sim::TensorRange>> perInput;
    /// MinMax over every input: the ranges 16-bit predictions take (simulation/calibration_ranges.h).
    sim::CalibrationRanges ranges() const;
};

/// The float names of the quantized model's per-tensor activations: what a calibration method sets ranges for
/// (per-channel ones keep their parameters).
std::set<std::string> calibratedTensors(const sim::QuantStructure& structure);

/// Runs the float model (one input) on each file in turn and gathers the statistics of `tensors`. Fails
/// naming the file that cannot be read or run; progress counts nodes; cancelling stops between nodes.
Result<CalibrationStatistics> gatherCalibrationStatistics(const runtime::CompiledModel& floatModel,
    const std::vector<std::string>& files, const std::set<std::string>& tensors, runtime::ThreadPool& pool,
    const ProgressCallback& progress = {});

} // namespace quantlens::calib
