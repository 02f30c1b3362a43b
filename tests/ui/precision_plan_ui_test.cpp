// The precision plan in the window: every edit is undoable, and the layer table's Bits column, the
// plan panel, the graph's "16" tags and the workspace all show and keep the same plan.
#include "graph/graph_box_item.h"
#include "graph/graph_panel.h"
#include "graph/graph_scene.h"
#include "main_window.h"
#include "models/layer_table_model.h"
#include "models/plan_model.h"
#include "panels/plan_panel.h"
#include "session_context.h"
#include "ui_test_support.h"
#include "workers/analysis_worker.h"

#include <QAbstractItemModelTester>
#include <QPushButton>
#include <QTableView>

#include <gtest/gtest.h>

using namespace quantlens;

TEST(PrecisionPlanUi, EditsAreUndoableStepsThatEveryViewFollows)
{
    SessionContext context;
    context.setAnalysis(uitest::syntheticAnalysis());
    ASSERT_TRUE(context.analysis());
    const QString tensor = QString::fromStdString(context.analysis()->rows[2].tensor);
    LayerTableModel table(&context);
    PlanModel planModel(&context);
    QAbstractItemModelTester tester(&planModel, QAbstractItemModelTester::FailureReportingMode::Fatal);
    int planSignals = 0;
    QObject::connect(&context, &SessionContext::planChanged, [&] { ++planSignals; });

    // Tick the Bits column: the plan gains the tensor, the plan table lists it, the cost grows.
    const QModelIndex bits = table.index(2, LayerTableModel::PrecisionColumn);
    EXPECT_EQ(bits.data(Qt::CheckStateRole).toInt(), Qt::Unchecked);
    EXPECT_TRUE(table.flags(bits) & Qt::ItemIsUserCheckable);
    ASSERT_TRUE(table.setData(bits, Qt::Checked, Qt::CheckStateRole));
    EXPECT_TRUE(context.isWide(tensor));
    EXPECT_EQ(bits.data(Qt::CheckStateRole).toInt(), Qt::Checked);
    EXPECT_EQ(bits.data().toString(), QStringLiteral("U16"));
    EXPECT_EQ(planModel.rowCount(), 1);
    EXPECT_EQ(planModel.index(0, PlanModel::TensorColumn).data().toString(), tensor);
    EXPECT_EQ(context.planCost().wideTensors, 1u);
    EXPECT_GT(context.planCost().activationShare, 0.0);
    EXPECT_EQ(planSignals, 1);

    // Undo and redo walk the same steps.
    context.undoStack()->undo();
    EXPECT_FALSE(context.isWide(tensor));
    EXPECT_EQ(planModel.rowCount(), 0);
    context.undoStack()->redo();
    EXPECT_TRUE(context.isWide(tensor));
    context.togglePrecision(tensor);
    EXPECT_FALSE(context.isWide(tensor));
    EXPECT_EQ(context.undoStack()->count(), 2);

    // A suggestion is one step too, and the user's own choice survives it.
    context.setPrecision({ tensor }, Precision::U16, QStringLiteral("mine"));
    PlanPanel panel(&context);
    QPushButton* suggest = nullptr;
    for (auto* b : panel.findChildren<QPushButton*>())
        if (b->text() == PlanPanel::tr("Suggest"))
            suggest = b;
    ASSERT_NE(suggest, nullptr);
    const int before = context.undoStack()->count();
    suggest->click();
    EXPECT_EQ(context.undoStack()->count(), before + 1);
    EXPECT_EQ(context.plan().tensors.at(tensor.toStdString()).source, PlanSource::User);
    bool anySuggested = false;
    for (const auto& [name, e] : context.plan().tensors)
        anySuggested = anySuggested || (e.source == PlanSource::Suggested && !e.reason.empty());
    EXPECT_TRUE(anySuggested);
    context.undoStack()->undo();
    EXPECT_EQ(context.plan().tensors.size(), 1u);
}

TEST(PrecisionPlanUi, GraphTagsFollowThePlan)
{
    SessionContext context;
    GraphPanel panel(&context);
    context.setAnalysis(uitest::syntheticAnalysis());
    ASSERT_TRUE(panel.waitForLayout(20000));
    const std::string tensor = context.analysis()->rows[3].tensor;
    const int box = panel.scene()->boxOfTensor(tensor);
    ASSERT_GE(box, 0);
    EXPECT_FALSE(panel.scene()->boxItem(box)->isWide());
    context.togglePrecision(QString::fromStdString(tensor));
    EXPECT_TRUE(panel.scene()->boxItem(box)->isWide());
    context.undoStack()->undo();
    EXPECT_FALSE(panel.scene()->boxItem(box)->isWide());
}

TEST(PrecisionPlanUi, TheWorkspaceKeepsThePlan)
{
    MainWindow window;
    Workspace w = uitest::syntheticWorkspace();
    w.plan.tensors["never_seen"] = { Precision::U16, PlanSource::User, {} };
    window.analyze(w);
    ASSERT_TRUE(window.worker()->waitForFinished(30000));
    SessionContext* context = window.context();
    ASSERT_TRUE(context->analysis());
    EXPECT_EQ(context->plan(), w.plan);
    EXPECT_EQ(context->undoStack()->count(), 0); // opening is no edit
    context->togglePrecision(QString::fromStdString(context->analysis()->rows[1].tensor));
    EXPECT_EQ(window.currentWorkspace().plan, context->plan());
}
