#include "triage/culprit_ranking.h"

#include "triage/curve_shape.h"

#include <algorithm>

namespace quantlens {

std::vector<RankedCulprit> rankCulprits(const Analysis& analysis, const std::vector<TensorInspection>& inspections,
    const std::vector<std::optional<double>>* lastingDrops)
{
    std::vector<std::optional<double>> computed;
    if (!lastingDrops && !analysis.candidates.empty()) {
        computed = persistentDrops(analysis, 0);
        lastingDrops = &computed;
    }
    const bool byGain = analysis.measured != nullptr;
    const bool byOwnLoss = std::any_of(
        inspections.begin(), inspections.end(), [](const TensorInspection& i) { return i.ownCos.has_value(); });
    std::vector<RankedCulprit> ranked;
    for (const TensorInspection& i : inspections) {
        const LayerRow& row = analysis.rows[i.row];
        if ((row.quant && row.quant->bits >= 16) || !row.isFloat)
            continue;
        RankedCulprit c;
        c.row = i.row;
        if (i.ownCos)
            c.ownLoss = 1 - *i.ownCos;
        if (lastingDrops && i.row < lastingDrops->size() && (*lastingDrops)[i.row])
            c.lastingDrop = std::max(0.0, *(*lastingDrops)[i.row]);
        if (row.measured)
            c.gain16 = row.measured->gain16;
        c.basis = byGain ? CulpritBasis::MeasuredGain : byOwnLoss ? CulpritBasis::OwnLoss : CulpritBasis::LastingDrop;
        c.score = (byGain ? c.gain16 : byOwnLoss ? c.ownLoss : c.lastingDrop).value_or(0);
        c.inheritsError = c.basis == CulpritBasis::LastingDrop && inputCarriesError(analysis, row, 0);
        if (c.score > 0)
            ranked.push_back(c);
    }
    // Ties (equal own loss) go to the larger lasting drop, then to execution order. Ranked by drops
    // alone, an op whose input already carries the error comes after every op where an error enters.
    std::stable_sort(ranked.begin(), ranked.end(), [](const RankedCulprit& a, const RankedCulprit& b) {
        if (a.inheritsError != b.inheritsError)
            return b.inheritsError;
        if (a.score != b.score)
            return a.score > b.score;
        return a.lastingDrop.value_or(0) > b.lastingDrop.value_or(0);
    });
    return ranked;
}

} // namespace quantlens
