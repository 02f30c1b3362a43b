#include "main_window.h"

#include "document_state.h"

#include "autosave.h"
#include "language.h"
#include "measurement_status.h"
#include "panels/empty_hint.h"
#include "panels/findings_banner.h"
#include "panels/plan_panel.h"
#include "panels/problems_panel.h"
#include "plan_rule_prompt.h"
#include "plan_undo_keys.h"
#include "session_context.h"
#include "view_registry.h"
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
    const QString kProblems = QStringLiteral("problems");

    Qt::DockWidgetArea dockArea(ViewPlace place)
    {
        return place == ViewPlace::Right ? Qt::RightDockWidgetArea : Qt::BottomDockWidgetArea;
    }

    /// The first registered view of a dock area: raised on top of its tabs, and sized with the window.
    QString firstViewAt(ViewPlace place)
    {
        for (const ViewDescriptor& v : viewRegistry())
            if (v.place == place)
                return v.id;
        return {};
    }
}

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_context(new SessionContext(this))
    , m_worker(new AnalysisWorker(this))
    , m_document(std::make_unique<DocumentState>())
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
    m_context->setMeasureEnabled(MeasurementStatus::savedChoice());
    m_measurement = new MeasurementStatus(m_context, this);
    createMenus();

    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 100);
    m_progress->setMaximumWidth(220);
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("statusText"));
    statusBar()->addWidget(m_status, 1);
    m_planStatus = new QLabel(this);
    statusBar()->addPermanentWidget(m_planStatus);
    statusBar()->addPermanentWidget(m_measurement);
    const auto showPlan
        = [this] { m_planStatus->setText(m_context->analysis() ? planSummaryText(*m_context) : QString()); };
    connect(m_context, &SessionContext::planChanged, this, showPlan);
    connect(m_context, &SessionContext::analysisChanged, this, showPlan);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);
    setBusy(false);
    connect(m_cancel, &QPushButton::clicked, m_worker, &AnalysisWorker::cancel);
    connect(m_worker, &AnalysisWorker::progressChanged, m_progress, &QProgressBar::setValue);
    connect(m_worker, &AnalysisWorker::finished, this, &MainWindow::analysisFinished);
    connect(m_worker, &AnalysisWorker::failed, this, &MainWindow::analysisFailed);
    connect(m_worker, &AnalysisWorker::cancelled, this, &MainWindow::analysisCancelled);
    connect(m_context, &SessionContext::selectionChanged, this, [this](const QString& tensor) {
        m_status->setText(tensor.isEmpty() ? QString() : tr("Selected: %1").arg(tensor));
    });

    // A bad case opened from the Inputs view is analysed alone; "Back to all inputs" returns to the data set.
    connect(m_context, &SessionContext::inputOpenRequested, this, [this](const QString& file) {
        Workspace dataSet = m_dataSet ? *m_dataSet : currentWorkspace();
        Workspace one = currentWorkspace();
        one.modelInputs = { file.toStdString() };
        analyze(one);
        m_context->setDataSetToReturnTo(static_cast<int>(dataSet.modelInputs.size()));
        m_dataSet = std::move(dataSet);
    });
    connect(m_context, &SessionContext::dataSetReturnRequested, this, [this] {
        if (!m_dataSet)
            return;
        Workspace dataSet = *m_dataSet;
        dataSet.view = currentWorkspace().view;
        analyze(dataSet);
    });

    connect(m_context, &SessionContext::encodingComparisonFailed, this,
        [this](const QString& message) { showLoadError(message); });
    connect(m_context, &SessionContext::encodingComparisonChanged, this, [this] {
        const auto& comparison = m_context->encodingComparison();
        if (!comparison)
            return;
        m_status->setText(tr("Encodings against %1: %2 of %3 quantized tensors differ (graph: Encoding changed)")
                              .arg(QFileInfo(m_context->encodingComparedWith()).fileName())
                              .arg(comparison->differences.size())
                              .arg(comparison->changedByTensor.size()));
    });

    new PlanRulePrompt(m_context, this); // SigmaStar's INT16 rule, said when a tensor is toggled
    new PlanUndoKeys(this); // Ctrl+Z is the plan's, whatever has focus

    // A copy of the session on disk, a moment after each change, so a crash loses nothing; a
    // plan not saved to a workspace keeps the copy past a deliberate close too.
    m_autosave = new Autosave([this] { return std::pair { currentWorkspace(), m_document->path() }; }, this);
    connect(m_autosave, &Autosave::saveFailed, this,
        [this](const QString& message) { m_status->setText(tr("Autosave failed: %1").arg(message)); });
    for (auto signal :
        { &SessionContext::analysisChanged, &SessionContext::planChanged, &SessionContext::thresholdsChanged })
        connect(m_context, signal, m_autosave, &Autosave::changed);
    connect(m_context, &SessionContext::selectionChanged, m_autosave, &Autosave::changed);
    connect(m_context->undoStack(), &QUndoStack::cleanChanged, m_autosave,
        [this](bool clean) { m_autosave->keepOnExit(!clean || m_document->restoredUnsaved()); });

    QSettings settings;
    const bool restored = restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_sizeDocksOnShow = !restored; // resizeDocks() only takes effect on a laid-out window
    updateTitle();
}

