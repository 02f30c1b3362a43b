// Workspace files: round trip, relative paths, and clear errors on bad files.
#include "onnx_test_models.h"
#include "workspace/workspace.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace quantlens;
using ::testing::HasSubstr;
namespace fs = std::filesystem;

namespace {
fs::path freshDir(const char* name)
{
    const fs::path dir = fs::temp_directory_path() / (std::string("quantlens_ws_") + name + std::to_string(getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    onnx_test::removeAtExit(dir);
    return dir;
}
void write(const fs::path& p, const std::string& text) { std::ofstream(p) << text; }
}

TEST(Workspace, SaveThenLoadGivesTheSameWorkspace)
{
    const fs::path dir = freshDir("roundtrip");
    Workspace w;
    w.floatModel = (dir / "models/float.onnx").string();
    w.quantModel = "/elsewhere/quant.onnx";
    w.reference = { "float", (dir / "dumps/float").string() };
    w.candidates = { { "simulator", (dir / "dumps/sim").string() }, { "board", "/mnt/board" } };
    w.view.selectedTensor = "conv1/out:0";
    w.view.thresholds.cosWarnBelow = 0.995;
    w.view.thresholds.cosFailBelow = 0.97;
    w.view.thresholds.relL1WarnAbove = 0;
    w.view.states["graph"] = { { "metric", "rmse" }, { "zoom", 0.75 }, { "center_x", 120.5 }, { "center_y", -40 } };
    w.view.states["inspector"] = { { "flagged_only", true } };
    w.view.visiblePanels = { "graph", "curves" };
    w.countedOutputs = { "boxes", "scores" };
    w.calibration = { (dir / "calibration").string(), "/data/calib/extra.npy" };
    w.calibrationMethod = "percentile";
    w.plan.opTypes["Softmax"] = Precision::U16;
    w.plan.tensors["conv1/out:0"]
        = { Precision::S16, PlanSource::Suggested, text("plan.reason_imported", { "x.ini" }) };
    const std::string file = (dir / "session.quantlens.json").string();
    ASSERT_TRUE(saveWorkspace(w, file).ok());

    std::ifstream in(file);
    const std::string text((std::istreambuf_iterator<char>(in)), {});
    EXPECT_THAT(text, HasSubstr("\"models/float.onnx\"")); // below the workspace: stored relative
    // Outside it absolute: a relative path never climbs out of the workspace's folder.
    EXPECT_THAT(text, HasSubstr("\"/elsewhere/quant.onnx\""));
    EXPECT_THAT(text, ::testing::Not(HasSubstr("../")));

    auto loaded = loadWorkspace(file);
    ASSERT_TRUE(loaded.ok()) << loaded.error().toString();
    const Workspace& l = loaded.value();
    EXPECT_EQ(l.floatModel, w.floatModel);
    EXPECT_EQ(l.quantModel, w.quantModel);
    EXPECT_EQ(l.reference.path, w.reference.path);
    ASSERT_EQ(l.candidates.size(), 2u);
    EXPECT_EQ(l.candidates[0].label, "simulator");
    EXPECT_EQ(l.candidates[0].path, w.candidates[0].path);
    EXPECT_EQ(l.candidates[1].path, "/mnt/board");
    EXPECT_EQ(l.view.selectedTensor, "conv1/out:0");
    EXPECT_EQ(l.view.thresholds, w.view.thresholds);
    EXPECT_EQ(l.view.states, w.view.states);
    EXPECT_EQ(l.view.visiblePanels, w.view.visiblePanels);
    EXPECT_EQ(l.plan, w.plan);
    EXPECT_EQ(l.countedOutputs, w.countedOutputs);
    EXPECT_EQ(analysisInputsOf(l).countedOutputs, w.countedOutputs);
    EXPECT_EQ(l.calibration, w.calibration);
    EXPECT_EQ(l.calibrationMethod, "percentile");
    EXPECT_EQ(analysisInputsOf(l).calibration, w.calibration);
    EXPECT_THAT(text, HasSubstr("\"calibration\"")); // the folder below the workspace, stored relative
    EXPECT_TRUE(l.hasInputs());
}

TEST(Workspace, ABadPlanNamesTheWorkspaceAndTheKey)
{
    const fs::path dir = freshDir("badplan");
    write(dir / "w.json", R"({"format": "quantlens-workspace", "version": 1, "inputs": {},
        "plan": {"tensors": [{"name": "a", "data_type": "U9"}]}})");
    auto loaded = loadWorkspace((dir / "w.json").string());
    ASSERT_FALSE(loaded.ok());
    EXPECT_EQ(loaded.error().file, (dir / "w.json").string());
    EXPECT_THAT(loaded.error().toString(), HasSubstr("tensors[0].data_type"));
    EXPECT_THAT(loaded.error().toString(), HasSubstr("U9"));
    fs::remove_all(dir);
}

TEST(Workspace, BadFilesFailNamingTheFileAndTheProblem)
{
    const fs::path dir = freshDir("bad");
    const auto check = [&](const char* name, const std::string& content, const char* expected) {
        const fs::path p = dir / name;
        write(p, content);
        auto r = loadWorkspace(p.string());
        ASSERT_FALSE(r.ok()) << name;
        EXPECT_THAT(r.error().toString(), HasSubstr(p.string()));
        EXPECT_THAT(r.error().toString(), HasSubstr(expected)) << r.error().toString();
    };
    check("notjson.json", "{ oops", "not valid JSON");
    check("other.json", R"({"format": "something-else"})", "not a QuantLens workspace");
    check("newer.json", R"({"format": "quantlens-workspace", "version": 99, "inputs": {}})", "newer QuantLens");
    check("noinputs.json", R"({"format": "quantlens-workspace", "version": 1})", "no \"inputs\"");
    check("badrun.json", R"({"format": "quantlens-workspace", "version": 1, "inputs": {"candidates": [{"label": 3}]}})",
        "key 'inputs.candidates[0].label': must be text in quotes, not 3");
    check("levels.json",
        R"({"format": "quantlens-workspace", "version": 1, "inputs": {}, "view": {"cos_warn_below": 0.95, "cos_fail_below": 0.99}})",
        "must not be above the warning level");
    check("method.json",
        R"({"format": "quantlens-workspace", "version": 1, "inputs": {}, "calibration_method": "entropy"})",
        "key 'calibration_method': unknown calibration method 'entropy' (known: minmax, percentile, mse, kl)");
    auto missing = loadWorkspace((dir / "absent.json").string());
    ASSERT_FALSE(missing.ok());
    EXPECT_THAT(missing.error().toString(), HasSubstr("cannot open"));
}

TEST(Workspace, SavingReplacesAtomicallyAndKeepsTheOldFileOnFailure)
{
    const fs::path dir = freshDir("atomic");
    const fs::path file = dir / "w.json";
    write(file, "old");
    Workspace w;
    ASSERT_TRUE(saveWorkspace(w, file.string()).ok());
    EXPECT_TRUE(loadWorkspace(file.string()).ok());
    // A folder that does not exist: the save fails and nothing is left behind.
    auto failed = saveWorkspace(w, (dir / "missing/w.json").string());
    EXPECT_FALSE(failed.ok());
    int leftovers = 0;
    for (const auto& e : fs::directory_iterator(dir))
        leftovers += e.path().filename().string().rfind(".w.json", 0) == 0;
    EXPECT_EQ(leftovers, 0);
}

TEST(Workspace, ReadsThresholdsOfOlderWorkspaces)
{
    // Version 1 files before the verdicts named the warning level "cos_threshold" and the lower,
    // failing level "cos_warning_threshold".
    const fs::path dir = freshDir("legacy");
    const fs::path file = dir / "old.quantlens.json";
    write(file, R"({"format": "quantlens-workspace", "version": 1, "inputs": {},
        "view": {"cos_threshold": 0.995, "cos_warning_threshold": 0.97, "rmse_threshold": 0.2}})");
    auto loaded = loadWorkspace(file.string());
    ASSERT_TRUE(loaded.ok()) << loaded.error().toString();
    EXPECT_DOUBLE_EQ(loaded.value().view.thresholds.cosWarnBelow, 0.995);
    EXPECT_DOUBLE_EQ(loaded.value().view.thresholds.cosFailBelow, 0.97);
    EXPECT_DOUBLE_EQ(loaded.value().view.thresholds.relL1WarnAbove, Thresholds {}.relL1WarnAbove);
}

TEST(Workspace, ReadsTheGraphStateOfOlderWorkspaces)
{
    // Before views kept states of their own, the graph's were flat keys of "view".
    const fs::path dir = freshDir("legacy_graph");
    const fs::path file = dir / "old.quantlens.json";
    write(file, R"({"format": "quantlens-workspace", "version": 1, "inputs": {},
        "view": {"graph_metric": "sqnr", "graph_zoom": 1.5, "graph_center_x": 10, "graph_center_y": 20}})");
    auto loaded = loadWorkspace(file.string());
    ASSERT_TRUE(loaded.ok()) << loaded.error().toString();
    const auto& graph = loaded.value().view.states.at("graph");
    EXPECT_EQ(graph.at("metric"), "sqnr");
    EXPECT_DOUBLE_EQ(graph.at("zoom").get<double>(), 1.5);
    EXPECT_DOUBLE_EQ(graph.at("center_x").get<double>(), 10);
    EXPECT_DOUBLE_EQ(graph.at("center_y").get<double>(), 20);
}
