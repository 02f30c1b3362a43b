#include "analysis/measuring_inputs.h"

#include "analysis/bad_cases.h"
#include "analysis/data_set_pass.h"
#include "analysis/many_inputs.h"

#include <algorithm>
#include <random>

namespace quantlens {

std::optional<SubsetRule> parseSubsetRule(const std::string& text)
{
    if (text == "all")
        return SubsetRule { true, 0, 0, 0 };
    auto whole = [](const std::string& s, std::uint64_t limit, std::uint64_t& out) {
        if (s.empty() || s.size() > 10 || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return false;
        out = std::stoull(s);
        return out <= limit;
    };
    const auto plus = text.find('+');
    if (plus == std::string::npos)
        return std::nullopt;
    const auto at = text.find('@', plus);
    std::uint64_t worst = 0, random = 0, seed = 1;
    if (!whole(text.substr(0, plus), 1u << 20, worst)
        || !whole(text.substr(plus + 1, at == std::string::npos ? std::string::npos : at - plus - 1), 1u << 20, random)
        || (at != std::string::npos && !whole(text.substr(at + 1), 0xffffffffu, seed)) || worst + random == 0)
        return std::nullopt;
    return SubsetRule { false, worst, random, static_cast<std::uint32_t>(seed) };
}

std::vector<std::size_t> measuringInputs(const std::vector<Analysis::InputRun>& runs, const SubsetRule& rule)
{
    std::vector<std::size_t> all(runs.size());
    for (std::size_t i = 0; i < all.size(); ++i)
        all[i] = i;
    if (rule.every || runs.size() <= rule.worst + rule.random)
        return all;
    const auto order = badCaseOrder(runs);
    std::vector<std::size_t> chosen(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(rule.worst));
    std::vector<std::size_t> rest(order.begin() + static_cast<std::ptrdiff_t>(rule.worst), order.end());
    std::sort(rest.begin(), rest.end()); // the draw depends on the seed, not on how the rest was ranked
    std::mt19937 draw(rule.seed);
    for (std::size_t i = 0; i < rule.random; ++i) {
        const std::size_t j = i + draw() % (rest.size() - i);
        std::swap(rest[i], rest[j]);
        chosen.push_back(rest[i]);
    }
    std::sort(chosen.begin(), chosen.end());
    return chosen;
}

std::optional<MeasuredSubset> measuredSubset(
    const std::vector<Analysis::InputRun>& runs, const std::vector<std::string>& modelInputs, const SubsetRule& rule)
{
    if (runs.size() < 2 || runs.size() != modelInputs.size())
        return std::nullopt;
    const auto chosen = measuringInputs(runs, rule);
    if (chosen.size() == runs.size())
        return std::nullopt;
    MeasuredSubset subset { runs.size(), rule.worst, rule.random, rule.seed, {} };
    for (std::size_t i : chosen)
        subset.files.push_back(modelInputs[i]);
    return subset;
}

Result<std::optional<MeasuredSubset>> chooseMeasuringInputs(
    const sim::SimulationSources& sources, const SubsetRule& rule, const ProgressCallback& progress)
{
    using R = Result<std::optional<MeasuredSubset>>;
    if (rule.every || sources.modelInputs.size() <= rule.worst + rule.random)
        return R::success(std::nullopt);
    AnalysisInputs inputs;
    inputs.floatModel = sources.floatModel;
    inputs.quantModel = sources.quantModel;
    inputs.modelInputs = sources.modelInputs;
    inputs.countedOutputs = sources.outputs;
    inputs.outputKinds = sources.outputKinds;
    inputs.threads = sources.threads;
    const auto separate = separateInputs(inputs);
    if (!separate || !runsBothModels(inputs))
        return R::success(std::nullopt); // several named inputs make one sample: nothing to rank
    auto pass = measureDataSet(inputs, *separate, {}, progress);
    if (!pass)
        return R::failure(pass.error());
    std::vector<Analysis::InputRun> runs;
    for (auto& measured : pass.value().inputs)
        runs.push_back({ measured.file, measured.outputCos(), std::move(measured.outputs) });
    return R::success(measuredSubset(runs, sources.modelInputs, rule));
}

Text measuredSubsetText(const MeasuredSubset& subset)
{
    return text("measure.subset",
        { std::to_string(subset.worst), std::to_string(subset.of), std::to_string(subset.random),
            std::to_string(subset.seed) });
}

} // namespace quantlens
