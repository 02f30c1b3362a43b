#include "analysis/model_only.h"

#include "model/model_import.h"

namespace quantlens {

bool isModelOnly(const AnalysisInputs& inputs)
{
    return !inputs.floatModel.empty() && inputs.reference.path.empty() && inputs.candidates.empty();
}

Result<std::shared_ptr<Analysis>> modelOnlyAnalysis(const AnalysisInputs& inputs)
{
    using R = Result<std::shared_ptr<Analysis>>;
    auto graph = importModelFile(inputs.floatModel);
    if (!graph)
        return R::failure(graph.error());
    auto analysis = std::make_shared<Analysis>();
    analysis->floatModelPath = inputs.floatModel;
    // Kept for the next open, which compares runs with it; nothing here reads it yet.
    analysis->quantModelPath = inputs.quantModel;
    analysis->reference = inputs.reference;
    analysis->thresholds = inputs.thresholds;
    analysis->floatGraph = graph.value();
    analysis->floatNodeCount = graph.value()->nodes().size();
    analysis->warnings = graph.warnings();
    return R::success(std::move(analysis));
}

} // namespace quantlens
