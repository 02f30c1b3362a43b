// ONNX Runtime's dynamic quantization (onnxruntime.quantization.quantize_dynamic). Activations pass
// through DynamicQuantizeLinear, which computes a uint8 scale and zero point from each input's own
// min/max at run time; weights are quantized offline. ConvInteger / MatMulInteger take only zero
// points: the scales multiply their int32 result afterwards (see dynamic_quant_pattern.h), which is
// where a weight's scale is found. The last Mul (or the bias Add) keeps the float model's output name,
// so dumps match by name; the steps before it hold that output divided by the scales, so they are not
// aliases of it.
#include "model/dynamic_quant_pattern.h"
#include "model/quant_collector.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace quantlens {
namespace {
    bool isOp(const Node& node, const char* opType)
    {
        return node.opType == opType && (node.domain.empty() || node.domain == "ai.onnx");
    }

    std::string input(const Node& node, std::size_t i)
    {
        return i < node.inputs.size() ? node.inputs[i] : std::string();
    }

    /// The scale a quantizing node gave an operand: DynamicQuantizeLinear's second output, or
    /// QuantizeLinear's scale input. Empty for a weight or anything else.
    std::string scaleOfQuantizedInput(const Graph& graph, const std::string& operand)
    {
        const Node* producer = graph.producer(operand);
        if (producer == nullptr)
            return {};
        if (isOp(*producer, "DynamicQuantizeLinear") && producer->outputs.size() > 1)
            return producer->outputs[1];
        if (isOp(*producer, "QuantizeLinear"))
            return input(*producer, 1);
        return {};
    }

    QuantParams dynamicActivation(const Node& node)
    {
        QuantParams p;
        p.dtype = DType::UInt8; // DynamicQuantizeLinear always produces uint8
        p.bits = 8;
        p.dynamic = true;
        p.origin = node.opType;
        return p;
    }

    // x → DynamicQuantizeLinear → (x_quantized, x_scale, x_zero_point): x is quantized at run time.
    void collectDynamicQuantize(const Node& node, QuantCollector& c)
    {
        const std::string x = input(node, 0);
        if (x.empty())
            return;
        const std::string floatName = c.floatNameOf(x);
        c.record(node, floatName, dynamicActivation(node));
        c.alias(x, floatName);
        if (!node.outputs.empty())
            c.alias(node.outputs[0], floatName);
        c.aliasConventional(floatName);
    }

    /// One input of ConvInteger / MatMulInteger that is a quantized weight (an initializer).
    struct WeightOperand {
        std::string tensor;
        std::string zeroPoint;
        int axis;
    };

    /// The channel axis of a weight operand's per-channel scale: ConvInteger's W by output channel
    /// (axis 0); MatMulInteger's B by column (its last axis), its A by row.
    int weightAxis(const Node& node, const Graph& graph, std::size_t operand, const std::string& tensor)
    {
        if (isOp(node, "ConvInteger"))
            return operand == 1 ? 0 : 1;
        const auto w = graph.weightLayout(tensor);
        const int rank = w ? static_cast<int>(w->shape.size()) : 2;
        return std::max(0, operand == 1 ? rank - 1 : rank - 2);
    }

    /// Which of the scale factors is the weight's own: the only one left once the activations' scales are
    /// set aside, else (several weights) the one named as ONNX Runtime names it.
    std::string weightScale(
        const std::vector<std::string>& factors, std::size_t weightCount, const std::string& floatName)
    {
        if (weightCount == 1 && factors.size() == 1)
            return factors.front();
        const std::string conventional = floatName + "_scale";
        return std::find(factors.begin(), factors.end(), conventional) != factors.end() ? conventional : std::string();
    }

    // ConvInteger(A, B, a_zero_point, b_zero_point) / MatMulInteger(...): the weights' parameters.
    void collectIntegerOp(const Node& node, QuantCollector& c)
    {
        const Graph& graph = c.graph();
        std::vector<WeightOperand> weights;
        std::vector<std::string> activationScales;
        for (std::size_t operand = 0; operand < 2; ++operand) {
            const std::string tensor = input(node, operand);
            if (tensor.empty())
                continue;
            if (graph.hasWeight(tensor))
                weights.push_back({ tensor, input(node, operand + 2), weightAxis(node, graph, operand, tensor) });
            else if (const std::string scale = scaleOfQuantizedInput(graph, tensor); !scale.empty())
                activationScales.push_back(scale);
        }
        if (weights.empty())
            return;

        // The scales the int32 result is multiplied by, less the activations': the weights'.
        std::optional<std::vector<std::string>> factors;
        if (auto rescale = findDynamicRescale(graph, node)) {
            factors = std::move(rescale->scaleFactors);
            std::erase_if(*factors, [&](const std::string& f) {
                return std::find(activationScales.begin(), activationScales.end(), f) != activationScales.end();
            });
        }
        for (const auto& w : weights) {
            const std::string floatName = c.floatNameOf(w.tensor);
            c.alias(w.tensor, floatName);
            c.aliasConventional(floatName);
            if (!factors || factors->empty()) {
                c.warn(node, text("quant.dynamic_scale_not_found", { floatName, node.opType }));
                continue;
            }
            const std::string scale = weightScale(*factors, weights.size(), floatName);
            if (scale.empty()) {
                c.warn(node,
                    text("quant.dynamic_scale_unclear", { floatName, node.opType, std::to_string(factors->size()) }));
                continue;
            }
            const QuantSource source { &node, floatName, w.tensor, scale, w.zeroPoint,
                c.dtypeOf(w.tensor).value_or(DType::Int8), w.axis };
            if (auto params = c.readParams(source))
                c.record(node, floatName, *params);
        }
    }
}

bool collectDynamicQuant(const Node& node, QuantCollector& c)
{
    if (isOp(node, "DynamicQuantizeLinear")) {
        collectDynamicQuantize(node, c);
        return true;
    }
    if (isDynamicIntegerOp(node)) {
        collectIntegerOp(node, c);
        return true;
    }
    return false;
}

void noteDynamicActivations(QuantCollector& c)
{
    const auto& tensors = c.info().byFloatTensor;
    const auto dynamic = std::count_if(tensors.begin(), tensors.end(), [](const auto& t) { return t.second.dynamic; });
    if (dynamic > 0)
        c.warnModel(text("quant.dynamic_activations", { std::to_string(dynamic) }));
}

} // namespace quantlens
