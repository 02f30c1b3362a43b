#include "model/quant_collector.h"

#include <optional>
#include <string>
#include <vector>

namespace quantlens {
namespace {
    enum class AxisRule { PerTensor, First, Last, GemmB };

    /// Input positions of one quantized operand: the tensor, its scale and its zero point.
    struct Operand {
        int tensor;
        int scale;
        int zeroPoint;
        AxisRule axis = AxisRule::PerTensor;
    };

    struct QOpLayout {
        const char* opType;
        std::vector<Operand> inputs;
        int outputScale; ///< input position of the output's scale; without that input the output is float
        int outputZeroPoint;
    };

    // Input layouts from the ONNX spec (QLinearConv, QLinearMatMul) and onnxruntime's contrib schemas
    // (onnxruntime/core/graph/contrib_ops/quantization_defs.cc). QLinearConcat is handled apart.
    const std::vector<QOpLayout>& layouts()
    {
        static const std::vector<QOpLayout> kLayouts {
            { "QLinearConv", { { 0, 1, 2 }, { 3, 4, 5, AxisRule::First } }, 6, 7 },
            { "QLinearMatMul", { { 0, 1, 2 }, { 3, 4, 5, AxisRule::Last } }, 6, 7 },
            { "QLinearAdd", { { 0, 1, 2 }, { 3, 4, 5 } }, 6, 7 },
            { "QLinearMul", { { 0, 1, 2 }, { 3, 4, 5 } }, 6, 7 },
            { "QGemm", { { 0, 1, 2 }, { 3, 4, 5, AxisRule::GemmB } }, 7, 8 },
            { "QLinearSigmoid", { { 0, 1, 2 } }, 3, 4 },
            { "QLinearLeakyRelu", { { 0, 1, 2 } }, 3, 4 },
            { "QLinearSoftmax", { { 0, 1, 2 } }, 3, 4 },
            { "QLinearAveragePool", { { 0, 1, 2 } }, 3, 4 },
            { "QLinearGlobalAveragePool", { { 0, 1, 2 } }, 3, 4 },
            { "QLinearReduceMean", { { 0, 1, 2 } }, 3, 4 },
        };
        return kLayouts;
    }

    std::string input(const Node& node, int i)
    {
        const auto index = static_cast<std::size_t>(i);
        if (i < 0 || index >= node.inputs.size())
            return {};
        return node.inputs[index];
    }

    int axisFor(AxisRule rule, const Node& node, const std::string& tensor, const QuantCollector& c)
    {
        switch (rule) {
        case AxisRule::First: return 0;
        case AxisRule::Last: {
            const Value* v = c.graph().value(tensor);
            return v != nullptr && v->shapeKnown && !v->shape.empty() ? static_cast<int>(v->shape.size()) - 1 : 1;
        }
        case AxisRule::GemmB: {
            // B's scales run along its N dimension: axis 1 of [K, N], axis 0 when transB stores it as [N, K].
            const Attribute* transB = node.attribute("transB");
            return transB != nullptr && !transB->numbers.empty() && transB->numbers[0] != 0 ? 0 : 1;
        }
        case AxisRule::PerTensor: break;
        }
        return 1;
    }

    std::optional<QuantParams> collect(const Node& node, QuantCollector& c, const std::string& tensor, int scale,
        int zeroPoint, int axis, DType fallback)
    {
        if (tensor.empty())
            return std::nullopt;
        const std::string floatName = c.floatNameOf(tensor);
        const QuantSource source { &node, floatName, tensor, input(node, scale), input(node, zeroPoint),
            c.dtypeOf(tensor).value_or(fallback), axis };
        auto params = c.readParams(source);
        if (params)
            c.record(node, floatName, *params);
        c.alias(tensor, floatName);
        c.aliasConventional(floatName);
        return params;
    }

    // The int32 bias of QLinearConv has scale x_scale·w_scale and zero point 0 (ONNX spec).
    void collectConvBias(const Node& node, QuantCollector& c, const QuantParams& x, const QuantParams& w)
    {
        const std::string bias = input(node, 8);
        if (bias.empty() || x.scales.empty())
            return;
        QuantParams b;
        b.dtype = DType::Int32;
        b.bits = 32;
        for (double ws : w.scales)
            b.scales.push_back(x.scales[0] * ws);
        b.zeroPoints.assign(b.scales.size(), 0);
        if (b.scales.size() > 1)
            b.axis = 0;
        b.origin = node.opType;
        b.computeRanges();
        const std::string floatName = c.floatNameOf(bias);
        c.record(node, floatName, b);
        c.alias(bias, floatName);
        c.aliasConventional(floatName);
    }

    void collectConcat(const Node& node, QuantCollector& c)
    {
        std::optional<DType> first;
        for (int i = 2; i < static_cast<int>(node.inputs.size()); i += 3)
            if (auto p = collect(node, c, input(node, i), i + 1, i + 2, 1, DType::UInt8); p && !first)
                first = p->dtype;
        if (!node.outputs.empty())
            collect(node, c, node.outputs[0], 0, 1, 1, first.value_or(DType::UInt8));
    }
}

bool collectQOperator(const Node& node, QuantCollector& c)
{
    if (!node.domain.empty() && node.domain != "com.microsoft")
        return false;
    if (node.opType == "QLinearConcat") {
        collectConcat(node, c);
        return true;
    }
    for (const auto& layout : layouts()) {
        if (node.opType != layout.opType)
            continue;
        std::vector<std::optional<QuantParams>> operands;
        for (const auto& op : layout.inputs) {
            const std::string tensor = input(node, op.tensor);
            operands.push_back(
                collect(node, c, tensor, op.scale, op.zeroPoint, axisFor(op.axis, node, tensor, c), DType::UInt8));
        }
        if (node.opType == "QLinearConv" && operands[0] && operands[1])
            collectConvBias(node, c, *operands[0], *operands[1]);
        // The output shares the activation type unless its own zero point says otherwise.
        const DType fallback = operands[0] ? operands[0]->dtype : DType::UInt8;
        if (!input(node, layout.outputScale).empty() && !node.outputs.empty())
            collect(node, c, node.outputs[0], layout.outputScale, layout.outputZeroPoint, 1, fallback);
        return true;
    }
    return false;
}

} // namespace quantlens
