#pragma once
#include "analysis/inspection.h"
#include "precision/plan_context.h"
#include "precision/precision_plan.h"
#include "precision/sixteen_bit_rule.h"

#include <cstddef>
#include <optional>

namespace quantlens {

struct SuggestionOptions {
    std::optional<std::size_t> maxTensors; ///< at most this many wide tensors in the plan
    std::optional<double> maxCostShare; ///< PlanCost::share() at most this (0.1 = 10 %)
    SixteenBitRule rule; ///< the toolchain's 16-bit type and which tensors can carry it
    /// The least benefit worth a 16-bit tensor: a score (own loss) at least this share of the top
    /// culprit's. Below it a tensor is left out even when the budget has room.
    double minimumShareOfTop = 0.1;
};

/// The tensors that carry a 16-bit choice for `tensor` under `rule`: the tensor itself when it may be
/// 16 bit, else the inputs of the convolutions around it (the inspector's advice, applied).
std::vector<std::string> sixteenBitCarriers(
    const std::string& tensor, const PlanContext& context, const SixteenBitRule& rule);

/// The greedy suggestion: `base` (the user's own choices stay; earlier suggestions are dropped)
/// plus the tensors of the one culprit ranking (rankCulprits(): the triage's culprits, by own
/// quantization loss when known), as long as the budget allows. Own loss is what measurably helped in
/// the closed loop (README): on rec 20 such tensors bring the output to the threshold; on det,
/// ranking by the largest local drop, scale or own SQNR gained nothing. The other evidence (u8
/// range, local drop) is written into each reason. Without a budget, 20 tensors.
PrecisionPlan suggestPlan(const PrecisionPlan& base, const Analysis& analysis,
    const std::vector<TensorInspection>& inspections, const PlanContext& context, const SuggestionOptions& options);

} // namespace quantlens
