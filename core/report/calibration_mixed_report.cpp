// The calibration report's method per tensor (calibrate --mixed): what the search changed, and whether
// it held on the eval inputs it was not chosen on.
#include "report/calibration_report_parts.h"

#include "util/number_text.h"

namespace quantlens::calibration_report {
namespace {
    std::vector<std::string> labels(const CalibrationReport& r, const std::vector<std::size_t>& inputs)
    {
        std::vector<std::string> out;
        for (const std::size_t s : inputs)
            out.push_back(inputLabel(r, s));
        return out;
    }
}

nlohmann::ordered_json mixedJson(const CalibrationReport& r, const calib::MixedChoice& m)
{
    nlohmann::ordered_json doc = measured(r, "mixed", m.measurement);
    doc["start"] = m.start;
    doc["candidates"] = m.candidates;
    doc["screened"] = m.screened;
    nlohmann::ordered_json picks = nlohmann::ordered_json::array();
    for (const auto& p : m.picks)
        picks.push_back({ { "name", p.tensor }, { "method", p.method }, { "predicted_cos_mean", number(p.meanCos) } });
    doc["tensors"] = picks;
    std::vector<std::size_t> fitted = m.fitInputs;
    if (fitted.empty()) // fitted on every input
        for (std::size_t s = 0; s < m.measurement.samples.size(); ++s)
            fitted.push_back(s);
    doc["fitted_on"] = labels(r, fitted);
    doc["held_out"] = labels(r, m.heldOut);
    doc["held_out_cos_mean"] = m.heldOut.empty() ? nlohmann::json() : number(m.measurement.meanCosOf(m.heldOut));
    doc["start_held_out_cos_mean"]
        = m.heldOut.empty() ? nlohmann::json() : number(m.startMeasurement.meanCosOf(m.heldOut));
    doc["beats_every_method"] = m.beatsEveryMethod;
    return doc;
}

std::string renderMixed(const calib::MixedChoice& m)
{
    const std::string start = methodOrModel(m.start);
    if (m.picks.empty())
        return rendered(text("calib.mixed_none",
                   { std::to_string(m.candidates), start, formatSignificant(calib::CalibrationLab::kResolution, 2) }))
            + "\n";
    std::string picks;
    for (const auto& p : m.picks)
        picks += (picks.empty() ? "" : ", ") + ("`" + p.tensor + "`: " + methodOrModel(p.method));
    std::string out = rendered(text("calib.mixed_found",
        { start, std::to_string(m.picks.size()), picks, formatSignificant(m.measurement.meanCos(), 5),
            formatSignificant(m.measurement.worstCos(), 5), formatSignificant(m.startMeasurement.meanCos(), 5) }));
    if (!m.heldOut.empty())
        out += " "
            + rendered(text("calib.mixed_held_out",
                { std::to_string(m.fitInputs.size()), std::to_string(m.heldOut.size()),
                    formatSignificant(m.measurement.meanCosOf(m.heldOut), 5),
                    formatSignificant(m.startMeasurement.meanCosOf(m.heldOut), 5), start }));
    out += " " + rendered(text(m.beatsEveryMethod ? "calib.mixed_beats" : "calib.mixed_not_better")) + "\n";
    return out;
}

} // namespace quantlens::calibration_report
