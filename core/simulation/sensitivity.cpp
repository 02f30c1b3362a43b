#include "simulation/sensitivity.h"

namespace quantlens::sim {

const TensorSensitivity* SensitivityResult::find(const std::string& tensor) const
{
    for (const auto& t : tensors)
        if (t.tensor == tensor)
            return &t;
    return nullptr;
}

Variant moved(const std::vector<std::string>& tensors, Choice choice, const SimulationBase* start)
{
    Variant v;
    for (const auto& t : tensors) {
        v.activations[t] = choice;
        if (const auto range = start ? start->variant.ranges.find(t) : v.ranges.end();
            start && range != start->variant.ranges.end())
            v.ranges.insert(*range);
    }
    return v;
}

Result<SensitivityResult> measureSensitivity(
    const Simulator& simulator, const ProgressCallback& progress, const SimulationBase* start)
{
    using R = Result<SensitivityResult>;
    SensitivityResult out;
    out.baselineCos = start ? start->measurement.meanCos() : simulator.baseline().meanCos();
    std::vector<Variant> variants;
    std::vector<std::size_t> owner; // tensor index of each variant
    const auto& activations = simulator.structure().activations;
    for (const auto& a : activations) {
        TensorSensitivity t;
        t.tensor = a.floatName;
        if (a.sharesWith >= 0)
            t.movesWith = activations[static_cast<std::size_t>(a.sharesWith)].floatName;
        else if (!a.wide() && simulator.reachesOutput(a)) {
            t.measured = true;
            for (const Choice c : { Choice::Wide, Choice::Float }) {
                variants.push_back(moved({ a.floatName }, c, start));
                owner.push_back(out.tensors.size());
            }
        }
        out.tensors.push_back(std::move(t));
    }
    auto results = simulator.measureAll(variants, progress, start);
    for (std::size_t i = 0; i < results.size(); ++i) {
        if (!results[i])
            return R::failure(results[i].error());
        TensorSensitivity& t = out.tensors[owner[i]];
        const double cos = results[i].value().meanCos();
        if (variants[i].activations.begin()->second == Choice::Wide) {
            t.cos16 = cos;
            t.gain16 = cos - out.baselineCos;
        } else {
            t.cosFloat = cos;
            t.gainFloat = cos - out.baselineCos;
        }
    }
    return R::success(std::move(out));
}

} // namespace quantlens::sim
