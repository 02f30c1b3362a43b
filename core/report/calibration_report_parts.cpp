#include "report/calibration_report_parts.h"

#include "util/number_text.h"

#include <cmath>

namespace quantlens::calibration_report {

nlohmann::json number(double v) { return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(); }

std::string inputLabel(const CalibrationReport& r, std::size_t s)
{
    return s < r.inputs.size() ? r.inputs[s] : std::to_string(s);
}

nlohmann::ordered_json measured(const CalibrationReport& r, const std::string& name, const sim::Measurement& m)
{
    nlohmann::ordered_json perInput = nlohmann::ordered_json::array();
    for (std::size_t s = 0; s < m.samples.size(); ++s) {
        nlohmann::ordered_json outputs = nlohmann::ordered_json::array();
        for (const auto& o : m.samples[s]) {
            nlohmann::ordered_json item { { "output", o.name }, { "cos", number(o.cosine) },
                { "sqnr_db", number(o.sqnrDb) } };
            if (o.top1)
                item["top1"] = *o.top1;
            outputs.push_back(std::move(item));
        }
        perInput.push_back(
            { { "input", inputLabel(r, s) }, { "cos", number(m.sampleCos(s)) }, { "outputs", outputs } });
    }
    return { { "name", name }, { "predicted_cos_mean", number(m.meanCos()) },
        { "predicted_cos_worst", number(m.worstCos()) }, { "per_input", perInput } };
}

std::string methodName(const std::string& key)
{
    const calib::RangeMethod* m = calib::rangeMethod(key);
    return m ? rendered(text(m->messageKey)) : key;
}

std::string methodOrModel(const std::string& key)
{
    return key == calib::kModelRangesKey ? rendered(text("calib.method_model")) : methodName(key);
}

} // namespace quantlens::calibration_report
