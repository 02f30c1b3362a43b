#include "calibration/bad_samples.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace quantlens::calib {

namespace {
    /// MinMax over every input but `dropped`; nullopt when no other input has a finite value.
    std::optional<sim::TensorRange> rangeWithout(
        const std::vector<sim::TensorRange>& perInput, const std::vector<std::size_t>& dropped)
    {
        double low = std::numeric_limits<double>::infinity(), high = -low;
        for (std::size_t i = 0; i < perInput.size(); ++i) {
            if (std::find(dropped.begin(), dropped.end(), i) != dropped.end() || std::isnan(perInput[i].low))
                continue;
            low = std::min(low, perInput[i].low), high = std::max(high, perInput[i].high);
        }
        if (low > high)
            return std::nullopt;
        return sim::TensorRange { low, high };
    }

    /// The width a quantizer spreads the levels over: the range widened to hold zero.
    double span(const sim::TensorRange& r) { return std::max(r.high, 0.0) - std::min(r.low, 0.0); }
}

std::map<std::string, sim::TensorRange> rangesWithout(const CalibrationStatistics& statistics,
    const sim::QuantStructure& structure, const std::vector<std::size_t>& dropped)
{
    std::map<std::string, sim::TensorRange> out;
    for (const auto& a : structure.activations) {
        if (a.scale.size() != 1)
            continue;
        const std::string& source
            = a.sharesWith >= 0 ? structure.activations[static_cast<std::size_t>(a.sharesWith)].floatName : a.floatName;
        const auto found = statistics.perInput.find(source);
        if (found == statistics.perInput.end())
            continue;
        if (const auto r = rangeWithout(found->second, dropped))
            out[a.floatName] = *r;
    }
    return out;
}

Result<SampleAttribution> attributeSamples(const sim::Simulator& simulator, const CalibrationStatistics& statistics,
    std::size_t measured, const ProgressCallback& progress)
{
    using R = Result<SampleAttribution>;
    SampleAttribution out;
    const std::size_t inputs = statistics.files.size();
    if (inputs < 2)
        return R::success(std::move(out));
    for (std::size_t s = 0; s < inputs; ++s) {
        SampleInfluence influence;
        influence.input = s;
        influence.file = statistics.files[s];
        std::vector<std::pair<double, std::string>> widened;
        for (const auto& a : simulator.structure().activations) {
            if (a.scale.size() != 1 || a.sharesWith >= 0)
                continue;
            const auto found = statistics.perInput.find(a.floatName);
            if (found == statistics.perInput.end())
                continue;
            const auto with = rangeWithout(found->second, {});
            const auto without = rangeWithout(found->second, { s });
            if (!with || !without || span(*without) <= 0)
                continue;
            const double widening = span(*with) / span(*without);
            if (widening > SampleInfluence::kWidening)
                widened.emplace_back(widening, a.floatName);
        }
        std::sort(widened.rbegin(), widened.rend());
        influence.widenedTensors = widened.size();
        if (!widened.empty())
            influence.largestWidening = widened.front().first;
        for (std::size_t i = 0; i < widened.size() && i < 20; ++i)
            influence.widened.push_back(widened[i].second);
        out.samples.push_back(std::move(influence));
    }
    // The most influential first: more tensors widened, then by more.
    std::stable_sort(out.samples.begin(), out.samples.end(), [](const SampleInfluence& a, const SampleInfluence& b) {
        if (a.widenedTensors != b.widenedTensors)
            return a.widenedTensors > b.widenedTensors;
        return a.largestWidening > b.largestWidening;
    });
    std::vector<sim::Variant> variants(1);
    variants[0].ranges = rangesWithout(statistics, simulator.structure(), {});
    std::size_t count = 0;
    for (const auto& s : out.samples) {
        if (count == measured || s.widenedTensors == 0)
            break;
        sim::Variant v;
        v.ranges = rangesWithout(statistics, simulator.structure(), { s.input });
        variants.push_back(std::move(v));
        ++count;
    }
    auto results = simulator.measureAll(variants, progressPart(progress, 0, 800, 1000));
    for (auto& r : results)
        if (!r)
            return R::failure(r.error());
    out.minmax = std::move(results[0]).value();
    for (std::size_t i = 0; i < count; ++i) {
        out.samples[i].without = std::move(results[i + 1]).value();
        if (out.samples[i].without->meanCos() > out.minmax.meanCos())
            out.dropped.push_back(out.samples[i].input);
    }
    if (out.dropped.size() > 1) {
        sim::Variant together;
        together.ranges = rangesWithout(statistics, simulator.structure(), out.dropped);
        auto all = simulator.measure(together, progressPart(progress, 800, 200, 1000));
        if (!all)
            return R::failure(all.error());
        out.withoutAll = std::move(all).value();
    }
    return R::success(std::move(out));
}

} // namespace quantlens::calib
