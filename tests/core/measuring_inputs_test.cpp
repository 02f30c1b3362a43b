// A data set too large to measure on every input: measuring runs on its worst inputs and a random
// sample of the rest, the same draw on every run, and says so.
#include "onnx_test_models.h"
#include "simulation_test_models.h"

#include "analysis/analysis_runner.h"
#include "analysis/bad_cases.h"
#include "analysis/measure_analysis.h"
#include "analysis/measuring_inputs.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

using namespace quantlens;
namespace fs = std::filesystem;

namespace {
std::vector<Analysis::InputRun> runsWithCos(const std::vector<double>& cos)
{
    std::vector<Analysis::InputRun> runs;
    for (std::size_t i = 0; i < cos.size(); ++i)
        runs.push_back({ "x" + std::to_string(i) + ".npy", cos[i], {} });
    return runs;
}
}

TEST(MeasuringInputs, ParsesTheRule)
{
    const auto rule = parseSubsetRule("4+6");
    ASSERT_TRUE(rule);
    EXPECT_FALSE(rule->every);
    EXPECT_EQ(rule->worst, 4u);
    EXPECT_EQ(rule->random, 6u);
    EXPECT_EQ(rule->seed, 1u);
    EXPECT_EQ(parseSubsetRule("2+0@77")->seed, 77u);
    EXPECT_TRUE(parseSubsetRule("all")->every);
    for (const char* bad : { "", "4", "+", "4+", "a+1", "1+b", "0+0", "-1+2", "1+2@", "1+2@x", "99999999999+1" })
        EXPECT_FALSE(parseSubsetRule(bad)) << bad;
}

TEST(MeasuringInputs, TheWorstAndASeededSampleInTheGivenOrder)
{
    std::vector<double> cos;
    for (int i = 0; i < 40; ++i)
        cos.push_back(0.99 - 0.0001 * ((i * 7) % 40)); // a shuffled ladder: input 17 (7*17 % 40 = 39) is worst
    const auto runs = runsWithCos(cos);
    const SubsetRule rule { false, 3, 5, 9 };
    const auto chosen = measuringInputs(runs, rule);
    ASSERT_EQ(chosen.size(), 8u);
    EXPECT_TRUE(std::is_sorted(chosen.begin(), chosen.end()));
    const auto order = badCaseOrder(runs);
    for (std::size_t k = 0; k < 3; ++k)
        EXPECT_NE(std::find(chosen.begin(), chosen.end(), order[k]), chosen.end()) << "bad case " << k;
    EXPECT_EQ(order[0], 17u);
    EXPECT_EQ(measuringInputs(runs, rule), chosen); // the same draw every time
    SubsetRule otherSeed = rule;
    otherSeed.seed = 10;
    EXPECT_NE(measuringInputs(runs, otherSeed), chosen);
    // Few inputs, or "all": every input.
    EXPECT_EQ(measuringInputs(runsWithCos({ 0.9, 0.8, 0.7 }), rule).size(), 3u);
    EXPECT_EQ(measuringInputs(runs, SubsetRule { true, 0, 0, 0 }).size(), 40u);
}

TEST(MeasuringInputs, AnalysisMeasuresTheSubsetAndSaysSo)
{
    const fs::path dir = onnx_test::makeTempDir("measuring_inputs");
    const auto weights = sim_test::makeWeights();
    onnx_test::writeFile(dir / "float.onnx", onnx_test::serialize(sim_test::floatModel(weights)));
    onnx_test::writeFile(dir / "quant.onnx", onnx_test::serialize(sim_test::quantModel(weights)));
    AnalysisInputs in;
    in.floatModel = (dir / "float.onnx").string();
    in.quantModel = (dir / "quant.onnx").string();
    in.threads = 2;
    for (unsigned seed = 1; seed <= 6; ++seed) {
        in.modelInputs.push_back((dir / ("x" + std::to_string(seed) + ".npy")).string());
        sim_test::writeNpy(in.modelInputs.back(), sim_test::sample(seed).at("x"));
    }
    auto analysis = runAnalysis(in);
    ASSERT_TRUE(analysis) << analysis.error().message;
    ASSERT_EQ(analysis.value()->inputRuns.size(), 6u);
    MeasureOptions options;
    options.threads = 2;
    options.subset = SubsetRule { false, 1, 2, 3 };
    auto measured = measureAnalysis(analysis.value(), options);
    ASSERT_TRUE(measured);
    const auto& m = measured.value().analysis->measured;
    ASSERT_TRUE(m);
    EXPECT_EQ(m->inputs, 3u);
    EXPECT_EQ(measured.value().simulator->sampleCount(), 3u);
    ASSERT_TRUE(m->subset);
    EXPECT_EQ(m->subset->of, 6u);
    ASSERT_EQ(m->subset->files.size(), 3u);
    const auto worst = badCaseOrder(analysis.value()->inputRuns).front();
    EXPECT_NE(
        std::find(m->subset->files.begin(), m->subset->files.end(), in.modelInputs[worst]), m->subset->files.end());
    const std::string said = measuredSubsetText(*m->subset).english();
    EXPECT_NE(said.find("1 worst of 6 inputs"), std::string::npos) << said;
    EXPECT_NE(said.find("seed 3"), std::string::npos) << said;

    // The default rule (8 + 8) measures six inputs on every one of them.
    auto every = measureAnalysis(analysis.value(), MeasureOptions {});
    ASSERT_TRUE(every);
    EXPECT_EQ(every.value().analysis->measured->inputs, 6u);
    EXPECT_FALSE(every.value().analysis->measured->subset);
    fs::remove_all(dir);
}
