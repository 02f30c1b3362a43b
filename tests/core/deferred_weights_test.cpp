// Large weights of a model file stay in the file until read (model/deferred_weights.h,
// model/onnx_payload_strip.h): the same values as a full parse, and no bytes of another model when the
// file changes under them.
#include "model/onnx_import.h"
#include "model/onnx_payload_strip.h"
#include "model/quant_import.h"
#include "onnx_test_models.h"
#include "runtime/compiled_model.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <thread>

using namespace quantlens;
using namespace quantlens::onnx_test;
using ::testing::HasSubstr;

namespace {
constexpr std::size_t kMinBytes = 16 << 10;
constexpr std::int64_t kWidth = 8192; // 32 KiB of float32: past kMinBytes

std::vector<float> ramp(float scale)
{
    std::vector<float> values(static_cast<std::size_t>(kWidth));
    for (std::size_t i = 0; i < values.size(); ++i)
        values[i] = scale * static_cast<float>(i % 97) - 3.f;
    return values;
}

/// y = (x + big) * constant, plus a small initializer and a large int64 one that stay in the parse.
onnx::ModelProto modelWithLargeWeights(float scale)
{
    auto model = makeModel();
    auto& graph = *model.mutable_graph();
    addInput(graph, "x", { 1, kWidth });
    addOutput(graph, "y", { 1, kWidth });
    addInitializer(graph, floatTensor("small", { 4 }, { 1.f, 2.f, 3.f, 4.f }));
    addInitializer(graph, floatTensor("big", { 1, kWidth }, ramp(scale)));
    addInitializer(graph,
        rawTensor<std::int64_t>("indices", onnx::TensorProto::INT64, { kWidth }, std::vector<std::int64_t>(kWidth, 7)));
    auto& constant = addNode(graph, "Constant", {}, { "constant" }, "const");
    setTensor(constant, "value", floatTensor("", { 1, kWidth }, ramp(-scale)));
    addNode(graph, "Add", { "x", "big" }, { "sum" }, "add");
    addNode(graph, "Mul", { "sum", "constant" }, { "y" }, "mul");
    return model;
}

std::vector<double> asDoubles(const std::vector<float>& values) { return { values.begin(), values.end() }; }

struct ModelFile {
    std::filesystem::path dir = makeTempDir("deferred");
    std::filesystem::path path = dir / "model.onnx";
    ~ModelFile() { std::filesystem::remove_all(dir); }
};

std::shared_ptr<const Graph> importFile(const std::filesystem::path& path)
{
    auto result = importOnnxFile(path.string());
    EXPECT_TRUE(result.ok()) << (result.ok() ? "" : result.error().toString());
    return result.ok() ? result.value() : nullptr;
}
}

TEST(PayloadStrip, CutsLargeFloatPayloadsAndSaysWhereTheyLie)
{
    const std::string bytes = serialize(modelWithLargeWeights(0.5f));
    auto stripped = stripLargePayloads(reinterpret_cast<const std::byte*>(bytes.data()), bytes.size(), kMinBytes);
    ASSERT_TRUE(stripped);
    ASSERT_EQ(stripped->initializers.size(), 1u); // "big"; "small" is small, "indices" is int64
    EXPECT_EQ(stripped->initializers[0].first, 1);
    ASSERT_EQ(stripped->constants.size(), 1u);
    EXPECT_EQ(stripped->constants[0].node, 0);
    EXPECT_EQ(stripped->constants[0].attribute, 0);

    onnx::ModelProto parsed;
    ASSERT_TRUE(parsed.ParseFromString(stripped->bytes));
    const auto& graph = parsed.graph();
    EXPECT_FALSE(graph.initializer(1).has_raw_data());
    EXPECT_EQ(graph.initializer(1).name(), "big");
    EXPECT_EQ(graph.initializer(1).dims(1), kWidth);
    EXPECT_TRUE(graph.initializer(0).has_raw_data());
    EXPECT_EQ(graph.initializer(2).raw_data().size(), kWidth * sizeof(std::int64_t));
    EXPECT_FALSE(graph.node(0).attribute(0).t().has_raw_data());
    EXPECT_EQ(graph.node(2).op_type(), "Mul");

    const onnx::ModelProto original = modelWithLargeWeights(0.5f);
    const auto at = [&](const PayloadRange& r) { return bytes.substr(r.offset, r.length); };
    EXPECT_EQ(at(stripped->initializers[0].second), original.graph().initializer(1).raw_data());
    EXPECT_EQ(at(stripped->constants[0].range), original.graph().node(0).attribute(0).t().raw_data());
}

