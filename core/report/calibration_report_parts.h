#pragma once
// What the calibration report's pieces share (calibration_report.cpp, calibration_mixed_report.cpp): the
// labels of the eval inputs, a measurement as JSON, the methods' names. Internal to the report.
#include "report/calibration_report.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace quantlens::calibration_report {

nlohmann::json number(double v); ///< null when not finite
std::string inputLabel(const CalibrationReport& r, std::size_t s);
/// {"name", "predicted_cos_mean", "predicted_cos_worst", "per_input": [...]}
nlohmann::ordered_json measured(const CalibrationReport& r, const std::string& name, const sim::Measurement& m);
std::string methodName(const std::string& key); ///< in the report's language
std::string methodOrModel(const std::string& key); ///< the same, or "the model as it is"

/// The method per tensor: JSON "mixed" and the Markdown paragraph.
nlohmann::ordered_json mixedJson(const CalibrationReport& r, const calib::MixedChoice& m);
std::string renderMixed(const calib::MixedChoice& m);

} // namespace quantlens::calibration_report
