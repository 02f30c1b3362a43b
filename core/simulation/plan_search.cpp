#include "simulation/plan_search.h"

#include <algorithm>
#include <set>

namespace quantlens::sim {
namespace {
    struct Candidate {
        std::string tensor;
        double score = 0; ///< the worst-input cosine it gave when last measured (higher first)
        double mean = 0;
    };

    Variant wide(const std::vector<std::string>& tensors)
    {
        Variant v;
        for (const auto& t : tensors)
            v.activations[t] = Choice::Wide;
        return v;
    }

    Problem cancelled(const Simulator& s)
    {
        return Problem::make(s.quantModel().graph().sourcePath(), {}, text("inputs.cancelled"));
    }
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

    SearchResult result;
    SimulationBase base = simulator.base();
    std::vector<std::string> chosen;
    result.path.push_back({ {}, base.measurement.worstCos(), base.measurement.meanCos() });
    std::size_t measured = 0;
    auto tick = [&] {
        ++measured;
        return !progress || progress(measured, measured + options.remeasured);
    };
    while (base.measurement.worstCos() < options.targetCos
        && (!options.maxTensors || chosen.size() < *options.maxTensors)) {
        // The best few by their last measurement, measured again on top of what is chosen.
        std::vector<std::size_t> trial;
        for (std::size_t i = 0; i < pool.size() && trial.size() < options.remeasured; ++i) {
            std::vector<std::string> with = chosen;
            with.push_back(pool[i].tensor);
            if (!options.withinBudget || options.withinBudget(with))
                trial.push_back(i);
        }
        if (trial.empty())
            break;
        std::vector<Variant> variants;
        for (std::size_t i : trial)
            variants.push_back(wide({ pool[i].tensor }));
        auto results = simulator.measureAll(
            variants, [&](std::size_t, std::size_t) { return tick(); }, &base);
        for (std::size_t k = 0; k < trial.size(); ++k) {
            if (!results[k])
                return R::failure(results[k].error());
            pool[trial[k]].score = results[k].value().worstCos();
            pool[trial[k]].mean = results[k].value().meanCos();
        }
        const auto best = *std::max_element(trial.begin(), trial.end(), [&](std::size_t a, std::size_t b) {
            return pool[a].score != pool[b].score ? pool[a].score < pool[b].score : pool[a].mean < pool[b].mean;
        });
        if (pool[best].score <= base.measurement.worstCos() && pool[best].mean <= base.measurement.meanCos())
            break; // nothing helps any more
        const std::string pick = pool[best].tensor;
        auto next = simulator.derive(base, wide({ pick }));
        if (!next)
            return R::failure(next.error());
        base = std::move(next).value();
        chosen.push_back(pick);
        pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(best));
        // Measured again this round: re-ranked by the new numbers; the rest keep theirs.
        std::stable_sort(
            pool.begin(), pool.end(), [](const Candidate& a, const Candidate& b) { return a.score > b.score; });
        result.path.push_back({ chosen, base.measurement.worstCos(), base.measurement.meanCos() });
        if (progress && !progress(measured, measured))
            return R::failure(cancelled(simulator));
    }
    result.reached = base.measurement.worstCos() >= options.targetCos;
    result.chosen = chosen;
    result.worstCos = base.measurement.worstCos();
    result.meanCos = base.measurement.meanCos();
    // Pruning: a pick whose removal keeps the target is dropped (the later picks may have made it unneeded).
    if (result.reached)
        for (std::size_t i = 0; i < chosen.size(); ++i) {
            std::vector<std::string> without;
            for (const auto& t : result.chosen)
                if (t != chosen[i])
                    without.push_back(t);
            if (without.size() == result.chosen.size())
                continue;
            auto m = simulator.measure(wide(without));
            if (!m)
                return R::failure(m.error());
            if (!tick())
                return R::failure(cancelled(simulator));
            if (m.value().worstCos() >= options.targetCos) {
                result.pruned.push_back(chosen[i]);
                result.chosen = without;
                result.worstCos = m.value().worstCos();
                result.meanCos = m.value().meanCos();
            }
        }
    return R::success(std::move(result));
}

} // namespace quantlens::sim
