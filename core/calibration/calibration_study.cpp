#include "calibration/calibration_study.h"

#include <set>

namespace quantlens::calib {
namespace {
    /// Dropping several harmful inputs is measured as such: two inputs that each set some ranges alone
    /// can, dropped together, give less than one of them (rec: 0.940 without one, 0.937 without both).
    Result<bool> measureDroppingTogether(
        const sim::Simulator& simulator, const CalibrationStatistics& statistics, CalibrationFinding& finding)
    {
        if (finding.harmful.size() < 2)
            return Result<bool>::success(false);
        std::vector<std::size_t> inputs;
        for (const auto& s : finding.harmful)
            inputs.push_back(s.input);
        sim::Variant together;
        together.ranges = rangesWithout(statistics, simulator.structure(), inputs);
        auto measured = simulator.measure(together);
        if (!measured)
            return Result<bool>::failure(measured.error());
        if (measured.value().meanCos() <= finding.cosWithoutDrop)
            return Result<bool>::success(false);
        finding.cosWithoutDrop = measured.value().meanCos();
        finding.drop.clear();
        for (const auto& s : finding.harmful)
            finding.drop.push_back(s.file);
        return Result<bool>::success(true);
    }
}

Result<CalibrationStudy> studyCalibration(const sim::Simulator& simulator, const std::vector<std::string>& files,
    const StudyOptions& options, const ProgressCallback& progress)
{
    using R = Result<CalibrationStudy>;
    const std::set<std::string> tensors = calibratedTensors(simulator.structure());
    auto statistics = gatherCalibrationStatistics(
        simulator.floatModel(), files, tensors, simulator.pool(), progressPart(progress, 0, 550, 1000));
    if (!statistics)
        return R::failure(statistics.error());
    std::vector<const RangeMethod*> methods = options.methods;
    if (methods.empty())
        for (const auto& m : rangeMethods())
            methods.push_back(&m);
    CalibrationStudy out;
    out.asIs = simulator.asIs();
    auto lab = measureMethods(
        simulator, statistics.value(), methods, options.method, progressPart(progress, 550, 150, 1000));
    if (!lab)
        return R::failure(lab.error());
    out.lab = std::move(lab).value();
    auto samples = attributeSamples(
        simulator, statistics.value(), options.measuredSamples, progressPart(progress, 700, 150, 1000));
    if (!samples)
        return R::failure(samples.error());
    out.samples = std::move(samples).value();
    out.finding = findingOf(out.lab, out.samples, simulator.asIs());
    if (auto together = measureDroppingTogether(simulator, statistics.value(), out.finding); !together)
        return R::failure(together.error());
    if (options.mixed) {
        auto mixed = mixMethods(simulator, out.lab, options.mixedOptions, progressPart(progress, 850, 150, 1000));
        if (!mixed)
            return R::failure(mixed.error());
        out.mixed = std::move(mixed).value();
    }
    return R::success(std::move(out));
}

} // namespace quantlens::calib
