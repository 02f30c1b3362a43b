// The quantized model's check inside an analysis: the metrics pass starts before the check ends, with
// the model's parameters as read, and is planned again when the check drops some. A quantized model
// whose hidden layer is wider than the float model's contradicts two tensors' shapes: their
// parameters must not reach the rows or the statistics, the others' must.
#include "analysis/analysis_runner.h"
#include "analysis/dump_analysis.h"
#include "analysis/executed_runs.h"
#include "onnx_test_models.h"
#include "tensor_test_support.h"

#include <algorithm>
#include <cstring>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace quantlens;
using namespace quantlens::onnx_test;

namespace {
std::vector<float> ramp(std::size_t n)
{
    std::vector<float> values(n);
    for (std::size_t i = 0; i < n; ++i)
        values[i] = 0.1f * static_cast<float>(i % 7) - 0.3f;
    return values;
}

/// x [2,4] → MatMul → h [2,hidden] → Relu → r → MatMul → y [2,2]; quantized: x, h and r through
/// QuantizeLinear / DequantizeLinear pairs named as ONNX Runtime names them.
onnx::ModelProto matMulChain(std::int64_t hidden, bool quantized)
{
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 2, 4 });
    addInitializer(g, floatTensor("w1", { 4, hidden }, ramp(static_cast<std::size_t>(4 * hidden))));
    addInitializer(g, floatTensor("w2", { hidden, 2 }, ramp(static_cast<std::size_t>(hidden * 2))));
    auto read = [&](const std::string& name) {
        if (!quantized)
            return name;
        addInitializer(g, floatTensor(name + "_scale", {}, { 0.05f }));
        addInitializer(g, rawTensor<std::uint8_t>(name + "_zero_point", onnx::TensorProto::UINT8, {}, { 128 }));
        addNode(g, "QuantizeLinear", { name, name + "_scale", name + "_zero_point" },
            { name + "_QuantizeLinear_Output" }, name + "_QuantizeLinear");
        addNode(g, "DequantizeLinear", { name + "_QuantizeLinear_Output", name + "_scale", name + "_zero_point" },
            { name + "_DequantizeLinear_Output" }, name + "_DequantizeLinear");
        return name + "_DequantizeLinear_Output";
    };
    addNode(g, "MatMul", { read("x"), "w1" }, { "h" }, "mm1");
    addNode(g, "Relu", { read("h") }, { "r" }, "relu");
    addNode(g, "MatMul", { read("r"), "w2" }, { "y" }, "mm2");
    addOutput(g, "y", { 2, 2 });
    return model;
}

std::string floatNpy(const std::string& shape, const std::vector<float>& values)
{
    std::string bytes(values.size() * sizeof(float), '\0');
    std::memcpy(bytes.data(), values.data(), bytes.size());
    return test::npyImage(test::npyDict("<f4", shape), bytes);
}

/// Float and quantized models (the quantized one's hidden layer `quantHidden` wide) with dumps of the
/// float model's tensors, the candidate a little off the reference.
struct ChainCase {
    test::TempDir dir;
    AnalysisInputs inputs;

    explicit ChainCase(std::int64_t quantHidden)
    {
        writeFile(dir.path() / "float.onnx", serialize(matMulChain(3, false)));
        writeFile(dir.path() / "quant.onnx", serialize(matMulChain(quantHidden, true)));
        const std::pair<const char*, std::vector<float>> tensors[] = {
            { "x", { 1, -2, 3, -4, 5, -6, 7, -8 } },
            { "h", { 0.5f, -1, 1.5f, 2, -2.5f, 3 } },
            { "r", { 0.5f, 0, 1.5f, 2, 0, 3 } },
            { "y", { 1, 2, 3, 4 } },
        };
        for (const char* run : { "ref", "cand" }) {
            std::filesystem::create_directories(dir.path() / run);
            const float off = std::string(run) == "cand" ? 0.01f : 0.0f;
            for (const auto& [name, values] : tensors) {
                std::vector<float> shifted = values;
                for (auto& v : shifted)
                    v += off;
                const std::string shape = shifted.size() == 8 ? "(2, 4)" : shifted.size() == 6 ? "(2, 3)" : "(2, 2)";
                test::writeBytes(dir.path() / run / (std::string(name) + ".npy"), floatNpy(shape, shifted));
            }
        }
        inputs.floatModel = dir.file("float.onnx");
        inputs.quantModel = dir.file("quant.onnx");
        inputs.reference = { "float", dir.file("ref") };
        inputs.candidates = { { "ort", dir.file("cand") } };
        inputs.threads = 2;
    }
};

const LayerRow& rowOf(const Analysis& a, const std::string& tensor)
{
    const int r = a.rowOf(tensor);
    EXPECT_GE(r, 0) << tensor;
    return a.rows.at(static_cast<std::size_t>(std::max(r, 0)));
}

bool hasFinding(const Analysis& a, const std::string& code)
{
    return std::any_of(
        a.findings.begin(), a.findings.end(), [&](const Finding& f) { return f.problem.what.code == code; });
}
}

TEST(QuantModelCheckInAnalysis, AModelOfTheSameShapesKeepsEveryParameter)
{
    ChainCase c(3);
    auto result = runAnalysis(c.inputs);
    ASSERT_TRUE(result.ok()) << result.error().toString();
    const Analysis& a = *result.value();
    EXPECT_FALSE(hasFinding(a, "check.model_shape_tensors"));
    for (const char* name : { "x", "h", "r" }) {
        const LayerRow& row = rowOf(a, name);
        ASSERT_TRUE(row.quant.has_value()) << name;
        EXPECT_DOUBLE_EQ(row.quant->scales.at(0), 0.05f) << name;
        ASSERT_TRUE(row.primary().compared()) << name;
        ASSERT_TRUE(row.primary().stats.has_value()) << name;
        EXPECT_TRUE(row.primary().stats->ownLoss.has_value()) << name;
    }
}

