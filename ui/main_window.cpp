#include "main_window.h"

#include "graph/graph_panel.h"
#include "panels/detail_panel.h"
#include "panels/layer_table_panel.h"
#include "panels/problems_panel.h"
#include "plots/curves_panel.h"
#include "session_context.h"
#include "workers/analysis_worker.h"

#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>

namespace quantlens {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_context(new SessionContext(this))
    , m_worker(new AnalysisWorker(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    resize(1400, 900); // fits a 1440x900 laptop screen
    m_graph = new GraphPanel(m_context, this);
    setCentralWidget(m_graph);
    createDocks();
    createMenus();

    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 100);
    m_progress->setMaximumWidth(220);
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_status = new QLabel(this);
    statusBar()->addWidget(m_status, 1);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);
    setBusy(false);
    connect(m_cancel, &QPushButton::clicked, m_worker, &AnalysisWorker::cancel);
    connect(m_worker, &AnalysisWorker::progressChanged, m_progress, &QProgressBar::setValue);
    connect(m_worker, &AnalysisWorker::finished, this, &MainWindow::analysisFinished);
    connect(m_worker, &AnalysisWorker::failed, this, &MainWindow::analysisFailed);
    connect(m_context, &SessionContext::selectionChanged, this, [this](const QString& tensor) {
        m_status->setText(tensor.isEmpty() ? QString() : tr("Selected: %1").arg(tensor));
    });

    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    refreshRecentMenu();
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::createDocks()
{
    m_table = new LayerTablePanel(m_context, this);
    m_curves = new CurvesPanel(m_context, this);
    m_detail = new DetailPanel(m_context, this);
    m_problems = new ProblemsPanel(m_context, this);
    const struct {
        QString name;
        QString title;
        QWidget* widget;
        Qt::DockWidgetArea area;
    } docks[] = {
        { QStringLiteral("curves"), tr("Curves"), m_curves, Qt::BottomDockWidgetArea },
        { QStringLiteral("table"), tr("Layers"), m_table, Qt::BottomDockWidgetArea },
        { QStringLiteral("detail"), tr("Detail"), m_detail, Qt::RightDockWidgetArea },
        { QStringLiteral("problems"), tr("Problems"), m_problems, Qt::RightDockWidgetArea },
    };
    for (const auto& d : docks) {
        auto* dock = new QDockWidget(d.title, this);
        dock->setObjectName(d.name + QStringLiteral("Dock")); // saveState() keys on object names
        dock->setWidget(d.widget);
        addDockWidget(d.area, dock);
        m_docks[d.name] = dock;
    }
    tabifyDockWidget(m_docks[QStringLiteral("curves")], m_docks[QStringLiteral("table")]);
    m_docks[QStringLiteral("curves")]->raise();
    tabifyDockWidget(m_docks[QStringLiteral("detail")], m_docks[QStringLiteral("problems")]);
    m_docks[QStringLiteral("detail")]->raise();
    resizeDocks({ m_docks[QStringLiteral("curves")] }, { 330 }, Qt::Vertical);
    resizeDocks({ m_docks[QStringLiteral("detail")] }, { 380 }, Qt::Horizontal);
}

QStringList MainWindow::viewNames()
{
    return { QStringLiteral("graph"), QStringLiteral("curves"), QStringLiteral("table"), QStringLiteral("detail"),
        QStringLiteral("problems") };
}

QWidget* MainWindow::view(const QString& name) const
{
    if (name == u"graph")
        return m_graph;
    if (name == u"curves")
        return m_curves;
    if (name == u"table")
        return m_table;
    if (name == u"detail")
        return m_detail;
    if (name == u"problems")
        return m_problems;
    return nullptr;
}

void MainWindow::setBusy(bool busy)
{
    m_progress->setVisible(busy);
    m_cancel->setVisible(busy);
    if (busy)
        m_status->setText(tr("Comparing tensors…"));
}

void MainWindow::updateTitle()
{
    const QString name = m_workspacePath.isEmpty() ? QString() : QFileInfo(m_workspacePath).fileName();
    setWindowTitle(name.isEmpty() ? tr("QuantLens") : tr("%1 – QuantLens").arg(name));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    m_worker->cancel();
    event->accept();
}

} // namespace quantlens
