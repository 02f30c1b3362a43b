// RKNN hybrid quantization's <model>.quantization.cfg: the plan written under custom_quantize_layers,
// read back, and merged into a step-1 file keeping every other byte.
#include "precision/plan_format.h"
#include "precision/plan_import.h"

#include "precision_test_model.h"

#include <gtest/gtest.h>

using namespace quantlens;
using precision_test::planOf;

namespace {
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
    const auto c = precision_test::convolutionsNamed({ "conv1_out", "relu1_out", "conv2:0" });
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
    const auto c = precision_test::convolutionsNamed({ "conv1_out", "relu1_out", "conv2:0" });
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
    const auto c = precision_test::convolutionsNamed({ "conv1_out", "relu1_out", "conv2:0" });
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
    const auto c = precision_test::convolutionsNamed({ "conv1_out", "relu1_out", "conv2:0", "Add_7" });
    const auto merged = rknn().write(planOf({ { "Add_7", Precision::S16 } }), c, kStep1, "m.quantization.cfg");
    ASSERT_FALSE(merged.ok());
    EXPECT_NE(merged.error().toString().find("Add_7"), std::string::npos);
    EXPECT_NE(merged.error().toString().find("quantize_parameters"), std::string::npos);
}

TEST(RknnCfg, HostileNamesAreQuotedAndReadBackUnchanged)
{
    const std::vector<std::string> names { "a: b", "semi;colon", "quote\"d", "hash #1", "{brace}", "- dash",
        "back\\slash", "'single'" };
    const auto c = precision_test::convolutionsNamed(names);
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
    const auto broken = precision_test::convolutionsNamed({ "line\nbreak" });
    PrecisionPlan bad;
    bad.tensors["line\nbreak"] = { Precision::S16, PlanSource::User, {} };
    EXPECT_FALSE(rknn().write(bad, broken, std::nullopt, "m.quantization.cfg").ok());
}

TEST(RknnCfg, ReadingSaysWhatItCannotTake)
{
    const auto c = precision_test::convolutionsNamed({ "conv1_out" });
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

TEST(RknnCfg, AUsersEntryAddedUnderAnExportsEntriesStays)
{
    const auto c = precision_test::convolutionsNamed({ "conv1_out", "relu1_out", "conv2:0" });
    const auto first = rknn().write(planOf({ { "conv1_out", Precision::S16 } }), c, kStep1, "m.quantization.cfg");
    ASSERT_TRUE(first.ok()) << first.error().toString();
    // The user adds an entry right under the export's, and one further down.
    std::string edited = first.value();
    const std::string ours = "    conv1_out: int16\n";
    ASSERT_NE(edited.find(ours), std::string::npos) << edited;
    edited.insert(edited.find(ours) + ours.size(), "    relu1_out: float16\n");
    edited.insert(edited.find("quantize_parameters:"), "    # mine\n    \"conv2:0\": int8\n");
    // The next plan drops conv1_out: the export's entry goes, the user's stay.
    const auto second = rknn().write(planOf({ { "relu1_out", Precision::S16 } }), c, edited, "m.quantization.cfg");
    ASSERT_TRUE(second.ok()) << second.error().toString();
    const std::string& m = second.value();
    EXPECT_EQ(m.find("conv1_out: int16"), std::string::npos) << m;
    EXPECT_EQ(m.find("relu1_out: float16"), std::string::npos) << m; // the plan decides relu1_out now
    EXPECT_NE(m.find("    relu1_out: int16\n"), std::string::npos) << m;
    EXPECT_NE(m.find("    # mine\n    \"conv2:0\": int8\n"), std::string::npos) << m;
    const auto third = rknn().write(planOf({ { "conv1_out", Precision::S16 } }), c, edited, "m.quantization.cfg");
    ASSERT_TRUE(third.ok());
    EXPECT_NE(third.value().find("    relu1_out: float16\n"), std::string::npos) << third.value();
    // An entry written after our end line, as that line asks: the same plan exported again changes nothing.
    std::string below = first.value();
    const std::string end = "(your own entries go after this line)\n";
    below.insert(below.find(end) + end.size(), "    relu1_out: float16\n");
    const auto again = rknn().write(planOf({ { "conv1_out", Precision::S16 } }), c, below, "m.quantization.cfg");
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again.value(), below);
    // A file an export wrote before its notes counted the entries: they still go, up to the first other line.
    const std::string old = "custom_quantize_layers:\n"
                            "    # QuantLens precision plan: these tensors are quantized as written here\n"
                            "    conv1_out: int16\n"
                            "\n"
                            "quantize_parameters:\n";
    const auto replaced = rknn().write(planOf({ { "relu1_out", Precision::S16 } }), c, old, "m.quantization.cfg");
    ASSERT_TRUE(replaced.ok());
    EXPECT_EQ(replaced.value().find("conv1_out"), std::string::npos) << replaced.value();
}

