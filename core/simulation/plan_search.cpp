#include "simulation/plan_search.h"

#include <algorithm>
#include <limits>
#include <set>

namespace quantlens::sim {
namespace {
    struct Candidate {
        std::string tensor;
        double score = 0; ///< the worst-input cosine it gave when last measured (higher first)
        double mean = 0;
        double task = 0; ///< the task target's score it gave when last measured (with a task target)
    };

    Problem cancelled(const Simulator& s) { return cancellation(s.quantModel().graph().sourcePath()); }
}

Result<SearchResult> searchPlan(const Simulator& simulator, const SensitivityResult& ranking,
    const SearchOptions& options, const ProgressCallback& progress)
{
    using R = Result<SearchResult>;
    std::vector<Candidate> pool;
    for (const auto& t : ranking.tensors)
        if (t.measured && t.gain16 > 0 && (!options.allowed || options.allowed(t.tensor)))
            pool.push_back({ t.tensor, t.cos16, t.cos16 });
    std::stable_sort(
        pool.begin(), pool.end(), [](const Candidate& a, const Candidate& b) { return a.score > b.score; });

    // Every decision reads the inputs fitted on alone.
    const auto& fit = options.fitInputs;
    auto worst = [&](const Measurement& m) { return m.worstCosOf(fit); };
    auto mean = [&](const Measurement& m) { return m.meanCosOf(fit); };
    const double none = -std::numeric_limits<double>::infinity();
    auto task = [&](const Measurement& m) -> std::optional<double> {
        return options.task ? taskScore(m, fit, options.task->kind) : std::nullopt;
    };
    auto meets = [&](double worstCos, std::optional<double> taskValue) {
        return worstCos >= options.targetCos && (!options.task || taskValue.value_or(none) >= options.task->atLeast);
    };
    // Which of two points is better: the task score first when the search has one, then the worst cosine.
    auto better = [&](const SearchPoint& a, const SearchPoint& b) {
        if (options.task && a.task.value_or(none) != b.task.value_or(none))
            return a.task.value_or(none) > b.task.value_or(none);
        return a.worstCos > b.worstCos;
    };
    SearchResult result;
    const SimulationBase& start = options.start ? *options.start : simulator.base();
    SimulationBase base = start;
    auto wide = [&](const std::vector<std::string>& tensors) { return moved(tensors, Choice::Wide, &start); };
    std::vector<std::string> chosen;
    result.path.push_back({ {}, worst(base.measurement), mean(base.measurement), task(base.measurement) });
    std::size_t measured = 0;
    auto tick = [&] {
        ++measured;
        return !progress || progress(measured, measured + options.remeasured);
    };
    // Measures the first `count` candidates within the budget on top of `base`: the index of the best one
    // and whether it improves the outputs; nullopt when no candidate is left.
    auto bestOf = [&](std::size_t count) -> Result<std::optional<std::pair<std::size_t, bool>>> {
        using B = Result<std::optional<std::pair<std::size_t, bool>>>;
        std::vector<std::size_t> trial;
        for (std::size_t i = 0; i < pool.size() && trial.size() < count; ++i) {
            std::vector<std::string> with = chosen;
            with.push_back(pool[i].tensor);
            if (!options.withinBudget || options.withinBudget(with))
                trial.push_back(i);
        }
        std::vector<Variant> variants;
        for (std::size_t i : trial)
            variants.push_back(wide({ pool[i].tensor }));
        auto results = simulator.measureAll(
            variants, [&](std::size_t, std::size_t) { return tick(); }, &base);
        for (std::size_t k = 0; k < trial.size(); ++k) {
            if (!results[k])
                return B::failure(results[k].error());
            pool[trial[k]].score = worst(results[k].value());
            pool[trial[k]].mean = mean(results[k].value());
            pool[trial[k]].task = task(results[k].value()).value_or(none);
        }
        if (trial.empty())
            return B::success(std::nullopt);
        const auto best = *std::max_element(trial.begin(), trial.end(), [&](std::size_t a, std::size_t b) {
            if (options.task && pool[a].task != pool[b].task)
                return pool[a].task < pool[b].task;
            return pool[a].score != pool[b].score ? pool[a].score < pool[b].score : pool[a].mean < pool[b].mean;
        });
        const bool improves = pool[best].score > worst(base.measurement) || pool[best].mean > mean(base.measurement)
            || (options.task && pool[best].task > task(base.measurement).value_or(none));
        return B::success(std::pair { best, improves });
    };
    // Gains interact both ways: a pick that helps nothing now may let the next one help. Up to this many
    // picks in a row without a new best are tried; the plan is then the best point of the path.
    constexpr std::size_t kPatience = 3;
    std::size_t stale = 0, bestPoint = 0;
    Measurement planned = base.measurement; // of the plan so far, on every input (held-out ones too)
    while (!meets(worst(base.measurement), task(base.measurement))
        && (!options.maxTensors || chosen.size() < *options.maxTensors)) {
        // The best few by their last measurement, measured again on top of what is chosen; when none of
        // them helps any more, every candidate once before giving up (gains interact both ways).
        auto best = bestOf(options.remeasured);
        if (!best)
            return R::failure(best.error());
        if ((!best.value() || !best.value()->second) && pool.size() > options.remeasured)
            best = bestOf(pool.size());
        if (!best)
            return R::failure(best.error());
        if (!best.value())
            break; // no candidate left within the limits
        const std::size_t picked = best.value()->first;
        const std::string pick = pool[picked].tensor;
        auto next = simulator.derive(base, wide({ pick }));
        if (!next)
            return R::failure(next.error());
        base = std::move(next).value();
        chosen.push_back(pick);
        pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(picked));
        // Measured again this round: re-ranked by the new numbers; the rest keep theirs.
        std::stable_sort(
            pool.begin(), pool.end(), [](const Candidate& a, const Candidate& b) { return a.score > b.score; });
        result.path.push_back({ chosen, worst(base.measurement), mean(base.measurement), task(base.measurement) });
        if (progress && !progress(measured, measured))
            return R::failure(cancelled(simulator));
        if (better(result.path.back(), result.path[bestPoint])) {
            bestPoint = result.path.size() - 1;
            planned = base.measurement;
            stale = 0;
        } else if (++stale >= kPatience) {
            break;
        }
    }
    // The plan is the best point of the path (the end, when the target was reached).
    const SearchPoint& point = result.path[bestPoint];
    result.reached = meets(point.worstCos, point.task);
    result.chosen = point.tensors;
    result.worstCos = point.worstCos;
    result.meanCos = point.meanCos;
    result.task = point.task;
    // Pruning: a pick whose removal keeps the target is dropped (the later picks may have made it
    // unneeded); short of the target, one whose removal costs less than the search can tell from nothing
    // (against the best point, so the drops together cost less than that too). Until no pick can go:
    // dropping one may make another unneeded.
    for (bool dropped = true; dropped;) {
        dropped = false;
        for (std::size_t i = 0; i < result.chosen.size() && !dropped; ++i) {
            const std::string pick = result.chosen[i];
            std::vector<std::string> without;
            for (const auto& t : result.chosen)
                if (t != pick)
                    without.push_back(t);
            auto m = simulator.measure(start, wide(without));
            if (!m)
                return R::failure(m.error());
            if (!tick())
                return R::failure(cancelled(simulator));
            const bool unneeded = result.reached ? meets(worst(m.value()), task(m.value()))
                                                 : worst(m.value()) >= point.worstCos - options.resolution
                    && (!options.task || task(m.value()).value_or(none) >= point.task.value_or(none));
            if (unneeded) {
                result.pruned.push_back(pick);
                result.chosen = std::move(without);
                result.worstCos = worst(m.value());
                result.meanCos = mean(m.value());
                result.task = task(m.value());
                planned = std::move(m).value();
                dropped = true;
            }
        }
    }
    if (!fit.empty() && fit.size() < simulator.sampleCount()) {
        SearchResult::HeldOut held;
        for (std::size_t s = 0; s < simulator.sampleCount(); ++s)
            if (std::find(fit.begin(), fit.end(), s) == fit.end())
                held.inputs.push_back(s);
        held.worstCos = planned.worstCosOf(held.inputs);
        held.meanCos = planned.meanCosOf(held.inputs);
        held.baselineWorstCos = start.measurement.worstCosOf(held.inputs);
        held.baselineMeanCos = start.measurement.meanCosOf(held.inputs);
        if (options.task) {
            held.task = taskScore(planned, held.inputs, options.task->kind);
            held.baselineTask = taskScore(start.measurement, held.inputs, options.task->kind);
        }
        result.heldOut = std::move(held);
    }
    return R::success(std::move(result));
}

} // namespace quantlens::sim
