#include "report/verification_report.h"

#include "report/markdown_cells.h"
#include "util/json_text.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace quantlens {
namespace {
    constexpr PlanCheck kOrder[] = { PlanCheck::NotApplied, PlanCheck::Unknown, PlanCheck::Fused, PlanCheck::Applied };

    std::string renderJson(const PlanVerification& v, const std::string& planFile)
    {
        nlohmann::ordered_json doc;
        doc["format"] = "quantlens-verify";
        doc["version"] = 1;
        doc["plan"] = planFile;
        doc["build"] = v.build;
        doc["build_kind"] = v.kind;
        for (PlanCheck state : { PlanCheck::Applied, PlanCheck::NotApplied, PlanCheck::Fused, PlanCheck::Unknown }) {
            nlohmann::ordered_json items = nlohmann::ordered_json::array();
            for (const auto& e : v.entries)
                if (e.state == state) {
                    nlohmann::ordered_json item { { "tensor", e.tensor }, { "planned", precisionKey(e.planned) },
                        { "found", e.found } };
                    if (!e.neighbour.empty())
                        item["neighbour"] = e.neighbour;
                    items.push_back(std::move(item));
                }
            doc[planCheckKey(state)] = std::move(items);
        }
        return jsonText(doc, 2) + "\n";
    }

    std::string meaning(const PlanCheckEntry& e)
    {
        switch (e.state) {
        case PlanCheck::Applied: return "applied";
        case PlanCheck::NotApplied:
            return e.neighbour.empty()
                ? "**not applied**"
                : "**not applied**: merged into `" + markdownCell(e.neighbour) + "`, which runs at 8 bit";
        case PlanCheck::Fused: return "fused into `" + markdownCell(e.neighbour) + "`, which runs as planned";
        case PlanCheck::Unknown: break;
        }
        return e.neighbour.empty() && e.found.empty() ? "unknown: the build has no tensor of this name"
                                                      : "unknown: the build does not say its type";
    }

    std::string renderMarkdown(const PlanVerification& v, const std::string& planFile)
    {
        std::string out = "# Did the build apply the plan?\n\n";
        out += "- Plan: `" + planFile + "`\n- Build: `" + v.build + "` (" + v.kind + ")\n\n";
        out += std::to_string(v.count(PlanCheck::Applied)) + " applied, " + std::to_string(v.count(PlanCheck::Fused))
            + " fused into a neighbour that runs as planned, " + std::to_string(v.count(PlanCheck::NotApplied))
            + " not applied, " + std::to_string(v.count(PlanCheck::Unknown)) + " unknown, of "
            + std::to_string(v.entries.size()) + " planned tensors.\n\n";
        out += "| tensor | planned | the build has | |\n|---|---|---|---|\n";
        for (PlanCheck state : kOrder)
            for (const auto& e : v.entries)
                if (e.state == state)
                    out += "| `" + markdownCell(e.tensor) + "` | " + precisionKey(e.planned) + " | "
                        + (e.found.empty() ? std::string("–") : markdownCell(e.found)) + " | " + meaning(e) + " |\n";
        return out;
    }
}

std::string renderVerification(const PlanVerification& v, const std::string& planFile, ReportFormat format)
{
    return format == ReportFormat::Json ? renderJson(v, planFile) : renderMarkdown(v, planFile);
}

} // namespace quantlens
