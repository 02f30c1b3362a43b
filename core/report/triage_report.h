#pragma once
#include "triage/triage.h"

#include <string>

namespace quantlens {

/// `quantlens triage --format json`: exactly {"category", "culprits", "evidence": [{"rule",
/// "tensor", "value", "text"}], "next_steps"} with English text (the window translates its own).
std::string renderTriageJson(const TriageResult& result);
/// The same for people: the category, the culprits, the evidence as a table, the next steps.
std::string renderTriageMarkdown(const TriageResult& result, const Analysis& analysis);

} // namespace quantlens
