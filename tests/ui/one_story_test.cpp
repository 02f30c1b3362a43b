// One story in the window: pictures show the selected tensor wherever a saved scroll or centre
// would have put the view (tables scroll to it, the heatmap names its rows), Ctrl+Z undoes the plan
// whatever has focus, SigmaStar's INT16 rule is said when a tensor is toggled, View ▸ Reset layout
// docks floated panels, the Language menu and the status line follow the language in use.
#include "dialogs/open_dialog.h"
#include "dialogs/plan_export_dialog.h"
#include "graph/graph_box_item.h"
#include "graph/graph_panel.h"
#include "graph/graph_scene.h"
#include "graph/graph_view.h"
#include "language.h"
#include "main_window.h"
#include "models/layer_table_model.h"
#include "panels/inspector_panel.h"
#include "panels/layer_table_panel.h"
#include "panels/plan_panel.h"
#include "plots/outlier_heatmap_panel.h"
#include "session_context.h"
#include "ui_test_support.h"
#include "view_registry.h"
#include "workers/analysis_worker.h"

#include <QApplication>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <qcustomplot.h>

#include <gtest/gtest.h>

#include <cmath>

using namespace quantlens;

namespace {
/// 400 rows, each with channel statistics (for the heatmap).
std::shared_ptr<const Analysis> longAnalysis()
{
    auto a = std::const_pointer_cast<Analysis>(uitest::decliningAnalysis(400));
    for (std::size_t i = 0; i < a->rows.size(); ++i) {
        TensorStats s;
        s.lowPercentile = 0;
        s.channelAxis = 1;
        s.channelMaxAbs = { 1, 1, 0.5, std::exp(-static_cast<double>(i % 7)) };
        a->rows[i].results[0].stats = s;
    }
    return a;
}

/// The model row shown at the middle of a table view.
int rowAtMiddle(QTableView* view)
{
    const QModelIndex index = view->indexAt(QPoint(view->viewport()->width() / 2, view->viewport()->height() / 2));
    return index.row();
}
}

TEST(PicturesShowTheSelection, TablesScrollToARowFarDown)
{
    SessionContext context;
    context.setAnalysis(longAnalysis());
    context.select(QStringLiteral("t373"));
    for (const QString& id : { QStringLiteral("table"), QStringLiteral("inspector") }) {
        std::unique_ptr<QWidget> view(createView(id, &context));
        view->resize(1600, 700);
        revealSelectionFor(view.get(), 1000);
        auto* table = view->findChild<QTableView*>();
        ASSERT_NE(table, nullptr) << id.toStdString();
        const int middle = rowAtMiddle(table);
        EXPECT_NEAR(middle, 373, 15) << id.toStdString(); // not rows 0-48
    }
}

TEST(PicturesShowTheSelection, TheHeatmapZoomsToTheSelectedRowAndNamesItsRows)
{
    SessionContext context;
    context.setAnalysis(longAnalysis());
    context.select(QStringLiteral("t373"));
    OutlierHeatmapPanel panel(&context);
    panel.resize(1200, 600);
    revealSelectionFor(&panel, 1000);
    const QCPRange range = panel.plot()->yAxis->range();
    EXPECT_LE(range.lower, 373);
    EXPECT_GE(range.upper, 373);
    EXPECT_LT(range.size(), 60); // few enough rows to carry names
    auto ticker = panel.plot()->yAxis->ticker().dynamicCast<QCPAxisTickerText>();
    ASSERT_TRUE(ticker);
    EXPECT_EQ(ticker->ticks().value(373), QStringLiteral("t373"));
}

TEST(PicturesShowTheSelection, TheGraphCentresOnTheSelectionNotTheSavedCentre)
{
    SessionContext context;
    GraphPanel panel(&context);
    panel.resize(1200, 800);
    context.setAnalysis(uitest::syntheticAnalysis());
    ASSERT_TRUE(panel.waitForLayout(30000));
    const auto analysis = context.analysis();
    const std::string last = analysis->rows.back().tensor;
    context.select(QString::fromStdString(last));
    // A saved centre far away, as a workspace may hold one.
    panel.restoreState({ { "zoom", 2.0 }, { "center_x", -5000.0 }, { "center_y", -5000.0 } });
    revealSelectionFor(&panel, 30000);
    const auto* item = panel.scene()->boxItem(panel.scene()->boxOfTensor(last));
    ASSERT_NE(item, nullptr);
    const QRectF box = item->sceneBoundingRect();
    const QRectF shown = panel.view()->visibleSceneRect();
    EXPECT_TRUE(shown.intersects(box)) << "box " << box.x() << "," << box.y();
}

