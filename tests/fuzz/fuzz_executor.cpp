// The executor on every model the importer accepts: compiled (or refused with a message), then run on
// inputs made from the model's declared shapes (dynamic dimensions small) and the fuzzer's bytes. No
// crash, no hang, bounded memory: tensors are capped at 64 MiB here, runs at 20,000 nodes.
#include "model/onnx_import.h"
#include "runtime/compiled_model.h"
#include "runtime/executor.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace {
using namespace quantlens;
using namespace quantlens::runtime;

/// An input for each graph input: its declared shape with unknown dimensions 2 (at most 4,096
/// elements), its declared element type (float when none), filled with bytes of the model itself.
std::map<std::string, Tensor> inputsFor(const CompiledModel& model, const std::uint8_t* data, std::size_t size)
{
    std::map<std::string, Tensor> inputs;
    for (int slot : model.inputSlots()) {
        const Value& v = model.graph().values()[static_cast<std::size_t>(slot)];
        Shape shape;
        std::size_t count = 1;
        for (auto d : v.shape) {
            const std::int64_t dim = d < 0 ? 2 : std::min<std::int64_t>(d, 4096);
            count *= static_cast<std::size_t>(std::max<std::int64_t>(dim, 1));
            shape.push_back(dim);
        }
        if (count > 4096 || shape.size() > 8)
            return {};
        DType type = v.dtype.value_or(DType::Float32);
        if (type == DType::Float16 || type == DType::UInt32 || type == DType::UInt64)
            return {};
        Tensor t = Tensor::zeros(type, shape);
        // Bytes of the model as values: finite for floats (NaN bit patterns replaced by small numbers).
        for (std::size_t i = 0; i < t.byteSize() && size > 0; ++i)
            t.mutableData<std::uint8_t>()[i] = data[i % size];
        if (type == DType::Float32)
            for (std::size_t i = 0; i < t.size(); ++i)
                if (!std::isfinite(t.data<float>()[i]) || std::abs(t.data<float>()[i]) > 1e6f)
                    t.mutableData<float>()[i] = static_cast<float>(i % 7) - 3.0f;
        if (type == DType::Bool)
            for (std::size_t i = 0; i < t.size(); ++i)
                t.mutableData<std::uint8_t>()[i] &= 1;
        inputs[v.name] = std::move(t);
    }
    return inputs;
}
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    setTensorSizeLimit(std::size_t { 64 } << 20);
    auto graph = importOnnxBytes(reinterpret_cast<const std::byte*>(data), size, "fuzz.onnx", "/nonexistent");
    if (!graph || graph.value()->nodes().size() > 20000)
        return 0;
    auto model = CompiledModel::compile(graph.value());
    if (!model)
        return 0;
    auto inputs = inputsFor(*model.value(), data, size);
    if (inputs.size() != model.value()->inputSlots().size())
        return 0;
    static ThreadPool pool(2);
    RunOptions options;
    std::size_t produced = 0;
    options.onTensor = [&](int, const Tensor& t) { return (produced += t.byteSize()) < (std::size_t { 256 } << 20); };
    (void)runModel(*model.value(), inputs, pool, options);
    return 0;
}
