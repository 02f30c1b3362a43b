#include "calibration/requantized_model.h"

#include "model/onnx_proto_edit.h"
#include "util/whole_file.h"

#include <onnx/onnx_pb.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstring>
#include <map>
#include <set>

namespace quantlens::calib {
namespace {
    using runtime::Tensor;

    /// `value` into `proto`, keeping its name and, when the element count agrees, its dims.
    void store(onnx::TensorProto& proto, const Tensor& value)
    {
        storeTensorProto(proto, value.dtype(), value.shape(), value.bytes(), value.size());
    }

    /// The bias of `link` as int32 levels for the activation's new scale, and that scale per channel.
    std::pair<Tensor, Tensor> biasFor(const sim::BiasLink& link, const Tensor& newValue, float inputScale)
    {
        Tensor levels(DType::Int32, link.quantized.shape());
        Tensor scale(DType::Float32, link.scale.shape());
        const float* value = newValue.data<float>();
        for (std::size_t c = 0; c < link.quantized.size(); ++c) {
            const float s = inputScale * link.weightScale[std::min(c, link.weightScale.size() - 1)];
            // Saturated as the simulation saturates it (a tiny input scale can push a bias past int32; the
            // float value, 2^31 rounded, must not wrap).
            const double level = s > 0 ? std::nearbyint(static_cast<double>(value[c]) / s) : 0.0;
            levels.mutableData<std::int32_t>()[c]
                = static_cast<std::int32_t>(std::clamp(level, -2147483648.0, 2147483647.0));
        }
        for (std::size_t c = 0; c < scale.size(); ++c)
            scale.mutableData<float>()[c] = inputScale * link.weightScale[std::min(c, link.weightScale.size() - 1)];
        return { levels, scale };
    }
}

Result<std::string> requantizedModel(const std::string& quantPath, const runtime::CompiledModel& quant,
    const sim::QuantStructure& structure, const runtime::RunOverrides& changes)
{
    using R = Result<std::string>;
    auto bytes = readWholeFile(quantPath, std::uint64_t { INT_MAX });
    if (!bytes)
        return R::failure(bytes.error());
    onnx::ModelProto model;
    if (!parseModelProto(model, bytes.value()))
        return R::failure(Problem::make(quantPath, {}, text("calib.requantize_unreadable")));
    onnx::GraphProto& graph = *model.mutable_graph();
    std::map<std::string, onnx::TensorProto*> initializers;
    for (auto& init : *graph.mutable_initializer()) {
        if (init.data_location() == onnx::TensorProto::EXTERNAL)
            return R::failure(Problem::make(quantPath, {}, text("calib.requantize_external")));
        initializers[init.name()] = &init;
    }
    std::map<std::string, onnx::NodeProto*> producer; // by output name
    std::map<std::string, int> readers; // how many node inputs read a name
    for (auto& node : *graph.mutable_node()) {
        for (const auto& out : node.output())
            producer[out] = &node;
        for (const auto& in : node.input())
            ++readers[in];
    }
    // Every node input to change: (node, input index) → value; the nodes that change an initializer.
    std::map<std::pair<onnx::NodeProto*, int>, Tensor> inputs;
    auto nodeOfStep = [&](std::size_t step) -> onnx::NodeProto* {
        const auto& outputs = quant.steps()[step].outputs;
        if (outputs.empty() || outputs[0] < 0)
            return nullptr;
        const auto found = producer.find(quant.nameOf(outputs[0]));
        return found == producer.end() ? nullptr : found->second;
    };
    for (const auto& [where, value] : changes.inputs)
        if (onnx::NodeProto* node = nodeOfStep(where.first))
            inputs[{ node, static_cast<int>(where.second) }] = value;
    for (const auto& a : structure.activations)
        for (const auto& link : a.biases) {
            const auto changed = changes.values.find(link.slot);
            const auto scale = changes.inputs.find({ a.quantizeStep, 1 });
            if (changed == changes.values.end() || scale == changes.inputs.end())
                continue;
            const auto found = producer.find(quant.nameOf(link.slot)); // the bias's DequantizeLinear
            if (found == producer.end())
                continue;
            const auto [levels, biasScale] = biasFor(link, changed->second, scale->second.data<float>()[0]);
            inputs[{ found->second, 0 }] = levels;
            inputs[{ found->second, 1 }] = biasScale;
        }
    // An initializer read only by inputs that all get the same new value is replaced; else the changed
    // inputs read a new initializer named after it.
    std::map<std::string, std::vector<std::pair<onnx::NodeProto*, int>>> byName;
    for (const auto& [where, value] : inputs)
        byName[where.first->input(where.second)].push_back(where);
    std::set<std::string> taken;
    for (const auto& [name, init] : initializers)
        taken.insert(name);
    for (const auto& [name, uses] : byName) {
        const auto init = initializers.find(name);
        if (init == initializers.end())
            return R::failure(
                Problem::make(quantPath, text("where.tensor", { name }), text("calib.requantize_not_constant")));
        bool same = readers[name] == static_cast<int>(uses.size());
        for (const auto& use : uses)
            same = same && std::memcmp(inputs[use].bytes(), inputs[uses.front()].bytes(), inputs[use].byteSize()) == 0
                && inputs[use].byteSize() == inputs[uses.front()].byteSize();
        if (same) {
            store(*init->second, inputs[uses.front()]);
            continue;
        }
        for (std::size_t i = 0; i < uses.size(); ++i) {
            std::string fresh = name + "_requantized";
            for (int n = 2; taken.count(fresh); ++n)
                fresh = name + "_requantized_" + std::to_string(n);
            taken.insert(fresh);
            onnx::TensorProto* added = graph.add_initializer();
            *added = *init->second;
            added->set_name(fresh);
            store(*added, inputs[uses[i]]);
            uses[i].first->set_input(uses[i].second, fresh);
        }
    }
    std::string out;
    if (!model.SerializeToString(&out))
        return R::failure(Problem::make(quantPath, {}, text("calib.requantize_unreadable")));
    return R::success(std::move(out));
}

} // namespace quantlens::calib
