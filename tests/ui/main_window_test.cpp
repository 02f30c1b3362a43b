// The window end to end: analyse the synthetic case, change the view state, save the workspace,
// open it in a fresh window and find the same state.
#include "graph/graph_panel.h"
#include "graph/graph_scene.h"
#include "graph/graph_view.h"
#include "main_window.h"
#include "panels/triage_panel.h"
#include "session_context.h"
#include "ui_test_support.h"
#include "view_registry.h"
#include "workers/analysis_worker.h"

#include <QDir>
#include <QDockWidget>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace quantlens;

TEST(MainWindow, WorkspaceSaveAndLoadRoundTrip)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("session.quantlens.json"));
    {
        MainWindow window;
        window.analyze(uitest::syntheticWorkspace());
        ASSERT_TRUE(window.worker()->waitForFinished(30000));
        ASSERT_TRUE(window.context()->analysis());
        window.context()->select(QStringLiteral("relu3"));
        Thresholds t;
        t.cosWarnBelow = 0.995;
        t.cosFailBelow = 0.97;
        t.relL1WarnAbove = 0.2;
        window.context()->setThresholds(t);
        window.findChild<QDockWidget*>(QStringLiteral("problemsDock"))->hide();
        auto* graph = static_cast<GraphPanel*>(window.view(QStringLiteral("graph")));
        graph->setMetric(GraphMetric::Rmse);
        graph->view()->setZoom(0.8);
        const Workspace w = window.currentWorkspace();
        ASSERT_TRUE(saveWorkspace(w, file.toStdString()).ok());
    }
    MainWindow reopened;
    ASSERT_TRUE(reopened.openWorkspaceFile(file));
    ASSERT_TRUE(reopened.worker()->waitForFinished(30000));
    ASSERT_TRUE(reopened.context()->analysis());
    EXPECT_EQ(reopened.context()->selectedTensor(), QStringLiteral("relu3"));
    EXPECT_DOUBLE_EQ(reopened.context()->thresholds().cosWarnBelow, 0.995);
    EXPECT_DOUBLE_EQ(reopened.context()->thresholds().cosFailBelow, 0.97);
    EXPECT_DOUBLE_EQ(reopened.context()->thresholds().relL1WarnAbove, 0.2);
    EXPECT_TRUE(reopened.findChild<QDockWidget*>(QStringLiteral("problemsDock"))->isHidden());
    EXPECT_FALSE(reopened.findChild<QDockWidget*>(QStringLiteral("curvesDock"))->isHidden());
    EXPECT_TRUE(reopened.windowTitle().contains(QStringLiteral("session.quantlens.json")));
    auto* graph = static_cast<GraphPanel*>(reopened.view(QStringLiteral("graph")));
    ASSERT_TRUE(graph->waitForLayout(20000));
    EXPECT_EQ(graph->metric(), GraphMetric::Rmse);
    EXPECT_NEAR(graph->view()->zoom(), 0.8, 1e-9);
}

TEST(MainWindow, ABrokenWorkspaceIsReportedAndTheWindowKeepsWorking)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("broken.json"));
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("{ not json");
    f.close();
    MainWindow window;
    EXPECT_FALSE(window.openWorkspaceFile(file));
    EXPECT_FALSE(window.context()->analysis());
    auto* problems = window.view(QStringLiteral("problems"));
    ASSERT_NE(problems, nullptr);
    EXPECT_FALSE(window.findChild<QDockWidget*>(QStringLiteral("problemsDock"))->isHidden());
}

TEST(MainWindow, WithoutASavedSelectionTheTriagesSuspectIsSelected)
{
    MainWindow window;
    Workspace w = uitest::syntheticWorkspace();
    // The synthetic case's layers lie between 0.9991 and 0.99998: these levels make some fail.
    w.view.thresholds.cosWarnBelow = 0.9999;
    w.view.thresholds.cosFailBelow = 0.9995;
    window.analyze(w);
    ASSERT_TRUE(window.worker()->waitForFinished(30000));
    const auto analysis = window.context()->analysis();
    ASSERT_TRUE(analysis);
    // The triage runs off the UI thread; the window opens at its suspect once it is known.
    ASSERT_TRUE(window.context()->waitForTriage(30000));
    ASSERT_TRUE(window.context()->triage());
    const std::string suspect = suspectOf(*window.context()->triage(), *analysis);
    ASSERT_FALSE(suspect.empty());
    if (!window.context()->triage()->culprits.empty()) {
        EXPECT_EQ(suspect, window.context()->triage()->culprits.front());
    }
    EXPECT_EQ(window.context()->selectedTensor().toStdString(), suspect);
    // The triage view shows the same result, and its first culprit is the selection.
    auto* triage = qobject_cast<TriagePanel*>(window.view(QStringLiteral("triage")));
    ASSERT_NE(triage, nullptr);
    ASSERT_NE(triage->result(), nullptr);
    EXPECT_EQ(triage->result()->category, window.context()->triage()->category);
}

TEST(MainWindow, AFailedLoadLeavesTheWorkspaceOnScreenAsItWas)
{
    MainWindow window;
    const Workspace good = uitest::syntheticWorkspace();
    window.analyze(good);
    ASSERT_TRUE(window.worker()->waitForFinished(30000));
    Workspace bad = good;
    bad.floatModel = "/nonexistent/float.onnx";
    bad.view.thresholds.cosWarnBelow = 0.5;
    bad.view.thresholds.cosFailBelow = 0.4;
    window.analyze(bad);
    ASSERT_TRUE(window.worker()->waitForFinished(30000));
    EXPECT_EQ(window.currentWorkspace().floatModel, good.floatModel); // Save would write what is shown
    EXPECT_EQ(window.context()->thresholds(), good.view.thresholds);
    EXPECT_TRUE(window.context()->analysis());
}

TEST(MainWindow, EveryNamedViewExists)
{
    MainWindow window;
    for (const QString& name : viewIds())
        EXPECT_NE(window.view(name), nullptr) << name.toStdString();
    EXPECT_EQ(window.view(QStringLiteral("nope")), nullptr);
}

// A model before any run: the graph opens like a model viewer, every metric empty, and the status
// says how to add runs; the workspace keeps the model for the Open dialog.
TEST(MainWindow, AModelWithoutRunsOpensItsGraph)
{
    MainWindow window;
    Workspace w;
    w.floatModel = uitest::syntheticWorkspace().floatModel;
    window.analyze(w);
    ASSERT_TRUE(window.worker()->waitForFinished(30000));
    const auto analysis = window.context()->analysis();
    ASSERT_TRUE(analysis);
    EXPECT_TRUE(analysis->modelOnly());
    EXPECT_TRUE(analysis->rows.empty());
    EXPECT_GT(analysis->floatNodeCount, 0u);
    auto* graph = static_cast<GraphPanel*>(window.view(QStringLiteral("graph")));
    ASSERT_TRUE(graph->waitForLayout(20000));
    EXPECT_GT(graph->scene()->boxCount(), 0);
    EXPECT_EQ(window.currentWorkspace().floatModel, w.floatModel);
    EXPECT_TRUE(window.currentWorkspace().isModelOnly());
    for (const QString& id : viewIds()) // every view draws an analysis with nothing compared
        window.view(id)->grab();
}
