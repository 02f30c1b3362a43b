// A float model with no run: its graph, nothing compared; a run without its float model's dumps is
// still refused.
#include "analysis/analysis_runner.h"
#include "onnx_test_models.h"

#include <gtest/gtest.h>

using namespace quantlens;

TEST(ModelOnly, AModelAloneGivesItsGraphAndNoRows)
{
    const auto dir = onnx_test::makeTempDir("model_only");
    onnx_test::writeFile(dir / "m.onnx", onnx_test::serialize(onnx_test::convReluAddModel()));
    AnalysisInputs inputs;
    inputs.floatModel = (dir / "m.onnx").string();
    const auto result = runAnalysis(inputs);
    ASSERT_TRUE(result.ok()) << result.error().toString();
    const Analysis& a = *result.value();
    EXPECT_TRUE(a.modelOnly());
    EXPECT_TRUE(a.rows.empty());
    EXPECT_TRUE(a.summaries.empty());
    ASSERT_TRUE(a.floatGraph);
    EXPECT_EQ(a.floatNodeCount, a.floatGraph->nodes().size());
    EXPECT_GT(a.floatNodeCount, 0u);
}

TEST(ModelOnly, ABrokenModelIsStillAnErrorNamingIt)
{
    const auto dir = onnx_test::makeTempDir("model_only_bad");
    onnx_test::writeFile(dir / "m.onnx", "not a model");
    AnalysisInputs inputs;
    inputs.floatModel = (dir / "m.onnx").string();
    const auto result = runAnalysis(inputs);
    ASSERT_FALSE(result.ok());
    EXPECT_NE(result.error().toString().find("m.onnx"), std::string::npos);
}

TEST(ModelOnly, AFloatDumpWithoutACandidateIsStillRefused)
{
    const auto dir = onnx_test::makeTempDir("model_only_ref");
    onnx_test::writeFile(dir / "m.onnx", onnx_test::serialize(onnx_test::convReluAddModel()));
    AnalysisInputs inputs;
    inputs.floatModel = (dir / "m.onnx").string();
    inputs.reference = RunInfo { "float", dir.string() };
    const auto result = runAnalysis(inputs);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().what.code, "inputs.no_candidate");
}
