#pragma once
// What several levers at once do to the quantized model, as one simulator variant: the calibration method
// among them (else the base method), the transforms' parameters together with the ranges of the model they
// make (gathered once per set of transforms), per-channel weights, the calibration inputs kept.
#include "advisor/fix_advisor.h"
#include "calibration/calibration_statistics.h"

#include <map>
#include <optional>

namespace quantlens::advisor {

class LeverVariants {
public:
    LeverVariants(const sim::Simulator& simulator, const std::vector<std::string>& files,
        const calib::CalibrationLab& lab, std::string baseMethod, const AdviceOptions& options);
    /// The variant of `levers` together. Fails naming the calibration file or run that failed.
    Result<sim::Variant> variantOf(const std::vector<const Lever*>& levers, const ProgressCallback& progress = {});
    /// The method's ranges over `files` of the float model with these parameters (not kept).
    Result<std::map<std::string, sim::TensorRange>> rangesFor(const transform::FloatParameters& parameters,
        const std::string& method, const std::vector<std::string>& files, const ProgressCallback& progress = {});
    /// The calibration method of `levers`: theirs, else the base method.
    std::string methodOf(const std::vector<const Lever*>& levers) const;
    /// The calibration inputs `levers` calibrate over: all, but those a drop_samples lever among them drops.
    std::vector<std::string> filesOf(const std::vector<const Lever*>& levers) const;

private:
    /// SmoothQuant's parameters at `alpha` with the channel maxima of `files` (the inputs one drop_samples
    /// lever keeps; there is one such set per advice).
    Result<transform::FloatParameters> smoothedOver(
        const std::vector<std::string>& files, double alpha, const ProgressCallback& progress);

    const sim::Simulator& m_simulator;
    const std::vector<std::string>& m_files;
    const calib::CalibrationLab& m_lab;
    std::string m_baseMethod;
    const AdviceOptions& m_options;
    /// By the transforms' names (and SmoothQuant's strength) and whether inputs are dropped: the statistics of
    /// the model they make over the inputs kept.
    std::map<std::string, calib::CalibrationStatistics> m_statistics;
    std::optional<std::map<std::string, std::vector<float>>> m_keptMaxima;
};

} // namespace quantlens::advisor
