// The window's measured views on a model pair built here (tests/core/simulation_test_models): the
// measurement runs in the background and fills the weights view and the status bar; the plan panel
// predicts the output cos after each edit; Find plan searches, a click on the Pareto plot picks a plan
// and "Use this plan" makes it the session's, undoably.
#include "onnx_test_models.h"
#include "simulation_test_models.h"

#include "analysis/analysis_runner.h"
#include "dialogs/find_plan_dialog.h"
#include "measurement_status.h"
#include "panels/plan_panel.h"
#include "panels/weights_panel.h"
#include "plots/pareto_plot.h"
#include "session_context.h"
#include "simulation/task_target.h"
#include "tensor/npy_writer.h"
#include "util/number_text.h"
#include "workers/plan_prediction.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <qcustomplot.h>

#include <gtest/gtest.h>

#include <filesystem>

using namespace quantlens;
namespace fs = std::filesystem;

namespace {
/// The pair and one input written to a folder, analysed by running them (as --input does).
struct MeasuredSession {
    fs::path dir = onnx_test::makeTempDir("measured_views");
    SessionContext context;
    MeasuredSession()
    {
        const auto weights = sim_test::makeWeights();
        onnx_test::writeFile(dir / "float.onnx", onnx_test::serialize(sim_test::floatModel(weights)));
        onnx_test::writeFile(dir / "quant.onnx", onnx_test::serialize(sim_test::quantModel(weights)));
        const runtime::Tensor x = sim_test::sample(3).at("x");
        onnx_test::writeFile(dir / "x.npy",
            npyHeader(x.dtype(), x.shape()) + std::string(reinterpret_cast<const char*>(x.bytes()), x.byteSize()));
        AnalysisInputs inputs;
        inputs.floatModel = (dir / "float.onnx").string();
        inputs.quantModel = (dir / "quant.onnx").string();
        inputs.modelInputs = { (dir / "x.npy").string() };
        auto analysis = runAnalysis(inputs);
        EXPECT_TRUE(analysis.ok()) << (analysis.ok() ? "" : analysis.error().toString());
        context.setMeasureEnabled(true);
        if (analysis)
            context.setAnalysis(analysis.value());
    }
    ~MeasuredSession() { fs::remove_all(dir); }
    bool measure() { return context.waitForMeasurement(60000) && context.analysis()->measured != nullptr; }
};
}

TEST(MeasuredViews, WeightsViewAndStatusShowWhatWasMeasured)
{
    MeasuredSession s;
    MeasurementStatus status(&s.context);
    WeightsPanel weights(&s.context);
    ASSERT_TRUE(s.measure());
    EXPECT_EQ(weights.view()->model()->rowCount(), 2);
    // Sorted by SQNR, least precise first: w1 (a per-tensor scale over uneven channels).
    EXPECT_EQ(weights.view()->model()->index(0, WeightsPanel::Weight).data().toString(), QStringLiteral("w1"));
    EXPECT_TRUE(weights.attributionText().contains(QStringLiteral("only the weights quantized")));
    EXPECT_TRUE(status.findChild<QLabel*>()->text().contains(QStringLiteral("Measured on one input")));
}

TEST(MeasuredViews, ThePlanPanelPredictsTheOutputAfterEachEdit)
{
    MeasuredSession s;
    PlanPanel panel(&s.context);
    ASSERT_TRUE(s.measure());
    PlanPrediction* prediction = panel.prediction();
    ASSERT_TRUE(prediction->wait(60000));
    ASSERT_TRUE(prediction->value());
    const double baseline = prediction->value()->baselineCos;
    EXPECT_DOUBLE_EQ(prediction->value()->predictedCos, baseline);
    s.context.togglePrecision(QStringLiteral("c1"));
    ASSERT_TRUE(prediction->wait(60000));
    const double gain16
        = *s.context.analysis()->rows[static_cast<std::size_t>(s.context.rowOf(QStringLiteral("c1")))].measured->gain16;
    // The plan's prediction is the measured gain of c1 alone.
    EXPECT_NEAR(prediction->value()->predictedCos - baseline, gain16, 1e-9);
    EXPECT_GT(prediction->value()->predictedCos, baseline);
    EXPECT_TRUE(panel.predictionText().contains(QStringLiteral("Predicted output cos")));
    s.context.undoStack()->undo();
    ASSERT_TRUE(prediction->wait(60000));
    EXPECT_DOUBLE_EQ(prediction->value()->predictedCos, baseline);
}

