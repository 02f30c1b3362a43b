// The min/max inspector: a row per tensor, flags that follow the editable limits, "flagged only",
// and the one selection both ways.
#include "models/inspector_model.h"
#include "panels/detail_panel.h"
#include "panels/inspector_panel.h"
#include "session_context.h"
#include "ui_test_support.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QItemSelectionModel>
#include <QTableView>

#include <gtest/gtest.h>

using namespace quantlens;

namespace {
/// Rows t0..t{n-1} with data in [-5, 5]: every third is uint8 with a quantization range of 40 (so
/// u8-range>20 flags it, and it uses 25 % of it), the others a range of 10.
std::shared_ptr<const Analysis> quantizedAnalysis(int n)
{
    auto a = std::const_pointer_cast<Analysis>(uitest::decliningAnalysis(n));
    for (int i = 0; i < n; ++i) {
        QuantParams q;
        q.dtype = DType::UInt8;
        q.scales = { (i % 3 == 0 ? 40.0 : 10.0) / 255 };
        q.zeroPoints = { 128 };
        q.computeRanges();
        a->rows[static_cast<std::size_t>(i)].quant = q;
        a->rows[static_cast<std::size_t>(i)].results[0].metrics->reference.finiteCount = 10;
        a->rows[static_cast<std::size_t>(i)].results[0].metrics->reference.min = -5;
        a->rows[static_cast<std::size_t>(i)].results[0].metrics->reference.max = 5;
    }
    return a;
}

QTableView* tableOf(InspectorPanel& panel) { return panel.findChild<QTableView*>(); }

QList<QDoubleSpinBox*> limitBoxes(InspectorPanel& panel) { return panel.findChildren<QDoubleSpinBox*>(); }
}

TEST(InspectorPanel, FlagsFollowTheLimitsAndFlaggedOnlyFilters)
{
    SessionContext context;
    InspectorPanel panel(&context);
    QTableView* table = tableOf(panel);
    ASSERT_NE(table, nullptr);
    // The model and the filter in front of it stay well-behaved through every reset and filter below.
    auto* source = panel.findChild<InspectorModel*>();
    ASSERT_NE(source, nullptr);
    QAbstractItemModelTester sourceTester(source, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester viewTester(table->model(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    context.setAnalysis(quantizedAnalysis(9));
    EXPECT_EQ(table->model()->rowCount(), 9);
    const QModelIndex flags0 = table->model()->index(0, InspectorModel::FlagsColumn);
    EXPECT_EQ(flags0.data().toString(), QStringLiteral("u8-range>20"));
    EXPECT_TRUE(table->model()->index(1, InspectorModel::FlagsColumn).data().toString().isEmpty());

    panel.findChild<QCheckBox*>()->setChecked(true);
    EXPECT_EQ(table->model()->rowCount(), 3); // t0, t3, t6

    // Lower the u8 limit below 10: every tensor is flagged now.
    auto boxes = limitBoxes(panel);
    ASSERT_EQ(boxes.size(), 4);
    boxes[0]->setValue(5);
    EXPECT_DOUBLE_EQ(context.inspectionRules().u8RangeAbove, 5);
    EXPECT_EQ(table->model()->rowCount(), 9);
    EXPECT_EQ(table->model()->index(1, InspectorModel::FlagsColumn).data().toString(), QStringLiteral("u8-range>5"));
}

TEST(InspectorPanel, SelectionIsLinkedBothWays)
{
    SessionContext context;
    InspectorPanel panel(&context);
    context.setAnalysis(quantizedAnalysis(9));
    QTableView* table = tableOf(panel);
    table->selectionModel()->setCurrentIndex(
        table->model()->index(4, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    EXPECT_EQ(context.selectedTensor(), QStringLiteral("t4"));
    context.select(QStringLiteral("t7"));
    EXPECT_EQ(
        table->selectionModel()->currentIndex().data(InspectorModel::TensorRole).toString(), QStringLiteral("t7"));
    // Hidden by the filter: nothing shown as selected rather than a stale row.
    panel.findChild<QCheckBox*>()->setChecked(true);
    EXPECT_FALSE(table->selectionModel()->currentIndex().isValid());
    EXPECT_EQ(context.selectedTensor(), QStringLiteral("t7")); // filtering is no new choice
}

TEST(InspectorPanel, KeepsItsFilterInTheWorkspaceState)
{
    SessionContext context;
    InspectorPanel panel(&context);
    panel.restoreState({ { "flagged_only", true } });
    EXPECT_TRUE(panel.findChild<QCheckBox*>()->isChecked());
    EXPECT_EQ(panel.saveState().at("flagged_only"), true);
    panel.restoreState(nlohmann::json("not an object")); // ignored, no exception
    EXPECT_TRUE(panel.findChild<QCheckBox*>()->isChecked());
}

TEST(InspectorPanel, TheDetailPanelShowsTheSameInspection)
{
    SessionContext context;
    DetailPanel detail(&context);
    context.setAnalysis(quantizedAnalysis(9));
    context.select(QStringLiteral("t3")); // flagged: quantization range 40
    EXPECT_TRUE(detail.toPlainText().contains(QStringLiteral("Range use")));
    EXPECT_TRUE(detail.toPlainText().contains(QStringLiteral("u8-range>20")));
    InspectionRules rules;
    rules.u8RangeAbove = 50;
    context.setInspectionRules(rules);
    EXPECT_FALSE(detail.toPlainText().contains(QStringLiteral("Inspection flags")));
}
