// Which stage: with a board (or second simulator) run loaded next to the simulator, the first
// tensor in execution order where the two part is where the board goes its own way.
#include "metrics/metrics_engine.h"
#include "triage/run_values.h"
#include "triage/triage_rules.h"

#include <cmath>

namespace quantlens::triage_rules {

bool checkBoard(const Context& c, TriageResult& result)
{
    const Analysis& a = c.analysis;
    bool found = false;
    for (std::size_t run = 1; run < a.candidates.size(); ++run) {
        if (a.candidates[run].imported)
            continue; // the vendor's numbers: no values to compare tensor by tensor
        // One streaming pass of the metrics engine over every tensor both runs compared.
        std::vector<MetricsJob> jobs;
        std::vector<std::size_t> rows;
        for (std::size_t r = 0; r < a.rows.size(); ++r)
            if (auto job = runPairJob(a, a.rows[r], 0, run)) {
                jobs.push_back(std::move(*job));
                rows.push_back(r);
            }
        const MetricsRun pass = MetricsEngine::compute(jobs, MetricsEngine::Options {});
        for (std::size_t j = 0; j < rows.size(); ++j) { // rows are in execution order
            const LayerRow& row = a.rows[rows[j]];
            const auto& between = pass.results[j];
            if (!between || std::isnan(between.value().cosine)
                || between.value().cosine >= c.options.preset.boardCosBelow)
                continue;
            const double cos = between.value().cosine;
            found = true;
            result.culprits.push_back(row.tensor);
            result.evidence.push_back({ "board_parting", row.tensor, cos,
                text("triage.board_parting",
                    { a.candidates[run].label, a.candidates[0].label, number(cos), row.opType }) });
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
