#include "precision/plan_format.h"
#include "precision/plan_import.h"
#include "precision_test_model.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <set>

using namespace quantlens;
using precision_test::planOf;

namespace {
PlanContext context()
{
    static const auto graph = precision_test::smallNetwork();
    return planContextOf(graph);
}

/// What a plan means, without who decided it and why: the round trip's measure.
std::map<std::string, Precision> effective(const PrecisionPlan& plan, const PlanContext& c)
{
    std::map<std::string, Precision> out;
    for (const auto& t : c.tensors)
        out[t.name] = plan.precisionOf(t.name, t.opType);
    return out;
}

void expectRoundTrip(const char* key, const PrecisionPlan& plan)
{
    const PlanFormat* format = planFormat(key);
    ASSERT_NE(format, nullptr);
    const PlanContext c = context();
    const auto written = format->write(plan, c, std::nullopt, "out");
    ASSERT_TRUE(written.ok()) << key << ": " << written.error().toString();
    const auto read = format->read(written.value(), c, "out");
    ASSERT_TRUE(read.ok()) << key << ": " << read.error().toString();
    EXPECT_TRUE(read.warnings().empty()) << key;
    EXPECT_EQ(effective(read.value(), c), effective(plan, c)) << key << ":\n" << written.value();
}
}

TEST(PlanExport, EveryFormatIsRegisteredOnceWithWriterAndReader)
{
    std::set<std::string> keys;
    for (const auto& f : planFormats()) {
        EXPECT_TRUE(keys.insert(f.key).second) << f.key;
        EXPECT_NE(f.write, nullptr);
        EXPECT_NE(f.read, nullptr);
    }
    EXPECT_EQ(keys,
        (std::set<std::string> { "pulsar2", "sigmastar-ini", "sigmastar-json", "rknn-cfg", "nnie-prototxt", "list" }));
}

TEST(PlanExport, Pulsar2RoundTrips)
{
    // Layers by node name, an unnamed node's output by tensor range, op types, the whole model.
    expectRoundTrip("pulsar2", planOf({ { "r1", Precision::U16 }, { "y", Precision::S16 }, { "x", Precision::U16 } }));
    PrecisionPlan rules = planOf({ { "c1", Precision::U8 } });
    rules.wholeModel = Precision::U16;
    rules.opTypes["Relu"] = Precision::Float;
    expectRoundTrip("pulsar2", rules);
}

TEST(PlanExport, SigmaStarAndListRoundTrip)
{
    expectRoundTrip("sigmastar-ini", planOf({ { "x", Precision::S16 }, { "r1", Precision::S16 } }));
    PrecisionPlan whole;
    whole.wholeModel = Precision::S16;
    expectRoundTrip("sigmastar-ini", whole);
    expectRoundTrip("list", planOf({ { "c2", Precision::U16 }, { "y", Precision::U16 } }));
}

TEST(PlanExport, SigmaStarQuantParamsRoundTripWithRanges)
{
    PlanContext c = context();
    for (auto& t : c.tensors) {
        t.rangeMin = -1.5;
        t.rangeMax = 2.5;
    }
    const PrecisionPlan plan = planOf({ { "x", Precision::S16 }, { "r1", Precision::S16 } });
    const auto written = writeSigmaStarQuantParams(plan, c, std::nullopt, "q.json");
    ASSERT_TRUE(written.ok()) << written.error().toString();
    const auto doc = nlohmann::json::parse(written.value());
    ASSERT_EQ(doc.size(), 2u);
    EXPECT_EQ(doc[0], nlohmann::json::parse(R"({"name": "x", "min": [-1.5], "max": [2.5], "bit": 16})"));
    const auto read = readSigmaStarQuantParams(written.value(), c, "q.json");
    ASSERT_TRUE(read.ok());
    EXPECT_EQ(effective(read.value(), c), effective(plan, c));
    // Without a range nothing is written: the calibrator would take a made-up one.
    EXPECT_FALSE(writeSigmaStarQuantParams(plan, context(), std::nullopt, "q.json").ok());
}