TEST(PayloadStrip, LeavesModelsWithoutLargeWeightsAndBrokenBytesToProtobuf)
{
    const std::string small = serialize(convReluAddModel());
    EXPECT_FALSE(stripLargePayloads(reinterpret_cast<const std::byte*>(small.data()), small.size(), kMinBytes));
    const std::string bytes = serialize(modelWithLargeWeights(0.5f));
    for (std::size_t cut : { bytes.size() / 2, bytes.size() - 1 })
        EXPECT_FALSE(stripLargePayloads(reinterpret_cast<const std::byte*>(bytes.data()), cut, kMinBytes)) << cut;
    std::string garbage = bytes;
    garbage[0] = '\x07'; // field 0 does not exist
    EXPECT_FALSE(stripLargePayloads(reinterpret_cast<const std::byte*>(garbage.data()), garbage.size(), kMinBytes));
}

TEST(DeferredWeights, FileImportReadsTheSameValuesAsAFullParse)
{
    ModelFile file;
    writeFile(file.path, serialize(modelWithLargeWeights(0.5f)));
    auto fromFile = importFile(file.path);
    auto parsed = importModel(modelWithLargeWeights(0.5f));
    ASSERT_TRUE(fromFile);
    ASSERT_TRUE(parsed.ok());
    // Many threads ask for the same weights at once: each is read once, and all see it whole.
    std::vector<std::thread> readers;
    std::vector<std::vector<double>> seen(4);
    for (std::size_t t = 0; t < seen.size(); ++t)
        readers.emplace_back([&, t] { seen[t] = weightValues(*fromFile, t % 2 ? "big" : "constant"); });
    for (auto& r : readers)
        r.join();
    for (std::size_t t = 0; t < seen.size(); ++t)
        EXPECT_EQ(seen[t], asDoubles(ramp(t % 2 ? 0.5f : -0.5f))) << t;
    for (const char* name : { "small", "big", "indices", "constant" })
        EXPECT_EQ(weightValues(*fromFile, name), weightValues(*parsed.value(), name)) << name;
    EXPECT_FALSE(fromFile->weightReadProblem());
    EXPECT_TRUE(runtime::CompiledModel::compile(fromFile).ok());
}

TEST(DeferredWeights, AModelReplacedByANewFileKeepsItsOwnWeights)
{
    ModelFile file;
    writeFile(file.path, serialize(modelWithLargeWeights(0.5f)));
    auto graph = importFile(file.path);
    ASSERT_TRUE(graph);
    const auto next = file.dir / "next.onnx";
    writeFile(next, serialize(modelWithLargeWeights(2.f)));
    std::filesystem::rename(next, file.path); // as exporters that save atomically do
    EXPECT_EQ(weightValues(*graph, "big"), asDoubles(ramp(0.5f)));
    EXPECT_FALSE(graph->weightReadProblem());
}