TEST(PlanUndoKeys, CtrlZUndoesThePlanWhileAFilterHasFocus)
{
    MainWindow window;
    window.analyze(uitest::syntheticWorkspace());
    ASSERT_TRUE(window.worker()->waitForFinished(30000));
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    SessionContext* context = window.context();
    const QString tensor = QString::fromStdString(context->analysis()->rows[2].tensor);
    context->togglePrecision(tensor);
    ASSERT_TRUE(context->isWide(tensor));
    auto* filter = window.view(QStringLiteral("table"))->findChild<QLineEdit*>();
    ASSERT_NE(filter, nullptr);
    window.findChild<QDockWidget*>(QStringLiteral("tableDock"))->raise();
    filter->setFocus();
    QTest::keyClicks(filter, QStringLiteral("conv"));
    QTest::keySequence(filter, QKeySequence::Undo);
    EXPECT_FALSE(context->isWide(tensor)); // the plan's step was undone ...
    EXPECT_EQ(filter->text(), QStringLiteral("conv")); // ... not the filter's typing
    QTest::keySequence(filter, QKeySequence::Redo);
    EXPECT_TRUE(context->isWide(tensor));
}

TEST(SigmaStarRule, TogglingATensorThatIsNoConvolutionInputSaysSoAtOnce)
{
    SessionContext context;
    context.setAnalysis(uitest::syntheticAnalysis());
    context.setToolchain(QStringLiteral("sigmastar"));
    QSignalSpy spy(&context, &SessionContext::widenedOutsideToolchainRules);
    // conv3's output only reaches a Gemm: no convolution input can carry it.
    context.togglePrecision(QStringLiteral("conv3"));
    ASSERT_EQ(spy.count(), 1);
    EXPECT_EQ(spy.at(0).at(0).toString(), QStringLiteral("conv3"));
    EXPECT_TRUE(spy.at(0).at(1).toStringList().isEmpty());
    // conv1's output reaches conv2 (and conv3) through a Relu: their inputs carry it.
    spy.clear();
    context.togglePrecision(QStringLiteral("/backbone/conv1/Conv_output_0"));
    ASSERT_EQ(spy.count(), 1);
    EXPECT_TRUE(spy.at(0).at(1).toStringList().contains(QStringLiteral("relu1")));
    // A convolution input (add1, read by conv3) is fine: nothing said.
    spy.clear();
    context.togglePrecision(QStringLiteral("add1"));
    EXPECT_EQ(spy.count(), 0);
    // Any other toolchain: nothing said either.
    context.setToolchain(QStringLiteral("axera"));
    context.togglePrecision(QStringLiteral("pool"));
    EXPECT_EQ(spy.count(), 0);
}

TEST(WindowLayout, ResetLayoutDocksFloatedPanelsAgain)
{
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    auto* dock = window.findChild<QDockWidget*>(QStringLiteral("histogramsDock"));
    ASSERT_NE(dock, nullptr);
    dock->setFloating(true);
    auto* detail = window.findChild<QDockWidget*>(QStringLiteral("detailDock"));
    detail->close();
    window.resetLayout();
    EXPECT_FALSE(dock->isFloating());
    EXPECT_TRUE(detail->isVisibleTo(&window));
    EXPECT_EQ(window.dockWidgetArea(dock), Qt::BottomDockWidgetArea);
}

TEST(WindowLanguage, TheMenuShowsTheLanguageInUseAndTheStatusLineFollowsASwitch)
{
    installLanguage(QStringLiteral("zh_CN")); // as --lang zh_CN does, without a saved choice
    QSettings().remove(QStringLiteral("language"));
    {
        MainWindow window;
        window.analyze(uitest::syntheticWorkspace());
        ASSERT_TRUE(window.worker()->waitForFinished(30000));
        ASSERT_TRUE(window.context()->waitForTriage(30000)); // it selects the suspect: done before the switch
        window.context()->select(QString());
        QMenu* language = nullptr;
        for (QAction* a : window.menuBar()->actions())
            if (a->menu() && a->text().contains(QStringLiteral("语言")))
                language = a->menu();
        ASSERT_NE(language, nullptr);
        QStringList checked;
        for (QAction* a : language->actions())
            if (a->isChecked())
                checked << a->text();
        EXPECT_EQ(checked, QStringList { QStringLiteral("简体中文") });

        window.setLanguage(QStringLiteral("en_US"));
        QApplication::processEvents();
        const QString status = window.statusBar()->findChild<QLabel*>(QStringLiteral("statusText"))->text();
        EXPECT_TRUE(status.contains(QStringLiteral("compared"))) << status.toStdString(); // English now, not cleared
    }
    QSettings().remove(QStringLiteral("language"));
    installLanguage(QStringLiteral("en_US"));
}