TEST(PlanExport, Pulsar2MergeKeepsForeignKeysCommentsAndItemsByteForByte)
{
    const std::string config = R"({
  // model conversion settings
  "model_type": "ONNX",
  "input": "model.onnx", /* the float model */
  "quant": {
    "input_configs": [{"tensor_name": "DEFAULT", "calibration_dataset": "calib.tar"}],
    "calibration_method": "MinMax",
    "layer_configs": [
      {"op_type": "Softmax", "data_type": "U16"}, # the user's own rule
      {"layer_names": ["conv2"], "data_type": "U16"},
      {"layer_name": "conv1", "data_type": "U16", "weight_data_type": "FP32"},
      {"start_tensor_names": ["r1"], "end_tensor_names": ["r1"], "data_type": "U16"},
      {"start_tensor_names": ["a1"], "end_tensor_names": ["a1"], "data_type": "U8"},
    ],
    "precision_analysis": true
  },
  "compiler": {"check": 0}
})";
    const PrecisionPlan plan = planOf({ { "a1", Precision::U16 } });
    const auto merged = writePulsar2Config(plan, context(), config, "config.json");
    ASSERT_TRUE(merged.ok()) << merged.error().toString();
    const std::string& out = merged.value();
    // Everything outside layer_configs is untouched.
    const auto before = config.substr(0, config.find("\"layer_configs\""));
    EXPECT_EQ(out.substr(0, before.size()), before);
    const auto after = config.substr(config.find("    \"precision_analysis\""));
    EXPECT_EQ(out.substr(out.size() - after.size()), after);
    // The user's items stay as written (comment included), also single layers and tensors the plan
    // says nothing about (conv2, r1); only the item for a1, which the plan decides, is replaced, and
    // the merge says so.
    EXPECT_NE(out.find(R"({"op_type": "Softmax", "data_type": "U16"}, # the user's own rule)"), std::string::npos)
        << out;
    EXPECT_NE(
        out.find(R"({"layer_name": "conv1", "data_type": "U16", "weight_data_type": "FP32"})"), std::string::npos);
    EXPECT_NE(out.find(R"({"layer_names": ["conv2"], "data_type": "U16"})"), std::string::npos) << out;
    EXPECT_NE(out.find(R"({"start_tensor_names": ["r1"], "end_tensor_names": ["r1"], "data_type": "U16"})"),
        std::string::npos)
        << out;
    EXPECT_EQ(out.find(R"("data_type": "U8")"), std::string::npos) << out;
    EXPECT_NE(out.find(R"({"layer_names":["add1"],"data_type":"U16"})"), std::string::npos) << out;
    ASSERT_EQ(merged.warnings().size(), 1u);
    EXPECT_EQ(merged.warnings()[0].what.code, "plan.pulsar2_replaced");
    EXPECT_NE(merged.warnings()[0].message.find("a1"), std::string::npos);
    // And it still reads as the plan plus the kept items.
    const auto read = readPulsar2Config(out, context(), "config.json");
    ASSERT_TRUE(read.ok()) << out;
    EXPECT_EQ(read.value().opTypes.at("Softmax"), Precision::U16);
    EXPECT_EQ(read.value().tensors.at("a1").precision, Precision::U16);
    EXPECT_EQ(read.value().tensors.at("c1").precision, Precision::U16);
    EXPECT_EQ(read.value().tensors.at("r1").precision, Precision::U16);
    EXPECT_EQ(read.value().tensors.at("c2").precision, Precision::U16);
    // Merging again changes nothing.
    EXPECT_EQ(writePulsar2Config(plan, context(), out, "config.json").value(), out);
}