TEST(DeferredWeights, AModelRewrittenInPlaceGivesNaNAndSaysWhy)
{
    ModelFile file;
    writeFile(file.path, serialize(modelWithLargeWeights(0.5f)));
    auto graph = importFile(file.path);
    ASSERT_TRUE(graph);
    const auto constantBefore = weightValues(*graph, "constant"); // read before the rewrite: kept
    // The same size, other values: only the file's time tells. It counts in clock ticks of a few ms.
    std::this_thread::sleep_for(std::chrono::milliseconds(30));
    const std::string rewritten = serialize(modelWithLargeWeights(2.f));
    ASSERT_EQ(rewritten.size(), std::filesystem::file_size(file.path));
    writeFile(file.path, rewritten);

    const auto big = weightValues(*graph, "big");
    ASSERT_EQ(big.size(), static_cast<std::size_t>(kWidth));
    EXPECT_TRUE(std::all_of(big.begin(), big.end(), [](double v) { return std::isnan(v); }));
    EXPECT_EQ(weightValues(*graph, "constant"), constantBefore);
    EXPECT_EQ(weightValues(*graph, "small"), (std::vector<double> { 1, 2, 3, 4 })); // parsed with the graph

    const auto problem = graph->weightReadProblem();
    ASSERT_TRUE(problem);
    EXPECT_EQ(problem->what.code, "onnx.model_changed");
    EXPECT_EQ(problem->file, file.path.string());
    auto compiled = runtime::CompiledModel::compile(graph);
    ASSERT_FALSE(compiled.ok());
    EXPECT_THAT(compiled.error().toString(), HasSubstr("rewritten after it was opened"));
}

TEST(DeferredWeights, AModelCutShortGivesNaN)
{
    ModelFile file;
    writeFile(file.path, serialize(modelWithLargeWeights(0.5f)));
    auto graph = importFile(file.path);
    ASSERT_TRUE(graph);
    writeFile(file.path, serialize(modelWithLargeWeights(0.5f)).substr(0, 1000));
    const auto big = weightValues(*graph, "big");
    ASSERT_EQ(big.size(), static_cast<std::size_t>(kWidth));
    EXPECT_TRUE(std::isnan(big.front()) && std::isnan(big.back()));
    EXPECT_TRUE(graph->weightReadProblem());
}

// The quantized model's parameters come from its small scales and zero points; its large quantized
// weights are asked only for their type and shape, which needs none of their bytes. No zero point, so
// the type can only come from the weight; per-channel scales, so the channel axis is checked against
// the weight's shape.
TEST(DeferredWeights, QuantParametersReadNoLargeWeight)
{
    constexpr std::int64_t kChannels = 4, kPerChannel = kWidth; // 32 KiB of int8: past kMinBytes
    auto model = makeModel();
    auto& graph = *model.mutable_graph();
    addInput(graph, "x", { kChannels, kPerChannel });
    addOutput(graph, "y", { kChannels, kPerChannel });
    addInitializer(graph,
        rawTensor<std::int8_t>("w_quantized", onnx::TensorProto::INT8, { kChannels, kPerChannel },
            std::vector<std::int8_t>(static_cast<std::size_t>(kChannels * kPerChannel), 3)));
    addInitializer(graph, floatTensor("w_scale", { kChannels }, { 0.5f, 0.25f, 0.125f, 1.f }));
    auto& dequantize = addNode(graph, "DequantizeLinear", { "w_quantized", "w_scale" }, { "w" }, "dequantize_w");
    setInt(dequantize, "axis", 0);
    addNode(graph, "Mul", { "x", "w" }, { "y" }, "mul");
    ModelFile file;
    const std::string bytes = serialize(model);
    writeFile(file.path, bytes);
    auto imported = importFile(file.path);
    ASSERT_TRUE(imported);
    writeFile(file.path, bytes.substr(0, 1000)); // any read of the large weight from here on fails

    auto info = extractQuantInfo(*imported);
    ASSERT_TRUE(info.ok()) << info.error().toString();
    const QuantParams* w = info.value().find("w");
    ASSERT_NE(w, nullptr);
    EXPECT_EQ(w->dtype, DType::Int8); // the weight's own type, from its layout
    EXPECT_EQ(w->scales.size(), static_cast<std::size_t>(kChannels));
    EXPECT_EQ(w->axis, std::optional<int>(0)); // checked against the weight's shape
    EXPECT_FALSE(imported->weightReadProblem()) << "the quantized weight was read";
    const TensorView* quantized = imported->weight("w_quantized"); // read now: the file is cut short
    ASSERT_NE(quantized, nullptr);
    EXPECT_TRUE(imported->weightReadProblem());
}
