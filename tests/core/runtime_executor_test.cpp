// The executor's own rules, on small models built here: results independent of the thread count,
// one message naming every operator it cannot run, inputs checked against the model, NaN produced by a
// node named, tensors freed after their last reader, QDQ tensors named after their float twins.
#include "onnx_test_models.h"

#include "runtime/compiled_model.h"
#include "runtime/dump_naming.h"
#include "runtime/executor.h"
#include "runtime/gemm.h"
#include "runtime/model_inputs.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

using namespace quantlens;
using namespace quantlens::runtime;
using namespace quantlens::onnx_test;

namespace {
std::shared_ptr<const CompiledModel> compiled(const onnx::ModelProto& proto)
{
    auto graph = importModel(proto);
    EXPECT_TRUE(graph.ok()) << (graph.ok() ? "" : graph.error().toString());
    auto model = CompiledModel::compile(graph.value());
    EXPECT_TRUE(model.ok()) << (model.ok() ? "" : model.error().toString());
    return model.ok() ? model.value() : nullptr;
}

Tensor randomTensor(Shape shape, unsigned seed)
{
    std::mt19937 rng(seed);
    std::normal_distribution<float> normal;
    Tensor t(DType::Float32, std::move(shape));
    for (std::size_t i = 0; i < t.size(); ++i)
        t.mutableData<float>()[i] = normal(rng);
    return t;
}

/// x [1, 8, 13, 17] → Conv 3×3 (16 channels) → Relu → Conv 1×1 (5 channels) → y.
onnx::ModelProto twoConvModel()
{
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 1, 8, 13, 17 });
    std::vector<float> w1(16 * 8 * 9), w2(5 * 16), b1(16);
    for (std::size_t i = 0; i < w1.size(); ++i)
        w1[i] = std::sin(static_cast<float>(i) * 0.37f);
    for (std::size_t i = 0; i < w2.size(); ++i)
        w2[i] = std::cos(static_cast<float>(i) * 0.11f);
    for (std::size_t i = 0; i < b1.size(); ++i)
        b1[i] = 0.1f * static_cast<float>(i);
    addInitializer(g, floatTensor("w1", { 16, 8, 3, 3 }, w1));
    addInitializer(g, floatTensor("b1", { 16 }, b1));
    addInitializer(g, floatTensor("w2", { 5, 16, 1, 1 }, w2));
    auto& c1 = addNode(g, "Conv", { "x", "w1", "b1" }, { "c1" }, "conv1");
    setInts(c1, "pads", { 1, 1, 1, 1 });
    addNode(g, "Relu", { "c1" }, { "r1" }, "relu1");
    addNode(g, "Conv", { "r1", "w2" }, { "y" }, "conv2");
    addOutput(g, "y", { 1, 5, 13, 17 });
    return model;
}
}

TEST(Executor, ResultsDoNotDependOnTheNumberOfThreads)
{
    const auto model = compiled(twoConvModel());
    ASSERT_TRUE(model);
    const std::map<std::string, Tensor> inputs { { "x", randomTensor({ 1, 8, 13, 17 }, 7) } };
    ThreadPool one(1), three(3);
    auto a = runModel(*model, inputs, one);
    auto b = runModel(*model, inputs, three);
    ASSERT_TRUE(a.ok() && b.ok());
    const Tensor* ya = a.value().find(*model, "y");
    const Tensor* yb = b.value().find(*model, "y");
    ASSERT_TRUE(ya && yb);
    ASSERT_EQ(ya->shape(), (Shape { 1, 5, 13, 17 }));
    EXPECT_EQ(std::memcmp(ya->bytes(), yb->bytes(), ya->byteSize()), 0);
}