TEST(PlanExport, Pulsar2MergeAddsQuantOrLayerConfigsWhereMissing)
{
    const PrecisionPlan plan = planOf({ { "r1", Precision::U16 } });
    for (const std::string& config : { std::string(R"({"model_type": "ONNX"})"),
             std::string("{\n  \"quant\": {\"calibration_method\": \"MSE\"}\n}\n"), std::string("{}"),
             std::string("{\"quant\": {}}") }) {
        const auto merged = writePulsar2Config(plan, context(), config, "c.json");
        ASSERT_TRUE(merged.ok()) << config;
        const auto read = readPulsar2Config(merged.value(), context(), "c.json");
        ASSERT_TRUE(read.ok()) << merged.value();
        EXPECT_EQ(read.value().tensors.at("r1").precision, Precision::U16) << merged.value();
        const auto doc = nlohmann::json::parse(merged.value());
        if (config.find("MSE") != std::string::npos) {
            EXPECT_EQ(doc["quant"]["calibration_method"], "MSE");
        }
    }
}

TEST(PlanExport, SigmaStarIniMergeKeepsOtherSectionsAndKeys)
{
    const std::string ini = "[INPUT_CONFIG]\r\ninputs = data;\r\nmean_red = 0;\r\n\r\n[CONV_CONFIG]\r\n; keep me\r\n"
                            "input_format = ALL_INT16;\r\n\r\n[OUTPUT_CONFIG]\r\noutputs = y;\r\n";
    const auto merged = writeSigmaStarIni(planOf({ { "r1", Precision::S16 } }), context(), ini, "input_config.ini");
    ASSERT_TRUE(merged.ok()) << merged.error().toString();
    const std::string& out = merged.value();
    EXPECT_EQ(
        out.rfind("[INPUT_CONFIG]\r\ninputs = data;\r\nmean_red = 0;\r\n\r\n[CONV_CONFIG]\r\n; keep me\r\n", 0), 0u)
        << out;
    EXPECT_NE(out.find("tensor_arrays = r1;\r\n"), std::string::npos) << out;
    EXPECT_EQ(out.find("ALL_INT16"), std::string::npos) << out;
    EXPECT_NE(out.find("\r\n[OUTPUT_CONFIG]\r\noutputs = y;\r\n"), std::string::npos) << out;
    const auto appended = writeSigmaStarIni(
        planOf({ { "x", Precision::S16 } }), context(), std::string("[INPUT_CONFIG]\ninputs = data;\n"), "i.ini");
    ASSERT_TRUE(appended.ok());
    EXPECT_EQ(appended.value().rfind("[INPUT_CONFIG]\ninputs = data;\n\n[CONV_CONFIG]\n", 0), 0u) << appended.value();
}

TEST(PlanExport, SigmaStarJsonMergeChangesOnlyBitsOfTheModelsActivations)
{
    const std::string existing = R"([{"name": "x", "min": [-1], "max": [1], "bit": 8, "index": 3},
        {"name": "w1", "min": [-0.5], "max": [0.5], "bit": 16},
        {"name": "c2", "min": [0], "max": [4], "bit": 16}])";
    PlanContext c = context();
    for (auto& t : c.tensors) {
        t.rangeMin = 0;
        t.rangeMax = 6;
    }
    const auto merged = writeSigmaStarQuantParams(
        planOf({ { "x", Precision::S16 }, { "r1", Precision::S16 } }), c, existing, "q.json");
    ASSERT_TRUE(merged.ok()) << merged.error().toString();
    const auto doc = nlohmann::json::parse(merged.value());
    ASSERT_EQ(doc.size(), 4u);
    EXPECT_EQ(doc[0], nlohmann::json::parse(R"({"name": "x", "min": [-1], "max": [1], "bit": 16, "index": 3})"));
    EXPECT_EQ(doc[1]["bit"], 16); // a weight: not the plan's
    EXPECT_EQ(doc[2]["bit"], 8); // an activation the plan keeps at 8 bit
    EXPECT_EQ(doc[3], nlohmann::json::parse(R"({"name": "r1", "min": [0.0], "max": [6.0], "bit": 16})"));
}

