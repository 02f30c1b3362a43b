#pragma once
#include "triage/triage.h"

#include <string>

namespace quantlens {

/// `quantlens triage --format json`: exactly {"category", "culprits", "evidence": [{"rule",
/// "tensor", "value", "text", "code"}], "next_steps"}; text rendered() (English unless --lang chose
/// another language), with the message code beside it for programs.
std::string renderTriageJson(const TriageResult& result);
/// The same for people: the category, the culprits, the evidence as a table, the next steps.
std::string renderTriageMarkdown(const TriageResult& result, const Analysis& analysis);

} // namespace quantlens
