// quant.calibration_method set in a user's Pulsar2 config: replaced where it is, added where it is not,
// every other byte (comments, order, CRLF) kept; a config that is no JSON object is refused naming it.
#include "precision/pulsar2_calibration_setting.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace quantlens;

namespace {
std::string set(const std::string& existing, const std::string& value = "MSE")
{
    auto r = withPulsar2CalibrationMethod(existing, value, "config.json");
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().toString());
    return r.ok() ? r.value() : std::string();
}
}

TEST(Pulsar2CalibrationSetting, ReplacesTheValueWhereItIsAndKeepsTheComments)
{
    const std::string before = "{\n  // mine\n  \"quant\": {\n    \"calibration_method\": \"MinMax\", // was\n"
                               "    \"layer_configs\": []\n  }\n}\n";
    EXPECT_EQ(set(before),
        "{\n  // mine\n  \"quant\": {\n    \"calibration_method\": \"MSE\", // was\n"
        "    \"layer_configs\": []\n  }\n}\n");
}

TEST(Pulsar2CalibrationSetting, AddsItAsQuantsFirstMember)
{
    const std::string before = "{\r\n  \"quant\": {\r\n    \"layer_configs\": [] /* none */\r\n  }\r\n}\r\n";
    EXPECT_EQ(set(before, "Percentile"),
        "{\r\n  \"quant\": {\r\n    \"calibration_method\": \"Percentile\",\r\n    \"layer_configs\": [] /* none "
        "*/\r\n  }\r\n}\r\n");
    EXPECT_EQ(set("{\"quant\": {}}"), "{\"quant\": {\n  \"calibration_method\": \"MSE\"\n}}");
}

TEST(Pulsar2CalibrationSetting, AddsAQuantObjectAndWritesANewConfig)
{
    const std::string added = set("{\n  \"model_type\": \"ONNX\" // kept\n}\n");
    EXPECT_EQ(
        added, "{\n  \"model_type\": \"ONNX\",\n  \"quant\": {\n    \"calibration_method\": \"MSE\"\n  } // kept\n}\n");
    auto fresh = withPulsar2CalibrationMethod(std::nullopt, "KL", "new.json");
    ASSERT_TRUE(fresh.ok());
    EXPECT_EQ(nlohmann::json::parse(fresh.value()).at("quant").at("calibration_method"), "KL");
}

TEST(Pulsar2CalibrationSetting, RefusesWhatIsNoConfigNamingTheFile)
{
    for (const std::string bad : { "[1, 2]", "{ oops", "{\"quant\": [1]}", "" }) {
        auto r = withPulsar2CalibrationMethod(bad, "MSE", "config.json");
        ASSERT_FALSE(r.ok()) << bad;
        EXPECT_NE(r.error().toString().find("config.json"), std::string::npos);
    }
}

TEST(Pulsar2CalibrationSetting, SmoothQuantIsSwitchedOnWithItsStrengthAndTheThresholdKept)
{
    const std::string before = "{\n  \"quant\": {\n    \"smooth_quant_strength\": 0.2, // tried\n"
                               "    \"smooth_quant_threshold\": 0.1\n  }\n}\n";
    auto r = withPulsar2SmoothQuant(before, 0.6, "config.json");
    ASSERT_TRUE(r.ok()) << r.error().toString();
    EXPECT_EQ(r.value(),
        "{\n  \"quant\": {\n    \"enable_smooth_quant\": true,\n    \"smooth_quant_strength\": 0.6, // tried\n"
        "    \"smooth_quant_threshold\": 0.1\n  }\n}\n");
    auto fresh = withPulsar2SmoothQuant(std::nullopt, 0.5, "config.json");
    ASSERT_TRUE(fresh.ok());
    const auto doc = nlohmann::json::parse(fresh.value());
    EXPECT_EQ(doc["quant"]["enable_smooth_quant"], true);
    EXPECT_EQ(doc["quant"]["smooth_quant_strength"], 0.5);
    EXPECT_FALSE(withPulsar2SmoothQuant(std::string("[1]"), 0.5, "config.json").ok());
}
