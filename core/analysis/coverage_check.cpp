#include "analysis/input_checks.h"

namespace quantlens {
namespace {
    // Below this share of the model's tensors a comparison says little about the model.
    constexpr double kLowShare = 0.5;

    /// The most likely reason nothing was compared for candidate `c`.
    Text likelyCause(const Analysis& a, std::size_t c, std::size_t candidateEntries, std::size_t referenceEntries)
    {
        std::size_t referenceFound = 0, candidateFound = 0, modelShapes = 0, pairShapes = 0;
        for (const auto& row : a.rows) {
            const CandidateResult& r = row.results[c];
            referenceFound += r.match.referenceEntry.empty() ? 0 : 1;
            candidateFound += r.match.candidateEntry.empty() ? 0 : 1;
            modelShapes += r.match.problem.code == "match.dump_vs_model" ? 1 : 0;
            pairShapes += r.match.problem.code == "match.shape_mismatch" ? 1 : 0;
        }
        if (referenceFound == 0)
            return text("check.none_compared.reference_names", { std::to_string(referenceEntries) });
        if (candidateFound == 0)
            return text(
                "check.none_compared.candidate_names", { std::to_string(candidateEntries), a.candidates[c].label });
        if (modelShapes > 0 && modelShapes >= pairShapes)
            return text("check.none_compared.model_shapes");
        if (pairShapes > 0)
            return text("check.none_compared.pair_shapes");
        return text("check.none_compared.unreadable");
    }
}

void checkCoverage(const Analysis& a, const std::vector<std::size_t>& candidateEntryCounts,
    std::size_t referenceEntryCount, std::vector<Finding>& findings)
{
    const std::size_t tensors = a.rows.size();
    for (std::size_t c = 0; c < a.candidates.size(); ++c) {
        std::size_t compared = 0;
        for (const auto& row : a.rows)
            compared += row.results[c].compared() ? 1 : 0;
        const std::string& path = a.candidates[c].path;
        if (compared == 0 && tensors > 0) {
            const Text cause = likelyCause(a, c, candidateEntryCounts[c], referenceEntryCount);
            // The file named is the one at fault: the reference dump when none of its names fit.
            const std::string& culprit = cause.code == "check.none_compared.reference_names" ? a.reference.path : path;
            findings.push_back({ Finding::Severity::Error, Problem::make(culprit, {}, cause), {} });
        } else if (static_cast<double>(compared) < kLowShare * static_cast<double>(tensors)) {
            const auto percent
                = static_cast<long>(100.0 * static_cast<double>(compared) / static_cast<double>(tensors));
            findings.push_back({ Finding::Severity::Warning,
                Problem::make(path, {},
                    text("check.low_share",
                        { std::to_string(compared), std::to_string(tensors), a.candidates[c].label,
                            std::to_string(percent) })),
                {} });
        }
    }
}

} // namespace quantlens
