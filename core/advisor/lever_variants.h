#pragma once
// What several levers at once do to the quantized model, as one simulator variant: the calibration method
// among them (else the base method), the transforms' parameters together with the ranges of the model they
// make (gathered once per set of transforms), per-channel weights.
#include "advisor/fix_advisor.h"
#include "calibration/calibration_statistics.h"

#include <map>

namespace quantlens::advisor {

class LeverVariants {
public:
    LeverVariants(const sim::Simulator& simulator, const std::vector<std::string>& files,
        const calib::CalibrationLab& lab, std::string baseMethod, const AdviceOptions& options);
    /// The variant of `levers` together. Fails naming the calibration file or run that failed.
    Result<sim::Variant> variantOf(const std::vector<const Lever*>& levers, const ProgressCallback& progress = {});
    /// The method's ranges over the calibration inputs of the float model with these parameters (not kept).
    Result<std::map<std::string, sim::TensorRange>> rangesFor(
        const transform::FloatParameters& parameters, const std::string& method, const ProgressCallback& progress = {});
    /// The calibration method of `levers`: theirs, else the base method.
    std::string methodOf(const std::vector<const Lever*>& levers) const;

private:
    const sim::Simulator& m_simulator;
    const std::vector<std::string>& m_files;
    const calib::CalibrationLab& m_lab;
    std::string m_baseMethod;
    const AdviceOptions& m_options;
    /// By the transforms' names (and SmoothQuant's strength): the statistics of the model they make.
    std::map<std::string, calib::CalibrationStatistics> m_statistics;
};

} // namespace quantlens::advisor
