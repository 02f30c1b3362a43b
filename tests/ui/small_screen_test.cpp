// The window on small screens, and exports: the graph keeps most of a 1366×768 laptop screen, the
// verdict and cosine stay in view at 800×560, exported views are their content without toolbars.
#include "graph/graph_panel.h"
#include "graph/graph_view.h"
#include "main_window.h"
#include "models/layer_table_model.h"
#include "panels/layer_table_panel.h"
#include "plots/curves_panel.h"
#include "session_context.h"
#include "ui_test_support.h"
#include "view_exporter.h"
#include "workers/analysis_worker.h"

#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QScreen>
#include <QTableView>
#include <QTest>

#include <gtest/gtest.h>

using namespace quantlens;

namespace {
void showAt(MainWindow& window, QSize size)
{
    window.resize(size);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(50); // the docks are sized once the window is laid out
}
}

TEST(SmallScreens, TheGraphKeepsMostOfALaptopScreen)
{
    MainWindow window;
    window.analyze(uitest::syntheticWorkspace());
    ASSERT_TRUE(window.worker()->waitForFinished(30000));
    showAt(window, { 1366, 768 });
    auto* graph = static_cast<GraphPanel*>(window.view(QStringLiteral("graph")));
    const QSize port = graph->view()->viewport()->size();
    // Fixed 330-pixel docks left it 41 % of the height, about three boxes.
    EXPECT_GE(port.height(), 768 * 50 / 100) << port.height();
    EXPECT_GE(port.width(), 1366 * 55 / 100) << port.width();
}

TEST(SmallScreens, VerdictAndCosineStayInViewInANarrowTable)
{
    SessionContext context;
    LayerTablePanel table(&context);
    context.setAnalysis(uitest::decliningAnalysis(30));
    table.resize(800, 300);
    table.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&table));
    const QHeaderView* header = table.view()->horizontalHeader();
    const int cos = table.model()->metricColumn(0, MetricId::Cosine);
    const int verdict = table.model()->verdictColumn(0);
    const int viewport = table.view()->viewport()->width();
    EXPECT_LE(header->sectionViewportPosition(cos) + header->sectionSize(cos), viewport);
    EXPECT_LE(header->sectionViewportPosition(verdict) + header->sectionSize(verdict), viewport);
}

TEST(SmallScreens, ExportsShowTheContentWithoutToolbars)
{
    SessionContext context;
    GraphPanel graph(&context);
    LayerTablePanel table(&context);
    CurvesPanel curves(&context);
    for (QWidget* panel :
        { static_cast<QWidget*>(&graph), static_cast<QWidget*>(&table), static_cast<QWidget*>(&curves) }) {
        QWidget* part = exportedPart(panel);
        EXPECT_NE(part, panel);
        EXPECT_TRUE(part->findChildren<QLineEdit*>().isEmpty()) << "search or filter boxes in the export";
        EXPECT_TRUE(part->findChildren<QDoubleSpinBox*>().isEmpty()) << "threshold editors in the export";
    }
    EXPECT_EQ(exportedPart(&table), table.view());
    // The exported picture has the requested size, all of it content.
    context.setAnalysis(uitest::decliningAnalysis(8));
    const QString path = QDir::temp().filePath(QStringLiteral("quantlens_export_test.png"));
    ASSERT_TRUE(exportWidget(&curves, { 640, 360 }, path).isEmpty());
    const QImage image(path);
    EXPECT_EQ(image.size(), QSize(640, 360));
    QFile::remove(path);
}
