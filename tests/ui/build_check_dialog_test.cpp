// Analysis ▸ Compare with previous build: the window judges the build on screen as `quantlens check`
// does — the data-set pass's measurement equals the check path's (both models run by the simulator),
// its saved verdict reads back as a baseline (accept), a baseline that was better gives a regression
// with the output's row marked, and a single input runs the models off the UI thread.
#include "compare/build_check_run.h"
#include "dialogs/build_check_dialog.h"
#include "main_window.h"
#include "onnx_test_models.h"
#include "session_context.h"
#include "simulation_test_models.h"
#include "ui_test_support.h"
#include "verdict_style.h"
#include "workers/analysis_worker.h"

#include <QTableWidget>

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace quantlens;
namespace fs = std::filesystem;

namespace {
struct BuildCheckFixture {
    fs::path dir = onnx_test::makeTempDir("build_check_dialog");
    Workspace workspace;
    BuildCheckFixture()
    {
        const auto weights = sim_test::makeWeights();
        onnx_test::writeFile(dir / "float.onnx", onnx_test::serialize(sim_test::floatModel(weights)));
        onnx_test::writeFile(dir / "quant.onnx", onnx_test::serialize(sim_test::quantModel(weights)));
        fs::create_directories(dir / "set");
        for (unsigned seed = 1; seed <= 3; ++seed)
            sim_test::writeNpy(
                (dir / "set" / ("x" + std::to_string(seed) + ".npy")).string(), sim_test::sample(seed).at("x"));
        workspace.floatModel = (dir / "float.onnx").string();
        workspace.quantModel = (dir / "quant.onnx").string();
        workspace.modelInputs = { (dir / "set").string() };
    }
    ~BuildCheckFixture() { fs::remove_all(dir); }
};
}

TEST(BuildCheckDialog, DataSetVerdictSavedReadsBackAndABetterBaselineIsARegression)
{
    BuildCheckFixture f;
    MainWindow window;
    window.analyze(f.workspace);
    ASSERT_TRUE(window.worker()->waitForFinished(30000));
    ASSERT_TRUE(dataSetMeasurement(*window.context()->analysis()));

    BuildCheckDialog first(window.context());
    ASSERT_TRUE(first.compareWith(QString()));
    ASSERT_TRUE(first.wait(30000));
    const CheckReport& now = *first.report();
    ASSERT_EQ(now.inputs.size(), 3u);
    EXPECT_EQ(now.outcome.verdict, CheckVerdict::Accept);
    // The same numbers as the check path (the simulator running both models on the same files).
    BuildCheckRequest request;
    request.sources.floatModel = f.workspace.floatModel;
    request.sources.quantModel = f.workspace.quantModel;
    request.sources.modelInputs = window.context()->analysis()->modelInputs;
    auto checked = runBuildCheck(request, std::nullopt, {});
    ASSERT_TRUE(checked) << checked.error().message;
    const auto viaCheck = meanCosByOutput(checked.value().measured);
    const auto viaWindow = meanCosByOutput(now.measured);
    ASSERT_EQ(viaCheck.size(), viaWindow.size());
    for (const auto& [name, cos] : viaCheck)
        EXPECT_NEAR(viaWindow.at(name), cos, 1e-9) << name;
    for (std::size_t i = 0; i < now.inputs.size(); ++i)
        EXPECT_EQ(now.inputs[i].sha256, checked.value().inputs[i].sha256);

    const std::string saved = (f.dir / "previous.json").string();
    ASSERT_TRUE(first.saveVerdict(QString::fromStdString(saved)));
    BuildCheckDialog same(window.context());
    ASSERT_TRUE(same.compareWith(QString::fromStdString(saved)));
    ASSERT_TRUE(same.wait(30000));
    EXPECT_EQ(same.report()->outcome.verdict, CheckVerdict::Accept);
    EXPECT_TRUE(same.verdictText().contains(QStringLiteral("exits 0"))) << same.verdictText().toStdString();
    ASSERT_GE(same.table()->rowCount(), 1);
    EXPECT_EQ(same.table()->item(0, 1)->text(), same.table()->item(0, 2)->text()); // now = before

    // A previous build whose first output was clearly better: this one is a regression there.
    nlohmann::json better = nlohmann::json::parse(std::ifstream(saved));
    ASSERT_FALSE(better["outputs"].empty());
    better["outputs"][0]["cos_mean"] = std::min(1.0, better["outputs"][0]["cos_mean"].get<double>() + 0.05);
    const std::string betterPath = (f.dir / "better.json").string();
    std::ofstream(betterPath) << better.dump();
    BuildCheckDialog worse(window.context());
    ASSERT_TRUE(worse.compareWith(QString::fromStdString(betterPath)));
    ASSERT_TRUE(worse.wait(30000));
    EXPECT_EQ(worse.report()->outcome.verdict, CheckVerdict::Regression);
    EXPECT_TRUE(worse.verdictText().contains(QStringLiteral("exits 4")));
    const QString regressed = QString::fromStdString(better["outputs"][0]["name"].get<std::string>());
    bool marked = false;
    for (int row = 0; row < worse.table()->rowCount(); ++row)
        if (worse.table()->item(row, 0)->text() == regressed)
            marked = worse.table()->item(row, 1)->background().color() == verdictStyle::cellBackground(Verdict::Fail);
    EXPECT_TRUE(marked);

    // Other inputs than the baseline's: anomalous, and a file that is no verdict is named.
    better["inputs"][0]["sha256"] = std::string(64, '0');
    std::ofstream(betterPath) << better.dump();
    BuildCheckDialog other(window.context());
    ASSERT_TRUE(other.compareWith(QString::fromStdString(betterPath)));
    ASSERT_TRUE(other.wait(30000));
    EXPECT_EQ(other.report()->outcome.verdict, CheckVerdict::Anomalous);
    BuildCheckDialog broken(window.context());
    EXPECT_FALSE(broken.compareWith(QString::fromStdString((f.dir / "float.onnx").string())));
    EXPECT_TRUE(broken.verdictText().contains(QStringLiteral("float.onnx"))) << broken.verdictText().toStdString();
}

TEST(BuildCheckDialog, OneInputRunsBothModelsOffTheWindowThread)
{
    BuildCheckFixture f;
    Workspace one = f.workspace;
    one.modelInputs = { (f.dir / "set" / "x1.npy").string() };
    MainWindow window;
    window.analyze(one);
    ASSERT_TRUE(window.worker()->waitForFinished(30000));
    EXPECT_FALSE(dataSetMeasurement(*window.context()->analysis()));
    BuildCheckDialog dialog(window.context());
    ASSERT_TRUE(dialog.compareWith(QString()));
    ASSERT_TRUE(dialog.wait(30000));
    ASSERT_EQ(dialog.report()->measured.samples.size(), 1u);
    EXPECT_EQ(dialog.report()->inputs.front().label, one.modelInputs.front());
    EXPECT_GE(dialog.table()->rowCount(), 1);
}
