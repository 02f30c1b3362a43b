// HiSilicon's debugging notes judge a layer by its relative L2 norm next to the cosine: a norm that
// drifts while the cosine holds (a scale error, a Power or ReduceMean losing precision) shows only
// there. Toolchains whose preset asks for it get that table as evidence.
#include "triage/triage_rules.h"

#include <algorithm>
#include <cmath>

namespace quantlens::triage_rules {
namespace {
    const PairMetrics* metricsOf(const Analysis& a, std::size_t row)
    {
        const auto& results = a.rows[row].results;
        return !results.empty() && results[0].metrics ? &*results[0].metrics : nullptr;
    }

    TriageEvidence driftEvidence(const Analysis& a, std::size_t row, const PairMetrics& m)
    {
        return { "norm_drift", a.rows[row].tensor, m.relativeL2NormError,
            text("triage.norm_drift",
                { number(m.reference.l2Norm), number(m.candidate.l2Norm), number(m.relativeL2NormError),
                    number(m.cosine) }) };
    }
}

void addNormDriftEvidence(const Context& c, TriageResult& result)
{
    if (!c.options.preset.normDrift)
        return;
    const Analysis& a = c.analysis;
    std::vector<std::size_t> shown;
    for (const auto& name : result.culprits) {
        const int row = a.rowOf(name);
        if (row < 0 || shown.size() == 3)
            continue;
        if (const PairMetrics* m = metricsOf(a, static_cast<std::size_t>(row))) {
            result.evidence.push_back(driftEvidence(a, static_cast<std::size_t>(row), *m));
            shown.push_back(static_cast<std::size_t>(row));
        }
    }
    // The tensor whose norm drifts most, when it is not a culprit: the seed's A1Norm case.
    std::optional<std::size_t> largest;
    for (std::size_t row = 0; row < a.rows.size(); ++row) {
        const PairMetrics* m = metricsOf(a, row);
        if (!m || !std::isfinite(m->relativeL2NormError))
            continue;
        if (!largest || std::abs(m->relativeL2NormError) > std::abs(metricsOf(a, *largest)->relativeL2NormError))
            largest = row;
    }
    if (largest && std::find(shown.begin(), shown.end(), *largest) == shown.end())
        result.evidence.push_back(
            { "norm_drift_largest", a.rows[*largest].tensor, metricsOf(a, *largest)->relativeL2NormError,
                text("triage.norm_drift_largest",
                    { number(metricsOf(a, *largest)->relativeL2NormError), number(metricsOf(a, *largest)->cosine) }) });
}

} // namespace quantlens::triage_rules