TEST(Executor, TheMatrixProductEqualsADoubleReferenceWithinFloatRounding)
{
    // Sizes that leave partial tiles and several K blocks.
    const std::size_t M = 13, N = 37, K = 300;
    const Tensor a = randomTensor({ static_cast<std::int64_t>(M), static_cast<std::int64_t>(K) }, 1);
    const Tensor b = randomTensor({ static_cast<std::int64_t>(K), static_cast<std::int64_t>(N) }, 2);
    std::vector<float> c(M * N, 0.0f), bias(M);
    for (std::size_t i = 0; i < M; ++i)
        bias[i] = static_cast<float>(i);
    ThreadPool pool(2);
    gemm(M, N, K, MatrixView { a.data<float>(), static_cast<std::int64_t>(K), 1 },
        MatrixView { b.data<float>(), static_cast<std::int64_t>(N), 1 }, c.data(), N, bias.data(), false, pool);
    double worst = 0;
    for (std::size_t i = 0; i < M; ++i)
        for (std::size_t j = 0; j < N; ++j) {
            double sum = 0;
            for (std::size_t k = 0; k < K; ++k)
                sum += static_cast<double>(a.data<float>()[i * K + k]) * b.data<float>()[k * N + j];
            worst = std::max(worst, std::abs(sum + bias[i] - c[i * N + j]));
        }
    EXPECT_LT(worst, 1e-3);
}

TEST(Executor, EveryOperatorItCannotRunIsNamedInOneMessage)
{
    auto proto = ifModel();
    auto& g = *proto.mutable_graph();
    addNode(g, "FooBar", { "x" }, { "foo" }, "my_foo", "com.example");
    auto graph = importModel(proto);
    ASSERT_TRUE(graph.ok());
    auto model = CompiledModel::compile(graph.value());
    ASSERT_FALSE(model.ok());
    const std::string message = model.error().message;
    EXPECT_NE(message.find("If"), std::string::npos) << message;
    EXPECT_NE(message.find("com.example.FooBar ('my_foo')"), std::string::npos) << message;
}

TEST(Executor, InputsAreCheckedAgainstTheModel)
{
    const auto model = compiled(twoConvModel());
    ASSERT_TRUE(model);
    ThreadPool pool(1);
    const auto wrongName = runModel(*model, { { "z", randomTensor({ 1, 8, 13, 17 }, 1) } }, pool);
    ASSERT_FALSE(wrongName.ok());
    EXPECT_NE(wrongName.error().message.find("no input 'z'"), std::string::npos) << wrongName.error().message;
    const auto wrongShape = runModel(*model, { { "x", randomTensor({ 1, 3, 13, 17 }, 1) } }, pool);
    ASSERT_FALSE(wrongShape.ok());
    EXPECT_NE(wrongShape.error().message.find("[1, 3, 13, 17]"), std::string::npos) << wrongShape.error().message;
    EXPECT_NE(wrongShape.error().message.find("[1, 8, 13, 17]"), std::string::npos) << wrongShape.error().message;
    const auto wrongType = runModel(*model, { { "x", Tensor::zeros(DType::Int64, { 1, 8, 13, 17 }) } }, pool);
    ASSERT_FALSE(wrongType.ok());
    EXPECT_NE(wrongType.error().message.find("int64"), std::string::npos) << wrongType.error().message;
    const auto missing = runModel(*model, {}, pool);
    ASSERT_FALSE(missing.ok());
    EXPECT_NE(missing.error().message.find("'x'"), std::string::npos) << missing.error().message;
}

TEST(Executor, TheFirstNodeThatProducesNaNFromFiniteInputsIsNamed)
{
    auto proto = makeModel();
    auto& g = *proto.mutable_graph();
    addInput(g, "x", { 4 });
    addNode(g, "Log", { "x" }, { "l" }, "the_log"); // log of a negative number
    addNode(g, "Sqrt", { "l" }, { "y" }, "the_sqrt"); // NaN in, NaN out: not the culprit
    addOutput(g, "y", { 4 });
    const auto model = compiled(proto);
    ASSERT_TRUE(model);
    ThreadPool pool(1);
    auto run = runModel(*model, { { "x", makeFloatTensor({ 4 }, { 1, 2, -3, 4 }) } }, pool);
    ASSERT_TRUE(run.ok());
    ASSERT_EQ(run.warnings().size(), 1u);
    EXPECT_NE(run.warnings()[0].position.find("the_log"), std::string::npos) << run.warnings()[0].toString();
}

