#include "precision/plan_suggestion.h"

#include "model/conv_neighbours.h"
#include "precision/plan_cost.h"
#include "triage/culprit_ranking.h"
#include "util/number_text.h"

#include <algorithm>

namespace quantlens {
namespace {
    constexpr std::size_t kDefaultMaxTensors = 20;

    /// Why a ranked tensor is in the plan: the number the one ranking went by, and what else the
    /// inspection flags.
    Text reasonFor(std::size_t rank, const RankedCulprit& c, const TensorInspection& t)
    {
        if (c.basis == CulpritBasis::LastingDrop)
            return text("plan.reason_lasting_drop", { std::to_string(rank), formatSignificant(c.score) });
        std::string evidence;
        for (const auto& flag : t.flags)
            evidence += (evidence.empty() ? "" : ", ") + flag;
        if (t.localDrop && *t.localDrop > 0)
            evidence += (evidence.empty() ? "" : ", ") + std::string("local-drop=") + formatSignificant(*t.localDrop);
        std::vector<std::string> args { std::to_string(rank), formatSignificant(c.score),
            formatSignificant(t.ownSqnrDb.value_or(0)) };
        if (evidence.empty())
            return text("plan.reason_own_loss", args);
        args.push_back(evidence);
        return text("plan.reason_own_loss_evidence", args);
    }

    /// For a convolution input standing in for the ranked tensor under SigmaStar's rule.
    Text standInReason(const std::string& tensor, std::size_t rank, const RankedCulprit& c, const TensorInspection& t)
    {
        if (c.basis == CulpritBasis::LastingDrop)
            return text(
                "plan.reason_conv_input_for_drop", { tensor, std::to_string(rank), formatSignificant(c.score) });
        return text("plan.reason_conv_input_for",
            { tensor, std::to_string(rank), formatSignificant(c.score), formatSignificant(t.ownSqnrDb.value_or(0)) });
    }

    /// The tensors that carry a choice for `tensor` under the toolchain's rule.
    std::vector<std::string> carriersOf(
        const std::string& tensor, const PlanContext& context, const ConsumerMap& consumers, const SixteenBitRule& rule)
    {
        const PlanTensor* t = context.find(tensor);
        if (!t || rule.allows(*t) || !context.graph)
            return { tensor };
        std::vector<const Node*> convs = convolutionsAfter(consumers, tensor);
        // A convolution's own output becomes 16 bit where the next convolution reads it; anything
        // else moves the convolutions on both sides.
        const Node* producer = context.graph->producer(tensor);
        if (!producer || !isConvolution(*producer))
            for (const Node* n : convolutionsBefore(*context.graph, tensor))
                convs.push_back(n);
        std::vector<std::string> carriers;
        for (const Node* n : convs)
            if (!n->inputs.empty() && context.find(n->inputs.front()))
                carriers.push_back(n->inputs.front());
        return carriers;
    }
}

std::vector<std::string> sixteenBitCarriers(
    const std::string& tensor, const PlanContext& context, const SixteenBitRule& rule)
{
    const ConsumerMap consumers = context.graph ? consumersOf(*context.graph) : ConsumerMap {};
    return carriersOf(tensor, context, consumers, rule);
}

PrecisionPlan suggestPlan(const PrecisionPlan& base, const Analysis& analysis,
    const std::vector<TensorInspection>& inspections, const PlanContext& context, const SuggestionOptions& options)
{
    PrecisionPlan plan = base;
    std::erase_if(plan.tensors, [](const auto& e) { return e.second.source == PlanSource::Suggested; });
    const std::size_t maxTensors = options.maxTensors.value_or(options.maxCostShare ? SIZE_MAX : kDefaultMaxTensors);
    const ConsumerMap consumers = context.graph ? consumersOf(*context.graph) : ConsumerMap {};
    // The cost grows by each added tensor's own share: one pass over the plan, then sums.
    const PlanCost start = planCost(plan, context);
    std::size_t wide = start.wideTensors;
    double macs = start.macShare * context.totalMacs, elements = start.activationShare * context.totalElements;
    auto shareOf = [&](double m, double e) {
        return std::max(context.totalMacs > 0 ? m / context.totalMacs : 0,
            context.totalElements > 0 ? e / context.totalElements : 0);
    };
    const auto ranking = rankCulprits(analysis, inspections);
    // A budget is a ceiling, not something to fill: tensors far down the ranking win nothing back.
    const double minimumScore = ranking.empty() ? 0 : options.minimumShareOfTop * ranking.front().score;
    std::size_t rank = 0;
    for (const RankedCulprit& c : ranking) {
        ++rank;
        if (c.score < minimumScore)
            break;
        const LayerRow& row = analysis.rows[c.row];
        // Measured, every tensor the rule allows has its own gain in the ranking: a stand-in for one it
        // does not allow would be a guess (on det, SigmaStar's convolution inputs standing in for the
        // measured culprits took the output from cos 0.9723 to 0.9678).
        if (c.basis == CulpritBasis::MeasuredGain)
            if (const PlanTensor* t = context.find(row.tensor); t && !options.rule.allows(*t))
                continue;
        std::vector<const PlanTensor*> added;
        for (const auto& carrier : carriersOf(row.tensor, context, consumers, options.rule)) {
            const PlanTensor* t = context.find(carrier);
            if (t && !isWide(plan.precisionOf(carrier, t->opType))
                && std::find(added.begin(), added.end(), t) == added.end())
                added.push_back(t);
        }
        double addMacs = 0, addElements = 0;
        for (const PlanTensor* t : added) {
            addMacs += t->macsReading;
            addElements += t->elements;
        }
        // A SigmaStar pair may not fit where a later single tensor still does: skip, do not stop.
        if (added.empty() || wide + added.size() > maxTensors
            || (options.maxCostShare && shareOf(macs + addMacs, elements + addElements) > *options.maxCostShare))
            continue;
        for (const PlanTensor* t : added) {
            PlanEntry entry { options.rule.type, PlanSource::Suggested, reasonFor(rank, c, inspections[c.row]) };
            if (t->name != row.tensor)
                entry.reason = standInReason(row.tensor, rank, c, inspections[c.row]);
            plan.tensors[t->name] = std::move(entry);
        }
        wide += added.size();
        macs += addMacs;
        elements += addElements;
        if (wide >= maxTensors)
            break;
    }
    return plan;
}

} // namespace quantlens
