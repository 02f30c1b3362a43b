#include "analysis/executed_runs.h"

#include "model/model_import.h"
#include "runtime/dump_naming.h"
#include "runtime/executor.h"
#include "runtime/model_inputs.h"

namespace quantlens {
namespace {
    bool endsWith(const std::string& s, const std::string& suffix)
    {
        return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
    }

    /// One model run on the inputs, its dumped tensors kept in memory.
    Result<DumpSet> runModelToSet(const std::string& modelPath, const std::vector<runtime::InputArgument>& arguments,
        runtime::ThreadPool& pool, const ProgressCallback& progress, std::vector<Problem>& warnings)
    {
        using R = Result<DumpSet>;
        auto graph = importModelFile(modelPath);
        if (!graph)
            return R::failure(graph.error());
        auto model = runtime::CompiledModel::compile(graph.value());
        if (!model)
            return R::failure(model.error());
        auto inputs = runtime::readModelInputs(*model.value(), arguments);
        if (!inputs)
            return R::failure(inputs.error());
        const auto names = runtime::dumpNames(*model.value(), false);
        std::vector<DumpSet::MemoryTensor> kept;
        runtime::RunOptions options;
        options.onTensor = [&](int slot, const runtime::Tensor& value) {
            const auto& name = names[static_cast<std::size_t>(slot)];
            if (name && (value.dtype() == DType::Float32 || value.dtype() == DType::Float64))
                kept.push_back(
                    { (name->preQuantization ? std::string(DumpSet::kPreQuantizationFolder) + "/" : "") + name->name,
                        value.view(modelPath) });
            return true;
        };
        options.progress = progress;
        auto run = runtime::runModel(*model.value(), inputs.value(), pool, options);
        if (!run)
            return R::failure(run.error());
        warnings.insert(warnings.end(), run.warnings().begin(), run.warnings().end());
        return R::success(DumpSet::fromMemory(modelPath, std::move(kept), "NCHW"));
    }
}

Result<ExecutedRuns> executeRuns(const AnalysisInputs& inputs, const ProgressCallback& progress)
{
    using R = Result<ExecutedRuns>;
    ExecutedRuns out;
    out.inputs = inputs;
    if (inputs.modelInputs.empty())
        return R::success(std::move(out));
    std::vector<runtime::InputArgument> arguments;
    for (const auto& a : inputs.modelInputs)
        arguments.push_back(runtime::parseInputArgument(a));
    const bool runFloat = inputs.reference.path.empty();
    const bool runQuant
        = inputs.candidates.empty() && !inputs.quantModel.empty() && !endsWith(inputs.quantModel, ".json");
    const std::size_t models = (runFloat ? 1 : 0) + (runQuant ? 1 : 0);
    if (models == 0)
        return R::success(std::move(out));
    runtime::ThreadPool pool(inputs.threads);
    auto part = [&](std::size_t index) { return progressPart(progress, index * 1000, 1000, models * 1000 + 1000); };
    std::size_t index = 0;
    if (runFloat) {
        auto set = runModelToSet(inputs.floatModel, arguments, pool, part(index++), out.warnings);
        if (!set)
            return R::failure(set.error());
        out.inputs.reference = { "float", inputs.floatModel };
        out.prepared["float"] = std::make_shared<const DumpSet>(std::move(set).value());
    }
    if (runQuant) {
        auto set = runModelToSet(inputs.quantModel, arguments, pool, part(index++), out.warnings);
        if (!set)
            return R::failure(set.error());
        out.inputs.candidates.push_back({ kExecutedQuantLabel, inputs.quantModel });
        out.prepared[kExecutedQuantLabel] = std::make_shared<const DumpSet>(std::move(set).value());
    }
    return R::success(std::move(out));
}

} // namespace quantlens
