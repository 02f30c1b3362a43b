#include "advisor/rebuild_biases.h"

#include "calibration/calibration_statistics.h"
#include "calibration/method_what_if.h"

namespace quantlens::advisor {

Result<sim::Variant> fitBiasesForRebuild(const sim::Simulator& s, const sim::Variant& start, const RangesOf& rangesOf,
    const std::vector<std::string>& files, const transform::BiasCorrectionOptions& options, int rounds,
    const ProgressCallback& progress)
{
    using R = Result<sim::Variant>;
    const transform::FloatParameters& transforms = start.floatParameters;
    sim::Variant variant = start;
    const auto steps = static_cast<std::size_t>(std::max(rounds, 1));
    for (std::size_t round = 0; round < steps; ++round) {
        auto corrected
            = transform::correctBiases(s, variant, transforms, files, options, progressPart(progress, round, 1, steps));
        if (!corrected)
            return R::failure(corrected.error());
        variant.floatParameters = transform::combined(transforms, corrected.value().parameters);
        auto recalibrated = rangesOf(variant.floatParameters);
        if (!recalibrated)
            return R::failure(recalibrated.error());
        variant.ranges = std::move(recalibrated).value();
    }
    return R::success(std::move(variant));
}

Result<std::map<std::string, sim::TensorRange>> rangesOfTransformed(const sim::Simulator& s,
    const transform::FloatParameters& parameters, const std::vector<std::string>& files,
    const calib::RangeMethod& method, const calib::MethodOptions& options, const ProgressCallback& progress)
{
    using R = Result<std::map<std::string, sim::TensorRange>>;
    std::shared_ptr<const runtime::CompiledModel> transformed;
    if (!parameters.empty()) {
        auto compiled = transform::compileTransformed(s.floatModel(), parameters);
        if (!compiled)
            return R::failure(compiled.error());
        transformed = std::move(compiled).value();
    }
    auto statistics = calib::gatherCalibrationStatistics(transformed ? *transformed : s.floatModel(), files,
        calib::calibratedTensors(s.structure()), s.pool(), progress);
    if (!statistics)
        return R::failure(statistics.error());
    return R::success(calib::methodRanges(method, statistics.value(), s.structure(), options));
}

Result<sim::Variant> biasesForRebuild(const sim::Simulator& s, const transform::FloatParameters& transforms,
    const std::vector<std::string>& files, const calib::RangeMethod& method, const calib::MethodOptions& options,
    bool perChannelWeights, const ProgressCallback& progress)
{
    const RangesOf rangesOf = [&](const transform::FloatParameters& parameters) {
        return rangesOfTransformed(s, parameters, files, method, options);
    };
    sim::Variant start;
    start.floatParameters = transforms;
    start.perChannelWeights = perChannelWeights;
    auto ranges = rangesOf(transforms);
    if (!ranges)
        return Result<sim::Variant>::failure(ranges.error());
    start.ranges = std::move(ranges).value();
    return fitBiasesForRebuild(s, start, rangesOf, files, {}, 2, progress);
}

} // namespace quantlens::advisor