TEST(RknnCfg, TheByteOrderMarkStaysTheFilesFirstBytes)
{
    const auto c = precision_test::convolutionsNamed({ "conv1_out", "relu1_out", "conv2:0" });
    const std::string withBom = "\xEF\xBB\xBF" + kStep1.substr(kStep1.find("quantize_parameters:"));
    const auto merged = rknn().write(planOf({ { "relu1_out", Precision::S16 } }), c, withBom, "m.quantization.cfg");
    ASSERT_TRUE(merged.ok()) << merged.error().toString();
    EXPECT_EQ(merged.value().rfind("\xEF\xBB\xBF"
                                   "custom_quantize_layers:\n",
                  0),
        0u)
        << merged.value();
    EXPECT_EQ(merged.value().find("\xEF\xBB\xBF", 1), std::string::npos) << merged.value();
    EXPECT_NE(merged.value().find("\nquantize_parameters:\n"), std::string::npos);
}

TEST(RknnCfg, EveryKindOfLineEndIsReadAndKept)
{
    const auto c = precision_test::convolutionsNamed({ "conv1_out", "relu1_out", "conv2:0" });
    const auto withEnds = [](const std::string& text, const std::string& eol) {
        std::string out;
        for (const char ch : text)
            out += ch == '\n' ? eol : std::string(1, ch);
        return out;
    };
    const auto lf = rknn().write(planOf({ { "relu1_out", Precision::S16 } }), c, kStep1, "m.quantization.cfg");
    ASSERT_TRUE(lf.ok());
    for (const std::string eol : { "\r", "\r\n" }) {
        const auto merged
            = rknn().write(planOf({ { "relu1_out", Precision::S16 } }), c, withEnds(kStep1, eol), "m.quantization.cfg");
        ASSERT_TRUE(merged.ok()) << merged.error().toString();
        EXPECT_EQ(merged.value(), withEnds(lf.value(), eol));
        const auto read = rknn().read(merged.value(), c, "m.quantization.cfg");
        ASSERT_TRUE(read.ok());
        EXPECT_EQ(read.value().tensors.at("relu1_out").precision, Precision::S16);
        EXPECT_STREQ(detectPlanFormat(merged.value())->key, "rknn-cfg");
    }
    // Mixed line ends: each line the merge keeps keeps its own, added lines take the file's first.
    const std::string mixed = "custom_quantize_layers: {}\r\nquantize_parameters:\n    conv1_out:\r        dtype: int8";
    const auto merged = rknn().write(planOf({ { "conv1_out", Precision::S16 } }), c, mixed, "m.quantization.cfg");
    ASSERT_TRUE(merged.ok());
    EXPECT_EQ(merged.value(),
        "custom_quantize_layers:\r\n    # QuantLens precision plan (entries: 1): these tensors are quantized as "
        "written "
        "here\r\n    conv1_out: int16\r\n    # end of the QuantLens precision plan (your own entries go after this "
        "line)\r\nquantize_parameters:\n    conv1_out:\r        dtype: int8");
}

TEST(RknnCfg, ADuplicateBlockIsRefusedNamingItsLines)
{
    const auto c = precision_test::convolutionsNamed({ "conv1_out", "relu1_out", "conv2:0" });
    const auto merged = rknn().write(planOf({ { "relu1_out", Precision::S16 } }), c,
        kStep1 + "custom_quantize_layers:\n    conv1_out: float16\n", "m.quantization.cfg");
    ASSERT_FALSE(merged.ok());
    EXPECT_EQ(merged.error().file, "m.quantization.cfg");
    EXPECT_EQ(merged.error().what.code, "plan.rknn_block_twice");
    EXPECT_NE(merged.error().toString().find("lines 1, 13"), std::string::npos) << merged.error().toString();
}

