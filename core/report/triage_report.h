#pragma once
#include "triage/triage.h"

#include <cstddef>
#include <functional>
#include <limits>
#include <string>

namespace quantlens {

/// `quantlens triage --format json`: exactly {"category", "culprits", "evidence": [{"rule",
/// "tensor", "value", "text", "code"}], "next_steps"}; text rendered() (English unless --lang chose
/// another language), with the message code beside it for programs.
std::string renderTriageJson(const TriageResult& result);
/// The same for people: the category, the culprits, the evidence as a table, the next steps.
std::string renderTriageMarkdown(const TriageResult& result, const Analysis& analysis);

/// How the triage's Markdown is said where it appears: triage.md in the language reports are written
/// in, a ticket's summary in each of its languages.
struct TriageMarkdownOptions {
    std::function<std::string(const Text&)> say; ///< a catalog text in the language; none: rendered()
    std::string headingMarks = "##"; ///< of the evidence and next-steps headings
    std::size_t evidenceShown = std::numeric_limits<std::size_t>::max();
    std::string moreEvidenceIn; ///< where the evidence not shown is (said when some is cut)
    std::string procedure; ///< the toolchain whose procedure the triage followed, said when given
};

/// The triage's body, built once for triage.md and the ticket's summary: its category with its code
/// (and procedure), the culprits, the evidence as a table and the next steps.
std::string triageMarkdownBody(const TriageResult& result, const TriageMarkdownOptions& options = {});

} // namespace quantlens
