// A data set in the window: the Inputs view lists every input bad cases first with its output cos and
// task agreement; double-clicking one analyses it alone, and "Back to all inputs" returns to the set.
#include "analysis/bad_cases.h"
#include "main_window.h"
#include "onnx_test_models.h"
#include "panels/inputs_panel.h"
#include "session_context.h"
#include "simulation_test_models.h"
#include "ui_test_support.h"
#include "workers/analysis_worker.h"

#include <QPushButton>
#include <QStandardItemModel>
#include <QTableView>

#include <gtest/gtest.h>

#include <filesystem>

using namespace quantlens;
namespace fs = std::filesystem;

TEST(InputsPanel, BadCasesFirstAndEachOpensAloneAndBack)
{
    const fs::path dir = onnx_test::makeTempDir("inputs_panel");
    const auto weights = sim_test::makeWeights();
    onnx_test::writeFile(dir / "float.onnx", onnx_test::serialize(sim_test::floatModel(weights)));
    onnx_test::writeFile(dir / "quant.onnx", onnx_test::serialize(sim_test::quantModel(weights)));
    fs::create_directories(dir / "set");
    for (unsigned seed = 1; seed <= 4; ++seed)
        sim_test::writeNpy(
            (dir / "set" / ("x" + std::to_string(seed) + ".npy")).string(), sim_test::sample(seed).at("x"));
    Workspace w;
    w.floatModel = (dir / "float.onnx").string();
    w.quantModel = (dir / "quant.onnx").string();
    w.modelInputs = { (dir / "set").string() }; // a folder: the data set
    {
        MainWindow window;
        window.analyze(w);
        ASSERT_TRUE(window.worker()->waitForFinished(30000));
        auto* panel = window.findChild<InputsPanel*>();
        ASSERT_NE(panel, nullptr);
        const auto analysis = window.context()->analysis();
        ASSERT_EQ(analysis->inputRuns.size(), 4u);
        QTableView* table = panel->view();
        ASSERT_EQ(table->model()->rowCount(), 4);
        // Rank 1 is the first bad case, named by its file.
        const auto order = badCaseOrder(analysis->inputRuns);
        const QString worstName
            = QString::fromStdString(fs::path(analysis->inputRuns[order[0]].file).filename().string());
        EXPECT_TRUE(table->model()->index(0, InputsPanel::Input).data().toString().startsWith(worstName));
        EXPECT_TRUE(panel->summaryText().contains(QStringLiteral("4 input"))) << panel->summaryText().toStdString();
        auto* back = panel->findChild<QPushButton*>();
        ASSERT_NE(back, nullptr);
        EXPECT_TRUE(back->isHidden());

        // Double-click: that input alone.
        emit table->doubleClicked(table->model()->index(1, InputsPanel::Rank));
        ASSERT_TRUE(window.worker()->waitForFinished(30000));
        const auto alone = window.context()->analysis();
        EXPECT_TRUE(alone->inputRuns.empty());
        ASSERT_EQ(alone->modelInputs.size(), 1u);
        EXPECT_EQ(alone->modelInputs.front(), analysis->inputRuns[order[1]].file);
        EXPECT_FALSE(back->isHidden());
        EXPECT_TRUE(panel->summaryText().contains(QStringLiteral("analysed alone")));

        // Back to the data set.
        back->click();
        ASSERT_TRUE(window.worker()->waitForFinished(30000));
        EXPECT_EQ(window.context()->analysis()->inputRuns.size(), 4u);
        EXPECT_TRUE(back->isHidden());
    }
    fs::remove_all(dir);
}
