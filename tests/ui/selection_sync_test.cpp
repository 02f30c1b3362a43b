// One selection everywhere: a row click, a curve click and a programmatic selection all end up in
// the context, and every view shows it.
#include "models/layer_filter_proxy.h"
#include "models/layer_table_model.h"
#include "panels/detail_panel.h"
#include "panels/layer_table_panel.h"
#include "plots/curves_panel.h"
#include "session_context.h"
#include "ui_test_support.h"

#include <QDoubleSpinBox>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QTableView>
#include <QTest>
#include <qcustomplot.h>

#include <gtest/gtest.h>

#include <cmath>

using namespace quantlens;

TEST(SelectionSync, TableRowSelectsEverywhereAndContextMovesTheTable)
{
    SessionContext context;
    LayerTablePanel table(&context);
    DetailPanel detail(&context);
    CurvesPanel curves(&context);
    context.setAnalysis(uitest::decliningAnalysis(30));

    const QModelIndex row7 = table.proxy()->mapFromSource(table.model()->index(7, 0));
    table.view()->selectionModel()->setCurrentIndex(
        row7, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    EXPECT_EQ(context.selectedTensor(), QStringLiteral("t7"));
    EXPECT_TRUE(detail.toPlainText().contains(QStringLiteral("t7")));

    context.select(QStringLiteral("t21"));
    EXPECT_EQ(table.view()->selectionModel()->currentIndex().data(LayerTableModel::TensorRole).toString(),
        QStringLiteral("t21"));
    EXPECT_TRUE(detail.toPlainText().contains(QStringLiteral("t21")));
}

TEST(SelectionSync, ClickingACurvePointSelectsThatLayer)
{
    SessionContext context;
    CurvesPanel curves(&context);
    curves.resize(900, 600);
    curves.show(); // a hidden plot lays itself out again when first shown
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&curves));
    context.setAnalysis(uitest::decliningAnalysis(40));
    curves.cosinePlot()->replot();
    QCustomPlot* plot = curves.cosinePlot();
    const int x = static_cast<int>(plot->xAxis->coordToPixel(12));
    const int y = static_cast<int>(plot->yAxis->coordToPixel(0.88));
    QTest::mouseClick(plot, Qt::LeftButton, Qt::NoModifier, QPoint(x, y));
    EXPECT_EQ(context.selectedTensor(), QStringLiteral("t12"));
    EXPECT_EQ(curves.rowAtPixel(plot, plot->xAxis->coordToPixel(30)), 30);
}

TEST(SelectionSync, CurvesDrawOneLinePerCandidateWithGapsForMissingTensors)
{
    SessionContext context;
    CurvesPanel curves(&context);
    context.setAnalysis(uitest::decliningAnalysis(10, 2, "t4"));
    ASSERT_EQ(curves.cosinePlot()->graphCount(), 2);
    // t4 is not compared for the first run: a NaN point, which QCustomPlot draws as a gap in the
    // line, not a straight line from t3 to t5.
    const auto first = curves.cosinePlot()->graph(0)->data();
    ASSERT_EQ(first->size(), 10);
    EXPECT_TRUE(std::isnan(first->at(4)->value));
    EXPECT_FALSE(std::isnan(first->at(3)->value));
    EXPECT_FALSE(std::isnan(curves.cosinePlot()->graph(1)->data()->at(4)->value));
    EXPECT_EQ(curves.cosinePlot()->graph(1)->name(), QStringLiteral("board"));
}

TEST(SelectionSync, TheTableNeverHighlightsAStaleRowAfterFiltering)
{
    // Select a row, filter, pick a tensor the filter hides elsewhere (graph, search), clear the
    // filter: the table must highlight the new tensor, not the old row.
    SessionContext context;
    LayerTablePanel table(&context);
    table.resize(700, 400);
    context.setAnalysis(uitest::decliningAnalysis(12));
    const QModelIndex row2 = table.proxy()->mapFromSource(table.model()->index(2, 0));
    table.view()->selectionModel()->setCurrentIndex(
        row2, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    ASSERT_EQ(context.selectedTensor(), QStringLiteral("t2"));

    auto* search = table.findChild<QLineEdit*>();
    ASSERT_NE(search, nullptr);
    QTest::keyClicks(search, QStringLiteral("Conv")); // t0, t2, t4, ... stay; t2 keeps its highlight
    context.select(QStringLiteral("t5")); // a Relu, hidden by the filter
    EXPECT_FALSE(table.view()->selectionModel()->hasSelection())
        << "the hidden selection must not leave t2 highlighted";
    search->clear();
    const QModelIndexList selected = table.view()->selectionModel()->selectedRows();
    ASSERT_EQ(selected.size(), 1);
    EXPECT_EQ(selected.front().data(LayerTableModel::TensorRole).toString(), QStringLiteral("t5"));
    EXPECT_EQ(table.view()->selectionModel()->currentIndex().data(LayerTableModel::TensorRole).toString(),
        QStringLiteral("t5"));
    EXPECT_EQ(context.selectedTensor(), QStringLiteral("t5")); // re-syncing the table did not select anything else
}

TEST(SelectionSync, ThresholdEditorsCannotPutTheFailLevelAboveTheWarningLevel)
{
    SessionContext context;
    CurvesPanel curves(&context);
    context.setAnalysis(uitest::decliningAnalysis(10));
    auto spins = curves.findChildren<QDoubleSpinBox*>();
    ASSERT_EQ(spins.size(), 3);
    QDoubleSpinBox* warn = spins[0];
    QDoubleSpinBox* fail = spins[1];
    fail->setValue(0.995); // above the warning level 0.99: clamped to it
    EXPECT_LE(context.thresholds().cosFailBelow, context.thresholds().cosWarnBelow);
    EXPECT_DOUBLE_EQ(fail->value(), 0.99);
    warn->setValue(0.5); // below the fail level: clamped up to it
    EXPECT_LE(context.thresholds().cosFailBelow, context.thresholds().cosWarnBelow);
    EXPECT_DOUBLE_EQ(warn->value(), context.thresholds().cosFailBelow);
}
