#include "transform/transformed_model.h"

namespace quantlens::transform {

Result<std::shared_ptr<const runtime::CompiledModel>> compileTransformed(
    const runtime::CompiledModel& floatModel, const FloatParameters& parameters)
{
    using R = Result<std::shared_ptr<const runtime::CompiledModel>>;
    std::map<std::string, TensorView> views;
    for (const auto& [name, value] : parameters)
        views[name] = value.view("transformed " + name);
    auto graph = GraphBuilder::withWeights(floatModel.graph(), views);
    if (!graph)
        return R::failure(Problem::make(floatModel.graph().sourcePath(), {}, text("transform.parameter_mismatch")));
    return runtime::CompiledModel::compile(std::move(*graph));
}

FloatParameters combined(const FloatParameters& earlier, const FloatParameters& later)
{
    FloatParameters out = earlier;
    for (const auto& [name, value] : later)
        out.insert_or_assign(name, value);
    return out;
}

std::optional<runtime::Tensor> floatWeight(
    const runtime::CompiledModel& floatModel, const FloatParameters& changed, const std::string& name)
{
    if (const auto it = changed.find(name); it != changed.end())
        return it->second;
    const TensorView* view = floatModel.graph().weight(name);
    if (!view)
        return std::nullopt;
    auto t = runtime::Tensor::fromView(*view);
    if (!t || t->dtype() != DType::Float32)
        return std::nullopt;
    return t;
}

} // namespace quantlens::transform
