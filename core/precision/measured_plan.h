#pragma once
#include "analysis/thresholds.h"
#include "precision/plan_context.h"
#include "precision/plan_cost.h"
#include "precision/plan_suggestion.h"
#include "simulation/plan_search.h"

namespace quantlens {

/// The targets a search can aim at, the same in the CLI and the dialog: below 0.5 the outputs have
/// little to do with the float model's, and a cosine never exceeds 1.
constexpr double kLowestTargetCos = 0.5;
constexpr bool isSearchableTargetCos(double cos) { return cos >= kLowestTargetCos && cos <= 1; }

struct MeasuredPlanOptions {
    double targetCos = Thresholds {}.cosWarnBelow; ///< every input's worst output cosine
    std::optional<sim::TaskTarget> task; ///< the task's score as well (sim::SearchOptions::task)
    std::optional<std::size_t> maxTensors;
    std::optional<double> maxCostShare; ///< PlanCost::share() ceiling (0.1 = 10 %)
    SixteenBitRule rule; ///< the toolchain's 16-bit type and which tensors can carry it
    /// The last this many inputs are held out: the plan is fitted on the others and validated on these
    /// (sim::SearchResult::heldOut). 0, or not fewer than the inputs: fitted on every input.
    std::size_t heldOutInputs = 0;
};

struct MeasuredPlan {
    PrecisionPlan plan; ///< `base` plus the chosen tensors, each with its measured reason
    sim::SearchResult search;
    std::vector<PlanCost> pathCosts; ///< the cost of each point of search.path
    PrecisionPlan start; ///< what the search started from: the user's own choices in `base`
    Precision precision = Precision::U16;

    /// The plan of one point of the path (its first `point` picks), each pick with its measured reason.
    PrecisionPlan planAt(std::size_t point) const;
};

/// The smallest plan found by measurement (sim::searchPlan) that reaches the target, within the
/// budget and the vendor's rule, on top of the user's own choices in `base`.
Result<MeasuredPlan> measuredPlan(const PrecisionPlan& base, const sim::Simulator& simulator,
    const sim::SensitivityResult& sensitivity, const PlanContext& context, const MeasuredPlanOptions& options,
    const ProgressCallback& progress = {});

} // namespace quantlens
