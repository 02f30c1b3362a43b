// ONNX models: the protobuf parse and our import (graph, weights from initializers and Constant
// nodes, external data refused, subgraphs), then what every analysis does with a model next:
// quantization parameters, shape inference bound to the inputs, the plan's view of it. And first the
// stripping of large weights that a model file's import does, with a threshold low enough for small
// inputs to reach its rewriting; what it says must lie inside the input and parse.
#include "model/onnx_import.h"
#include "model/onnx_payload_strip.h"
#include "model/quant_import.h"
#include "model/shape_inference.h"
#include "precision/plan_context.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace quantlens;
    if (auto stripped = stripLargePayloads(reinterpret_cast<const std::byte*>(data), size, 16)) {
        auto inside = [size](const PayloadRange& r) { return r.offset <= size && r.length <= size - r.offset; };
        for (const auto& [index, range] : stripped->initializers)
            if (!inside(range) || index < 0)
                __builtin_trap();
        for (const auto& constant : stripped->constants)
            if (!inside(constant.range) || constant.node < 0 || constant.attribute < 0)
                __builtin_trap();
        if (stripped->bytes.size() > size)
            __builtin_trap();
    }
    auto graph = importOnnxBytes(reinterpret_cast<const std::byte*>(data), size, "fuzz.onnx", "/nonexistent");
    if (!graph)
        return 0;
    auto quant = extractQuantInfo(*graph.value());
    std::map<std::string, std::vector<std::int64_t>> inputs;
    for (const auto& name : graph.value()->inputs())
        inputs[name] = { 1, 3, 8, 8 };
    (void)inferShapes(*graph.value(), inputs);
    (void)planContextOf(graph.value(), quant ? &quant.value() : nullptr);
    return 0;
}
