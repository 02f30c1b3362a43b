#include "precision/measured_plan.h"

#include "util/number_text.h"

namespace quantlens {
namespace {
    PrecisionPlan withTensors(const PrecisionPlan& base, const std::vector<std::string>& tensors, Precision precision)
    {
        PrecisionPlan plan = base;
        for (const auto& t : tensors)
            if (!plan.tensors.count(t))
                plan.tensors[t] = { precision, PlanSource::Suggested, {} };
        return plan;
    }
}

Result<MeasuredPlan> measuredPlan(const PrecisionPlan& base, const sim::Simulator& simulator,
    const sim::SensitivityResult& sensitivity, const PlanContext& context, const MeasuredPlanOptions& options,
    const ProgressCallback& progress)
{
    // Earlier suggestions give way; the user's own choices stay and are counted in the budget.
    PrecisionPlan own = base;
    for (auto it = own.tensors.begin(); it != own.tensors.end();)
        it = it->second.source == PlanSource::Suggested ? own.tensors.erase(it) : std::next(it);
    sim::SearchOptions search;
    search.targetCos = options.targetCos;
    search.task = options.task;
    search.maxTensors = options.maxTensors;
    if (options.heldOutInputs > 0 && options.heldOutInputs < simulator.sampleCount())
        for (std::size_t s = 0; s + options.heldOutInputs < simulator.sampleCount(); ++s)
            search.fitInputs.push_back(s);
    if (options.maxCostShare)
        search.withinBudget = [&](const std::vector<std::string>& tensors) {
            return planCost(withTensors(own, tensors, options.rule.type), context).share()
                <= *options.maxCostShare + 1e-12;
        };
    search.allowed = [&](const std::string& tensor) {
        const PlanTensor* t = context.find(tensor);
        if (t == nullptr || own.tensors.count(tensor))
            return false;
        return options.rule.allows(*t);
    };
    auto found = sim::searchPlan(simulator, sensitivity, search, progress);
    if (!found)
        return Result<MeasuredPlan>::failure(found.error());
    MeasuredPlan out;
    out.search = std::move(found).value();
    out.start = own;
    out.precision = options.rule.type;
    out.plan = own;
    const PrecisionPlan all = out.planAt(out.search.path.empty() ? 0 : out.search.path.size() - 1);
    for (const auto& t : out.search.chosen)
        if (auto it = all.tensors.find(t); it != all.tensors.end())
            out.plan.tensors[t] = it->second;
    for (const auto& point : out.search.path)
        out.pathCosts.push_back(planCost(withTensors(own, point.tensors, options.rule.type), context));
    return Result<MeasuredPlan>::success(std::move(out));
}

PrecisionPlan MeasuredPlan::planAt(std::size_t point) const
{
    PrecisionPlan plan = start;
    // Each pick's reason: the outputs' cosine before and after it, as the search measured them.
    for (std::size_t i = 1; i <= point && i < search.path.size(); ++i) {
        const std::string& t = search.path[i].tensors.back();
        plan.tensors[t] = { precision, PlanSource::Suggested,
            text("plan.reason_measured",
                { formatSignificant(search.path[i - 1].worstCos, 5), formatSignificant(search.path[i].worstCos, 5) }) };
    }
    return plan;
}

} // namespace quantlens
