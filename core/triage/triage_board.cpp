// Which stage: with a board (or second simulator) run loaded next to the simulator, the first
// tensor in execution order where the two part is where the board goes its own way.
#include "triage/run_values.h"
#include "triage/triage_rules.h"

#include <cmath>

namespace quantlens::triage_rules {
namespace {
    /// Cosine of two runs' values of one row, streamed; nullopt when they cannot be read together.
    std::optional<double> runCosine(const Analysis& a, const LayerRow& row, std::size_t runA, std::size_t runB)
    {
        double ab = 0, aa = 0, bb = 0;
        const bool read = streamRunPair(a, row, runA, runB, [&](const double* x, const double* y, std::size_t n) {
            for (std::size_t i = 0; i < n; ++i)
                if (std::isfinite(x[i]) && std::isfinite(y[i])) {
                    ab += x[i] * y[i];
                    aa += x[i] * x[i];
                    bb += y[i] * y[i];
                }
        });
        if (!read)
            return std::nullopt;
        if (aa == 0 && bb == 0)
            return 1.0;
        if (aa == 0 || bb == 0)
            return 0.0;
        return ab / (std::sqrt(aa) * std::sqrt(bb));
    }
}

bool checkBoard(const Context& c, TriageResult& result)
{
    const Analysis& a = c.analysis;
    bool found = false;
    for (std::size_t run = 1; run < a.candidates.size(); ++run) {
        for (const LayerRow& row : a.rows) { // rows are in execution order
            if (!row.results[0].compared() || !row.results[run].compared())
                continue;
            const auto cos = runCosine(a, row, 0, run);
            if (!cos || *cos >= c.options.preset.boardCosBelow)
                continue;
            found = true;
            result.culprits.push_back(row.tensor);
            result.evidence.push_back({ "board_parting", row.tensor, *cos,
                text("triage.board_parting",
                    { a.candidates[run].label, a.candidates[0].label, number(*cos), row.opType }) });
            const auto& board = row.results[run].metrics;
            const auto& sim = row.results[0].metrics;
            result.evidence.push_back({ "board_vs_reference", row.tensor, board->cosine,
                text("triage.board_vs_reference",
                    { a.candidates[run].label, number(board->cosine), a.candidates[0].label, number(sim->cosine) }) });
            break;
        }
    }
    if (found)
        result.category = TriageCategory::Board;
    return found;
}

} // namespace quantlens::triage_rules
