// The window opens at the triage's suspect on a real fault case: tests/e2e/triage_faults.py writes a
// workspace for each case and runs this test with QUANTLENS_SUSPECT_CASE (the workspace file) and
// QUANTLENS_SUSPECT_EXPECTED (the triage's first culprit, or the tensor its evidence names first).
// Without them (the plain ui_tests run) there is no case to open and the test is skipped.
#include "graph/graph_box_item.h"
#include "graph/graph_panel.h"
#include "graph/graph_scene.h"
#include "graph/graph_view.h"
#include "main_window.h"
#include "panels/triage_panel.h"
#include "session_context.h"
#include "workers/analysis_worker.h"

#include <QTest>

#include <gtest/gtest.h>

#include <cstdlib>

using namespace quantlens;

TEST(SuspectInWindow, TheWindowOpensAtTheTriagesSuspect)
{
    const char* workspace = std::getenv("QUANTLENS_SUSPECT_CASE");
    const char* expected = std::getenv("QUANTLENS_SUSPECT_EXPECTED");
    if (!workspace || !expected)
        GTEST_SKIP() << "run by triage_faults.py with a fault case";
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    ASSERT_TRUE(window.openWorkspaceFile(QString::fromUtf8(workspace)));
    ASSERT_TRUE(window.worker()->waitForFinished(300000));
    ASSERT_TRUE(window.context()->analysis());
    ASSERT_TRUE(window.context()->waitForTriage(300000));
    // The selection, the triage view's first line and the graph's centre are the suspect.
    EXPECT_EQ(window.context()->selectedTensor().toStdString(), std::string(expected));
    auto* triage = qobject_cast<TriagePanel*>(window.view(QStringLiteral("triage")));
    ASSERT_NE(triage, nullptr);
    ASSERT_NE(triage->result(), nullptr);
    EXPECT_EQ(suspectOf(*triage->result(), *window.context()->analysis()), std::string(expected));
    auto* graph = qobject_cast<GraphPanel*>(window.view(QStringLiteral("graph")));
    ASSERT_TRUE(graph->waitForLayout(60000));
    QTest::qWait(100); // the start focus lands once the layout is shown
    const int box = graph->scene()->boxOfTensor(expected);
    ASSERT_GE(box, 0);
    ASSERT_NE(graph->scene()->boxItem(box), nullptr);
    EXPECT_TRUE(graph->view()->visibleSceneRect().intersects(graph->scene()->boxItem(box)->sceneBoundingRect()));
}
