// One selection everywhere: a row click, a curve click and a programmatic selection all end up in
// the context, and every view shows it.
#include "models/layer_filter_proxy.h"
#include "models/layer_table_model.h"
#include "panels/detail_panel.h"
#include "panels/layer_table_panel.h"
#include "plots/curves_panel.h"
#include "session_context.h"
#include "ui_test_support.h"

#include <QItemSelectionModel>
#include <QTableView>
#include <QTest>
#include <qcustomplot.h>

#include <gtest/gtest.h>

using namespace quantlens;

TEST(SelectionSync, TableRowSelectsEverywhereAndContextMovesTheTable)
{
    SessionContext context;
    LayerTablePanel table(&context);
    DetailPanel detail(&context);
    CurvesPanel curves(&context);
    context.setAnalysis(uitest::decliningAnalysis(30));

    const QModelIndex row7 = table.proxy()->mapFromSource(table.model()->index(7, 0));
    table.view()->selectionModel()->setCurrentIndex(row7, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    EXPECT_EQ(context.selectedTensor(), QStringLiteral("t7"));
    EXPECT_TRUE(detail.toPlainText().contains(QStringLiteral("t7")));

    context.select(QStringLiteral("t21"));
    EXPECT_EQ(table.view()->selectionModel()->currentIndex().data(LayerTableModel::TensorRole).toString(), QStringLiteral("t21"));
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
    EXPECT_EQ(curves.cosinePlot()->graph(0)->data()->size(), 9); // t4 not compared for the first run
    EXPECT_EQ(curves.cosinePlot()->graph(1)->data()->size(), 10);
    EXPECT_EQ(curves.cosinePlot()->graph(1)->name(), QStringLiteral("board"));
}