// The check of every produced tensor reads its bits several values at a time: an infinity is found
// wherever it lies (the first value, the middle of a vector, the tail after the last whole one), in
// float and double tensors, and a tensor without one raises nothing.
TEST(Executor, AnInfinityAnywhereInAProducedOrGivenTensorIsNamed)
{
    constexpr std::size_t kValues = 39;
    for (const bool inDouble : { false, true }) {
        auto proto = makeModel();
        auto& g = *proto.mutable_graph();
        addInput(g, "x", { static_cast<std::int64_t>(kValues) });
        std::string exponentOf = "x";
        if (inDouble) {
            setInt(addNode(g, "Cast", { "x" }, { "xd" }, "to_double"), "to", onnx::TensorProto::DOUBLE);
            exponentOf = "xd";
        }
        addNode(g, "Exp", { exponentOf }, { "y" }, "the_exp"); // exp(1000) overflows double and float
        addOutput(g, "y", { static_cast<std::int64_t>(kValues) },
            inDouble ? onnx::TensorProto::DOUBLE : onnx::TensorProto::FLOAT);
        const auto model = compiled(proto);
        ASSERT_TRUE(model);
        ThreadPool pool(1);
        const std::vector<float> finite(kValues, 0.5f);
        auto clean = runModel(*model, { { "x", makeFloatTensor({ kValues }, finite) } }, pool);
        ASSERT_TRUE(clean.ok()) << clean.error().toString();
        EXPECT_TRUE(clean.warnings().empty());
        for (const std::size_t at : { std::size_t { 0 }, std::size_t { 5 }, std::size_t { 17 }, kValues - 1 }) {
            SCOPED_TRACE(std::string(inDouble ? "double" : "float") + ", value " + std::to_string(at));
            std::vector<float> values = finite;
            values[at] = 1000.0f;
            auto overflowing = runModel(*model, { { "x", makeFloatTensor({ kValues }, values) } }, pool);
            ASSERT_TRUE(overflowing.ok());
            ASSERT_EQ(overflowing.warnings().size(), 1u);
            EXPECT_NE(overflowing.warnings()[0].position.find("the_exp"), std::string::npos)
                << overflowing.warnings()[0].toString();
            values[at] = -std::numeric_limits<float>::infinity();
            auto given = runModel(*model, { { "x", makeFloatTensor({ kValues }, values) } }, pool);
            ASSERT_TRUE(given.ok());
            ASSERT_FALSE(given.warnings().empty());
            EXPECT_NE(given.warnings()[0].message.find("'x'"), std::string::npos) << given.warnings()[0].toString();
        }
    }
}

TEST(Executor, TensorsAreFreedAfterTheirLastReaderUnlessKept)
{
    const auto model = compiled(twoConvModel());
    ASSERT_TRUE(model);
    ThreadPool pool(1);
    const std::map<std::string, Tensor> inputs { { "x", randomTensor({ 1, 8, 13, 17 }, 3) } };
    auto plain = runModel(*model, inputs, pool);
    ASSERT_TRUE(plain.ok());
    EXPECT_EQ(plain.value().find(*model, "c1"), nullptr);
    EXPECT_NE(plain.value().find(*model, "y"), nullptr);
    RunOptions keep;
    keep.keepAll = true;
    auto kept = runModel(*model, inputs, pool, keep);
    ASSERT_TRUE(kept.ok());
    EXPECT_NE(kept.value().find(*model, "c1"), nullptr);
    EXPECT_NE(kept.value().find(*model, "r1"), nullptr);
    // Streaming: every produced tensor is handed out once, in order.
    std::vector<std::string> seen;
    RunOptions stream;
    stream.onTensor = [&](int slot, const Tensor&) {
        seen.push_back(model->nameOf(slot));
        return true;
    };
    ASSERT_TRUE(runModel(*model, inputs, pool, stream).ok());
    EXPECT_EQ(seen, (std::vector<std::string> { "x", "c1", "r1", "y" }));
}

