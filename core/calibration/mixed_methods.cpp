#include "calibration/mixed_methods.h"

#include "simulation/plan_search.h"
#include "tensor/dtype.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace quantlens::calib {
namespace {
    struct Source {
        std::string key;
        const std::map<std::string, sim::TensorRange>* ranges;
    };

    struct Candidate {
        std::string tensor;
        std::size_t source = 0;
        double meanCos = 0; ///< when last measured, on the inputs fitted on
        double worstCos = 0;
    };

    /// Two ranges a quantizer turns into different grids: an end moved by half a step or more.
    bool differs(const sim::TensorRange& a, const sim::TensorRange& b, const sim::QuantizedActivation& activation)
    {
        const DType type = activation.zeroPoint.dtype();
        const double codes = static_cast<double>(integerMax(type)) - static_cast<double>(integerMin(type));
        const double halfStep = 0.5 * (a.high - a.low) / codes;
        return std::abs(a.low - b.low) >= halfStep || std::abs(a.high - b.high) >= halfStep;
    }

    /// The activations that follow `leader`'s parameters take its range, so a table written from it agrees.
    void setWithFollowers(std::map<std::string, sim::TensorRange>& ranges, const sim::QuantStructure& structure,
        const std::string& leader, const sim::TensorRange& range)
    {
        ranges[leader] = range;
        for (const auto& a : structure.activations)
            if (a.sharesWith >= 0 && structure.activations[static_cast<std::size_t>(a.sharesWith)].floatName == leader)
                ranges[a.floatName] = range;
    }

    sim::Variant oneRange(const std::string& tensor, const sim::TensorRange& range)
    {
        sim::Variant v;
        v.ranges[tensor] = range;
        return v;
    }

    bool better(const Candidate& a, const Candidate& b)
    {
        return a.meanCos != b.meanCos ? a.meanCos > b.meanCos : a.worstCos > b.worstCos;
    }
}

