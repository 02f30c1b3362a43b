// Several runs in the window: the graph coloured by the difference between two runs with the first
// tensor where they part marked, and the layer table showing one run's columns at a time.
#include "graph_test_support.h"

#include "models/layer_filter_proxy.h"
#include "models/layer_table_model.h"
#include "panels/layer_table_panel.h"
#include "session_context.h"

#include <QCheckBox>
#include <QComboBox>
#include <QTableView>
#include <QToolButton>

#include <gtest/gtest.h>

using namespace quantlens;
using namespace quantlens::graphtest;

// smallAnalysis(2): the simulator's cosines fall (conv_out 0.999, relu_out 0.985, y 0.5) while the
// board's stay at 0.9999: they part at relu_out (0.0149 apart, more than kRunPartingCos).
TEST(RunComparison, TheGraphColoursByTheDifferenceBetweenTwoRunsAndMarksWhereTheyPart)
{
    SessionContext context;
    GraphPanel panel(&context);
    context.setAnalysis(smallAnalysis(2));
    auto* against = panel.findChild<QComboBox*>(QStringLiteral("graphAgainst"));
    auto* parting = panel.findChild<QToolButton*>(QStringLiteral("graphParting"));
    ASSERT_NE(against, nullptr);
    ASSERT_NE(parting, nullptr);
    EXPECT_FALSE(against->isHidden()); // two runs: the comparison is offered
    EXPECT_EQ(panel.against(), -1);
    EXPECT_TRUE(parting->isHidden());
    EXPECT_EQ(panel.scene()->partingBox(), -1);

    panel.setAgainst(1); // simulator against board
    EXPECT_EQ(panel.against(), 1);
    EXPECT_TRUE(panel.scene()->coloring().scale().runDifference());
    EXPECT_EQ(
        panel.scene()->coloring().scale().title().toStdString(), "|Δ Cosine similarity|, simulator against board");
    EXPECT_EQ(panel.partingTensor(), QStringLiteral("relu_out"));
    EXPECT_TRUE(boxOf(panel, "relu_out")->isParting());
    EXPECT_FALSE(boxOf(panel, "conv_out")->isParting());
    EXPECT_FALSE(parting->isHidden());
    EXPECT_TRUE(parting->text().contains(QStringLiteral("relu_out")));
    // The differences: y (0.4999 apart) is the reddest, conv_out (0.0009) green.
    EXPECT_TRUE(reddish(boxOf(panel, "y")->brush().color()));
    EXPECT_TRUE(greenish(boxOf(panel, "conv_out")->brush().color()));
    EXPECT_FALSE(boxOf(panel, "gate")->isCompared()); // compared in neither run

    parting->click(); // the button selects where they part
    EXPECT_EQ(context.selectedTensor(), QStringLiteral("relu_out"));

    // The state a workspace keeps names the runs; restoring it brings the comparison back.
    const nlohmann::json state = panel.saveState();
    EXPECT_EQ(state.value("against", std::string()), "board");
    panel.setAgainst(-1);
    EXPECT_EQ(panel.scene()->partingBox(), -1);
    EXPECT_FALSE(panel.scene()->coloring().scale().runDifference());
    EXPECT_TRUE(parting->isHidden());
    panel.restoreState(state);
    EXPECT_EQ(panel.against(), 1);
    EXPECT_EQ(panel.partingTensor(), QStringLiteral("relu_out"));

    // A run compared with itself is no comparison.
    panel.setCandidate(1);
    EXPECT_EQ(panel.against(), -1);
    EXPECT_EQ(panel.scene()->partingBox(), -1);
}

TEST(RunComparison, OneRunOffersNoComparison)
{
    SessionContext context;
    GraphPanel panel(&context);
    context.setAnalysis(smallAnalysis(1));
    EXPECT_TRUE(panel.findChild<QComboBox*>(QStringLiteral("graphAgainst"))->isHidden());
    panel.setAgainst(1);
    EXPECT_EQ(panel.against(), -1);
    EXPECT_FALSE(panel.scene()->coloring().scale().runDifference());
}

TEST(RunComparison, TheTableShowsOneRunsColumnsAndFiltersByThatRun)
{
    SessionContext context;
    LayerTablePanel panel(&context);
    context.setAnalysis(smallAnalysis(2));
    auto* picker = panel.findChild<QComboBox*>(QStringLiteral("tableRun"));
    ASSERT_NE(picker, nullptr);
    EXPECT_FALSE(picker->isHidden());
    EXPECT_EQ(picker->count(), 3); // all runs, simulator, board
    const LayerTableModel* model = panel.model();
    QTableView* view = panel.view();
    EXPECT_FALSE(view->isColumnHidden(model->verdictColumn(0)));
    EXPECT_FALSE(view->isColumnHidden(model->verdictColumn(1)));

    panel.setRun(1); // the board alone
    EXPECT_TRUE(view->isColumnHidden(model->verdictColumn(0)));
    EXPECT_TRUE(view->isColumnHidden(model->problemColumn(0)));
    EXPECT_FALSE(view->isColumnHidden(model->verdictColumn(1)));
    EXPECT_FALSE(view->isColumnHidden(model->trailingColumn(LayerTableModel::ShapeColumn)));

    // "Not passing" reads the run shown: the board passes everywhere, the simulator does not.
    panel.findChild<QCheckBox*>()->setChecked(true);
    EXPECT_EQ(panel.proxy()->rowCount(), 0);
    panel.setRun(0);
    EXPECT_EQ(panel.proxy()->rowCount(), 2); // relu_out (warn) and y (fail)
    panel.setRun(-1); // every run: not passing in any of them
    EXPECT_EQ(panel.proxy()->rowCount(), 2);
    EXPECT_FALSE(view->isColumnHidden(model->verdictColumn(0)));

    // Back to one run while the board was picked: its columns' places now hold shape and the rest.
    panel.setRun(1);
    context.setAnalysis(smallAnalysis(1));
    EXPECT_TRUE(picker->isHidden());
    EXPECT_FALSE(view->isColumnHidden(model->verdictColumn(0)));
    for (int c = 0; c < LayerTableModel::TrailingColumnCount; ++c)
        EXPECT_FALSE(view->isColumnHidden(model->trailingColumn(static_cast<LayerTableModel::TrailingColumn>(c))));
}
