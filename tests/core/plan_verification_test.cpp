// "Did the build apply my plan?": what each kind of build output says about the planned tensors
// (SigmaStar JSON, Pulsar2's precision table, RKNN's cfg and error_analysis), and the verdicts:
// applied, not applied, fused into a neighbour, unknown. (A rebuilt ONNX model is checked end to end by
// tests/e2e/closed_loop.py with the fixture quantizer.)
#include "onnx_test_models.h"
#include "precision/plan_verification.h"
#include "precision_test_model.h"
#include "vendor_table_writers.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace quantlens;
using precision_test::planOf;

namespace {
class BuildVerification : public ::testing::Test {
protected:
    void SetUp() override { m_dir = onnx_test::makeTempDir("plan_verification"); }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    BuiltPrecisions read(const std::string& name, const std::string& content)
    {
        onnx_test::writeFile(m_dir / name, content);
        auto built = readBuiltPrecisions((m_dir / name).string());
        EXPECT_TRUE(built.ok()) << (built.ok() ? "" : built.error().toString());
        return built.ok() ? built.value() : BuiltPrecisions {};
    }

    /// The verdict of every planned tensor, by name.
    std::map<std::string, PlanCheck> verdicts(const PrecisionPlan& plan, const BuiltPrecisions& built)
    {
        const auto graph = precision_test::smallNetwork();
        EXPECT_TRUE(graph);
        const PlanContext context = planContextOf(graph, nullptr);
        std::map<std::string, PlanCheck> out;
        for (const auto& e : verifyPlan(plan, context, built, "build").entries)
            out[e.tensor] = e.state;
        return out;
    }

    std::filesystem::path m_dir;
};

}

TEST_F(BuildVerification, SigmaStarJsonBitsDecide)
{
    const auto built = read("fixed.sim.json",
        R"([{"name": "c1", "min": [-1], "max": [1], "bit": 16}, {"name": "r1", "min": [0], "max": [2], "bit": 8}])");
    EXPECT_EQ(built.kind, "sigmastar-json");
    const auto v = verdicts(planOf({ { "c1", Precision::S16 }, { "r1", Precision::S16 } }), built);
    EXPECT_EQ(v.at("c1"), PlanCheck::Applied);
    EXPECT_EQ(v.at("r1"), PlanCheck::NotApplied);
}

TEST_F(BuildVerification, Pulsar2TableQDTypeDecides)
{
    const std::string table = test::richTable(test::pulsar2PrecisionColumns(),
        { { "conv1", "AxQuantizedConv", "c1", "(1, 4, 8, 8)", "FP32", "U16", "0.99990", "0.00010" },
            { "relu1", "AxRelu", "r1", "(1, 4, 8, 8)", "FP32", "U8", "0.99001", "0.00100" },
            { "conv2", "AxQuantizedConv", "c2", "(1, 4, 8, 8)", "FP32", "FP32", "1.00000", "0.00000" } },
        test::titled("Quant Precision Table【PerLayer Reference】", "    "));
    const auto built = read("precision.txt", table);
    EXPECT_EQ(built.kind, "pulsar2_precision");
    const auto v
        = verdicts(planOf({ { "c1", Precision::U16 }, { "r1", Precision::U16 }, { "c2", Precision::Float } }), built);
    EXPECT_EQ(v.at("c1"), PlanCheck::Applied);
    EXPECT_EQ(v.at("r1"), PlanCheck::NotApplied);
    EXPECT_EQ(v.at("c2"), PlanCheck::Applied);
}

TEST_F(BuildVerification, FusedIntoANeighbourThatRunsWideOrNarrow)
{
    // The build merged c1 into r1 (Conv + Relu) and c2 into a1: the neighbour's type decides.
    const auto built = read("fixed.sim.json",
        R"([{"name": "r1", "min": [0], "max": [1], "bit": 16}, {"name": "a1", "min": [0], "max": [2], "bit": 8}])");
    const auto graph = precision_test::smallNetwork();
    const PlanContext context = planContextOf(graph, nullptr);
    const auto result = verifyPlan(planOf({ { "c1", Precision::S16 }, { "c2", Precision::S16 } }), context, built, "b");
    ASSERT_EQ(result.entries.size(), 2u);
    EXPECT_EQ(result.entries[0].tensor, "c1");
    EXPECT_EQ(result.entries[0].state, PlanCheck::Fused);
    EXPECT_EQ(result.entries[0].neighbour, "r1");
    EXPECT_EQ(result.entries[1].state, PlanCheck::NotApplied);
    EXPECT_EQ(result.entries[1].neighbour, "a1");
}

