#include "calibration/calibration_finding.h"

#include "calibration/calibration_study.h"

#include <algorithm>

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
            out.harmful.push_back({ s.input, s.file, s.widenedTensors, s.widened, s.without->meanCos() });
    std::stable_sort(out.harmful.begin(), out.harmful.end(),
        [](const auto& a, const auto& b) { return a.cosWithout > b.cosWithout; });
    if (!out.harmful.empty()) {
        out.drop = { out.harmful.front().file };
        out.cosWithoutDrop = out.harmful.front().cosWithout;
    }
    return out;
}

Result<CalibrationFinding> findCalibration(
    const sim::Simulator& simulator, const std::vector<std::string>& files, const ProgressCallback& progress)
{
    auto study = studyCalibration(simulator, files, {}, progress);
    if (!study)
        return Result<CalibrationFinding>::failure(study.error());
    return Result<CalibrationFinding>::success(std::move(study).value().finding);
}

} // namespace quantlens::calib
