#include "transform/transformed_model.h"

#include "model/onnx_proto_edit.h"
#include "util/whole_file.h"

#include <onnx/onnx_pb.h>

#include <climits>
#include <cstring>

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

runtime::Tensor ownedCopy(const runtime::Tensor& value)
{
    runtime::Tensor copy(value.dtype(), value.shape());
    std::memcpy(copy.mutableData<float>(), value.data<float>(), value.size() * sizeof(float));
    return copy;
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

Result<std::string> transformedModelFile(const std::string& floatPath, const FloatParameters& parameters)
{
    using R = Result<std::string>;
    auto bytes = readWholeFile(floatPath, std::uint64_t { INT_MAX });
    if (!bytes)
        return R::failure(bytes.error());
    onnx::ModelProto model;
    if (!parseModelProto(model, bytes.value()))
        return R::failure(Problem::make(floatPath, {}, text("calib.requantize_unreadable")));
    std::map<std::string, onnx::TensorProto*> tensors; // initializers and Constant nodes' values, by name
    for (auto& init : *model.mutable_graph()->mutable_initializer()) {
        if (init.data_location() == onnx::TensorProto::EXTERNAL && parameters.count(init.name()))
            return R::failure(Problem::make(floatPath, {}, text("calib.requantize_external")));
        tensors[init.name()] = &init;
    }
    for (auto& node : *model.mutable_graph()->mutable_node())
        if (node.op_type() == "Constant" && node.output_size() == 1)
            for (auto& attribute : *node.mutable_attribute())
                if (attribute.name() == "value" && attribute.has_t())
                    tensors[node.output(0)] = attribute.mutable_t();
    for (const auto& [name, value] : parameters) {
        const auto found = tensors.find(name);
        std::size_t count = 1;
        if (found != tensors.end())
            for (const auto d : found->second->dims())
                count *= static_cast<std::size_t>(d);
        if (found == tensors.end() || found->second->data_type() != onnx::TensorProto::FLOAT || count != value.size())
            return R::failure(
                Problem::make(floatPath, text("where.tensor", { name }), text("transform.parameter_mismatch")));
        storeTensorProto(*found->second, value.dtype(), value.shape(), value.bytes(), value.size());
    }
    std::string out;
    if (!model.SerializeToString(&out))
        return R::failure(Problem::make(floatPath, {}, text("calib.requantize_unreadable")));
    return R::success(std::move(out));
}

} // namespace quantlens::transform
