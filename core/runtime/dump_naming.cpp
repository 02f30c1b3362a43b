#include "runtime/dump_naming.h"

#include "model/quant_import.h"

#include <set>

namespace quantlens::runtime {
namespace {
    bool isQuantOp(const Node& node, const char* type)
    {
        return node.opType == type && (node.domain.empty() || node.domain == "com.microsoft");
    }
}

std::vector<std::optional<DumpName>> dumpNames(const CompiledModel& model, bool outputsOnly)
{
    const Graph& g = model.graph();
    std::vector<std::optional<DumpName>> names(model.slotCount());
    std::set<std::string> taken;
    auto name = [&](int slot, std::string tensor, bool preQuantization, bool output) {
        if (slot < 0 || names[static_cast<std::size_t>(slot)])
            return;
        const std::string key = (preQuantization ? "prequant/" : "") + tensor;
        if (taken.insert(key).second)
            names[static_cast<std::size_t>(slot)] = DumpName { std::move(tensor), preQuantization, output };
    };
    for (int s : model.outputSlots())
        name(s, model.nameOf(s), false, true);
    if (outputsOnly)
        return names;

    bool quantized = false;
    for (const auto& node : g.nodes())
        quantized = quantized || isQuantOp(node, "QuantizeLinear") || isQuantOp(node, "DequantizeLinear");
    QuantInfo info;
    if (quantized)
        if (auto extracted = extractQuantInfo(g))
            info = std::move(extracted).value();
    auto floatName = [&](const std::string& tensor) {
        const auto it = info.floatNameOf.find(tensor);
        return it == info.floatNameOf.end() ? tensor : it->second;
    };
    // What each QuantizeLinear reads is the float tensor before quantization: prequant/<float name>. The
    // name itself goes to the DequantizeLinear output, the value the rest of the graph reads.
    // (Only when a DequantizeLinear reads it back: a QOperator model's QLinearConv reads the quantized
    // tensor itself, and then the value before quantization is the float tensor's only value.)
    auto dequantized = [&](int slot) {
        for (int consumer : g.values()[static_cast<std::size_t>(slot)].consumers)
            if (isQuantOp(g.nodes()[static_cast<std::size_t>(consumer)], "DequantizeLinear"))
                return true;
        return false;
    };
    for (const auto& step : model.steps()) {
        const Node& node = g.nodes()[step.node];
        if (quantized && isQuantOp(node, "QuantizeLinear") && !step.inputs.empty() && step.inputs[0] >= 0
            && !model.constant(step.inputs[0]) && !step.outputs.empty() && step.outputs[0] >= 0
            && dequantized(step.outputs[0]))
            name(step.inputs[0], floatName(model.nameOf(step.inputs[0])), true, false);
    }
    for (int s : model.inputSlots())
        name(s, model.nameOf(s), false, false);
    for (const auto& step : model.steps()) {
        const Node& node = g.nodes()[step.node];
        if (node.opType == "Constant" && node.domain.empty())
            continue;
        const bool dequantize = quantized && isQuantOp(node, "DequantizeLinear");
        for (int s : step.outputs) {
            if (s < 0)
                continue;
            if (quantized && model.constant(s))
                continue; // a dequantized weight or bias, or shape arithmetic on weights
            name(s, dequantize ? floatName(model.nameOf(s)) : model.nameOf(s), false, false);
        }
    }
    return names;
}

} // namespace quantlens::runtime
