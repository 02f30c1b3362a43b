#include "calibration/calibration_finding.h"

#include <set>

namespace quantlens::calib {

CalibrationFinding findingOf(const CalibrationLab& lab, const SampleAttribution& samples, const sim::Measurement& asIs)
{
    CalibrationFinding out;
    out.calibrationInputs = lab.calibrationInputs;
    out.asIsCos = asIs.meanCos();
    for (const auto& m : lab.methods)
        if (m.measurement.meanCos() >= out.asIsCos + CalibrationFinding::kMeaningful
            && (out.bestMethod.empty() || m.measurement.meanCos() > out.bestCos)) {
            out.bestMethod = m.key;
            out.bestCos = m.measurement.meanCos();
        }
    for (const auto& s : samples.samples)
        if (s.without && s.without->meanCos() >= out.asIsCos + CalibrationFinding::kMeaningful)
            out.harmful.push_back({ s.file, s.widenedTensors, s.widened, s.without->meanCos() });
    if (out.harmful.size() == 1)
        out.cosWithoutHarmful = out.harmful.front().cosWithout;
    else if (samples.withoutAll)
        out.cosWithoutHarmful = samples.withoutAll->meanCos();
    else if (!out.harmful.empty())
        out.cosWithoutHarmful = out.harmful.front().cosWithout;
    return out;
}

Result<CalibrationFinding> findCalibration(
    const sim::Simulator& simulator, const std::vector<std::string>& files, const ProgressCallback& progress)
{
    using R = Result<CalibrationFinding>;
    std::set<std::string> tensors;
    for (const auto& a : simulator.structure().activations)
        if (a.scale.size() == 1)
            tensors.insert(a.floatName);
    auto statistics = gatherCalibrationStatistics(
        simulator.floatModel(), files, tensors, simulator.pool(), progressPart(progress, 0, 600, 1000));
    if (!statistics)
        return R::failure(statistics.error());
    std::vector<const RangeMethod*> methods;
    for (const auto& m : rangeMethods())
        methods.push_back(&m);
    auto lab = measureMethods(simulator, statistics.value(), methods, {}, progressPart(progress, 600, 200, 1000));
    if (!lab)
        return R::failure(lab.error());
    auto samples = attributeSamples(simulator, statistics.value(), 3, progressPart(progress, 800, 200, 1000));
    if (!samples)
        return R::failure(samples.error());
    return R::success(findingOf(lab.value(), samples.value(), simulator.asIs()));
}

} // namespace quantlens::calib
