// What the user should know about how tensors were paired: tensor-map lines that found nothing,
// and every pair made by structure rather than by name.
#include "analysis/input_checks.h"

#include "util/number_text.h"
#include "util/warning_list.h"

#include <algorithm>

namespace quantlens {

void checkTensorMap(const TensorMap& map, const std::string& mapPath, const Graph& graph, const DumpSet& candidate,
    const std::string& label, std::vector<Problem>& warnings)
{
    // Counted after 20 of each kind: a map of a million wrong lines is one summary, not a million.
    WarningList list;
    for (const auto& [floatName, entry] : map) {
        if (!graph.value(floatName))
            list.add(Problem::make(
                mapPath, text("where.tensor", { floatName }), text("match.map_float_missing", { floatName })));
        else if (!candidate.contains(entry))
            list.add(Problem::make(mapPath, text("where.tensor", { floatName }),
                text("match.map_entry_missing", { entry, floatName, label })));
    }
    for (auto& w : list.take())
        warnings.push_back(std::move(w));
}

void reportStructuralMatches(
    const MatchResult& match, const DumpSet& candidate, const std::string& label, std::vector<Finding>& findings)
{
    std::vector<const TensorPair*> structural;
    for (const auto& pair : match.pairs)
        if (pair.candidateRule == MatchRule::Structure)
            structural.push_back(&pair);
    if (structural.empty())
        return;
    // Least sure first: those are the ones to check.
    std::stable_sort(structural.begin(), structural.end(),
        [](const TensorPair* a, const TensorPair* b) { return a->confidence < b->confidence; });
    Finding finding;
    finding.severity = Finding::Severity::Warning;
    finding.problem = Problem::make(candidate.path(), {},
        text("match.structure_summary",
            { std::to_string(structural.size()), label, formatSignificant(structural.front()->confidence, 2) }));
    for (const TensorPair* pair : structural)
        finding.details.push_back(text(
            "match.structure_pair", { pair->floatName, pair->candidateEntry, formatSignificant(pair->confidence, 2) })
                                      .english());
    findings.push_back(std::move(finding));
}

} // namespace quantlens