Result<MixedChoice> mixMethods(const sim::Simulator& simulator, const CalibrationLab& lab, const MixedOptions& options,
    const ProgressCallback& progress)
{
    using R = Result<MixedChoice>;
    const sim::QuantStructure& structure = simulator.structure();
    MixedChoice out;
    const std::size_t inputs = simulator.sampleCount();
    const std::size_t heldOut = sim::defaultHeldOutInputs(inputs);
    for (std::size_t s = 0; s < inputs; ++s)
        (s + heldOut < inputs ? out.fitInputs : out.heldOut).push_back(s);
    if (out.heldOut.empty())
        out.fitInputs.clear(); // fitted on every input
    auto fitMean = [&](const sim::Measurement& m) { return m.meanCosOf(out.fitInputs); };

    // The start: the best alone on the inputs fitted on, the model's own ranges among them.
    const auto ownRanges = modelRanges(structure);
    std::vector<Source> sources { { kModelRangesKey, &ownRanges } };
    for (const auto& m : lab.methods)
        sources.push_back({ m.key, &m.ranges });
    std::size_t start = 0;
    double startCos = fitMean(simulator.asIs());
    for (std::size_t i = 0; i < lab.methods.size(); ++i)
        if (const double cos = fitMean(lab.methods[i].measurement); cos > startCos + options.resolution)
            startCos = cos, start = i + 1;
    out.start = sources[start].key;
    out.ranges = *sources[start].ranges;
    sim::Variant startVariant;
    startVariant.ranges = out.ranges;
    auto base = simulator.derive(simulator.base(), startVariant);
    if (!base)
        return R::failure(base.error());
    out.startMeasurement = base.value().measurement;

    std::vector<Candidate> pool;
    for (const auto& a : structure.activations) {
        const auto own = out.ranges.find(a.floatName);
        if (a.sharesWith >= 0 || own == out.ranges.end() || !simulator.reachesOutput(a))
            continue;
        std::vector<const sim::TensorRange*> seen { &own->second };
        for (std::size_t s = 0; s < sources.size(); ++s) {
            const auto other = sources[s].ranges->find(a.floatName);
            if (s == start || other == sources[s].ranges->end())
                continue;
            if (std::all_of(seen.begin(), seen.end(), [&](const auto* r) { return differs(*r, other->second, a); }))
                seen.push_back(&other->second), pool.push_back({ a.floatName, s });
        }
    }
    out.candidates = pool.size();

    std::size_t measured = 0;
    const std::size_t planned = pool.size() + options.screened + options.maxPicks * options.remeasured;
    auto tick = [&] {
        ++measured;
        return !progress || progress(measured, std::max(planned, measured + 1));
    };
    // The screen: every candidate alone on the first input only (a quarter of the work with four inputs);
    // the best few that gain there go on. One input misjudges some, so more go on than can be picked.
    {
        sim::SimulationBase first; // the first input's run alone: the others are not copied
        first.variant = base.value().variant;
        first.applied = base.value().applied;
        first.runs.push_back(base.value().runs.front());
        std::vector<sim::Variant> variants;
        for (const Candidate& c : pool)
            variants.push_back(oneRange(c.tensor, sources[c.source].ranges->at(c.tensor)));
        auto results = simulator.measureAll(
            variants, [&](std::size_t, std::size_t) { return tick(); }, &first);
        const double before = base.value().measurement.sampleCos(0);
        std::vector<std::pair<double, std::size_t>> gains;
        for (std::size_t i = 0; i < pool.size(); ++i) {
            if (!results[i])
                return R::failure(results[i].error());
            if (const double cos = results[i].value().sampleCos(0); cos > before)
                gains.push_back({ cos, i });
        }
        std::stable_sort(gains.begin(), gains.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        gains.resize(std::min(gains.size(), options.screened));
        std::vector<Candidate> kept;
        for (const auto& [cos, i] : gains)
            kept.push_back(pool[i]);
        pool = std::move(kept);
        out.screened = pool.size();
    }
    // Measures the first `count` candidates of the pool on top of the base; the index of the best of them.
    auto bestOf = [&](std::size_t count) -> Result<std::size_t> {
        count = std::min(count, pool.size());
        std::vector<sim::Variant> variants;
        for (std::size_t i = 0; i < count; ++i)
            variants.push_back(oneRange(pool[i].tensor, sources[pool[i].source].ranges->at(pool[i].tensor)));
        auto results = simulator.measureAll(
            variants, [&](std::size_t, std::size_t) { return tick(); }, &base.value());
        std::size_t best = 0;
        for (std::size_t i = 0; i < count; ++i) {
            if (!results[i])
                return Result<std::size_t>::failure(results[i].error());
            pool[i].meanCos = fitMean(results[i].value());
            pool[i].worstCos = results[i].value().worstCosOf(out.fitInputs);
            if (better(pool[i], pool[best]))
                best = i;
        }
        return Result<std::size_t>::success(best);
    };
    double current = fitMean(base.value().measurement);
    // The first round measures the screened candidates; later rounds the best few by their last measurement,
    // again on top of the picks (gains interact). A round whose best gains nothing ends the search: the
    // table is a calibration, not a fit to the eval inputs, so no exhaustive rounds chase the last 1e-4.
    for (std::size_t round = 0; !pool.empty() && out.picks.size() < options.maxPicks; ++round) {
        auto best = bestOf(round == 0 ? pool.size() : options.remeasured);
        if (!best)
            return R::failure(best.error());
        const Candidate pick = pool[best.value()];
        if (pick.meanCos <= current + options.resolution)
            break;
        const sim::TensorRange& range = sources[pick.source].ranges->at(pick.tensor);
        auto next = simulator.derive(base.value(), oneRange(pick.tensor, range));
        if (!next)
            return R::failure(next.error());
        base = std::move(next);
        current = fitMean(base.value().measurement);
        setWithFollowers(out.ranges, structure, pick.tensor, range);
        out.picks.push_back({ pick.tensor, sources[pick.source].key, current });
        pool.erase(
            std::remove_if(pool.begin(), pool.end(), [&](const Candidate& c) { return c.tensor == pick.tensor; }),
            pool.end());
        std::stable_sort(pool.begin(), pool.end(), better);
        if (progress && !progress(measured, measured))
            return R::failure(cancellation(simulator.quantModel().graph().sourcePath()));
    }
    out.measurement = base.value().measurement;

    const double mean = out.measurement.meanCos();
    bool beats = !out.picks.empty() && mean > simulator.asIs().meanCos() + options.resolution;
    for (const auto& m : lab.methods)
        beats = beats && mean > m.measurement.meanCos() + options.resolution;
    if (!out.heldOut.empty())
        beats = beats && out.measurement.meanCosOf(out.heldOut) >= out.startMeasurement.meanCosOf(out.heldOut);
    out.beatsEveryMethod = beats;
    return R::success(std::move(out));
}

} // namespace quantlens::calib
