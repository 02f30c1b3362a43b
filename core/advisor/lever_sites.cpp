#include "advisor/lever_sites.h"

#include "transform/smooth_quant.h"

#include <algorithm>
#include <set>

namespace quantlens::advisor {
namespace {
    /// Equalized pairs joined into chains: pairs that share a convolution end in one site.
    std::vector<LeverSite> equalizationSites(const Advice& a, std::vector<std::set<std::string>>& parameters)
    {
        std::vector<LeverSite> out;
        std::vector<std::set<std::string>> convs;
        for (const auto& pair : a.equalization.pairs) {
            std::size_t joined = out.size();
            for (std::size_t i = 0; i < out.size(); ++i)
                if (convs[i].count(pair.first) || convs[i].count(pair.second))
                    joined = i;
            if (joined == out.size()) {
                out.push_back({ "equalization", {}, {}, 0 });
                convs.emplace_back();
                parameters.emplace_back();
            }
            LeverSite& site = out[joined];
            for (const auto& conv : { pair.first, pair.second })
                if (convs[joined].insert(conv).second)
                    site.nodes.push_back(conv);
            site.tensors.insert(site.tensors.end(), pair.middle.begin(), pair.middle.end());
            parameters[joined].insert(pair.weights.begin(), pair.weights.end());
        }
        return out;
    }

    std::vector<LeverSite> smoothQuantSites(
        const sim::Simulator& s, const Advice& a, std::vector<std::set<std::string>>& parameters)
    {
        std::vector<LeverSite> out;
        for (const auto& site : transform::smoothQuantSites(s.floatModel())) {
            if (std::find(a.smoothedTensors.begin(), a.smoothedTensors.end(), site.tensor) == a.smoothedTensors.end())
                continue;
            out.push_back({ "smooth_quant", { site.tensor }, {}, 0 });
            std::set<std::string> names { site.scale };
            if (!site.bias.empty())
                names.insert(site.bias);
            for (const auto& [weight, axis] : site.weights)
                names.insert(weight);
            parameters.push_back(std::move(names));
        }
        return out;
    }
}

Result<std::vector<LeverSite>> measureLeverSites(
    const sim::Simulator& s, const Advice& a, const ProgressCallback& progress)
{
    using R = Result<std::vector<LeverSite>>;
    const Lever* base = a.lever("calibration:" + a.baseMethod);
    if (!base)
        return R::success({});
    std::vector<LeverSite> sites;
    std::vector<sim::Variant> variants;
    for (const char* name : { "equalization", "smooth_quant" }) {
        const Lever* lever = a.lever(name);
        if (!lever || !lever->applicable)
            continue;
        std::vector<std::set<std::string>> parameters;
        std::vector<LeverSite> found = lever->kind == LeverKind::Equalization ? equalizationSites(a, parameters)
                                                                              : smoothQuantSites(s, a, parameters);
        for (std::size_t i = 0; i < found.size(); ++i) {
            // The site's parameters as the whole lever set them (a chain's scales settle within it), the
            // base method's ranges but at the tensors it rescales.
            sim::Variant alone;
            alone.ranges = base->variant.ranges;
            for (const auto& tensor : found[i].tensors)
                if (const auto it = lever->variant.ranges.find(tensor); it != lever->variant.ranges.end())
                    alone.ranges[tensor] = it->second;
            for (const auto& parameter : parameters[i])
                if (const auto it = lever->parameters.find(parameter); it != lever->parameters.end())
                    alone.floatParameters.insert_or_assign(it->first, it->second);
            if (alone.floatParameters.empty())
                continue;
            variants.push_back(std::move(alone));
            sites.push_back(std::move(found[i]));
        }
    }
    auto measured = s.measureAll(variants, progress);
    for (std::size_t i = 0; i < sites.size(); ++i) {
        if (!measured[i])
            return R::failure(measured[i].error());
        sites[i].gain = measured[i].value().meanCos() - base->measurement.meanCos();
    }
    return R::success(std::move(sites));
}

} // namespace quantlens::advisor
