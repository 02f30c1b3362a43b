// When the output passes. The NNIE SOP reads middle tensors far below a passing output as a
// matching artefact; that is a hypothesis to test, not a verdict. A dip inherited from its inputs,
// or one its own quantization (or this run's quantization step) explains, is a real loss the
// output only hides (a saturating softmax): the loss rules decide. A mismatch shows as an abrupt
// drop nothing explains, and needs evidence of one: a pair found by structure, shapes fitted by
// transposing or reshaping, a drop the next tensors do not inherit, or the candidate agreeing with
// a neighbour's float tensor (a fused or in-place op's). Everything agreeing concludes
// post-processing, as the vendors' procedures do.
#include "triage/run_values.h"
#include "triage/triage_rules.h"

#include <algorithm>
#include <cmath>

namespace quantlens::triage_rules {
namespace {
    /// Below this share of a dip's loss, its own quantization does not explain it.
    constexpr double kExplainedShare = 0.5;
    /// Consumers or a neighbour twin count as "back" when they recover this share of the loss.
    constexpr double kRecoveredShare = 0.5;
    constexpr double kStructureTrustedFrom = 0.9;

    /// What quantizing this tensor alone costs: its own fake quantization from the float dump, or
    /// the run's own step from its pre-quantization dump; the larger when both are known.
    std::optional<double> quantizationLoss(const Context& c, std::size_t r)
    {
        std::optional<double> loss;
        if (const auto& own = c.inspections[r].ownCos)
            loss = 1 - *own;
        if (const auto& step = c.analysis.rows[r].results[0].quantizationStep; step && !std::isnan(step->cosine))
            loss = std::max(loss.value_or(0), 1 - step->cosine);
        return loss;
    }

    /// The lowest cosine among the compared tensors the row's consumers produce; nullopt when none.
    std::optional<double> consumersCos(const Context& c, const LayerRow& row)
    {
        const Graph* g = c.analysis.floatGraph.get();
        const Value* v = g ? g->value(row.tensor) : nullptr;
        if (!v)
            return std::nullopt;
        std::optional<double> lowest;
        for (const int consumer : v->consumers)
            for (const auto& out : g->nodes()[static_cast<std::size_t>(consumer)].outputs)
                if (const int r = c.analysis.rowOf(out); r >= 0 && !std::isnan(c.cosOf(static_cast<std::size_t>(r))))
                    lowest = std::min(lowest.value_or(2), c.cosOf(static_cast<std::size_t>(r)));
        return lowest;
    }

    /// Rows next to this one whose float tensor a toolchain may have dumped under this name: the
    /// producer's inputs (a fused activation or normalisation) and the consumers' outputs (an
    /// in-place op writing over it).
    std::vector<std::size_t> neighbours(const Context& c, const LayerRow& row)
    {
        std::vector<std::size_t> rows;
        const Graph* g = c.analysis.floatGraph.get();
        if (!g)
            return rows;
        auto add = [&](const std::string& name) {
            if (const int r = c.analysis.rowOf(name); r >= 0 && name != row.tensor)
                rows.push_back(static_cast<std::size_t>(r));
        };
        if (const Node* producer = g->producer(row.tensor))
            for (const auto& in : producer->inputs)
                add(in);
        if (const Value* v = g->value(row.tensor))
            for (const int consumer : v->consumers)
                for (const auto& out : g->nodes()[static_cast<std::size_t>(consumer)].outputs)
                    add(out);
        return rows;
    }