TEST(PlanExport, NamesAndTypesWithoutAPlaceInTheTargetAreRefused)
{
    const PlanContext c = context();
    for (const auto& f : planFormats()) {
        const auto r = f.write(planOf({ { "not_in_model", Precision::U16 } }), c, std::nullopt, "out.cfg");
        ASSERT_FALSE(r.ok()) << f.key;
        EXPECT_EQ(r.error().file, "out.cfg");
        EXPECT_NE(r.error().message.find("not_in_model"), std::string::npos) << r.error().message;
    }
    // SigmaStar sets INT16 on convolution inputs only: c2 feeds an Add.
    const auto notConv = writeSigmaStarIni(planOf({ { "c2", Precision::S16 } }), c, std::nullopt, "i.ini");
    ASSERT_FALSE(notConv.ok());
    EXPECT_NE(notConv.error().message.find("c2"), std::string::npos);
    PrecisionPlan ops;
    ops.opTypes["Conv"] = Precision::S16;
    EXPECT_FALSE(writeSigmaStarIni(ops, c, std::nullopt, "i.ini").ok());
    // Pulsar2 runs no Conv in FP32.
    EXPECT_FALSE(writePulsar2Config(planOf({ { "c1", Precision::Float } }), c, std::nullopt, "p.json").ok());
}

TEST(PlanImport, BadInputIsRefusedOrWarnedWithTheFileNamed)
{
    const PlanContext c = context();
    struct Case {
        const char* format;
        std::string content;
        bool fails;
    };
    const Case cases[] = {
        { "pulsar2", "{\"quant\": {\"layer_configs\": [", true },
        { "pulsar2", "quant:\n  layer_configs: []\n", true },
        { "pulsar2", R"({"quant": {"layer_configs": {"a": 1}}})", true },
        { "pulsar2", R"({"quant": {"calibration_method": "MSE"}})", true },
        { "pulsar2", R"({"quant": {"layer_configs": [{"layer_names": ["nope"], "data_type": "U16"}]}})", false },
        { "pulsar2", R"({"quant": {"layer_configs": [{"layer_names": ["conv1"], "data_type": "U12"}]}})", false },
        { "sigmastar-ini", "just some text", true },
        { "sigmastar-ini", "[CONV_CONFIG]\ntensor_arrays = nope,r1;\n", false },
        { "sigmastar-json", "{\"name\": \"x\"}", true },
        { "sigmastar-json", "[{\"min\": [0]}]", true },
        { "sigmastar-json", "[{\"name\": \"x\", \"bit\": 16", true },
        { "sigmastar-json", "[{\"name\": \"nope\", \"bit\": 16}]", false },
        { "list", std::string("r1\0x", 4), true },
        { "list", "# comment\nr1\nnope\n", false },
    };
    for (const auto& k : cases) {
        const auto r = planFormat(k.format)->read(k.content, c, "in.cfg");
        if (k.fails) {
            ASSERT_FALSE(r.ok()) << k.format << ": " << k.content;
            EXPECT_EQ(r.error().file, "in.cfg");
        } else {
            ASSERT_TRUE(r.ok()) << k.format << ": " << k.content;
            ASSERT_FALSE(r.warnings().empty()) << k.format << ": " << k.content;
            EXPECT_EQ(r.warnings().front().file, "in.cfg");
        }
    }
}

