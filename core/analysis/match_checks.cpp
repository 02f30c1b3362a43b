// What the user should know about how tensors were paired: tensor-map lines that found nothing,
// and every pair made by structure rather than by name.
#include "analysis/input_checks.h"

#include "util/number_text.h"

#include <algorithm>

namespace quantlens {

void checkTensorMap(const TensorMap& map, const std::string& mapPath, const DumpSet& candidate,
    const std::string& label, std::vector<Problem>& warnings)
{
    for (const auto& [floatName, entry] : map)
        if (!candidate.contains(entry))
            warnings.push_back(Problem::make(mapPath, text("where.tensor", { floatName }),
                text("match.map_entry_missing", { entry, floatName, label })));
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
