// Integer arithmetic at the edges of its type: the lowest value divided by -1 does not fit and traps
// the processor (SIGFPE) when computed as C++ division, which took the whole program down (run,
// report --input, the window). Results are the two's-complement ones ONNX Runtime gives, and a model
// of such values runs to the end.
#include "onnx_test_models.h"

#include "runtime/compiled_model.h"
#include "runtime/executor.h"

#include <gtest/gtest.h>

#include <limits>

using namespace quantlens;
using namespace quantlens::runtime;
using namespace quantlens::onnx_test;

namespace {
template <class T> Tensor integers(DType dtype, const std::vector<T>& values)
{
    Tensor t(dtype, { static_cast<std::int64_t>(values.size()) });
    for (std::size_t i = 0; i < values.size(); ++i)
        t.mutableData<T>()[i] = values[i];
    return t;
}

/// y = op(a, b) over two int tensors of `count` elements; `fmod` sets Mod's attribute when >= 0.
template <class T>
std::vector<T> runBinary(
    const std::string& op, int onnxType, DType dtype, const std::vector<T>& a, const std::vector<T>& b, int fmod = -1)
{
    auto proto = makeModel();
    auto& g = *proto.mutable_graph();
    const auto n = static_cast<std::int64_t>(a.size());
    addInput(g, "a", { n }, onnxType);
    addInput(g, "b", { n }, onnxType);
    auto& node = addNode(g, op, { "a", "b" }, { "y" }, "edge_" + op);
    if (fmod >= 0)
        setInt(node, "fmod", fmod);
    addOutput(g, "y", { n }, onnxType);
    auto graph = importModel(proto);
    EXPECT_TRUE(graph.ok());
    auto model = CompiledModel::compile(graph.value());
    EXPECT_TRUE(model.ok()) << (model.ok() ? "" : model.error().toString());
    if (!model.ok())
        return {};
    ThreadPool pool(1);
    auto result = runModel(*model.value(), { { "a", integers(dtype, a) }, { "b", integers(dtype, b) } }, pool);
    EXPECT_TRUE(result.ok()) << (result.ok() ? "" : result.error().toString());
    if (!result.ok())
        return {};
    const Tensor* y = result.value().find(*model.value(), "y");
    return std::vector<T>(y->data<T>(), y->data<T>() + y->size());
}
}

TEST(IntegerEdges, TheLowestValueDividedByMinusOneWrapsInsteadOfTrapping)
{
    constexpr auto low32 = std::numeric_limits<std::int32_t>::min();
    EXPECT_EQ(runBinary<std::int32_t>(
                  "Div", onnx::TensorProto::INT32, DType::Int32, { low32, 7, -8, low32 }, { -1, -1, 2, 1 }),
        (std::vector<std::int32_t> { low32, -7, -4, low32 }));
    constexpr auto low64 = std::numeric_limits<std::int64_t>::min();
    EXPECT_EQ(runBinary<std::int64_t>("Div", onnx::TensorProto::INT64, DType::Int64, { low64, 9 }, { -1, -3 }),
        (std::vector<std::int64_t> { low64, -3 }));
}

TEST(IntegerEdges, TheLowestValueModuloMinusOneIsZeroInBothModes)
{
    constexpr auto low32 = std::numeric_limits<std::int32_t>::min();
    constexpr auto low64 = std::numeric_limits<std::int64_t>::min();
    for (int fmod : { 0, 1 }) {
        EXPECT_EQ(runBinary<std::int32_t>(
                      "Mod", onnx::TensorProto::INT32, DType::Int32, { low32, -7, 7 }, { -1, 3, -3 }, fmod),
            fmod ? (std::vector<std::int32_t> { 0, -1, 1 }) : (std::vector<std::int32_t> { 0, 2, -2 }))
            << "fmod " << fmod;
        EXPECT_EQ(runBinary<std::int64_t>("Mod", onnx::TensorProto::INT64, DType::Int64, { low64 }, { -1 }, fmod),
            (std::vector<std::int64_t> { 0 }))
            << "fmod " << fmod;
    }
}

TEST(IntegerEdges, AddSubAndMulWrapAround)
{
    constexpr auto high = std::numeric_limits<std::int32_t>::max();
    constexpr auto low = std::numeric_limits<std::int32_t>::min();
    EXPECT_EQ(runBinary<std::int32_t>("Add", onnx::TensorProto::INT32, DType::Int32, { high }, { 1 }),
        (std::vector<std::int32_t> { low }));
    EXPECT_EQ(runBinary<std::int32_t>("Sub", onnx::TensorProto::INT32, DType::Int32, { low }, { 1 }),
        (std::vector<std::int32_t> { high }));
    EXPECT_EQ(runBinary<std::int32_t>("Mul", onnx::TensorProto::INT32, DType::Int32, { high }, { 2 }),
        (std::vector<std::int32_t> { -2 }));
}
