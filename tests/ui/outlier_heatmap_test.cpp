// The outlier heatmap: rows from the channel statistics, sorting, a click selects, the selection
// is outlined, hover names the tensor.
#include "plots/outlier_heatmap_panel.h"
#include "session_context.h"
#include "ui_test_support.h"

#include <QComboBox>
#include <QTest>
#include <qcustomplot.h>

#include <gtest/gtest.h>

using namespace quantlens;

namespace {
/// t0..t{n-1}; tensor i has 4 channels with max |x| 1, 1, 1 and e^-i (so its largest level is i).
std::shared_ptr<const Analysis> channelAnalysis(int n)
{
    auto a = std::const_pointer_cast<Analysis>(uitest::decliningAnalysis(n));
    for (int i = 0; i < n; ++i) {
        TensorStats s;
        s.lowPercentile = 0;
        s.channelAxis = 1;
        s.channelMaxAbs = { 1, 1, 1, std::exp(-static_cast<double>(i)) };
        a->rows[static_cast<std::size_t>(i)].results[0].stats = s;
    }
    return a;
}
}

TEST(OutlierHeatmap, RowsSortingAndSelectionBothWays)
{
    SessionContext context;
    OutlierHeatmapPanel panel(&context);
    panel.resize(800, 500);
    panel.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&panel));
    context.setAnalysis(channelAnalysis(8));
    EXPECT_EQ(panel.tensorAt(0), QStringLiteral("t0"));
    EXPECT_EQ(panel.tensorAt(7), QStringLiteral("t7"));
    EXPECT_TRUE(panel.tensorAt(8).isEmpty());

    auto combos = panel.findChildren<QComboBox*>();
    ASSERT_EQ(combos.size(), 3);
    combos[1]->setCurrentIndex(1); // largest level first
    EXPECT_EQ(panel.tensorAt(0), QStringLiteral("t7"));

    // A click on the row of t5 (row 2 when sorted by level) selects it everywhere.
    QCustomPlot* plot = panel.plot();
    plot->replot();
    const QPoint cell(static_cast<int>(plot->xAxis->coordToPixel(1)), static_cast<int>(plot->yAxis->coordToPixel(2)));
    QTest::mouseClick(plot, Qt::LeftButton, {}, cell);
    EXPECT_EQ(context.selectedTensor(), QStringLiteral("t5"));

    // log10 instead of ln: t7's largest level ln(e^7) = 7 becomes 7 / ln 10.
    combos[2]->setCurrentIndex(2);
    EXPECT_EQ(panel.tensorAt(0), QStringLiteral("t7"));
    const auto state = panel.saveState();
    EXPECT_EQ(state.at("order"), "max_level");
    EXPECT_DOUBLE_EQ(state.at("log_base").get<double>(), 10.0);
    OutlierHeatmapPanel other(&context);
    other.restoreState(state);
    EXPECT_EQ(other.tensorAt(0), QStringLiteral("t7"));
    EXPECT_DOUBLE_EQ(other.saveState().at("log_base").get<double>(), 10.0);
}
