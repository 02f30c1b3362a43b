#pragma once
#include "precision/plan_format.h"

#include <string>

namespace quantlens {

/// A plan read from a file whose format was told from its content.
struct ImportedPlan {
    PrecisionPlan plan;
    std::string format; ///< the PlanFormat key, or "quantlens" for a QuantLens plan file
};

/// The plan format a text holds, told from its content as the dump readers tell theirs: a JSON
/// object (comments allowed) is a Pulsar2 config, a JSON list a SigmaStar quantization-parameter
/// file, a text with [SECTION] lines a SigmaStar input_config.ini, anything else a tensor list.
/// A QuantLens plan file (its "format" key) is not a PlanFormat: nullptr, see importPlanText.
const PlanFormat* detectPlanFormat(const std::string& content);

/// Reads any plan the window or `quantlens plan --from` is given: a QuantLens plan file or any
/// vendor config of the registry, whatever the file is called. Names the model lacks are warnings.
Result<ImportedPlan> importPlanText(const std::string& content, const PlanContext& context, const std::string& file);

} // namespace quantlens