TEST(RknnCfg, WhatALineMergeCannotKeepIsRefusedSayingWhere)
{
    const auto c = precision_test::convolutionsNamed({ "conv1_out", "relu1_out", "conv2:0" });
    struct Case {
        std::string block;
        const char* line;
        const char* code;
    };
    const Case cases[] = {
        { "custom_quantize_layers: {a: {b: c}}\n", "line 2", "plan.rknn_block_structure" },
        { "custom_quantize_layers: {a: int16, b: [c]}\n", "line 2", "plan.rknn_block_structure" },
        { "custom_quantize_layers: {a: int16,\n    b: int16}\n", "line 2", "plan.rknn_block_structure" },
        { "custom_quantize_layers: [a, b]\n", "line 2", "plan.rknn_block_not_mapping" },
        { "custom_quantize_layers: int16\n", "line 2", "plan.rknn_block_not_mapping" },
        { "custom_quantize_layers: *base\n", "line 2", "plan.rknn_block_alias" },
        { "custom_quantize_layers: {<<: *base}\n", "line 2", "plan.rknn_block_alias" },
        { "custom_quantize_layers:\n    <<: *base\n", "line 3", "plan.rknn_block_alias" },
        { "custom_quantize_layers:\n    a: &x int16\n", "line 3", "plan.rknn_block_alias" },
        { "custom_quantize_layers:\n    a: int16\n    *x : int16\n", "line 4", "plan.rknn_block_alias" },
        { "custom_quantize_layers:\n    a:\n        b: int16\n", "line 4", "plan.rknn_block_structure" },
        { "custom_quantize_layers:\n    a: \"int\n      16\"\n", "line 3", "plan.rknn_block_structure" },
        { "custom_quantize_layers:\n    a: !!str int16\n", "line 3", "plan.rknn_block_structure" },
        { "custom_quantize_layers:\n    - a\n", "line 3", "plan.rknn_block_structure" },
        { "custom_quantize_layers:\n    a: int16\n    {}\n", "line 4", "plan.rknn_block_structure" },
        { "custom_quantize_layers:\n{}\n", "line 3", "plan.rknn_block_structure" },
    };
    for (const auto& k : cases) {
        const std::string cfg
            = "base: &base {a: int16}\n" + k.block + kStep1.substr(kStep1.find("quantize_parameters"));
        const auto merged = rknn().write(planOf({ { "relu1_out", Precision::S16 } }), c, cfg, "m.quantization.cfg");
        ASSERT_FALSE(merged.ok()) << cfg << "\nbecame\n" << merged.value();
        EXPECT_EQ(merged.error().file, "m.quantization.cfg");
        EXPECT_EQ(merged.error().position, k.line) << cfg;
        EXPECT_EQ(merged.error().what.code, k.code) << cfg;
    }
    // A cfg in JSON (YAML reads it) has neither a block line to fill nor a top to put one on.
    const auto json = rknn().write(planOf({ { "relu1_out", Precision::S16 } }), c,
        "\xEF\xBB\xBF# converted\n{\"quantize_parameters\": {\"relu1_out\": {\"dtype\": \"int8\"}}}\n", "m.cfg");
    ASSERT_FALSE(json.ok()) << json.value();
    EXPECT_EQ(json.error().position, "line 2");
    EXPECT_EQ(json.error().what.code, "plan.rknn_not_block_mapping");
    // What it can keep: a one-line flow mapping becomes lines, quotes, comments and all.
    const auto flow = rknn().write(planOf({ { "relu1_out", Precision::S16 } }), c,
        "custom_quantize_layers: {a: int8, 'b, c': 'float16',}  # mine\nquantize_parameters:\n", "m.cfg");
    ASSERT_TRUE(flow.ok()) << flow.error().toString();
    EXPECT_EQ(flow.value().rfind("custom_quantize_layers:  # mine\n    a: int8\n    \"b, c\": 'float16'\n", 0), 0u)
        << flow.value();
}

TEST(RknnCfg, AFlowValueOnALineOfItsOwnBecomesLines)
{
    // What some step-1 files hold: the empty mapping under a comment.
    const auto c = precision_test::convolutionsNamed({ "conv1_out", "relu1_out", "conv2:0" });
    const std::string cfg = "custom_quantize_layers:\n  # filled in by hand\n  {a: int8}\n"
        + kStep1.substr(kStep1.find("quantize_parameters"));
    const auto merged = rknn().write(planOf({ { "relu1_out", Precision::S16 } }), c, cfg, "m.quantization.cfg");
    ASSERT_TRUE(merged.ok()) << merged.error().toString();
    EXPECT_EQ(merged.value().rfind("custom_quantize_layers:\n  a: int8\n  # filled in by hand\n  # QuantLens", 0), 0u)
        << merged.value();
    EXPECT_EQ(merged.value().find('{'), std::string::npos) << merged.value();
    const auto read = rknn().read(cfg, precision_test::convolutionsNamed({ "a" }), "m.quantization.cfg");
    ASSERT_TRUE(read.ok());
    EXPECT_EQ(read.value().tensors.at("a").precision, Precision::U8);
}
