#pragma once
// The task-level verdict of a measurement, as every JSON output writes it: per graph output its kind,
// the mean agreement over the inputs and each input's (simulation/task_agreement.h).
#include "simulation/simulator.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace quantlens {

/// {"outputs": [{"name", "kind", "mean", "equal_share", "per_input": [{"input", "agreement", "equal",
/// "top5"?}]}]} of `measured`; with `baseline`, each also carries "baseline_mean", "baseline_equal_share"
/// and per input "baseline_agreement", "baseline_equal" (the model as quantized, against the plan's).
nlohmann::ordered_json taskAgreementJson(const sim::Measurement& measured, const std::vector<std::string>& inputs,
    const sim::Measurement* baseline = nullptr);

/// Markdown rows "| output | kind | mean (baseline →) | identical |" of the same, with a header.
std::string taskAgreementMarkdown(const sim::Measurement& measured, const sim::Measurement* baseline = nullptr);

} // namespace quantlens
