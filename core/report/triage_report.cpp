#include "report/triage_report.h"
#include "report/report_json_document.h"
#include "util/json_text.h"

#include "report/markdown_cells.h"
#include "util/number_text.h"

#include <nlohmann/json.hpp>

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

std::string renderTriageMarkdown(const TriageResult& result, const Analysis& analysis)
{
    std::string out = "# QuantLens triage\n\n";
    out += "Reference: `" + analysis.reference.label + "`; runs:";
    for (const auto& run : analysis.candidates)
        out += " `" + run.label + "`";
    out += ".\n\n**" + rendered(triageCategoryText(result.category)) + "** (`" + triageCategoryName(result.category)
        + "`)\n\n";
    if (!result.culprits.empty()) {
        out += "Culprits, most likely first:";
        for (std::size_t i = 0; i < result.culprits.size(); ++i)
            out += std::string(i == 0 ? " " : ", ") + "`" + result.culprits[i] + "`";
        out += "\n\n";
    }
    out += "## Evidence\n\n| rule | tensor | value | finding |\n|---|---|---:|---|\n";
    for (const auto& e : result.evidence)
        out += "| " + e.rule + " | " + markdownCell(e.tensor) + " | " + formatSignificant(e.value, 4) + " | "
            + markdownCell(rendered(e.text)) + " |\n";
    out += "\n## Next steps\n\n";
    for (std::size_t i = 0; i < result.nextSteps.size(); ++i)
        out += std::to_string(i + 1) + ". " + rendered(result.nextSteps[i]) + "\n";
    out += "\nCosine similarity on one input is not dataset accuracy.\n";
    return out;
}

} // namespace quantlens