TEST(QuantModelCheckInAnalysis, ContradictingTensorsLoseTheirParametersAndTheRestKeepThem)
{
    ChainCase c(5); // h and r are [2, 5] in the quantized model, [2, 3] in the float one
    auto result = runAnalysis(c.inputs);
    ASSERT_TRUE(result.ok()) << result.error().toString();
    const Analysis& a = *result.value();
    EXPECT_TRUE(hasFinding(a, "check.model_shape_tensors"));
    EXPECT_FALSE(hasFinding(a, "check.model_mismatch")) << "two tensors of four are not another network";
    EXPECT_TRUE(rowOf(a, "x").quant.has_value());
    for (const char* name : { "h", "r" }) {
        const LayerRow& row = rowOf(a, name);
        EXPECT_FALSE(row.quant.has_value()) << name << ": a parameter of a tensor of another shape";
        // Compared all the same, and the statistics made without the dropped parameter.
        ASSERT_TRUE(row.primary().compared()) << name;
        EXPECT_NEAR(row.primary().metrics->cosine, 1.0, 1e-3) << name;
        ASSERT_TRUE(row.primary().stats.has_value()) << name;
        EXPECT_FALSE(row.primary().stats->ownLoss.has_value()) << name;
    }
    const LayerRow& x = rowOf(a, "x");
    ASSERT_TRUE(x.primary().stats.has_value());
    EXPECT_TRUE(x.primary().stats->ownLoss.has_value()) << "x keeps its parameters, so its own loss";
    // The rows are the same tensors, once each, however often the pass was planned.
    EXPECT_EQ(a.rows.size(), 4u);
    EXPECT_EQ(a.candidateDumps.size(), 1u);
    EXPECT_EQ(a.unusedCandidateEntries.size(), 1u);
}

// The same analysis stage by stage (dump_analysis.h): each stage leaves its part where a test can read it.
TEST(DumpAnalysisStages, EachStageLeavesItsPart)
{
    ChainCase c(3);
    const ExecutedRuns executed { c.inputs, {}, {}, {} };
    DumpAnalysis job(c.inputs, executed, {});
    ASSERT_TRUE(job.openInputs()) << job.failure().error().toString();
    ASSERT_TRUE(job.analysis()->floatGraph);
    EXPECT_TRUE(job.analysis()->rows.empty()) << "nothing compared before the pass";
    job.matchAndCheck();
    ASSERT_EQ(job.matches().size(), 1u);
    EXPECT_EQ(job.matches().front().pairs.size(), 4u);
    EXPECT_EQ(job.floatShapes().shapes.at("h"), (std::vector<std::int64_t> { 2, 3 }));
    job.startPass();
    job.finishDumpChecks();
    job.recheckQuantModel();
    EXPECT_FALSE(job.passRedone()) << "a model of the same shapes keeps the speculative pass";
    ASSERT_TRUE(job.foldResults());
    job.finalChecks();
    const Analysis& a = *job.analysis();
    EXPECT_EQ(a.rows.size(), 4u);
    ASSERT_TRUE(job.quantInfo().has_value());
    EXPECT_EQ(job.quantInfo()->byFloatTensor.count("h"), 1u);
    EXPECT_TRUE(rowOf(a, "y").primary().compared());
}

TEST(DumpAnalysisStages, ADroppedParameterPlansThePassAgain)
{
    ChainCase c(5);
    const ExecutedRuns executed { c.inputs, {}, {}, {} };
    DumpAnalysis job(c.inputs, executed, {});
    ASSERT_TRUE(job.openInputs());
    job.matchAndCheck();
    job.startPass();
    job.finishDumpChecks();
    job.recheckQuantModel();
    EXPECT_TRUE(job.passRedone());
    ASSERT_TRUE(job.quantInfo().has_value());
    EXPECT_EQ(job.quantInfo()->byFloatTensor.count("h"), 0u);
    EXPECT_EQ(job.quantInfo()->byFloatTensor.count("x"), 1u);
    ASSERT_TRUE(job.foldResults());
    EXPECT_EQ(job.analysis()->rows.size(), 4u);
}

TEST(DumpAnalysisStages, AMissingTensorMapFailsOpeningAndNamesTheFile)
{
    ChainCase c(3);
    c.inputs.tensorMap = c.dir.file("no_such_map.json");
    const ExecutedRuns executed { c.inputs, {}, {}, {} };
    DumpAnalysis job(c.inputs, executed, {});
    ASSERT_FALSE(job.openInputs());
    EXPECT_THAT(job.failure().error().toString(), ::testing::HasSubstr("no_such_map.json"));
}

TEST(DumpAnalysisStages, CancellingThePassFailsTheFold)
{
    ChainCase c(3);
    const ExecutedRuns executed { c.inputs, {}, {}, {} };
    DumpAnalysis job(c.inputs, executed, [](std::size_t, std::size_t) { return false; });
    ASSERT_TRUE(job.openInputs());
    job.matchAndCheck();
    job.startPass();
    job.finishDumpChecks();
    job.recheckQuantModel();
    ASSERT_FALSE(job.foldResults());
    EXPECT_EQ(job.failure().error().what.code, "inputs.cancelled");
}
