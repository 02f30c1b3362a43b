// The vendors' "input layer first" as an input check: runs given different inputs make every
// comparison after the input meaningless, so every command and the window say so before any number
// is read (the triage then tells which preprocessing step differs, or that it is another input).
#include "analysis/input_checks.h"
#include "triage/input_hypotheses.h"
#include "util/number_text.h"

#include <cmath>

namespace quantlens {

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
            // ‖f − q‖ / ‖f‖, from the SQNR the pass computed.
            const double relativeError = std::pow(10.0, -m->sqnrDb / 20);
            if (agreement.agrees(m->cosine, relativeError))
                continue;
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
