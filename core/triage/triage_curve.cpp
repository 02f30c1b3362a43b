// The shape of the error curve and the ranges behind it: a fine output (matching artefacts,
// post-processing, nothing), ranges calibrated on wider data, one jump, outlier-heavy tensors, or
// gradual decay.
#include "analysis/analysis_runner.h"
#include "analysis/outlier_table.h"
#include "triage/culprit_ranking.h"
#include "triage/curve_shape.h"
#include "triage/triage_rules.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>

namespace quantlens::triage_rules {
namespace {
    double ownLoss(const TensorInspection& i) { return i.ownCos ? 1 - *i.ownCos : 0; }

    /// "uses x of its range: calibrated a … b, the data spans c … d" for a row with a range use.
    TriageEvidence rangeUseEvidence(const Context& c, std::size_t row)
    {
        const TensorInspection& i = c.inspections[row];
        return { "range_use", c.analysis.rows[row].tensor, i.rangeUse.value_or(0),
            text("triage.range_use",
                { number(i.rangeUse.value_or(0)), number(i.reprMin.value_or(0)), number(i.reprMax.value_or(0)),
                    number(i.refMin.value_or(0)), number(i.refMax.value_or(0)) }) };
    }

    /// The evidence of one ranked culprit: the number it was ranked by, and the other one.
    TriageEvidence rankEvidence(const Context& c, const RankedCulprit& culprit, std::size_t rank)
    {
        const std::string& tensor = c.analysis.rows[culprit.row].tensor;
        if (culprit.basis == CulpritBasis::MeasuredGain) {
            const auto& m = c.analysis.rows[culprit.row].measured;
            return { "measured_gain", tensor, culprit.score,
                text("triage.culprit_measured",
                    { number(m && m->cos16 ? *m->cos16 : 0), number(culprit.score), std::to_string(rank),
                        number(culprit.ownLoss.value_or(0)) }) };
        }
        if (culprit.basis == CulpritBasis::OwnLoss)
            return { "own_loss", tensor, culprit.score,
                text("triage.culprit_own_loss",
                    { number(culprit.score), std::to_string(rank), number(culprit.lastingDrop.value_or(0)) }) };
        return { "lasting_drop", tensor, culprit.score,
            text("triage.culprit_lasting_drop", { number(culprit.score), std::to_string(rank) }) };
    }
}

bool checkCalibration(const Context& c, TriageResult& result)
{
    const TriageLimits& limits = c.options.preset.limits;
    std::vector<std::pair<double, std::size_t>> unused;
    std::size_t withRange = 0;
    for (std::size_t r = 0; r < c.inspections.size(); ++r) {
        const auto& use = c.inspections[r].rangeUse;
        if (!use || c.analysis.rows[r].opType == "Input")
            continue;
        ++withRange;
        if (*use < limits.calibrationRangeUseBelow)
            unused.push_back({ *use, r });
    }
    if (unused.size() < limits.calibrationMinTensors
        || static_cast<double>(unused.size()) < limits.calibrationMinShare * static_cast<double>(withRange))
        return false;
    std::sort(unused.begin(), unused.end());
    result.category = TriageCategory::Calibration;
    addFinalEvidence(c, result);
    result.evidence.push_back({ "range_use_count", "", static_cast<double>(unused.size()),
        text("triage.calibration_count",
            { std::to_string(unused.size()), std::to_string(withRange), number(limits.calibrationRangeUseBelow) }) });
    for (const auto& [use, r] : unused) {
        result.culprits.push_back(c.analysis.rows[r].tensor);
        if (result.evidence.size() < 2 + c.options.maxCulprits)
            result.evidence.push_back(rangeUseEvidence(c, r));
    }
    return true;
}

namespace {
    /// The row carrying at least `share` of the positive sum of `value` over all rows, if one does
    /// and its value is at least `atLeast`; with its share.
    std::optional<std::pair<std::size_t, double>> dominant(
        std::size_t count, const std::function<double(std::size_t)>& value, double share, double atLeast)
    {
        double total = 0;
        std::optional<std::size_t> top;
        for (std::size_t r = 0; r < count; ++r) {
            const double v = value(r);
            if (!(v > 0))
                continue;
            total += v;
            if (!top || v > value(*top))
                top = r;
        }
        if (!top || value(*top) < atLeast || value(*top) < share * total)
            return std::nullopt;
        return std::pair { *top, value(*top) / total };
    }
}

bool checkJump(const Context& c, TriageResult& result)
{
    const TriageLimits& limits = c.options.preset.limits;
    const std::size_t n = c.inspections.size();
    // One tensor whose own quantization loses more than all others together (a broken scale shows
    // here even when the error it causes grows further downstream) ...
    const auto byOwnLoss = dominant(
        n, [&](std::size_t r) { return ownLoss(c.inspections[r]); }, limits.jumpShare, limits.jumpAtLeast);
    // ... else one op whose lasting drop outweighs all others (weights, an op the simulator gets wrong).
    const auto byDrop = byOwnLoss
        ? std::nullopt
        : dominant(
            n,
            [&](std::size_t r) {
                // An op amplifying an error it inherits is not where the error entered (culprit_ranking.h).
                return inputCarriesError(c.analysis, c.analysis.rows[r], 0) ? 0.0 : c.persistent[r].value_or(0);
            },
            limits.jumpShare, limits.jumpAtLeast);
    const auto jump = byOwnLoss ? byOwnLoss : byDrop;
    if (!jump)
        return false;
    const std::size_t top = jump->first;
    const LayerRow& row = c.analysis.rows[top];
    const TensorInspection& i = c.inspections[top];
    result.category = TriageCategory::QuantizationJump;
    result.culprits.push_back(row.tensor);
    addFinalEvidence(c, result);
    const std::string share = number(jump->second * 100);
    if (byOwnLoss)
        result.evidence.push_back({ "own_loss", row.tensor, ownLoss(i),
            text("triage.jump_own_loss", { number(ownLoss(i)), number(i.ownSqnrDb.value_or(0)), share }) });
    else
        result.evidence.push_back({ "local_drop", row.tensor, *c.persistent[top],
            text("triage.jump", { row.opType, number(*c.persistent[top]), share }) });
    if (i.rangeUse)
        result.evidence.push_back(rangeUseEvidence(c, top));
    if (i.clipRatio && *i.clipRatio > c.options.rules.clipRatioAbove)
        result.evidence.push_back(
            { "clipping", row.tensor, *i.clipRatio, text("triage.clipping", { number(*i.clipRatio * 100) }) });
    // After the jump, the ranking every other part uses (plan, "Culprits to 16 bit").
    for (std::size_t k = 0; k < c.ranking.size() && result.culprits.size() < c.options.maxCulprits; ++k)
        if (c.ranking[k].row != top) {
            result.culprits.push_back(c.analysis.rows[c.ranking[k].row].tensor);
            result.evidence.push_back(rankEvidence(c, c.ranking[k], k + 1));
        }
    return true;
}

bool checkMeasuredJump(const Context& c, TriageResult& result)
{
    const Measurements& m = *c.analysis.measured;
    if (c.ranking.empty() || c.ranking.front().basis != CulpritBasis::MeasuredGain)
        return false;
    const RankedCulprit& top = c.ranking.front();
    const double gap = 1 - m.baselineCos;
    const double share = gap > 0 ? top.score / gap : 0;
    // One tensor that alone wins back most of what quantization lost.
    if (!(share >= c.options.preset.limits.jumpShare) || top.score < c.options.preset.limits.jumpAtLeast)
        return false;
    const LayerRow& row = c.analysis.rows[top.row];
    const auto& quant = row.quant;
    const bool flagged = quant && exceedsU8Range(*quant, c.options.rules);
    result.category = flagged ? TriageCategory::Outliers : TriageCategory::QuantizationJump;
    result.culprits.push_back(row.tensor);
    addFinalEvidence(c, result);
    result.evidence.push_back({ "measured_jump", row.tensor, top.score,
        text("triage.jump_measured",
            { number(m.baselineCos), number(m.baselineCos + top.score), number(share * 100) }) });
    if (c.inspections[top.row].rangeUse)
        result.evidence.push_back(rangeUseEvidence(c, top.row));
    for (std::size_t k = 1; k < c.ranking.size() && result.culprits.size() < c.options.maxCulprits; ++k) {
        result.culprits.push_back(c.analysis.rows[c.ranking[k].row].tensor);
        result.evidence.push_back(rankEvidence(c, c.ranking[k], k + 1));
    }
    return true;
}

void addMeasurementEvidence(const Context& c, TriageResult& result)
{
    const Analysis& a = c.analysis;
    if (!a.measured) {
        if (a.measurementProblem)
            result.evidence.push_back(
                { "not_measured", "", 0, text("triage.not_measured", { a.measurementProblem->renderedMessage() }) });
        else
            result.evidence.push_back({ "not_measured", "", 0, text("triage.not_measured_hint") });
        return;
    }
    const Measurements& m = *a.measured;
    if (m.weightsOnlyCos && m.activationsOnlyCos)
        result.evidence.push_back({ "weights_only", "", *m.weightsOnlyCos,
            text("triage.weights_attribution",
                { number(*m.weightsOnlyCos), number(*m.activationsOnlyCos), number(m.baselineCos) }) });
}

bool checkOutliers(const Context& c, TriageResult& result)
{
    const TriageLimits& limits = c.options.preset.limits;
    std::map<std::size_t, const OutlierRow*> outliers;
    const auto table = outlierTable(c.analysis, OutlierOptions {});
    for (const auto& o : table)
        outliers[o.row] = &o;
    // The top of the one ranking: are the tensors losing most outlier-heavy?
    std::vector<std::size_t> byOwnLoss;
    for (const RankedCulprit& culprit : c.ranking)
        if (culprit.basis == CulpritBasis::OwnLoss && byOwnLoss.size() < limits.outlierTop)
            byOwnLoss.push_back(culprit.row);
    std::vector<std::size_t> heavy;
    for (const std::size_t r : byOwnLoss) {
        const auto& quant = c.analysis.rows[r].quant;
        const auto it = outliers.find(r);
        if (quant && exceedsU8Range(*quant, c.options.rules) && it != outliers.end()
            && it->second->shareAtLeast[0] >= limits.outlierChannelShare)
            heavy.push_back(r);
    }
    if (byOwnLoss.empty()
        || static_cast<double>(heavy.size()) < limits.outlierShare * static_cast<double>(byOwnLoss.size()))
        return false;
    result.category = TriageCategory::Outliers;
    addFinalEvidence(c, result);
    result.evidence.push_back({ "outlier_count", "", static_cast<double>(heavy.size()),
        text("triage.outlier_count", { std::to_string(heavy.size()), std::to_string(byOwnLoss.size()) }) });
    for (const std::size_t r : heavy) {
        const OutlierRow& o = *outliers[r];
        const LayerRow& row = c.analysis.rows[r];
        result.culprits.push_back(row.tensor);
        result.evidence.push_back({ "outlier_level", row.tensor, o.shareAtLeast[0],
            text("triage.outlier_tensor",
                { number(o.shareAtLeast[0] * 100), number(o.maxLevel.value_or(0)),
                    number(ownLoss(c.inspections[r])) }) });
    }
    return true;
}

void concludeGradual(const Context& c, TriageResult& result)
{
    const Analysis& a = c.analysis;
    result.category = TriageCategory::Gradual;
    addFinalEvidence(c, result);
    // Counted with the vendor's thresholds, not the ones the analysis was summarised with.
    const AnalysisSummary s = summarize(a, 0, c.options.preset.thresholds);
    if (s.firstFail)
        result.evidence.push_back({ "first_fail", a.rows[*s.firstFail].tensor, c.cosOf(*s.firstFail),
            text("triage.first_fail",
                { number(c.cosOf(*s.firstFail)), std::to_string(s.failCount), std::to_string(s.comparedCount) }) });
    for (std::size_t k = 0; k < c.ranking.size() && result.culprits.size() < c.options.maxCulprits; ++k) {
        result.culprits.push_back(a.rows[c.ranking[k].row].tensor);
        result.evidence.push_back(rankEvidence(c, c.ranking[k], k + 1));
    }
}

} // namespace quantlens::triage_rules