MainWindow::~MainWindow()
{
    // Its last save reads the session from this window: it must go while the window is whole.
    delete std::exchange(m_autosave, nullptr);
}

void MainWindow::createDocks()
{
    for (const ViewDescriptor& v : viewRegistry()) {
        if (v.place == ViewPlace::Center)
            continue;
        auto* dock = new QDockWidget(this);
        dock->setObjectName(v.id + QStringLiteral("Dock")); // saveState() keys on object names
        m_docks[v.id] = dock;
    }
    placeDocks();
}

void MainWindow::placeDocks()
{
    std::map<ViewPlace, QDockWidget*> firstInArea;
    for (const ViewDescriptor& v : viewRegistry()) {
        const auto it = m_docks.find(v.id);
        if (it == m_docks.end())
            continue;
        QDockWidget* dock = it->second;
        dock->setFloating(false);
        removeDockWidget(dock);
        addDockWidget(dockArea(v.place), dock);
        dock->show();
        auto [first, isFirst] = firstInArea.emplace(v.place, dock);
        if (!isFirst)
            tabifyDockWidget(first->second, dock);
    }
    for (const auto& [place, dock] : firstInArea)
        dock->raise();
}

void MainWindow::resetLayout()
{
    placeDocks(); // floated and closed panels come back where they started
    sizeDocksToWindow();
}

void MainWindow::sizeDocksToWindow()
{
    // Shares of the window, not pixels: at 1366×768 fixed 330 px of curves leave the graph a sliver.
    // (The histograms put their plots side by side in this wide, short dock.)
    if (auto it = m_docks.find(firstViewAt(ViewPlace::Bottom)); it != m_docks.end())
        resizeDocks({ it->second }, { std::max(200, height() * 30 / 100) }, Qt::Vertical);
    if (auto it = m_docks.find(firstViewAt(ViewPlace::Right)); it != m_docks.end())
        resizeDocks({ it->second }, { std::clamp(width() * 26 / 100, 240, 420) }, Qt::Horizontal);
}

void MainWindow::createPanels()
{
    // Views only read the session, so they can be rebuilt at any time (a language switch does).
    Workspace::View kept;
    kept.states = viewStates();
    delete m_banner;
    m_banner = new FindingsBanner(m_context, m_center);
    m_center->layout()->addWidget(m_banner);
    connect(m_banner, &FindingsBanner::detailsRequested, this, &MainWindow::showProblemsDock);
    delete m_emptyHint;
    m_emptyHint = new EmptyHint(m_context, m_center); // an empty window says how to open inputs
    m_center->layout()->addWidget(m_emptyHint);
    for (const ViewDescriptor& v : viewRegistry()) {
        if (v.place == ViewPlace::Center) {
            delete m_views[v.id];
            m_views[v.id] = v.create(m_context, m_center);
            m_center->layout()->addWidget(m_views[v.id]);
            continue;
        }
        QDockWidget* dock = m_docks.at(v.id);
        delete dock->widget();
        m_views[v.id] = v.create(m_context, dock);
        dock->setWidget(m_views[v.id]);
        dock->setWindowTitle(viewTitle(v));
    }
    m_problems = qobject_cast<ProblemsPanel*>(m_views[kProblems]);
    if (m_context->analysis()) {
        restoreViewStates(kept);
        m_context->select(m_context->selectedTensor());
    }
}

std::map<std::string, nlohmann::json> MainWindow::viewStates() const
{
    std::map<std::string, nlohmann::json> states;
    for (const ViewDescriptor& v : viewRegistry())
        if (QWidget* w = view(v.id); w != nullptr && v.saveState)
            states[v.id.toStdString()] = v.saveState(w);
    return states;
}

void MainWindow::restoreViewStates(const Workspace::View& state)
{
    for (const ViewDescriptor& v : viewRegistry()) {
        auto it = state.states.find(v.id.toStdString());
        if (QWidget* w = view(v.id); w != nullptr && v.restoreState && it != state.states.end())
            v.restoreState(w, it->second);
    }
}

QWidget* MainWindow::view(const QString& id) const
{
    auto it = m_views.find(id);
    return it == m_views.end() ? nullptr : it->second;
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
    const QString name = m_document->fileName();
    setWindowTitle(name.isEmpty() ? tr("QuantLens") : tr("%1 – QuantLens").arg(name));
}

void MainWindow::showProblemsDock()
{
    m_docks[kProblems]->show();
    m_docks[kProblems]->raise();
}

void MainWindow::showLoadError(const QString& message, const std::vector<Problem>& reasons)
{
    std::vector<Problem> shown { Problem { "", "", message.toStdString() } };
    shown.insert(shown.end(), reasons.begin(), reasons.end());
    m_problems->showProblems(shown, true);
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
    updateTitle();
    // The status line in the new language: the selection, else the analysis' counts.
    m_status->setText(m_context->selectedTensor().isEmpty() ? analysisStatusText()
                                                            : tr("Selected: %1").arg(m_context->selectedTensor()));
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (std::exchange(m_sizeDocksOnShow, false))
        QTimer::singleShot(0, this, &MainWindow::sizeDocksToWindow);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!confirmUnsavedPlan()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    m_worker->cancel();
    event->accept();
}

} // namespace quantlens
