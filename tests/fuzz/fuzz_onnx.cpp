// ONNX models: the protobuf parse and our import (graph, weights from initializers and Constant
// nodes, external data refused, subgraphs), then what every analysis does with a model next:
// quantization parameters, shape inference bound to the inputs, the plan's view of it.
#include "model/onnx_import.h"
#include "model/quant_import.h"
#include "model/shape_inference.h"
#include "precision/plan_context.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace quantlens;
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