TEST_F(BuildVerification, NamesTheBuildDoesNotHaveAreUnknown)
{
    // y is the last tensor: nothing downstream to have taken it.
    const auto built = read("fixed.sim.json", R"([{"name": "c1", "min": [-1], "max": [1], "bit": 16}])");
    const auto v = verdicts(planOf({ { "y", Precision::S16 } }), built);
    EXPECT_EQ(v.at("y"), PlanCheck::Unknown);
}

TEST_F(BuildVerification, RknnCfgDtypeWithCrlfAndQuotedNames)
{
    const auto built = read("m.quantization.cfg",
        "custom_quantize_layers:\r\n    c1: int16\r\nquantize_parameters:\r\n    c1:\r\n        dtype: int16\r\n"
        "        min: [-1.0]\r\n    \"r1\":\r\n        qtype: asymmetric_quantized\r\n        dtype: int8\r\n");
    EXPECT_EQ(built.kind, "rknn-cfg");
    const auto v = verdicts(planOf({ { "c1", Precision::S16 }, { "r1", Precision::S16 } }), built);
    EXPECT_EQ(v.at("c1"), PlanCheck::Applied);
    EXPECT_EQ(v.at("r1"), PlanCheck::NotApplied);
}

// Classic Mac line ends ('\r' alone): the file was one line, so verify found no tensor at all.
TEST_F(BuildVerification, RknnCfgWithCarriageReturnsAloneIsReadLineByLine)
{
    const auto built = read(
        "m.quantization.cfg", "quantize_parameters:\r    c1:\r        dtype: int16\r    r1:\r        dtype: int8\r");
    EXPECT_EQ(built.kind, "rknn-cfg");
    const auto v = verdicts(planOf({ { "c1", Precision::S16 }, { "r1", Precision::S16 } }), built);
    EXPECT_EQ(v.at("c1"), PlanCheck::Applied);
    EXPECT_EQ(v.at("r1"), PlanCheck::NotApplied);
}

TEST_F(BuildVerification, RknnErrorAnalysisEmptyRowsAreFused)
{
    const std::string text = test::rknnErrorAnalysis({ { "simulator_error", "entire", { "cos", "euc" } } },
        { { "[Input] x", { "1.00000", "0.0" } }, { "[Conv] c1", {} }, { "[Relu] r1", { "0.99450", "6.8046" } } });
    const auto built = read("error_analysis.txt", text);
    EXPECT_EQ(built.kind, "rknn_error_analysis");
    ASSERT_TRUE(built.tensors.count("c1"));
    EXPECT_EQ(built.tensors.at("c1"), BuiltType::Fused);
    // The table lists tensors without their types: present, type unknown.
    EXPECT_EQ(verdicts(planOf({ { "r1", Precision::S16 } }), built).at("r1"), PlanCheck::Unknown);
}

TEST_F(BuildVerification, AnythingElseIsRefusedNamingTheFile)
{
    onnx_test::writeFile(m_dir / "notes.txt", "hello, this is no build output\n");
    const auto built = readBuiltPrecisions((m_dir / "notes.txt").string());
    ASSERT_FALSE(built.ok());
    EXPECT_THAT(built.error().toString(), ::testing::HasSubstr("notes.txt"));
}

// A SigmaStar JSON with one bad item was "not a build QuantLens reads" while `report` named the item.
TEST_F(BuildVerification, ASigmaStarJsonWithABadItemIsRefusedNamingTheItem)
{
    onnx_test::writeFile(m_dir / "quant_param.json",
        R"([{"name": "a", "min": [0], "max": [1], "bit": 8}, {"min": [0], "max": [1], "bit": 8}])");
    const auto built = readBuiltPrecisions((m_dir / "quant_param.json").string());
    ASSERT_FALSE(built.ok());
    EXPECT_THAT(built.error().toString(), ::testing::HasSubstr("item 2"));
    EXPECT_THAT(built.error().toString(), ::testing::Not(::testing::HasSubstr("not a build")));
}
