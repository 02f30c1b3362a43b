#include "model/quant_import.h"

#include "model/onnx_types.h"
#include "model/quant_collector.h"

#include <exception>

namespace quantlens {
namespace {
    bool isOp(const Node& node, const char* opType)
    {
        // Older ONNX Runtime versions put 16-bit Q/DQ in the com.microsoft domain.
        return node.opType == opType && (node.domain.empty() || node.domain == "com.microsoft");
    }

    std::optional<long long> intAttribute(const Node& node, const char* name)
    {
        const Attribute* a = node.attribute(name);
        if (a == nullptr || a->kind != Attribute::Kind::Int || a->numbers.empty())
            return std::nullopt;
        return static_cast<long long>(a->numbers[0]);
    }

    std::string input(const Node& node, std::size_t i)
    {
        return i < node.inputs.size() ? node.inputs[i] : std::string();
    }

    bool isBlocked(const Node& node, QuantCollector& c, const std::string& floatName)
    {
        if (intAttribute(node, "block_size").value_or(0) <= 0)
            return false;
        c.warn(node, text("quant.blocked", { floatName }));
        return true;
    }

    // float t → QuantizeLinear → DequantizeLinear → consumers: the parameters belong to t.
    void collectQuantize(const Node& node, QuantCollector& c)
    {
        const std::string x = input(node, 0);
        if (x.empty())
            return;
        const std::string floatName = c.floatNameOf(x);
        if (!isBlocked(node, c, floatName)) {
            DType fallback = DType::UInt8; // the ONNX default when the zero point is omitted
            if (auto code = intAttribute(node, "output_dtype"); code && *code != 0)
                fallback = dtypeFromOnnx(static_cast<int>(*code)).value_or(DType::UInt8);
            const QuantSource source { &node, floatName, x, input(node, 1), input(node, 2), fallback,
                static_cast<int>(intAttribute(node, "axis").value_or(1)) };
            if (auto params = c.readParams(source))
                c.record(node, floatName, *params);
        }
        c.alias(x, floatName);
        for (const auto& out : node.outputs) {
            c.alias(out, floatName);
            const Value* v = c.graph().value(out);
            if (v == nullptr)
                continue;
            for (int consumer : v->consumers) {
                const Node& dq = c.graph().nodes()[static_cast<std::size_t>(consumer)];
                if (isOp(dq, "DequantizeLinear") && !dq.outputs.empty())
                    c.alias(dq.outputs[0], floatName);
            }
        }
        c.aliasConventional(floatName);
    }

    // Weights and biases quantized offline (w_quantized → DequantizeLinear → w_DequantizeLinear_Output), and
    // the DequantizeLinear after a QOperator model's last op.
    void collectDequantize(const Node& node, QuantCollector& c)
    {
        const std::string x = input(node, 0);
        if (x.empty() || node.outputs.empty())
            return;
        const std::string& y = node.outputs[0];
        const Node* producer = c.graph().producer(x);
        if (producer != nullptr && isOp(*producer, "QuantizeLinear")) {
            c.alias(y, c.floatNameOf(x)); // the QuantizeLinear carried the parameters
            return;
        }
        std::string floatName = c.floatNameOf(x);
        if (floatName == x)
            floatName = c.floatNameOf(y);
        if (!c.has(floatName) && !isBlocked(node, c, floatName)) {
            const QuantSource source { &node, floatName, x, input(node, 1), input(node, 2),
                c.dtypeOf(x).value_or(DType::UInt8), static_cast<int>(intAttribute(node, "axis").value_or(1)) };
            if (auto params = c.readParams(source))
                c.record(node, floatName, *params);
        }
        c.alias(x, floatName);
        c.alias(y, floatName);
        c.aliasConventional(floatName);
    }
}

Result<QuantInfo> extractQuantInfo(const Graph& quantGraph)
{
    try {
        QuantCollector collector(quantGraph);
        bool found = false;
        for (const auto& node : quantGraph.nodes()) {
            if (isOp(node, "QuantizeLinear")) {
                collectQuantize(node, collector);
                found = true;
            } else if (isOp(node, "DequantizeLinear")) {
                collectDequantize(node, collector);
                found = true;
            } else if (collectQOperator(node, collector) || collectDynamicQuant(node, collector)) {
                found = true;
            }
        }
        if (!found)
            return Result<QuantInfo>::failure(Problem::make(quantGraph.sourcePath(), {}, text("quant.no_operators")));
        noteDynamicActivations(collector);
        return Result<QuantInfo>::success(collector.takeInfo(), collector.takeWarnings());
    } catch (const std::exception& e) {
        return Result<QuantInfo>::failure(
            Problem::make(quantGraph.sourcePath(), {}, text("quant.cannot_read", { e.what() })));
    }
}

} // namespace quantlens
