#pragma once
#include "precision/precision_plan.h"
#include "util/result.h"

#include <nlohmann/json.hpp>
#include <string>

namespace quantlens {

/// The plan as JSON: {"default": "U8", "whole_model": null, "op_types": {...}, "tensors": [{"name",
/// "data_type", "source", "reason": {"code", "args"}, "reason_text"}]}. The workspace embeds it;
/// plan files wrap it.
nlohmann::ordered_json planToJson(const PrecisionPlan& plan);
/// Errors name `file` and the key that is wrong.
Result<PrecisionPlan> planFromJson(const nlohmann::json& json, const std::string& file);

/// A plan file: the plan and the models it was made for (so `export` can check names against them).
struct PlanFile {
    PrecisionPlan plan;
    std::string floatModel;
    std::string quantModel;
};

/// {"format": "quantlens-precision-plan", "version": 1, "float_model", "quant_model", "plan": {...}};
/// model paths relative to the file.
Result<PlanFile> loadPlanFile(const std::string& path);
Result<bool> savePlanFile(const PlanFile& file, const std::string& path);
/// The plan file's text with model paths relative to `folder` (standard output: the current one).
std::string planFileText(const PlanFile& file, const std::string& folder);

} // namespace quantlens
