// The vendors' "input layer first" as an input check: runs given different inputs make every
// comparison after the input meaningless, so every command and the window say so before any number
// is read (the triage then tells which preprocessing step differs, or that it is another input).
#include "analysis/input_agreement.h"
#include "analysis/input_checks.h"
#include "util/number_text.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace quantlens {

namespace {
    /// ‖f − q‖ / ‖f‖ over the compared positions; 0 when both are all zero (the same input), not 0/0.
    double relativeDifference(const PairMetrics& m)
    {
        const double difference = m.rmse * std::sqrt(static_cast<double>(m.comparedCount));
        if (difference == 0)
            return 0;
        return m.reference.l2Norm > 0 ? difference / m.reference.l2Norm : std::numeric_limits<double>::infinity();
    }

    /// The candidate's input is as far from the reference as quantizing the reference with the
    /// quantized model's own input encoding puts it: the same input, not another one.
    bool explainedByItsQuantization(double candidateCos, double ownCos)
    {
        return std::isfinite(ownCos) && candidateCos >= ownCos - std::max(1e-3, 0.1 * (1 - ownCos));
    }
}

void checkSameInput(const Analysis& analysis, std::vector<Finding>& findings)
{
    const InputAgreement agreement;
    for (std::size_t c = 0; c < analysis.candidates.size(); ++c) {
        if (analysis.candidates[c].imported)
            continue; // a vendor's table has no input values
        for (const LayerRow& row : analysis.rows) {
            const bool graphInput
                = analysis.floatGraph && analysis.floatGraph->producer(row.tensor) == nullptr && row.opType == "Input";
            const auto& m = row.results[c].metrics;
            if (!graphInput || !m || std::isnan(m->cosine))
                continue;
            const double relativeError = relativeDifference(*m);
            if (agreement.agrees(m->cosine, relativeError))
                continue;
            if (const TensorStats* stats = row.referenceStats();
                stats && stats->ownLoss && explainedByItsQuantization(m->cosine, stats->ownLoss->cosine)) {
                // The same input, quantized: the quantized run's dump of a graph input is after its
                // QuantizeLinear, and an input beyond the calibrated range is clipped there.
                findings.push_back({ Finding::Severity::Warning,
                    Problem::make(analysis.candidates[c].path, text("where.tensor", { row.tensor }),
                        text("check.input_outside_range",
                            { analysis.candidates[c].label, formatSignificant(m->cosine, 4),
                                formatSignificant(stats->ownLoss->cosine, 4), std::to_string(stats->clippedCount),
                                std::to_string(stats->referenceFiniteCount) })),
                    {} });
                continue;
            }
            findings.push_back({ Finding::Severity::Warning,
                Problem::make(analysis.candidates[c].path, text("where.tensor", { row.tensor }),
                    text("check.inputs_differ",
                        { analysis.candidates[c].label, analysis.reference.label, formatSignificant(m->cosine, 4),
                            formatSignificant(relativeError, 3) })),
                {} });
        }
    }
}

} // namespace quantlens
