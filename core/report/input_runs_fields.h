#pragma once
// A data set in the reports: every input's outputs (cosine, task agreement), bad cases first, and the
// task agreement per output over all inputs (the same `task` object simulate and check write).
#include "analysis/analysis.h"

#include <nlohmann/json.hpp>

#include <string>

namespace quantlens {

/// [{"input", "file", "bad_case_rank", "output_cos", "task_agreement"?, "answer_kept"?, "outputs": [{"name",
/// "cosine", "sqnr_db", "kind"?, "agreement"?, "equal"?}]}] in the order given; empty array for one input.
nlohmann::ordered_json modelInputsJson(const Analysis& analysis);

/// {"outputs": [...]} as task_agreement_fields.h writes it, over every input; null when no input has a
/// task agreement (runs from dumps, one input).
nlohmann::ordered_json dataSetTaskJson(const Analysis& analysis);

/// The Markdown "Inputs" section: the output cosine's distribution, the per-output task table and every
/// input bad cases first; empty for one input.
std::string inputsMarkdown(const Analysis& analysis);

} // namespace quantlens
