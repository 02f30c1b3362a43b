#include "analysis/many_inputs.h"

#include "analysis/data_set_pass.h"
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

    /// Every tensor's cosine on every input (NaN where an input did not compare it), by tensor name.
    struct CosineTable {
        std::unordered_map<std::string, std::size_t> index;
        std::vector<std::vector<double>> perTensor; ///< [tensor][input]
    };

    /// One tensor's distribution over the inputs; nullopt when no input compared it.
    std::optional<AcrossInputs> acrossInputsOf(const std::vector<double>& cosines)
    {
        std::vector<double> finite;
        AcrossInputs across;
        double sum = 0;
        across.worstCos = std::numeric_limits<double>::infinity();
        for (std::size_t i = 0; i < cosines.size(); ++i) {
            if (!std::isfinite(cosines[i]))
                continue;
            finite.push_back(cosines[i]);
            sum += cosines[i];
            if (cosines[i] < across.worstCos) {
                across.worstCos = cosines[i];
                across.worstInput = i;
            }
        }
        if (finite.empty())
            return std::nullopt;
        std::sort(finite.begin(), finite.end());
        across.inputs = finite.size();
        across.meanCos = sum / static_cast<double>(finite.size());
        across.bestCos = finite.back();
        // Nearest rank: the smallest value with at least 5 % of the inputs at or below it.
        const auto rank = static_cast<std::size_t>(std::ceil(0.05 * static_cast<double>(finite.size())));
        across.p5Cos = finite[std::max<std::size_t>(rank, 1) - 1];
        return across;
    }

    /// The rows' distributions, the input runs and the shown input set on the worst input's analysis.
    std::shared_ptr<Analysis> shownAnalysis(const Analysis& worst, const AnalysisInputs& inputs,
        std::vector<Analysis::InputRun> runs, std::size_t worstIndex, const CosineTable& table)
    {
        auto shown = std::make_shared<Analysis>(worst);
        shown->inputRuns = std::move(runs);
        shown->shownInput = worstIndex;
        shown->modelInputs = inputs.modelInputs; // measuring runs on every input
        shown->countedOutputs = inputs.countedOutputs;
        shown->outputKinds = inputs.outputKinds;
        shown->calibration = inputs.calibration;
        for (auto& row : shown->rows) {
            const auto it = table.index.find(row.tensor);
            if (it != table.index.end())
                row.acrossInputs = acrossInputsOf(table.perTensor[it->second]);
        }
        return shown;
    }

    /// The index of the lowest output cosine; the first input stands until a lower one comes (NaN never wins).
    std::size_t worstOf(const std::vector<Analysis::InputRun>& runs)
    {
        std::size_t worst = 0;
        for (std::size_t i = 1; i < runs.size(); ++i)
            if (runs[i].outputCos < runs[worst].outputCos
                || (std::isnan(runs[worst].outputCos) && !std::isnan(runs[i].outputCos)))
                worst = i;
        return worst;
    }

    using AnalyseOne
        = std::function<Result<std::shared_ptr<const Analysis>>(const AnalysisInputs&, const ProgressCallback&)>;

    /// Both models run by QuantLens: the streaming data-set pass over every input, then the worst one
    /// analysed in full.
    Result<std::shared_ptr<const Analysis>> analyseDataSet(const AnalysisInputs& inputs,
        const std::vector<std::string>& separate, const ProgressCallback& progress, const AnalyseOne& analyseOne)
    {
        using R = Result<std::shared_ptr<const Analysis>>;
        const std::size_t n = separate.size();
        auto pass = measureDataSet(inputs, separate, inputs.journal, progressPart(progress, 0, 100 * n, 100 * n + 100));
        if (!pass)
            return R::failure(pass.error());
        std::vector<Analysis::InputRun> runs;
        CosineTable table;
        table.perTensor.assign(pass.value().tensors.size(), std::vector<double>(n));
        for (std::size_t t = 0; t < pass.value().tensors.size(); ++t)
            table.index[pass.value().tensors[t]] = t;
        for (std::size_t i = 0; i < n; ++i) {
            auto& measured = pass.value().inputs[i];
            for (std::size_t t = 0; t < measured.tensorCos.size(); ++t)
                table.perTensor[t][i] = measured.tensorCos[t];
            runs.push_back(
                { runtime::parseInputArgument(separate[i]).file, measured.outputCos(), std::move(measured.outputs) });
        }
        const std::size_t worstIndex = worstOf(runs);
        AnalysisInputs one = inputs;
        one.modelInputs = { separate[worstIndex] };
        auto worst = analyseOne(one, progressPart(progress, 100 * n, 100, 100 * n + 100));
        if (!worst)
            return R::failure(worst.error());
        auto shown = shownAnalysis(*worst.value(), inputs, std::move(runs), worstIndex, table);
        return R::success(std::shared_ptr<const Analysis>(std::move(shown)), worst.warnings());
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
    const std::vector<std::string>& separate, const ProgressCallback& progress, const AnalyseOne& analyseOne)
{
    if (runsBothModels(inputs))
        return analyseDataSet(inputs, separate, progress, analyseOne);
    // One model runs, the other's dump is given: each input analysed in full.
    using R = Result<std::shared_ptr<const Analysis>>;
    const std::size_t n = separate.size();
    std::shared_ptr<const Analysis> worst;
    std::vector<Analysis::InputRun> runs;
    // Per input, each tensor's cosine (first run): the other inputs' analyses (and the dumps they hold
    // in memory) are dropped as soon as these are read.
    CosineTable table;
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
        for (const auto& row : a.rows) {
            if (row.results.empty() || !row.primary().metrics || !std::isfinite(row.primary().metrics->cosine))
                continue;
            auto [it, added] = table.index.emplace(row.tensor, table.perTensor.size());
            if (added)
                table.perTensor.emplace_back(n, std::numeric_limits<double>::quiet_NaN());
            table.perTensor[it->second][i] = row.primary().metrics->cosine;
        }
        runs.push_back({ runtime::parseInputArgument(separate[i]).file, outputCos(a), {} });
        if (worstOf(runs) == i)
            worst = analysis.value();
    }
    auto shown = shownAnalysis(*worst, inputs, std::move(runs), 0, table);
    shown->shownInput = worstOf(shown->inputRuns);
    return R::success(std::shared_ptr<const Analysis>(std::move(shown)), std::move(warnings));
}

} // namespace quantlens
