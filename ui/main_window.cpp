#include "main_window.h"

#include "graph/graph_panel.h"
#include "language.h"
#include "panels/detail_panel.h"
#include "panels/findings_banner.h"
#include "panels/layer_table_panel.h"
#include "panels/problems_panel.h"
#include "plots/curves_panel.h"
#include "session_context.h"
#include "workers/analysis_worker.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

namespace quantlens {
namespace {
    const QString kCurves = QStringLiteral("curves");
    const QString kTable = QStringLiteral("table");
    const QString kDetail = QStringLiteral("detail");
    const QString kProblems = QStringLiteral("problems");
}

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_context(new SessionContext(this))
    , m_worker(new AnalysisWorker(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    // Fit the screen we open on: a laptop's whole screen (a window larger than a 1366×768 screen
    // would lose its status bar), most of a large one.
    const QSize available = screen() ? screen()->availableSize() : QSize(1400, 900);
    resize(available.width() < 1500 ? available : available * 0.9);
    m_center = new QWidget(this);
    auto* centerLayout = new QVBoxLayout(m_center);
    centerLayout->setContentsMargins(0, 0, 0, 0);
    centerLayout->setSpacing(0);
    setCentralWidget(m_center);
    createDocks();
    createPanels();
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
    const bool restored = restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_sizeDocksOnShow = !restored; // resizeDocks() only takes effect on a laid-out window
    refreshRecentMenu();
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::createDocks()
{
    for (const auto& [name, area] : { std::pair { kCurves, Qt::BottomDockWidgetArea },
             std::pair { kTable, Qt::BottomDockWidgetArea }, std::pair { kDetail, Qt::RightDockWidgetArea },
             std::pair { kProblems, Qt::RightDockWidgetArea } }) {
        auto* dock = new QDockWidget(this);
        dock->setObjectName(name + QStringLiteral("Dock")); // saveState() keys on object names
        addDockWidget(area, dock);
        m_docks[name] = dock;
    }
    tabifyDockWidget(m_docks[kCurves], m_docks[kTable]);
    m_docks[kCurves]->raise();
    tabifyDockWidget(m_docks[kDetail], m_docks[kProblems]);
    m_docks[kDetail]->raise();
}

void MainWindow::sizeDocksToWindow()
{
    // Shares of the window, not pixels: at 1366×768 fixed 330 px of curves leave the graph a sliver.
    resizeDocks({ m_docks[kCurves] }, { std::max(180, height() * 30 / 100) }, Qt::Vertical);
    resizeDocks({ m_docks[kDetail] }, { std::clamp(width() * 26 / 100, 240, 420) }, Qt::Horizontal);
}

void MainWindow::createPanels()
{
    // Panels only read the session, so they can be rebuilt at any time (a language switch does).
    Workspace::View graphState;
    if (m_graph)
        m_graph->saveViewState(graphState);
    delete m_banner;
    delete m_graph;
    m_banner = new FindingsBanner(m_context, m_center);
    m_graph = new GraphPanel(m_context, m_center);
    m_center->layout()->addWidget(m_banner);
    m_center->layout()->addWidget(m_graph);
    connect(m_banner, &FindingsBanner::detailsRequested, this, &MainWindow::showProblemsDock);

    m_table = new LayerTablePanel(m_context, this);
    m_curves = new CurvesPanel(m_context, this);
    m_detail = new DetailPanel(m_context, this);
    m_problems = new ProblemsPanel(m_context, this);
    for (const auto& [name, widget, title] :
        { std::tuple { kCurves, static_cast<QWidget*>(m_curves), tr("Curves") },
            std::tuple { kTable, static_cast<QWidget*>(m_table), tr("Layers") },
            std::tuple { kDetail, static_cast<QWidget*>(m_detail), tr("Detail") },
            std::tuple { kProblems, static_cast<QWidget*>(m_problems), tr("Problems") } }) {
        QDockWidget* dock = m_docks[name];
        delete dock->widget();
        dock->setWidget(widget);
        dock->setWindowTitle(title);
    }
    if (m_context->analysis()) {
        m_graph->restoreViewState(graphState);
        m_context->select(m_context->selectedTensor());
    }
}

QStringList MainWindow::viewNames()
{
    return { QStringLiteral("graph"), kCurves, kTable, kDetail, kProblems };
}

QWidget* MainWindow::view(const QString& name) const
{
    if (name == u"graph")
        return m_graph;
    if (name == kCurves)
        return m_curves;
    if (name == kTable)
        return m_table;
    if (name == kDetail)
        return m_detail;
    if (name == kProblems)
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

void MainWindow::showProblemsDock()
{
    m_docks[kProblems]->show();
    m_docks[kProblems]->raise();
}

void MainWindow::showLoadError(const QString& message)
{
    m_problems->showProblems({ Problem { "", "", message.toStdString() } }, true);
    m_banner->showError(message);
    showProblemsDock();
    m_status->setText(message);
}

void MainWindow::setLanguage(const QString& language)
{
    QSettings().setValue(QStringLiteral("language"), language);
    installLanguage(language); // every widget receives a LanguageChange event
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void MainWindow::retranslate()
{
    menuBar()->clear();
    createMenus();
    createPanels();
    m_cancel->setText(tr("Cancel"));
    refreshRecentMenu();
    updateTitle();
    m_status->clear();
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (std::exchange(m_sizeDocksOnShow, false))
        QTimer::singleShot(0, this, &MainWindow::sizeDocksToWindow);
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
