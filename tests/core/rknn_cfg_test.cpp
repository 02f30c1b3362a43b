// RKNN hybrid quantization's <model>.quantization.cfg: the plan written under custom_quantize_layers,
// read back, and merged into a step-1 file keeping every other byte.
#include "precision/plan_format.h"
#include "precision/plan_import.h"

#include <gtest/gtest.h>

using namespace quantlens;

namespace {
PlanContext contextOf(const std::vector<std::string>& names)
{
    PlanContext c;
    for (const auto& n : names) {
        c.index[n] = c.tensors.size();
        c.tensors.push_back({ n, "Conv", n, true, 1, 1, 0, true, {}, {} });
    }
    return c;
}

PrecisionPlan planOf(std::initializer_list<std::pair<const char*, Precision>> entries)
{
    PrecisionPlan plan;
    for (const auto& [name, p] : entries)
        plan.tensors[name] = { p, PlanSource::User, {} };
    return plan;
}

// What step 1 writes, as users' and vendors' examples show it: the block, then every tensor's
// parameters, floats the user must not see reformatted.
const std::string kStep1 = "custom_quantize_layers: {}\n"
                           "quantize_parameters:\n"
                           "    conv1_out:\n"
                           "        qtype: asymmetric_quantized\n"
                           "        dtype: int8\n"
                           "        min: [-1.0000000001]\n"
                           "        max: [3.1415926535]\n"
                           "    relu1_out:\n"
                           "        dtype: int8\n"
                           "        scale: [0.0078431]\n"
                           "    \"conv2:0\":\n"
                           "        dtype: int8\n";

const PlanFormat& rknn() { return *planFormat("rknn-cfg"); }
}

TEST(RknnCfg, RoundTripsInt16AndFloat16)
{
    const auto c = contextOf({ "conv1_out", "relu1_out", "conv2:0" });
    const PrecisionPlan plan = planOf({ { "conv1_out", Precision::S16 }, { "relu1_out", Precision::Float } });
    const auto written = rknn().write(plan, c, std::nullopt, "m.quantization.cfg");
    ASSERT_TRUE(written.ok()) << written.error().toString();
    EXPECT_NE(written.value().find("custom_quantize_layers:\n"), std::string::npos) << written.value();
    EXPECT_NE(written.value().find("    conv1_out: int16\n"), std::string::npos) << written.value();
    EXPECT_NE(written.value().find("    relu1_out: float16\n"), std::string::npos) << written.value();
    const auto read = rknn().read(written.value(), c, "m.quantization.cfg");
    ASSERT_TRUE(read.ok());
    EXPECT_EQ(read.value().tensors.at("conv1_out").precision, Precision::S16);
    EXPECT_EQ(read.value().tensors.at("relu1_out").precision, Precision::Float);
    EXPECT_EQ(detectPlanFormat(written.value())->key, std::string("rknn-cfg"));
}

TEST(RknnCfg, MergingKeepsEveryOtherLineAndTheUsersOwnEntries)
{
    const auto c = contextOf({ "conv1_out", "relu1_out", "conv2:0" });
    // The user's file: CRLF, a byte order mark, a comment, their own entry for relu1_out, an entry the
    // plan decides (conv1_out back to 8 bit), no final newline.
    std::string mine = "\xEF\xBB\xBF"
                       "custom_quantize_layers:   # edited by hand\r\n"
                       "    relu1_out: float16\r\n"
                       "    # keep this note\r\n"
                       "    conv1_out: int16\r\n"
                       "\r\n"
                       "quantize_parameters:\r\n"
                       "    conv1_out:\r\n"
                       "        min: [-1.0000000001]\r\n"
                       "    relu1_out:\r\n"
                       "        max: [2.5]\r\n"
                       "    \"conv2:0\":\r\n"
                       "        dtype: int8";
    PrecisionPlan plan = planOf({ { "conv1_out", Precision::U8 }, { "conv2:0", Precision::S16 } });
    const auto merged = rknn().write(plan, c, mine, "m.quantization.cfg");
    ASSERT_TRUE(merged.ok()) << merged.error().toString();
    const std::string& m = merged.value();
    EXPECT_EQ(m.rfind("\xEF\xBB\xBF"
                      "custom_quantize_layers:   # edited by hand\r\n",
                  0),
        0u)
        << m;
    EXPECT_NE(m.find("    relu1_out: float16\r\n"), std::string::npos) << m; // theirs, not the plan's
    EXPECT_NE(m.find("    # keep this note\r\n"), std::string::npos) << m;
    EXPECT_EQ(m.find("conv1_out: int16"), std::string::npos) << m; // the plan set it back to 8 bit
    EXPECT_NE(m.find("    \"conv2:0\": int16\r\n"), std::string::npos) << m;
    // Everything from quantize_parameters on is byte for byte the user's, no final newline added.
    const std::string tail = mine.substr(mine.find("\r\n\r\nquantize_parameters"));
    EXPECT_EQ(m.substr(m.size() - tail.size()), tail) << m;
    EXPECT_EQ(m.find('\n', 0), m.find("\r\n", 0) + 1); // CRLF kept
    // Merging again changes nothing.
    const auto again = rknn().write(plan, c, m, "m.quantization.cfg");
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again.value(), m);
}

