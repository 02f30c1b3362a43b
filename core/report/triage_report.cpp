#include "report/triage_report.h"
#include "report/report_json_document.h"
#include "util/json_text.h"

#include "report/markdown_cells.h"
#include "util/number_text.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace quantlens {

nlohmann::ordered_json triageJsonDocument(const TriageResult& result)
{
    nlohmann::ordered_json evidence = nlohmann::ordered_json::array();
    for (const auto& e : result.evidence)
        evidence.push_back({ { "rule", e.rule }, { "tensor", e.tensor },
            { "value", std::isfinite(e.value) ? nlohmann::ordered_json(e.value) : nlohmann::ordered_json(nullptr) },
            { "text", rendered(e.text) }, { "code", e.text.code } });
    nlohmann::ordered_json steps = nlohmann::ordered_json::array();
    for (const auto& s : result.nextSteps)
        steps.push_back(rendered(s));
    const nlohmann::ordered_json doc { { "category", triageCategoryName(result.category) },
        { "culprits", result.culprits }, { "evidence", evidence }, { "next_steps", steps } };
    return doc;
}

std::string renderTriageJson(const TriageResult& result) { return jsonText(triageJsonDocument(result), 2) + "\n"; }

std::string triageMarkdownBody(const TriageResult& result, const TriageMarkdownOptions& options)
{
    auto say = [&](const Text& t) { return options.say ? options.say(t) : rendered(t); };
    const std::string category = say(triageCategoryText(result.category));
    std::string out = (options.procedure.empty()
                              ? say(text("triage.md_category", { category, triageCategoryName(result.category) }))
                              : say(text("triage.md_category_procedure",
                                  { category, triageCategoryName(result.category), options.procedure })))
        + "\n\n";
    if (!result.culprits.empty()) {
        out += say(text("triage.md_culprits"));
        for (std::size_t i = 0; i < result.culprits.size(); ++i)
            out += std::string(i == 0 ? " " : ", ") + "`" + result.culprits[i] + "`";
        out += "\n\n";
    }
    out += options.headingMarks + " " + say(text("triage.md_evidence")) + "\n\n| " + say(text("triage.md_rule")) + " | "
        + say(text("triage.md_tensor")) + " | " + say(text("triage.md_value")) + " | " + say(text("triage.md_finding"))
        + " |\n|---|---|---:|---|\n";
    const std::size_t shown = std::min(result.evidence.size(), options.evidenceShown);
    for (std::size_t i = 0; i < shown; ++i) {
        const TriageEvidence& e = result.evidence[i];
        out += "| " + e.rule + " | " + markdownCell(e.tensor) + " | " + formatSignificant(e.value, 4) + " | "
            + markdownCell(say(e.text)) + " |\n";
    }
    if (shown < result.evidence.size())
        out += "\n"
            + say(text(
                "triage.md_more_evidence", { std::to_string(result.evidence.size() - shown), options.moreEvidenceIn }))
            + "\n";
    out += "\n" + options.headingMarks + " " + say(text("triage.md_next_steps")) + "\n\n";
    for (std::size_t i = 0; i < result.nextSteps.size(); ++i)
        out += std::to_string(i + 1) + ". " + say(result.nextSteps[i]) + "\n";
    return out;
}

std::string renderTriageMarkdown(const TriageResult& result, const Analysis& analysis)
{
    std::string out = "# QuantLens triage\n\n";
    out += "Reference: `" + analysis.reference.label + "`; runs:";
    for (const auto& run : analysis.candidates)
        out += " `" + run.label + "`";
    out += ".\n\n" + triageMarkdownBody(result);
    out += "\nCosine similarity on one input is not dataset accuracy.\n";
    return out;
}

} // namespace quantlens
