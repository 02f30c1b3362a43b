// The calibration lab's measured finding in the triage: the calibration inputs to drop, the method to use.
#include "triage/triage_rules.h"
#include "util/number_text.h"

namespace quantlens::triage_rules {
namespace {
    std::string cos(double v) { return formatSignificant(v, 5); }
}

bool checkMeasuredCalibration(const Context& c, TriageResult& result)
{
    const calib::CalibrationFinding* f = c.options.calibration;
    if (!f || f->harmful.empty())
        return false;
    result.category = TriageCategory::Calibration;
    for (const auto& s : f->harmful)
        result.evidence.push_back({ "calibration_sample", "", s.cosWithout - f->asIsCos,
            text("triage.calibration_sample",
                { s.file, std::to_string(s.widenedTensors), cos(f->asIsCos), cos(s.cosWithout) }) });
    for (const auto& tensor : f->harmful.front().widened)
        if (c.analysis.rowOf(tensor) >= 0)
            result.culprits.push_back(tensor);
    return true;
}

void addCalibrationMethodEvidence(const Context& c, TriageResult& result)
{
    const calib::CalibrationFinding* f = c.options.calibration;
    if (!f || f->bestMethod.empty())
        return;
    result.evidence.push_back({ "calibration_method", "", f->bestCos - f->asIsCos,
        text("triage.calibration_method", { f->bestMethod, cos(f->bestCos), cos(f->asIsCos) }) });
}

std::vector<Text> calibrationSteps(const Context& c, const TriageResult& result)
{
    std::vector<Text> steps;
    const calib::CalibrationFinding* f = c.options.calibration;
    if (!f)
        return steps;
    const bool drop = result.category == TriageCategory::Calibration && !f->harmful.empty();
    // Already measuring from the best method (the window's "Use this method"): nothing left to advise.
    const bool method
        = !f->bestMethod.empty() && !(c.analysis.measured && c.analysis.measured->recalibration == f->bestMethod);
    if (drop) {
        std::string files;
        for (const auto& file : f->drop)
            files += (files.empty() ? "" : ", ") + file;
        steps.push_back(text("triage.step_drop_samples", { files, cos(f->asIsCos), cos(f->cosWithoutDrop) }));
    }
    if (method) {
        // Both cost nothing on the NPU: the one that measured the larger gain comes first.
        Text step = text("triage.step_calibration_method", { f->bestMethod, cos(f->asIsCos), cos(f->bestCos) });
        if (drop && f->bestCos > f->cosWithoutDrop)
            steps.insert(steps.begin(), std::move(step));
        else
            steps.push_back(std::move(step));
    }
    return steps;
}

} // namespace quantlens::triage_rules
