#pragma once
// The smallest plan found that brings the outputs to a target: greedy by measured gain, every pick
// measured again on top of the picks before it (gains interact), then members whose removal keeps the
// target dropped. Budgets are ceilings, never something to fill.
#include "simulation/sensitivity.h"
#include "simulation/task_target.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace quantlens::sim {

/// The inputs a quarter of `inputs` holds out by default (none below four inputs: one input fitted
/// on says little, and none fitted on says nothing).
inline constexpr std::size_t defaultHeldOutInputs(std::size_t inputs) { return inputs >= 4 ? inputs / 4 : 0; }

struct SearchOptions {
    /// Every input's worst output cosine at least this. Callers give the session's warning level
    /// (MeasuredPlanOptions); 1 searches as far as the budgets allow.
    double targetCos = 1;
    /// The task's score at least this as well (task_target.h): the search goes on until both hold (a
    /// targetCos of −1 leaves the task alone). Picks are then compared by the task score first, the
    /// worst input's output cosine breaking ties (a top-1 share over a few inputs moves in steps).
    std::optional<TaskTarget> task;
    std::optional<std::size_t> maxTensors;
    /// Whether a set of tensors at 16 bit stays within the cost budget (empty: no budget).
    std::function<bool(const std::vector<std::string>&)> withinBudget;
    /// Whether the toolchain can put this tensor at 16 bit (SigmaStar: convolution inputs only).
    std::function<bool(const std::string&)> allowed;
    std::size_t remeasured = 24; ///< candidates measured again after each pick, best by the last measurement
    /// The smallest change of the worst input's output cosine the search tells from none (the path is
    /// printed with 5 decimals): a pick whose removal costs less is dropped from a plan that did not
    /// reach its target.
    double resolution = 1e-5;
    /// The inputs (sample indices) the plan is fitted on: every decision reads these alone, and the
    /// others are held out to validate the plan (SearchResult::heldOut). Empty: fitted on every input.
    /// The candidates' first order comes from the ranking given, which may have seen every input.
    std::vector<std::size_t> fitInputs;
    /// Where the search starts (the quantized model with other fixes applied: the advisor's levers);
    /// null: the simulator's baseline. `ranking` should be measured from the same start.
    const SimulationBase* start = nullptr;
};

/// One point of the path: the plan of the first `tensors.size()` picks and what it gives.
struct SearchPoint {
    std::vector<std::string> tensors;
    double worstCos = 0; ///< over inputs
    double meanCos = 0;
    std::optional<double> task; ///< the task target's score, when the search has one
};

struct SearchResult {
    std::vector<SearchPoint> path; ///< from no tensor to every pick, in pick order
    std::vector<std::string> chosen; ///< the picks left after pruning (the plan)
    /// Picks dropped because the target held without them, or (target not reached) because they
    /// gained less than the search's resolution.
    std::vector<std::string> pruned;
    double worstCos = 0, meanCos = 0; ///< of `chosen`, on the inputs fitted on
    std::optional<double> task; ///< of `chosen`, on the inputs fitted on, when the search has a task target
    bool reached = false;
    /// The inputs the plan was not fitted on, and what the plan and the model as quantized give there:
    /// whether the plan holds beyond the inputs it was chosen for.
    struct HeldOut {
        std::vector<std::size_t> inputs;
        double worstCos = 0, meanCos = 0;
        double baselineWorstCos = 0, baselineMeanCos = 0;
        std::optional<double> task, baselineTask; ///< with a task target
    };
    std::optional<HeldOut> heldOut;
};

/// Searches from `ranking` (measureSensitivity of the same simulator). Progress counts measurements
/// (the total grows as the search goes); false cancels.
Result<SearchResult> searchPlan(const Simulator& simulator, const SensitivityResult& ranking,
    const SearchOptions& options, const ProgressCallback& progress = {});

} // namespace quantlens::sim
