// The advised levers written into a toolchain's config: Pulsar2 takes the method and SmoothQuant with its
// strength in one write (backup and diff), SigmaStar the combination's ranges; what a config cannot hold
// is listed, and a config that can hold nothing of the advice is refused naming the file.
#include "onnx_test_models.h"

#include "toolchain/advice_config.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

using namespace quantlens;
namespace fs = std::filesystem;

namespace {
advisor::Advice advised(std::vector<std::string> path)
{
    advisor::Advice a;
    a.baseMethod = "percentile";
    advisor::Lever smooth;
    smooth.name = "smooth_quant";
    smooth.kind = advisor::LeverKind::SmoothQuant;
    smooth.alpha = 0.7;
    a.levers.push_back(smooth);
    a.combination.push_back({});
    for (auto& lever : path) {
        advisor::CombinationStep step;
        step.lever = lever;
        if (lever != "calibration:mse" && a.combination.size() == 1)
            step.recalibratedWith = a.baseMethod;
        step.variant.ranges["t"] = { -1.0, 2.0 };
        a.combination.push_back(std::move(step));
    }
    return a;
}

std::string contents(const fs::path& p)
{
    std::ifstream in(p);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}
}

TEST(AdviceConfig, Pulsar2TakesTheMethodAndSmoothQuantAndListsTheRest)
{
    const fs::path dir = onnx_test::makeTempDir("advice_config");
    const fs::path config = dir / "config.json";
    std::ofstream(config)
        << "{\n  \"model_type\": \"ONNX\", // mine\n  \"quant\": {\"calibration_method\": \"MinMax\"}\n}\n";
    const advisor::Advice a = advised({ "equalization", "smooth_quant" });
    EXPECT_EQ(advisedMethod(a), "percentile");
    auto written = writeAdviceConfig(*findToolchain("axera"), a, config.string());
    ASSERT_TRUE(written.ok()) << written.error().toString();
    EXPECT_EQ(written.value().written, (std::vector<std::string> { "calibration:percentile", "smooth_quant" }));
    EXPECT_EQ(written.value().elsewhere, (std::vector<std::string> { "equalization" }));
    EXPECT_FALSE(written.value().backup.empty());
    EXPECT_NE(written.value().diff.find("\"enable_smooth_quant\": true"), std::string::npos) << written.value().diff;
    const std::string after = contents(config);
    EXPECT_NE(after.find("// mine"), std::string::npos);
    EXPECT_NE(after.find("\"calibration_method\": \"Percentile\""), std::string::npos) << after;
    EXPECT_NE(after.find("\"smooth_quant_strength\": 0.7"), std::string::npos) << after;
}

TEST(AdviceConfig, SigmaStarTakesTheRangesAndNothingAdvisedIsRefused)
{
    const fs::path dir = onnx_test::makeTempDir("advice_config_sigmastar");
    const fs::path ranges = dir / "quant_file.json";
    auto written = writeAdviceConfig(*findToolchain("sigmastar"), advised({ "calibration:mse" }), ranges.string());
    ASSERT_TRUE(written.ok()) << written.error().toString();
    EXPECT_EQ(written.value().written, (std::vector<std::string> { "calibration:mse" }));
    EXPECT_NE(contents(ranges).find("\"t\""), std::string::npos) << contents(ranges);

    // The model as it is advised (no lever): nothing to write, and the file is not touched.
    const fs::path config = dir / "config.json";
    auto none = writeAdviceConfig(*findToolchain("axera"), advised({}), config.string());
    ASSERT_FALSE(none.ok());
    EXPECT_NE(none.error().toString().find("config.json"), std::string::npos);
    EXPECT_FALSE(fs::exists(config));
}

TEST(AdviceConfig, WithBiasCorrectionEveryTransformIsLeftToTheTransformedModel)
{
    // The biases were fitted on the smoothed model: SmoothQuant is written by `transform`, not switched on
    // again in the toolchain.
    const fs::path dir = onnx_test::makeTempDir("advice_config_biases");
    const fs::path config = dir / "config.json";
    auto written
        = writeAdviceConfig(*findToolchain("axera"), advised({ "smooth_quant", "bias_correction" }), config.string());
    ASSERT_TRUE(written.ok()) << written.error().toString();
    EXPECT_EQ(written.value().written, (std::vector<std::string> { "calibration:percentile" }));
    EXPECT_EQ(written.value().elsewhere, (std::vector<std::string> { "smooth_quant", "bias_correction" }));
    EXPECT_EQ(contents(config).find("enable_smooth_quant"), std::string::npos);
}