TEST(EmptyWindow, SaysHowToOpenInputsAndOffersGettingStarted)
{
    MainWindow window;
    auto* hint = window.findChild<QLabel*>(QStringLiteral("emptyHint"));
    ASSERT_NE(hint, nullptr);
    EXPECT_FALSE(hint->isHidden());
    EXPECT_TRUE(hint->text().contains(QStringLiteral("Open inputs")));
    bool gettingStarted = false;
    for (QAction* menu : window.menuBar()->actions())
        if (menu->menu())
            for (QAction* a : menu->menu()->actions())
                gettingStarted = gettingStarted || a->text().contains(QStringLiteral("Getting started"));
    EXPECT_TRUE(gettingStarted);
    window.analyze(uitest::syntheticWorkspace());
    ASSERT_TRUE(window.worker()->waitForFinished(30000));
    EXPECT_TRUE(hint->isHidden());
}

TEST(UnsavedPlan, QuittingAsksAndCancelKeepsTheWindow)
{
    MainWindow window;
    window.analyze(uitest::syntheticWorkspace());
    ASSERT_TRUE(window.worker()->waitForFinished(30000));
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.context()->togglePrecision(QStringLiteral("relu1"));
    QString asked;
    const auto answer = [&](QMessageBox::StandardButton button) {
        QTimer::singleShot(0, [&asked, button] {
            for (QWidget* w : QApplication::topLevelWidgets())
                if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                    asked = box->text();
                    box->button(button)->click();
                }
        });
    };
    answer(QMessageBox::Cancel);
    EXPECT_FALSE(window.close()); // still open
    EXPECT_TRUE(asked.contains(QStringLiteral("precision plan"))) << asked.toStdString();
    asked.clear();
    answer(QMessageBox::Discard);
    EXPECT_TRUE(window.close());
    EXPECT_FALSE(asked.isEmpty());
}

TEST(PlanPanelBudget, ACostCeilingLimitsTheSuggestion)
{
    SessionContext context;
    context.setAnalysis(uitest::syntheticAnalysis());
    PlanPanel panel(&context);
    panel.tensorBudget()->setValue(1000);
    panel.costBudget()->setValue(0); // none: the count and the minimum benefit decide
    panel.suggest();
    const PlanCost unlimited = context.planCost();
    ASSERT_GT(unlimited.wideTensors, 1u);
    panel.costBudget()->setValue(unlimited.macShare * 100 / 3);
    panel.suggest();
    EXPECT_LE(context.planCost().macShare, unlimited.macShare / 3 + 1e-9);
    EXPECT_LT(context.planCost().wideTensors, unlimited.wideTensors);
}

TEST(LayerTableVerdicts, AVerdictByTheRelativeL1RuleSaysSo)
{
    SessionContext context;
    auto a = std::const_pointer_cast<Analysis>(uitest::decliningAnalysis(3));
    a->rows[0].results[0].metrics->sigmaStarRelativeL1 = 0.5; // cos 1, relative L1 over 0.1
    context.setAnalysis(a);
    LayerTablePanel panel(&context);
    const int column = panel.model()->verdictColumn(0);
    EXPECT_EQ(panel.model()->index(0, column).data().toString(), QStringLiteral("warn · rel L1"));
    EXPECT_EQ(panel.model()->index(1, column).data().toString(), QStringLiteral("pass"));
}

TEST(OpenInputs, TakesSingleDumpFilesAndVendorTables)
{
    OpenDialog dialog;
    QTemporaryDir dir;
    const QString bin = dir.filePath(QStringLiteral("sigma_outtensor_dump.bin"));
    const QString table = dir.filePath(QStringLiteral("precision.txt"));
    for (const QString& path : { bin, table }) {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("x");
    }
    dialog.addDroppedPaths({ dir.filePath(QStringLiteral("float.onnx")), bin, table });
    const Workspace w = dialog.workspace();
    EXPECT_EQ(w.reference.path, bin.toStdString());
    ASSERT_EQ(w.candidates.size(), 1u);
    EXPECT_EQ(w.candidates[0].path, table.toStdString());
}

TEST(PlanExportDialog, TheDiffFollowsThePathWithoutEnterAndTheFileIsRemembered)
{
    SessionContext context;
    context.setAnalysis(uitest::syntheticAnalysis());
    context.setPrecision({ QStringLiteral("relu1") }, Precision::U16, QStringLiteral("test"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("config.json"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("{\"model_type\": \"ONNX\"}\n");
    f.close();
    QSettings().remove(QStringLiteral("planExport"));
    {
        PlanExportDialog dialog(&context);
        dialog.formatBox()->setCurrentIndex(0); // Pulsar2
        QTest::keyClicks(dialog.pathEdit(), path); // typed, no Enter
        QTest::qWait(600);
        EXPECT_TRUE(dialog.diffText().contains(QStringLiteral("+++ b/config.json"))) << dialog.diffText().toStdString();
        EXPECT_TRUE(dialog.diffText().contains(QStringLiteral("\"model_type\""))); // merged into what the file holds
    }
    QSettings().setValue(QStringLiteral("planExport/path"), path); // as a Write leaves it
    PlanExportDialog again(&context);
    EXPECT_EQ(again.pathEdit()->text(), path);
    QSettings().remove(QStringLiteral("planExport"));
}