    /// Evidence that the dip compares against the wrong twin; empty when there is none.
    std::vector<TriageEvidence> mismatchEvidence(const Context& c, std::size_t r, double cos)
    {
        std::vector<TriageEvidence> found;
        const LayerRow& row = c.analysis.rows[r];
        const TensorPair& pair = row.results[0].match;
        const double back = cos + kRecoveredShare * (1 - cos);
        if (pair.candidateRule == MatchRule::Structure && pair.confidence < kStructureTrustedFrom)
            found.push_back({ "mismatch_structure", row.tensor, pair.confidence,
                text("triage.mismatch_structure", { number(pair.confidence) }) });
        if (!pair.candidatePermutation.empty() || pair.reshaped)
            found.push_back({ "mismatch_shape", row.tensor, cos,
                text(pair.reshaped ? "triage.mismatch_reshaped" : "triage.mismatch_transposed") });
        if (const auto after = consumersCos(c, row); after && *after >= back)
            found.push_back(
                { "mismatch_recovered", row.tensor, *after, text("triage.mismatch_recovered", { number(*after) }) });
        for (const std::size_t n : neighbours(c, row)) {
            const auto twin = twinCosine(c.analysis, row, c.analysis.rows[n], 0);
            if (twin && *twin >= std::max(back, c.thresholds().cosWarnBelow)) {
                found.push_back({ "mismatch_twin", row.tensor, *twin,
                    text("triage.mismatch_twin",
                        { c.analysis.rows[n].tensor, c.analysis.rows[n].opType, number(*twin) }) });
                break;
            }
        }
        return found;
    }
}

bool checkWhenOutputPasses(const Context& c, TriageResult& result)
{
    const Analysis& a = c.analysis;
    if (!c.finalRow || classify(*a.rows[*c.finalRow].results[0].metrics, c.thresholds()) != Verdict::Pass)
        return false;
    addFinalEvidence(c, result);
    std::vector<std::pair<double, std::size_t>> dips;
    std::size_t failing = 0, warning = 0, compared = 0;
    std::optional<std::size_t> lowest;
    for (std::size_t r = 0; r < a.rows.size(); ++r) {
        const double cos = c.cosOf(r);
        if (std::isnan(cos) || !a.rows[r].isFloat)
            continue;
        ++compared;
        if (!lowest || cos < c.cosOf(*lowest))
            lowest = r;
        const Verdict verdict = classify(*a.rows[r].results[0].metrics, c.thresholds());
        failing += verdict == Verdict::Fail;
        warning += verdict == Verdict::Warn;
        if (!a.rows[r].isGraphOutput && cos < c.options.preset.limits.mismatchBelow)
            dips.push_back({ cos, r });
    }
    std::sort(dips.begin(), dips.end());

    // Each dip tested: a real loss (its quantization explains it), a mismatch (evidence of one), or
    // neither (left to the loss rules, which look at every tensor).
    std::vector<std::size_t> mismatched;
    std::vector<TriageEvidence> mismatchFacts;
    bool realLoss = false;
    for (const auto& [cos, r] : dips) {
        // The part of the drop this op adds; unknown (no compared input) counts as all of it.
        const double drop = 1 - cos;
        const double local = std::clamp(c.inspections[r].localDrop.value_or(drop), 0.0, drop);
        if (drop - local >= kExplainedShare * drop) {
            realLoss = true; // its inputs lost it already: the pairing agrees with its neighbours
            result.evidence.push_back({ "dip_inherited", a.rows[r].tensor, cos,
                text("triage.dip_inherited", { number(cos), number(local) }) });
            continue;
        }
        const auto loss = quantizationLoss(c, r);
        if (loss && *loss >= kExplainedShare * local) {
            realLoss = true;
            result.evidence.push_back({ "dip_explained", a.rows[r].tensor, cos,
                text("triage.dip_explained",
                    { number(cos), number(*loss), matchRuleName(a.rows[r].results[0].match.candidateRule) }) });
            continue;
        }
        auto facts = mismatchEvidence(c, r, cos);
        if (facts.empty())
            continue;
        mismatched.push_back(r);
        mismatchFacts.push_back({ "middle_dip", a.rows[r].tensor, cos, text("triage.middle_dip", { number(cos) }) });
        mismatchFacts.insert(mismatchFacts.end(), facts.begin(), facts.end());
    }
    if (!mismatched.empty() && !realLoss) {
        result.category = TriageCategory::LayerMismatch;
        for (const std::size_t r : mismatched)
            result.culprits.push_back(a.rows[r].tensor);
        result.evidence.insert(result.evidence.end(), mismatchFacts.begin(), mismatchFacts.end());
        return true;
    }
    if (failing == 0 && dips.empty()) {
        // The vendors' last step (Pulsar2 step 4, NNIE step 5): the model agrees, look outside it.
        result.category = TriageCategory::Postprocessing;
        if (lowest)
            result.evidence.push_back({ "all_agree", a.rows[*lowest].tensor, c.cosOf(*lowest),
                text("triage.all_agree",
                    { std::to_string(compared), std::to_string(warning), number(c.cosOf(*lowest)) }) });
        return true;
    }
    // The output passes but middle tensors lost accuracy for real: the loss rules decide.
    result.evidence.push_back({ "hidden_loss", "", static_cast<double>(failing + dips.size()),
        text("triage.hidden_loss", { std::to_string(std::max(failing, dips.size())) }) });
    result.evidence.insert(result.evidence.end(), mismatchFacts.begin(), mismatchFacts.end());
    return false;
}

} // namespace quantlens::triage_rules