TEST(RknnCfg, AStepOneFileGetsItsEmptyBlockFilledAndParametersKept)
{
    const auto c = contextOf({ "conv1_out", "relu1_out", "conv2:0" });
    const auto merged = rknn().write(planOf({ { "relu1_out", Precision::U16 } }), c, kStep1, "m.quantization.cfg");
    ASSERT_TRUE(merged.ok()) << merged.error().toString();
    EXPECT_EQ(merged.value().rfind("custom_quantize_layers:\n", 0), 0u) << merged.value();
    EXPECT_NE(merged.value().find("    relu1_out: int16\n"), std::string::npos);
    EXPECT_NE(merged.value().find(kStep1.substr(kStep1.find("quantize_parameters:"))), std::string::npos);
    // An empty plan leaves an empty block, never a bare key (null to a YAML reader).
    const auto empty = rknn().write(PrecisionPlan {}, c, merged.value(), "m.quantization.cfg");
    ASSERT_TRUE(empty.ok());
    EXPECT_EQ(empty.value(), kStep1);
}

TEST(RknnCfg, NamesStepTwoWouldRefuseAreRefusedNow)
{
    // quantize_parameters lists the names RKNN uses; a plan name it lacks is refused, naming it.
    const auto c = contextOf({ "conv1_out", "relu1_out", "conv2:0", "Add_7" });
    const auto merged = rknn().write(planOf({ { "Add_7", Precision::S16 } }), c, kStep1, "m.quantization.cfg");
    ASSERT_FALSE(merged.ok());
    EXPECT_NE(merged.error().toString().find("Add_7"), std::string::npos);
    EXPECT_NE(merged.error().toString().find("quantize_parameters"), std::string::npos);
}

TEST(RknnCfg, HostileNamesAreQuotedAndReadBackUnchanged)
{
    const std::vector<std::string> names { "a: b", "semi;colon", "quote\"d", "hash #1", "{brace}", "- dash",
        "back\\slash", "'single'" };
    const auto c = contextOf(names);
    PrecisionPlan plan;
    for (const auto& n : names)
        plan.tensors[n] = { Precision::S16, PlanSource::User, {} };
    const auto written = rknn().write(plan, c, std::nullopt, "m.quantization.cfg");
    ASSERT_TRUE(written.ok()) << written.error().toString();
    const auto read = rknn().read(written.value(), c, "m.quantization.cfg");
    ASSERT_TRUE(read.ok());
    EXPECT_TRUE(read.warnings().empty()) << read.warnings().front().toString();
    for (const auto& n : names)
        EXPECT_TRUE(read.value().tensors.count(n)) << n << "\n" << written.value();
    // A line break cannot be carried.
    const auto broken = contextOf({ "line\nbreak" });
    PrecisionPlan bad;
    bad.tensors["line\nbreak"] = { Precision::S16, PlanSource::User, {} };
    EXPECT_FALSE(rknn().write(bad, broken, std::nullopt, "m.quantization.cfg").ok());
}

TEST(RknnCfg, ReadingSaysWhatItCannotTake)
{
    const auto c = contextOf({ "conv1_out" });
    const auto read = rknn().read("custom_quantize_layers:\n    conv1_out: int4\n    gone_out: int16\n", c, "m.cfg");
    ASSERT_TRUE(read.ok());
    EXPECT_TRUE(read.value().tensors.empty());
    ASSERT_EQ(read.warnings().size(), 2u);
    EXPECT_NE(read.warnings()[0].toString().find("int4"), std::string::npos);
    EXPECT_NE(read.warnings()[1].toString().find("gone_out"), std::string::npos);
    EXPECT_FALSE(rknn().read("quantize_parameters:\n    a:\n        dtype: int8\n", c, "m.cfg").ok());
    // Inline entries are read too.
    const auto flow = rknn().read("custom_quantize_layers: {conv1_out: float16}\n", c, "m.cfg");
    ASSERT_TRUE(flow.ok());
    EXPECT_EQ(flow.value().tensors.at("conv1_out").precision, Precision::Float);
}
