#include "precision/plan_cost.h"
#include "precision/plan_json.h"
#include "precision_test_model.h"
#include "util/text_diff.h"

#include <gtest/gtest.h>

#include <fstream>

using namespace quantlens;

namespace {
PrecisionPlan samplePlan()
{
    PrecisionPlan plan;
    plan.opTypes["Sigmoid"] = Precision::S16;
    plan.tensors["r1"]
        = { Precision::U16, PlanSource::Suggested, text("plan.reason_own_loss", { "1", "0.002", "21.3" }) };
    plan.tensors["c2"] = { Precision::U8, PlanSource::User, {} };
    return plan;
}
}

TEST(PrecisionPlan, TensorEntryBeatsOpTypeBeatsWholeModelBeatsDefault)
{
    PrecisionPlan plan;
    EXPECT_EQ(plan.precisionOf("a", "Conv"), Precision::U8);
    plan.wholeModel = Precision::U16;
    EXPECT_EQ(plan.precisionOf("a", "Conv"), Precision::U16);
    plan.opTypes["Conv"] = Precision::S16;
    EXPECT_EQ(plan.precisionOf("a", "Conv"), Precision::S16);
    EXPECT_EQ(plan.precisionOf("a", "Relu"), Precision::U16);
    plan.tensors["a"] = { Precision::U8, PlanSource::User, {} };
    EXPECT_EQ(plan.precisionOf("a", "Conv"), Precision::U8);
}

TEST(PrecisionPlan, JsonRoundTripKeepsEverything)
{
    const PrecisionPlan plan = samplePlan();
    const auto back = planFromJson(nlohmann::json::parse(planToJson(plan).dump()), "plan.json");
    ASSERT_TRUE(back.ok()) << back.error().toString();
    EXPECT_EQ(back.value(), plan);
}

TEST(PrecisionPlan, PlanFileRoundTripWithRelativeModelPaths)
{
    const auto dir = onnx_test::makeTempDir("plan_file");
    PlanFile file { samplePlan(), (dir / "models" / "float.onnx").string(), "" };
    const auto path = (dir / "plan.json").string();
    ASSERT_TRUE(savePlanFile(file, path).ok());
    std::ifstream in(path);
    const auto doc = nlohmann::json::parse(in);
    EXPECT_EQ(doc.at("float_model"), "models/float.onnx");
    const auto back = loadPlanFile(path);
    ASSERT_TRUE(back.ok()) << back.error().toString();
    EXPECT_EQ(back.value().plan, file.plan);
    EXPECT_EQ(back.value().floatModel, file.floatModel);
    std::filesystem::remove_all(dir);
}

TEST(PrecisionPlan, BadPlansNameTheKey)
{
    const struct {
        const char* json;
        const char* where;
    } cases[] = {
        { R"({"tensors": [{"name": "a", "data_type": "U12"}]})", "tensors[0].data_type" },
        { R"({"tensors": [{"name": "a"}]})", "tensors[0].data_type" },
        { R"({"tensors": [{"data_type": "U16"}]})", "tensors[0].name" },
        { R"({"tensors": [{"name": "a", "data_type": "U16"}, {"name": "a", "data_type": "U8"}]})", "tensors[1].name" },
        { R"({"tensors": {"a": "U16"}})", "tensors" },
        { R"({"op_types": {"Conv": 16}})", "op_types.Conv" },
        { R"({"whole_model": "INT16"})", "whole_model" },
        { R"({"tensors": [{"name": "a", "data_type": "U16", "source": "magic"}]})", "tensors[0].source" },
        { R"([1, 2])", "plan" },
    };
    for (const auto& c : cases) {
        const auto r = planFromJson(nlohmann::json::parse(c.json), "p.json");
        ASSERT_FALSE(r.ok()) << c.json;
        EXPECT_EQ(r.error().file, "p.json");
        EXPECT_NE(r.error().position.find(c.where), std::string::npos) << c.json << " -> " << r.error().toString();
    }
}

TEST(PrecisionPlan, BadPlanFilesAreRefusedWithTheFileNamed)
{
    const auto dir = onnx_test::makeTempDir("plan_bad");
    const std::pair<const char*, const char*> files[]
        = { { "trunc.json", R"({"format": "quantlens-precision-plan", "vers)" },
              { "other.json", R"({"format": "quantlens-workspace", "version": 1})" },
              { "newer.json", R"({"format": "quantlens-precision-plan", "version": 99, "plan": {}})" },
              { "noplan.json", R"({"format": "quantlens-precision-plan", "version": 1})" } };
    for (const auto& [name, content] : files) {
        onnx_test::writeFile(dir / name, content);
        const auto r = loadPlanFile((dir / name).string());
        ASSERT_FALSE(r.ok()) << name;
        EXPECT_EQ(r.error().file, (dir / name).string());
        EXPECT_FALSE(r.error().message.empty());
    }
    EXPECT_FALSE(loadPlanFile((dir / "missing.json").string()).ok());
    std::filesystem::remove_all(dir);
}

TEST(PlanCost, SharesOfMacsAndActivationBytesFromTheModelShapes)
{
    const PlanContext context = planContextOf(precision_test::smallNetwork());
    ASSERT_EQ(context.tensors.size(), 6u); // x, c1, r1, c2, a1, y
    EXPECT_DOUBLE_EQ(context.totalMacs, 6912 + 1024);
    EXPECT_DOUBLE_EQ(context.totalElements, 192 + 5 * 256);
    EXPECT_TRUE(context.find("r1")->convolutionInput);
    EXPECT_FALSE(context.find("c2")->convolutionInput);
    PrecisionPlan plan;
    EXPECT_EQ(planCost(plan, context).wideTensors, 0u);
    plan.tensors["r1"] = { Precision::U16, PlanSource::User, {} };
    PlanCost cost = planCost(plan, context);
    EXPECT_EQ(cost.wideTensors, 1u);
    EXPECT_DOUBLE_EQ(cost.macShare, 1024.0 / 7936);
    EXPECT_DOUBLE_EQ(cost.activationShare, 256.0 / 1472);
    EXPECT_DOUBLE_EQ(cost.share(), 256.0 / 1472);
    plan.wholeModel = Precision::U16;
    cost = planCost(plan, context);
    EXPECT_EQ(cost.wideTensors, 6u);
    EXPECT_DOUBLE_EQ(cost.macShare, 1.0);
}

TEST(TextDiff, UnifiedHunksWithContext)
{
    EXPECT_EQ(unifiedDiff("a\nb\n", "a\nb\n", "f"), "");
    const std::string before = "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n";
    const std::string after = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n10\n11\n";
    EXPECT_EQ(unifiedDiff(before, after, "f.ini"),
        "--- a/f.ini\n+++ b/f.ini\n@@ -2,9 +2,10 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n 9\n 10\n+11\n");
    EXPECT_EQ(unifiedDiff("", "x\n", "n"), "--- a/n\n+++ b/n\n@@ -0,0 +1,1 @@\n+x\n");
}
