// An output's task kind set by name over what its shape says (--output-kind NAME=KIND, a workspace's
// inputs.output_kinds): the simulator and the data-set pass judge it so, a name that is no output is
// refused with the outputs the models have, and workspaces keep it.
#include "onnx_test_models.h"
#include "simulation_test_models.h"

#include "analysis/analysis_runner.h"
#include "simulation/simulator.h"
#include "workspace/workspace.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace quantlens;
namespace fs = std::filesystem;

namespace {
std::unique_ptr<sim::Simulator> simulatorWith(const sim::OutputKinds& kinds, Problem* failure = nullptr)
{
    const auto weights = sim_test::makeWeights();
    sim::Simulator::Setup setup;
    setup.floatModel = sim_test::compiled(sim_test::floatModel(weights));
    setup.quantModel = sim_test::compiled(sim_test::quantModel(weights));
    setup.samples = { sim_test::sample(1), sim_test::sample(2) };
    setup.threads = 2;
    setup.outputKinds = kinds;
    auto created = sim::Simulator::create(std::move(setup));
    if (!created) {
        if (failure)
            *failure = created.error();
        return nullptr;
    }
    return std::move(created).value();
}
}

TEST(OutputKind, TheSimulatorJudgesAnOutputAsTheUserSays)
{
    const auto byShape = simulatorWith({});
    ASSERT_TRUE(byShape);
    const auto& first = byShape->baseline().samples.at(0).at(0);
    ASSERT_TRUE(first.task);
    EXPECT_EQ(first.task->kind, sim::OutputKind::Regression) << "the test model's output is a feature map";
    const auto asMask = simulatorWith({ { first.name, sim::OutputKind::Mask } });
    ASSERT_TRUE(asMask);
    for (const auto& sample : asMask->baseline().samples) {
        ASSERT_TRUE(sample.at(0).task);
        EXPECT_EQ(sample.at(0).task->kind, sim::OutputKind::Mask);
        EXPECT_GE(sample.at(0).task->agreement, 0.0);
        EXPECT_LE(sample.at(0).task->agreement, 1.0);
    }
    // The cosine does not depend on how the task is judged.
    EXPECT_DOUBLE_EQ(asMask->baseline().meanCos(), byShape->baseline().meanCos());

    Problem wrong;
    EXPECT_FALSE(simulatorWith({ { "no_such_output", sim::OutputKind::Mask } }, &wrong));
    const std::string said = wrong.toString();
    EXPECT_NE(said.find("no_such_output"), std::string::npos) << said;
    EXPECT_NE(said.find(first.name), std::string::npos) << "the outputs the models have: " << said;
}

TEST(OutputKind, TheDataSetPassAndWorkspacesKeepIt)
{
    const fs::path dir = onnx_test::makeTempDir("output_kind");
    const auto weights = sim_test::makeWeights();
    onnx_test::writeFile(dir / "float.onnx", onnx_test::serialize(sim_test::floatModel(weights)));
    onnx_test::writeFile(dir / "quant.onnx", onnx_test::serialize(sim_test::quantModel(weights)));
    Workspace w;
    w.floatModel = (dir / "float.onnx").string();
    w.quantModel = (dir / "quant.onnx").string();
    for (unsigned seed = 1; seed <= 3; ++seed) {
        w.modelInputs.push_back((dir / ("x" + std::to_string(seed) + ".npy")).string());
        sim_test::writeNpy(w.modelInputs.back(), sim_test::sample(seed).at("x"));
    }
    const std::string output = simulatorWith({})->baseline().samples.at(0).at(0).name;
    w.outputKinds = { { output, sim::OutputKind::Mask } };
    const std::string file = (dir / "w.quantlens.json").string();
    ASSERT_TRUE(saveWorkspace(w, file).ok());
    auto loaded = loadWorkspace(file);
    ASSERT_TRUE(loaded) << loaded.error().toString();
    EXPECT_EQ(loaded.value().outputKinds, w.outputKinds);

    auto analysis = runAnalysis(analysisInputsOf(loaded.value()));
    ASSERT_TRUE(analysis) << analysis.error().toString();
    ASSERT_EQ(analysis.value()->inputRuns.size(), 3u);
    for (const auto& run : analysis.value()->inputRuns) {
        ASSERT_FALSE(run.outputs.empty());
        ASSERT_TRUE(run.outputs.front().task);
        EXPECT_EQ(run.outputs.front().task->kind, sim::OutputKind::Mask) << run.file;
    }
    EXPECT_EQ(analysis.value()->outputKinds, w.outputKinds); // measuring judges it so too

    // A kind QuantLens does not know is refused, naming where.
    std::string text;
    {
        std::ifstream in(file);
        text.assign(std::istreambuf_iterator<char>(in), {});
    }
    const auto at = text.find("\"mask\"");
    ASSERT_NE(at, std::string::npos);
    text.replace(at, 6, "\"blob\"");
    std::ofstream(file) << text;
    auto bad = loadWorkspace(file);
    ASSERT_FALSE(bad);
    EXPECT_NE(bad.error().toString().find("blob"), std::string::npos) << bad.error().toString();
    EXPECT_NE(bad.error().toString().find("output_kinds"), std::string::npos) << bad.error().toString();
    fs::remove_all(dir);
}
