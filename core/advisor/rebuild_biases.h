#pragma once
// Bias correction as a rebuild gets it. A vendor quantizer given the corrected float model calibrates
// that model, not the one the biases were fitted on, and the correction moves its activations' ranges
// (on the real recognizer, fitted once and rebuilt, the output cos fell from the predicted 0.980 to
// 0.955). So the fit alternates with the calibration: fitted on the ranges of the model as it is, the
// corrected model calibrated again, the biases refined on those ranges, and so on; the prediction is the
// corrected model with its own ranges — what the rebuild makes.
#include "calibration/range_methods.h"
#include "transform/bias_correction.h"

#include <functional>

namespace quantlens::advisor {

/// `method`'s ranges of the float model with `parameters` (a transform's; none: the model as it is) over
/// `files`: what a rebuild from that model calibrates.
Result<std::map<std::string, sim::TensorRange>> rangesOfTransformed(const sim::Simulator& simulator,
    const transform::FloatParameters& parameters, const std::vector<std::string>& files,
    const calib::RangeMethod& method, const calib::MethodOptions& options, const ProgressCallback& progress = {});

/// The ranges the rebuild's calibration gives the float model with these parameters.
using RangesOf = std::function<Result<std::map<std::string, sim::TensorRange>>(const transform::FloatParameters&)>;

/// `start`: the model before the correction — the float parameters of transforms applied before
/// (equalization, SmoothQuant; or none) and its ranges. Returns the variant of the rebuilt model: its
/// float parameters (the transforms' and the corrected biases) and its own ranges. Fails naming the
/// calibration file or run that failed.
Result<sim::Variant> fitBiasesForRebuild(const sim::Simulator& simulator, const sim::Variant& start,
    const RangesOf& rangesOf, const std::vector<std::string>& files, const transform::BiasCorrectionOptions& options,
    int rounds = 2, const ProgressCallback& progress = {});

/// The same with `method`'s ranges over `files` (what `quantlens transform --bias-correction` writes);
/// `perChannelWeights`: the rebuild quantizes the weights per output channel.
Result<sim::Variant> biasesForRebuild(const sim::Simulator& simulator, const transform::FloatParameters& transforms,
    const std::vector<std::string>& files, const calib::RangeMethod& method, const calib::MethodOptions& options,
    bool perChannelWeights = false, const ProgressCallback& progress = {});

} // namespace quantlens::advisor
