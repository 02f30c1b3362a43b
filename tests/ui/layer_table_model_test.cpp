// The layer table: a well-behaved model (QAbstractItemModelTester), per-candidate columns,
// filters and numeric sorting.
#include "models/layer_filter_proxy.h"
#include "models/layer_table_model.h"
#include "session_context.h"
#include "ui_test_support.h"

#include <QAbstractItemModelTester>

#include <gtest/gtest.h>

using namespace quantlens;

TEST(LayerTableModel, PassesTheModelTesterThroughReloadsAndFilters)
{
    SessionContext context;
    LayerTableModel model(&context);
    LayerFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester modelTester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
    context.setAnalysis(uitest::decliningAnalysis(20, 2, "t3"));
    EXPECT_EQ(model.rowCount(), 20);
    proxy.setText(QStringLiteral("t1"));
    proxy.sort(LayerTableModel::OrderColumn);
    context.setAnalysis(uitest::decliningAnalysis(5));
    EXPECT_EQ(model.rowCount(), 5);
    context.setAnalysis(nullptr);
    EXPECT_EQ(model.rowCount(), 0);
}

TEST(LayerTableModel, HasMetricColumnsPerCandidateLabelledByRun)
{
    SessionContext context;
    LayerTableModel model(&context);
    context.setAnalysis(uitest::decliningAnalysis(4, 2));
    EXPECT_EQ(model.columnCount(),
        LayerTableModel::LeadingColumnCount + 2 * LayerTableModel::runColumnCount()
            + LayerTableModel::TrailingColumnCount);
    const int boardCos = model.metricColumn(1, MetricId::Cosine);
    EXPECT_TRUE(model.headerData(boardCos, Qt::Horizontal).toString().startsWith(QStringLiteral("board")));
    EXPECT_NEAR(model.index(2, boardCos).data(LayerTableModel::SortRole).toDouble(), 1.0 - 0.02 - 0.001, 1e-12);
    EXPECT_EQ(model.index(2, boardCos).data().toString(), QStringLiteral("0.979000"));
}

TEST(LayerTableModel, FiltersByTextOpTypeAndThreshold)
{
    SessionContext context;
    LayerTableModel model(&context);
    LayerFilterProxy proxy;
    proxy.setSourceModel(&model);
    context.setAnalysis(uitest::decliningAnalysis(10, 1, "t9"));
    proxy.setOpType(QStringLiteral("Relu"));
    EXPECT_EQ(proxy.rowCount(), 5);
    proxy.setOpType({});
    proxy.setText(QStringLiteral("T1")); // case-insensitive
    EXPECT_EQ(proxy.rowCount(), 1);
    proxy.setText({});
    proxy.setNotPassingOnly(true); // cos = 1 - 0.01 i < 0.99 for i = 2..8 (t9 not compared)
    EXPECT_EQ(proxy.rowCount(), 7);
    Thresholds looser;
    looser.cosWarnBelow = 0.95;
    looser.cosFailBelow = 0.9;
    context.setThresholds(looser);
    proxy.refilter(); // the panel does this on thresholdsChanged
    EXPECT_EQ(proxy.rowCount(), 3); // i = 6..8
}

TEST(LayerTableModel, SortsByNumbersWithUndefinedValuesLast)
{
    SessionContext context;
    LayerTableModel model(&context);
    LayerFilterProxy proxy;
    proxy.setSourceModel(&model);
    context.setAnalysis(uitest::decliningAnalysis(12, 1, "t0"));
    proxy.sort(model.metricColumn(0, MetricId::Cosine), Qt::AscendingOrder);
    EXPECT_EQ(proxy.index(0, 0).data(LayerTableModel::TensorRole).toString(), QStringLiteral("t11"));
    // "10" sorts after "9" as a number, not as text
    proxy.sort(LayerTableModel::OrderColumn, Qt::DescendingOrder);
    EXPECT_EQ(proxy.index(0, 0).data(LayerTableModel::TensorRole).toString(), QStringLiteral("t11"));
}

TEST(LayerTableModel, VerdictAndProblemColumnsFollowTheThresholds)
{
    SessionContext context;
    LayerTableModel model(&context);
    context.setAnalysis(uitest::decliningAnalysis(10, 1, "t9"));
    const int verdict = model.verdictColumn(0);
    const int problem = model.problemColumn(0);
    // cos 1.00, 0.99, 0.98, 0.97: pass, pass, warn, fail under the defaults (0.99 / 0.98)
    EXPECT_EQ(model.index(1, verdict).data().toString(), QStringLiteral("pass"));
    EXPECT_EQ(model.index(2, verdict).data().toString(), QStringLiteral("warn"));
    EXPECT_EQ(model.index(3, verdict).data().toString(), QStringLiteral("fail"));
    EXPECT_EQ(model.index(9, verdict).data().toString(), QStringLiteral("not compared"));
    EXPECT_EQ(model.index(9, problem).data().toString(), QStringLiteral("missing in the candidate dump"));
    EXPECT_FALSE(model.index(3, problem).data().isValid());
    Thresholds t;
    t.cosWarnBelow = 0.975;
    t.cosFailBelow = 0.96;
    context.setThresholds(t);
    EXPECT_EQ(model.index(2, verdict).data().toString(), QStringLiteral("pass"));
    EXPECT_EQ(model.index(3, verdict).data().toString(), QStringLiteral("warn"));
}
