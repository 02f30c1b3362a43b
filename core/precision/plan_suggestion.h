#pragma once
#include "analysis/inspection.h"
#include "precision/plan_context.h"
#include "precision/precision_plan.h"

#include <cstddef>
#include <optional>

namespace quantlens {

/// Whose rules the suggestion follows.
enum class PlanVendor {
    Any, ///< any activation can be 16 bit (Pulsar2 layer_configs, ONNX Runtime lists)
    SigmaStar ///< INT16 only on convolution inputs: other tensors move their neighbouring convs
};
const char* planVendorKey(PlanVendor v); ///< "any", "sigmastar"
std::optional<PlanVendor> planVendorFromKey(const std::string& key);

struct SuggestionOptions {
    std::optional<std::size_t> maxTensors; ///< at most this many wide tensors in the plan
    std::optional<double> maxCostShare; ///< PlanCost::share() at most this (0.1 = 10 %)
    PlanVendor vendor = PlanVendor::Any;
    Precision precision = Precision::U16;
    /// The least benefit worth a 16-bit tensor: a score (own loss) at least this share of the top
    /// culprit's. Below it a tensor is left out even when the budget has room.
    double minimumShareOfTop = 0.1;
};

/// The tensors that carry a 16-bit choice for `tensor` under the vendor's rules: the tensor itself,
/// or for SigmaStar the inputs of the convolutions around it (the inspector's advice, applied).
std::vector<std::string> sixteenBitCarriers(const std::string& tensor, const PlanContext& context, PlanVendor vendor);

/// The greedy suggestion: `base` (the user's own choices stay; earlier suggestions are dropped)
/// plus the tensors of the one culprit ranking (rankCulprits(): the triage's culprits, by own
/// quantization loss when known), as long as the budget allows. Own loss is what measurably helped in
/// the closed loop (README): on rec 20 such tensors bring the output to the threshold; on det,
/// ranking by the largest local drop, scale or own SQNR gained nothing. The other evidence (u8
/// range, local drop) is written into each reason. Without a budget, 20 tensors.
PrecisionPlan suggestPlan(const PrecisionPlan& base, const Analysis& analysis,
    const std::vector<TensorInspection>& inspections, const PlanContext& context, const SuggestionOptions& options);

} // namespace quantlens