TEST(PlanImport, TheFormatIsToldByContentNotByTheFileName)
{
    const PlanContext c = context();
    const PrecisionPlan plan = planOf({ { "r1", Precision::S16 }, { "x", Precision::S16 } }); // convolution inputs
    for (const auto& f : planFormats()) {
        if (!f.fits(c)) // the NNIE prototxt of an ONNX model: there is none (nnie_hp_test.cpp has its own)
            continue;
        // SigmaStar's parameter file needs ranges a graph alone does not have: written by hand.
        const bool params = std::string(f.key) == "sigmastar-json";
        const auto written = params
            ? Result<std::string>::success(
                R"([{"name": "r1", "min": [0], "max": [1], "bit": 16}, {"name": "x", "min": [0], "max": [1], "bit": 16}])")
            : f.write(plan, c, std::nullopt, "whatever.txt");
        ASSERT_TRUE(written.ok()) << f.key;
        const PlanFormat* detected = detectPlanFormat(written.value());
        ASSERT_NE(detected, nullptr) << f.key;
        EXPECT_STREQ(detected->key, f.key) << written.value();
        // A byte order mark changes nothing.
        EXPECT_STREQ(detectPlanFormat("\xEF\xBB\xBF" + written.value())->key, f.key);
        const auto imported = importPlanText(written.value(), c, "whatever.txt");
        ASSERT_TRUE(imported.ok()) << f.key << ": " << imported.error().toString();
        EXPECT_EQ(imported.value().format, f.key);
        EXPECT_TRUE(isWide(effective(imported.value().plan, c).at("r1"))) << f.key;
    }
    EXPECT_STREQ(detectPlanFormat("[INPUT_CONFIG] ; comment\ninputs=x;\n[CONV_CONFIG]\ninput_format=ALL_INT16;\n")->key,
        "sigmastar-ini");
    // A QuantLens plan file is read as one, whatever it is called.
    const auto own = importPlanText(
        R"({"format": "quantlens-precision-plan", "version": 1, "plan": {"tensors": [{"name": "r1", "data_type": "U16"}]}})",
        c, "plan.ini");
    ASSERT_TRUE(own.ok()) << own.error().toString();
    EXPECT_EQ(own.value().format, "quantlens");
    EXPECT_EQ(own.value().plan.tensors.at("r1").precision, Precision::U16);
}

// A calibration into SigmaStar's --quant_file: the method's ranges replace min and max of the model's
// tensors, a tensor without an entry is added at 8 bit, the user's other entries and keys (a 16-bit bit,
// an index, a weight) stay; what is no quant-param list is refused naming the file.
TEST(CalibrationExport, SigmaStarQuantFileTakesTheMethodsRanges)
{
    const std::string existing = R"([{"name": "x", "min": [-1], "max": [1], "bit": 16, "index": 3},
        {"name": "w1", "min": [-0.5], "max": [0.5], "bit": 8}])";
    const std::map<std::string, sim::TensorRange> ranges { { "x", { -2.5, 3.0 } }, { "r1", { 0.0, 6.0 } } };
    const auto merged = writeSigmaStarCalibratedRanges(existing, ranges, "q.json");
    ASSERT_TRUE(merged.ok()) << merged.error().toString();
    const auto doc = nlohmann::json::parse(merged.value());
    ASSERT_EQ(doc.size(), 3u);
    EXPECT_EQ(doc[0], nlohmann::json::parse(R"({"name": "x", "min": [-2.5], "max": [3.0], "bit": 16, "index": 3})"));
    EXPECT_EQ(doc[1], nlohmann::json::parse(R"({"name": "w1", "min": [-0.5], "max": [0.5], "bit": 8})"));
    EXPECT_EQ(doc[2], nlohmann::json::parse(R"({"name": "r1", "min": [0.0], "max": [6.0], "bit": 8})"));

    const auto fresh = writeSigmaStarCalibratedRanges(std::nullopt, ranges, "q.json");
    ASSERT_TRUE(fresh.ok());
    EXPECT_EQ(nlohmann::json::parse(fresh.value()).size(), 2u);
    const auto refused = writeSigmaStarCalibratedRanges(std::string(R"({"x": [1, 2]})"), ranges, "q.json");
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().file, "q.json");
}
