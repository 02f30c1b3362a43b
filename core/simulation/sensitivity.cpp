#include "simulation/sensitivity.h"

namespace quantlens::sim {

const TensorSensitivity* SensitivityResult::find(const std::string& tensor) const
{
    for (const auto& t : tensors)
        if (t.tensor == tensor)
            return &t;
    return nullptr;
}

Result<SensitivityResult> measureSensitivity(const Simulator& simulator, const ProgressCallback& progress)
{
    using R = Result<SensitivityResult>;
    SensitivityResult out;
    out.baselineCos = simulator.baseline().meanCos();
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
                Variant v;
                v.activations[a.floatName] = c;
                variants.push_back(std::move(v));
                owner.push_back(out.tensors.size());
            }
        }
        out.tensors.push_back(std::move(t));
    }
    auto results = simulator.measureAll(variants, progress);
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
