// The swapped-dumps check inside an analysis: it reads its sample of tensors while the metrics pass
// runs, and its findings keep their place: one per run whose dump looks float while the reference's
// looks quantized, in the order of the runs.
#include "analysis/analysis_runner.h"
#include "onnx_test_models.h"
#include "tensor_test_support.h"

#include <algorithm>
#include <cstring>

#include <gtest/gtest.h>

using namespace quantlens;
using namespace quantlens::onnx_test;

namespace {
constexpr std::size_t kWidth = 2048; // the check samples tensors of at least 1,024 elements

/// x → Relu → a → Neg → b → Relu → c → Neg → y, every tensor [1, 2048].
onnx::ModelProto elementwiseChain()
{
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 1, static_cast<std::int64_t>(kWidth) });
    addNode(g, "Relu", { "x" }, { "a" }, "relu1");
    addNode(g, "Neg", { "a" }, { "b" }, "neg1");
    addNode(g, "Relu", { "b" }, { "c" }, "relu2");
    addNode(g, "Neg", { "c" }, { "y" }, "neg2");
    addOutput(g, "y", { 1, static_cast<std::int64_t>(kWidth) });
    return model;
}

/// Values on 201 levels of a scale (what a fake-quantized dump holds), or spread over thousands of
/// distinct values (a float dump).
std::vector<float> values(bool onLevels, unsigned seed)
{
    std::vector<float> v(kWidth);
    for (std::size_t i = 0; i < kWidth; ++i) {
        const auto k = static_cast<int>((i * 7919 + seed * 104729) % 201) - 100;
        v[i] = onLevels ? 0.05f * static_cast<float>(k) : 0.05f * static_cast<float>(k) + 1e-4f * static_cast<float>(i);
    }
    return v;
}

void writeDump(const std::filesystem::path& folder, bool onLevels, unsigned seed)
{
    std::filesystem::create_directories(folder);
    for (const char* name : { "x", "a", "b", "c", "y" }) {
        const auto v = values(onLevels, seed++);
        std::string bytes(v.size() * sizeof(float), '\0');
        std::memcpy(bytes.data(), v.data(), bytes.size());
        test::writeBytes(folder / (std::string(name) + ".npy"),
            test::npyImage(test::npyDict("<f4", "(1, " + std::to_string(kWidth) + ")"), bytes));
    }
}

std::vector<std::string> swappedRuns(const Analysis& a)
{
    std::vector<std::string> runs;
    for (const auto& f : a.findings)
        if (f.problem.what.code == "check.swapped")
            runs.push_back(f.problem.what.args.at(2));
    return runs;
}
}

TEST(SwappedDumpsInAnalysis, EachFloatLookingRunIsNamedInTheOrderOfTheRuns)
{
    test::TempDir dir;
    writeFile(dir.path() / "float.onnx", serialize(elementwiseChain()));
    writeDump(dir.path() / "given_as_float", true, 1); // the quantized run's dump, given as the reference
    writeDump(dir.path() / "board", false, 2);
    writeDump(dir.path() / "simulator", false, 3);
    AnalysisInputs inputs;
    inputs.floatModel = dir.file("float.onnx");
    inputs.reference = { "float", dir.file("given_as_float") };
    inputs.candidates = { { "board", dir.file("board") }, { "simulator", dir.file("simulator") } };
    inputs.threads = 2;
    auto result = runAnalysis(inputs);
    ASSERT_TRUE(result.ok()) << result.error().toString();
    EXPECT_EQ(swappedRuns(*result.value()), (std::vector<std::string> { "board", "simulator" }));
}

TEST(SwappedDumpsInAnalysis, DumpsGivenTheRightWayRoundAreNotNamed)
{
    test::TempDir dir;
    writeFile(dir.path() / "float.onnx", serialize(elementwiseChain()));
    writeDump(dir.path() / "float", false, 1);
    writeDump(dir.path() / "quant", true, 2);
    AnalysisInputs inputs;
    inputs.floatModel = dir.file("float.onnx");
    inputs.reference = { "float", dir.file("float") };
    inputs.candidates = { { "quant", dir.file("quant") } };
    inputs.threads = 2;
    auto result = runAnalysis(inputs);
    ASSERT_TRUE(result.ok()) << result.error().toString();
    EXPECT_TRUE(swappedRuns(*result.value()).empty());
    EXPECT_TRUE(result.value()->rows.size() >= 5u);
}