TEST(Executor, AQdqRunNamesItsTensorsAfterTheirFloatTwins)
{
    const auto model = compiled(qdqModel());
    ASSERT_TRUE(model);
    const auto names = dumpNames(*model, false);
    std::map<std::string, std::string> named; // dump name → the quantized graph's tensor
    for (std::size_t s = 0; s < names.size(); ++s)
        if (names[s])
            named[(names[s]->preQuantization ? "prequant/" : "") + names[s]->name] = model->nameOf(static_cast<int>(s));
    EXPECT_EQ(named["x"], "x_DequantizeLinear_Output");
    EXPECT_EQ(named["prequant/x"], "x");
    EXPECT_EQ(named["conv_out"], "conv_out_DequantizeLinear_Output");
    EXPECT_EQ(named["prequant/conv_out"], "conv_out");
    EXPECT_EQ(named["y"], "y"); // a graph output keeps its name
    EXPECT_EQ(named["prequant/y"], "y_QuantizeLinear_Input");
    EXPECT_EQ(named.count("conv.weight"), 0u); // dequantized weights are no activations
}

TEST(Executor, InputArgumentsNameTheModelInputOrNot)
{
    EXPECT_EQ(parseInputArgument("x=a.npy").name, "x");
    EXPECT_EQ(parseInputArgument("x=a.npy").file, "a.npy");
    EXPECT_EQ(parseInputArgument("a.npy").name, "");
    EXPECT_EQ(parseInputArgument("a.npy").file, "a.npy");
}

TEST(Executor, ATensorLargerThanTheLimitIsRefusedNamingTheNode)
{
    auto proto = makeModel();
    auto& g = *proto.mutable_graph();
    addInput(g, "shape", { 2 }, onnx::TensorProto::INT64);
    addNode(g, "ConstantOfShape", { "shape" }, { "y" }, "huge");
    addOutput(g, "y", { -1, -1 });
    const auto model = compiled(proto);
    ASSERT_TRUE(model);
    ThreadPool pool(1);
    auto run = runModel(*model, { { "shape", makeInt64Tensor({ 2 }, { 1 << 30, 1 << 30 }) } }, pool);
    ASSERT_FALSE(run.ok());
    EXPECT_NE(run.error().position.find("huge"), std::string::npos) << run.error().toString();
    EXPECT_NE(run.error().message.find("MiB"), std::string::npos) << run.error().toString();
}

// A Reshape to a shape of another element count is refused naming both shapes, whether the product of
// the wanted dimensions fits in 64 bits or not (a fuzzer's find: it used to wrap).
TEST(Executor, AReshapeToAnotherElementCountIsRefusedNamingBothShapes)
{
    auto proto = makeModel();
    auto& g = *proto.mutable_graph();
    addInput(g, "x", { 2, 6 });
    addInput(g, "shape", { 3 }, onnx::TensorProto::INT64);
    addNode(g, "Reshape", { "x", "shape" }, { "y" }, "reshape");
    addOutput(g, "y", { -1, -1, -1 });
    const auto model = compiled(proto);
    ASSERT_TRUE(model);
    ThreadPool pool(1);
    const std::vector<std::int64_t> overflowing { std::int64_t { 1 } << 40, std::int64_t { 1 } << 40, 2 };
    for (const auto& wanted : { std::vector<std::int64_t> { 2, 2, 2 }, overflowing }) {
        auto run = runModel(
            *model, { { "x", randomTensor({ 2, 6 }, 1) }, { "shape", makeInt64Tensor({ 3 }, wanted) } }, pool);
        ASSERT_FALSE(run.ok());
        EXPECT_NE(run.error().position.find("reshape"), std::string::npos) << run.error().toString();
        EXPECT_NE(run.error().message.find("Reshape of [2, 6] to [" + std::to_string(wanted[0])), std::string::npos)
            << run.error().toString();
    }
    auto fits = runModel(
        *model, { { "x", randomTensor({ 2, 6 }, 1) }, { "shape", makeInt64Tensor({ 3 }, { 3, -1, 2 }) } }, pool);
    ASSERT_TRUE(fits.ok()) << fits.error().toString();
}