TEST(MeasuredViews, FindPlanPicksAPointOfTheParetoPlotAndUsesItUndoably)
{
    MeasuredSession s;
    ASSERT_TRUE(s.measure());
    const double baseline = s.context.analysis()->measured->baselineCos;
    Thresholds thresholds = s.context.thresholds();
    thresholds.cosWarnBelow = 0.995;
    s.context.setThresholds(thresholds);
    FindPlanDialog dialog(&s.context);
    EXPECT_DOUBLE_EQ(dialog.target()->value(), 0.995) << "the search aims at the session's warning level";
    EXPECT_DOUBLE_EQ(dialog.target()->minimum(), kLowestTargetCos) << "the range the CLI checks";
    dialog.target()->setValue(std::min(0.9999, baseline + (1 - baseline) * 0.5));
    dialog.show();
    dialog.search();
    ASSERT_TRUE(dialog.waitForSearch(60000));
    QTableWidget* table = dialog.table();
    ASSERT_GE(table->rowCount(), 2); // the model as it is, then each pick
    EXPECT_EQ(dialog.currentPoint(), table->rowCount() - 1); // the plan the search settles on
    // The first pick is the tensor whose 16 bits gain most.
    EXPECT_EQ(table->item(1, 6)->text(), QStringLiteral("c1"));
    EXPECT_TRUE(table->isColumnHidden(5)) << "the task score is shown for a task target only";
    // The added tensor's column is on screen and runs to the table's edge (sized to its text after a
    // search, it was cut off at the edge or stopped short of it).
    const QHeaderView* header = table->horizontalHeader();
    EXPECT_LE(header->sectionPosition(6) + 120, table->viewport()->width());
    EXPECT_EQ(header->sectionPosition(6) + header->sectionSize(6), table->viewport()->width());
    // A click on the first point (the model as quantized) picks it.
    ParetoPlot* pareto = dialog.pareto();
    pareto->plot()->replot();
    const QPointF first = pareto->pixelOf(0);
    QTest::mouseClick(pareto->plot(), Qt::LeftButton, {}, first.toPoint());
    EXPECT_EQ(dialog.currentPoint(), 0);
    // The picked point with c1 becomes the plan, one step on the undo stack.
    QTest::mouseClick(pareto->plot(), Qt::LeftButton, {}, pareto->pixelOf(1).toPoint());
    ASSERT_EQ(dialog.currentPoint(), 1);
    dialog.usePoint(dialog.currentPoint());
    EXPECT_TRUE(s.context.isWide(QStringLiteral("c1")));
    s.context.undoStack()->undo();
    EXPECT_FALSE(s.context.isWide(QStringLiteral("c1")));
}

TEST(MeasuredViews, FindPlanTakesATaskTargetAsPlanTargetDoes)
{
    MeasuredSession s;
    ASSERT_TRUE(s.measure());
    FindPlanDialog dialog(&s.context);
    // The measures offered are the output cosine and the kinds the measured outputs have.
    QComboBox* measure = dialog.measure();
    ASSERT_GE(measure->count(), 2);
    const auto simulator = s.context.simulator();
    const auto kind = static_cast<sim::OutputKind>(measure->itemData(1).toInt());
    const auto before = sim::taskScore(simulator->baseline(), {}, kind);
    ASSERT_TRUE(before);
    measure->setCurrentIndex(1);
    EXPECT_EQ(dialog.target()->minimum(), 0.0) << "a task score's range, not the cosine's";
    // A target just above the model as quantized: the search must add tensors to reach it.
    const double target = kind == sim::OutputKind::Regression ? *before + 3 : std::min(1.0, *before + 0.001);
    dialog.target()->setValue(target);
    dialog.search();
    ASSERT_TRUE(dialog.waitForSearch(60000));
    QTableWidget* table = dialog.table();
    EXPECT_FALSE(table->isColumnHidden(5));
    ASSERT_GE(table->rowCount(), 2);
    // The table's task column is the search's score, the same taskScore the CLI prints.
    EXPECT_EQ(table->item(0, 5)->text().toDouble(), QString::fromStdString(formatSignificant(*before, 5)).toDouble());
    const double last = table->item(table->rowCount() - 1, 5)->text().toDouble();
    EXPECT_GT(last, *before);
    EXPECT_NE(dialog.findChild<QLabel*>()->text().indexOf(measure->currentText()), -1);
}
