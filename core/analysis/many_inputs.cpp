#include "analysis/many_inputs.h"

#include "model/model_import.h"
#include "runtime/model_inputs.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace quantlens {
namespace {
    bool endsWith(const std::string& s, const std::string& suffix)
    {
        return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
    }

    /// The lowest cosine of the graph outputs in the first run; NaN when none was compared.
    double outputCos(const Analysis& analysis)
    {
        double worst = std::numeric_limits<double>::quiet_NaN();
        if (analysis.summaries.empty())
            return worst;
        for (std::size_t row : analysis.summary().finalOutputs) {
            const auto& m = analysis.rows[row].primary().metrics;
            if (m && std::isfinite(m->cosine) && !(m->cosine >= worst))
                worst = m->cosine;
        }
        return worst;
    }
}

std::optional<std::vector<std::string>> separateInputs(const AnalysisInputs& inputs)
{
    if (inputs.modelInputs.size() < 2)
        return std::nullopt;
    const bool runsFloat = inputs.reference.path.empty();
    const bool runsQuant
        = inputs.candidates.empty() && !inputs.quantModel.empty() && !endsWith(inputs.quantModel, ".json");
    if (!runsFloat && !runsQuant)
        return std::nullopt; // dumps are compared; the inputs are for measuring only
    auto graph = importModelFile(inputs.floatModel);
    if (!graph || graph.value()->inputs().size() != 1)
        return std::nullopt; // the run reports what is wrong
    const std::string& only = graph.value()->inputs().front();
    for (const auto& argument : inputs.modelInputs) {
        const auto parsed = runtime::parseInputArgument(argument);
        if (!parsed.name.empty() && parsed.name != only)
            return std::nullopt;
    }
    return inputs.modelInputs;
}

Result<std::shared_ptr<const Analysis>> analyseEachInput(const AnalysisInputs& inputs,
    const std::vector<std::string>& separate, const ProgressCallback& progress,
    const std::function<Result<std::shared_ptr<const Analysis>>(const AnalysisInputs&, const ProgressCallback&)>&
        analyseOne)
{
    using R = Result<std::shared_ptr<const Analysis>>;
    const std::size_t n = separate.size();
    std::shared_ptr<const Analysis> worst;
    std::size_t worstIndex = 0;
    std::vector<Analysis::InputRun> runs;
    // Per input, each tensor's cosine (first run), by tensor name: the other inputs' analyses (and
    // the dumps they hold in memory) are dropped as soon as these are read.
    std::vector<std::unordered_map<std::string, double>> cosines(n);
    std::vector<Problem> warnings;
    for (std::size_t i = 0; i < n; ++i) {
        AnalysisInputs one = inputs;
        one.modelInputs = { separate[i] };
        auto analysis = analyseOne(one, progressPart(progress, i * 1000, 1000, n * 1000));
        if (!analysis)
            return R::failure(analysis.error());
        if (i == 0)
            warnings = analysis.warnings();
        const Analysis& a = *analysis.value();
        for (const auto& row : a.rows)
            if (!row.results.empty() && row.primary().metrics && std::isfinite(row.primary().metrics->cosine))
                cosines[i][row.tensor] = row.primary().metrics->cosine;
        runs.push_back({ runtime::parseInputArgument(separate[i]).file, outputCos(a) });
        // The first input stands until one with a lower output cosine comes (NaN never wins).
        if (!worst || runs.back().outputCos < runs[worstIndex].outputCos) {
            worst = analysis.value();
            worstIndex = i;
        }
    }
    auto shown = std::make_shared<Analysis>(*worst);
    shown->inputRuns = runs;
    shown->shownInput = worstIndex;
    shown->modelInputs = inputs.modelInputs; // measuring runs on every input
    shown->countedOutputs = inputs.countedOutputs;
    shown->calibration = inputs.calibration;
    for (auto& row : shown->rows) {
        AcrossInputs across;
        double sum = 0;
        across.worstCos = std::numeric_limits<double>::infinity();
        across.bestCos = -std::numeric_limits<double>::infinity();
        for (std::size_t i = 0; i < n; ++i) {
            const auto it = cosines[i].find(row.tensor);
            if (it == cosines[i].end())
                continue;
            sum += it->second;
            ++across.inputs;
            across.bestCos = std::max(across.bestCos, it->second);
            if (it->second < across.worstCos) {
                across.worstCos = it->second;
                across.worstInput = i;
            }
        }
        if (across.inputs == 0)
            continue;
        across.meanCos = sum / static_cast<double>(across.inputs);
        row.acrossInputs = across;
    }
    return R::success(std::shared_ptr<const Analysis>(std::move(shown)), std::move(warnings));
}

} // namespace quantlens
