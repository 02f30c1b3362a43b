// MainWindow's menus and actions: opening inputs and workspaces, saving, exporting, drag & drop.
#include "main_window.h"

#include "dialogs/build_check_dialog.h"
#include "dialogs/find_plan_dialog.h"
#include "document_state.h"
#include "measurement_status.h"
#include "recent_files.h"

#include "language.h"

#include "autosave.h"

#include "core_text.h"
#include "dialogs/export_dialog.h"
#include "dialogs/getting_started.h"
#include "dialogs/open_dialog.h"
#include "graph/graph_panel.h"
#include "panels/problems_panel.h"
#include "session_context.h"
#include "view_exporter.h"
#include "view_registry.h"
#include "workers/analysis_worker.h"

#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>

namespace quantlens {
namespace {
    const QString kWorkspaceFilter = QStringLiteral("*.quantlens.json *.json");
}

QString withWorkspaceSuffix(const QString& path)
{
    // "mine" becomes "mine.quantlens.json"; a name the user gave a .json suffix keeps it.
    return path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive) ? path
                                                                       : path + QStringLiteral(".quantlens.json");
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open inputs…"), QKeySequence::Open, this, [this] { openInputsDialog(); });
    file->addAction(tr("Open &workspace…"), QKeySequence(tr("Ctrl+Shift+O")), this, &MainWindow::openWorkspaceDialog);
    QMenu* recent = file->addMenu(tr("Open &recent"));
    if (m_recent)
        m_recent->refresh(recent);
    else
        m_recent = new RecentFiles(
            recent, [this](const QString& path) { openWorkspaceFile(path); }, this);
    file->addSeparator();
    file->addAction(tr("&Save workspace"), QKeySequence::Save, this, [this] { saveWorkspace(false); });
    file->addAction(tr("Save workspace &as…"), QKeySequence::SaveAs, this, [this] { saveWorkspace(true); });
    file->addSeparator();
    file->addAction(tr("&Export view…"), QKeySequence(tr("Ctrl+E")), this, &MainWindow::exportViewDialog);
    file->addAction(tr("Export &ticket…"), this, &MainWindow::exportTicketDialog);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_context->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_context->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    // The same toggle as the graph's context menu and the layer table's Bits column.
    edit->addAction(tr("Toggle &16 bit for the selected tensor"), QKeySequence(tr("Ctrl+B")), this, [this] {
        if (!m_context->selectedTensor().isEmpty())
            m_context->togglePrecision(m_context->selectedTensor());
    });

    QMenu* analysisMenu = menuBar()->addMenu(tr("&Analysis"));
    analysisMenu->addAction(tr("&Tensor map…"), this, &MainWindow::editTensorMap);
    analysisMenu->addAction(tr("&Outputs that count…"), this, &MainWindow::chooseCountedOutputs);
    analysisMenu->addSeparator();
    m_measurement->addActions(analysisMenu);
    analysisMenu->addAction(tr("&Find plan…"), QKeySequence(tr("Ctrl+Shift+F")), this, [this] {
        auto* dialog = new FindPlanDialog(m_context, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    analysisMenu->addAction(tr("Compare &encodings with another quantized model…"), this, [this] {
        const auto analysis = m_context->analysis();
        if (!analysis || analysis->quantModelPath.empty()) {
            QMessageBox::information(this, tr("Compare encodings"),
                tr("Open inputs with a quantized model first: its encodings are compared with the other model's."));
            return;
        }
        const QString other = QFileDialog::getOpenFileName(this, tr("Compare encodings with"),
            QFileInfo(QString::fromStdString(analysis->quantModelPath)).absolutePath(),
            tr("Quantized models (*.onnx *.json);;All files (*)"));
        if (!other.isEmpty())
            m_context->compareEncodingsWith(other);
    });

    analysisMenu->addAction(tr("Compare with &previous build…"), this, [this] {
        const QString previous = QFileDialog::getOpenFileName(this, tr("The previous build's verdict"), QString(),
            tr("Verdicts of quantlens check (*.json);;All files (*)"));
        if (previous.isEmpty())
            return;
        auto* dialog = new BuildCheckDialog(m_context, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->compareWith(previous);
        dialog->show();
    });

    QMenu* viewMenu = menuBar()->addMenu(tr("&View"));
    for (const ViewDescriptor& v : viewRegistry())
        if (auto it = m_docks.find(v.id); it != m_docks.end())
            viewMenu->addAction(it->second->toggleViewAction());
    viewMenu->addSeparator();
    viewMenu->addAction(tr("Reset &layout"), this, &MainWindow::resetLayout);

    QMenu* language = menuBar()->addMenu(tr("&Language"));
    auto* group = new QActionGroup(this);
    // The language in use (the command line's --lang included), not only the saved choice.
    const QString current = installedLanguage();
    for (const auto& [code, name] : { std::pair { QString(), tr("System default") },
             std::pair { QStringLiteral("en_US"), QStringLiteral("English") },
             std::pair { QStringLiteral("zh_CN"), QStringLiteral("简体中文") } }) {
        QAction* action = language->addAction(name);
        action->setCheckable(true);
        action->setChecked(code == current);
        group->addAction(action);
        // Switches at once; the choice is remembered for the window (never for the command line).
        connect(action, &QAction::triggered, this, [this, code = code] { setLanguage(code); });
    }

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Getting started"), QKeySequence::HelpContents, this, [this] { showGettingStarted(this); });
    help->addAction(tr("&About QuantLens"), this, [this] {
        QMessageBox::about(this, tr("About QuantLens"),
            tr("<b>QuantLens %1</b><p>Finds which layer lost accuracy after quantization.</p>"
               "<p>Cosine similarity on one input is not dataset accuracy: confirm a fix on a data set.</p>"
               "<p>License: GPL-3.0-or-later.</p>")
                .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::analyze(const Workspace& workspace)
{
    // Another load leaves the data set an input was opened from (opening one sets it again after this).
    m_dataSet.reset();
    m_context->setDataSetToReturnTo(0);
    m_document->beginLoad(workspace);
    setBusy(true);
    m_worker->start(analysisInputsOf(workspace));
}

void MainWindow::analysisFinished(int, std::shared_ptr<const Analysis> analysis)
{
    setBusy(false);
    const bool restoredUnsaved = m_document->adoptPending();
    updateTitle();
    const Workspace::View& view = m_document->workspace().view;
    const std::string& toolchain = m_document->workspace().toolchain;
    m_context->setToolchain(QString::fromStdString(toolchain.empty() ? genericToolchain().key : toolchain));
    // Before the analysis: its measuring starts from the chosen calibration method.
    m_context->resetCalibrationMethod(QString::fromStdString(m_document->workspace().calibrationMethod));
    m_context->setThresholds(view.thresholds);
    m_context->setAnalysis(std::move(analysis));
    m_context->resetPlan(m_document->workspace().plan);
    m_autosave->keepOnExit(restoredUnsaved);
    const auto a = m_context->analysis();
    m_status->setText(analysisStatusText());
    if (!view.visiblePanels.empty())
        for (const auto& [name, dock] : m_docks)
            dock->setVisible(std::find(view.visiblePanels.begin(), view.visiblePanels.end(), name.toStdString())
                != view.visiblePanels.end());
    // Nothing saved: start at the one suspect, once the triage (off the UI thread) names it.
    m_context->select(QString::fromStdString(view.selectedTensor));
    if (m_context->selectedTensor().isEmpty())
        m_context->selectSuspectWhenKnown();
    restoreViewStates(view);
    if (!a->findings.empty())
        showProblemsDock();
}

QString MainWindow::analysisStatusText() const
{
    const auto a = m_context->analysis();
    if (!a)
        return {};
    const AnalysisSummary& s = m_context->summary();
    if (a->modelOnly())
        return tr("%1 nodes; no runs compared yet: add dumps with File ▸ Open inputs…; %2 problems")
            .arg(a->floatNodeCount)
            .arg(a->warnings.size() + a->findings.size());
    // Float tensors only: shape arithmetic (int64) is not an activation to compare.
    QString text = tr("%1 tensors, %2 compared: %3 pass, %4 warn, %5 fail; %6 problems")
                       .arg(s.tensorCount)
                       .arg(s.comparedCount)
                       .arg(s.passCount)
                       .arg(s.warnCount)
                       .arg(s.failCount)
                       .arg(a->warnings.size() + a->findings.size());
    if (!a->inputRuns.empty())
        text += tr("; %1 inputs, shown: %2 (the worst)")
                    .arg(a->inputRuns.size())
                    .arg(QFileInfo(QString::fromStdString(a->inputRuns[a->shownInput].file)).fileName());
    return text;
}

void MainWindow::analysisFailed(int, const Problem& problem, const std::vector<Problem>& reasons)
{
    setBusy(false);
    m_document->abandonPending();
    const QString message = problemText(problem); // translated here, in the language on screen
    m_status->setText(message);
    showLoadError(message, reasons);
}

void MainWindow::analysisCancelled(int)
{
    setBusy(false);
    m_document->abandonPending();
    m_status->setText(tr("Cancelled."));
    // The previous analysis stays on screen: cancelling loses nothing.
}

Workspace MainWindow::currentWorkspace() const
{
    Workspace w = m_document->workspace();
    w.plan = m_context->plan();
    w.toolchain = m_context->toolchainKey().toStdString();
    w.calibrationMethod = m_context->calibrationMethod().toStdString();
    w.view.selectedTensor = m_context->selectedTensor().toStdString();
    w.view.thresholds = m_context->thresholds();
    w.view.states = viewStates();
    w.view.visiblePanels.clear();
    for (const auto& [name, dock] : m_docks)
        if (!dock->isHidden())
            w.view.visiblePanels.push_back(name.toStdString());
    return w;
}

bool MainWindow::openWorkspaceFile(const QString& path)
{
    auto loaded = loadWorkspace(path.toStdString());
    if (!loaded) {
        showLoadError(problemText(loaded.error()));
        return false;
    }
    m_recent->add(path);
    analyze(loaded.value());
    m_document->setPendingPath(path); // becomes the window's file once the analysis arrives
    return true;
}

void MainWindow::openInputsDialog(const QStringList& dropped)
{
    OpenDialog dialog(this);
    dialog.setWorkspace(m_document->workspace());
    dialog.addDroppedPaths(dropped);
    if (dialog.exec() != QDialog::Accepted)
        return;
    Workspace w = dialog.workspace();
    w.view = currentWorkspace().view;
    w.toolchain = m_context->toolchainKey().toStdString();
    w.calibrationMethod = m_context->calibrationMethod().toStdString();
    w.plan = m_context->plan(); // the plan's names that the new model lacks are refused at export
    w.countedOutputs = m_document->workspace().countedOutputs; // no field of the dialog says otherwise
    analyze(w); // a new set of inputs has no file until saved
}

void MainWindow::openWorkspaceDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open workspace"), {}, tr("QuantLens workspaces (%1)").arg(kWorkspaceFilter));
    if (!path.isEmpty())
        openWorkspaceFile(path);
}

bool MainWindow::confirmUnsavedPlan()
{
    const bool unsaved = m_context->analysis() && (!m_context->undoStack()->isClean() || m_document->restoredUnsaved());
    if (!unsaved)
        return true;
    QMessageBox box(QMessageBox::Question, tr("Quit"),
        tr("The precision plan has changes that are in no workspace file. Save them before closing?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("unsavedPlanQuestion"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save: return saveWorkspace(false);
    case QMessageBox::Discard:
        m_autosave->keepOnExit(false); // said not to keep them: no copy offered at the next start
        return true;
    default: return false;
    }
}

bool MainWindow::saveWorkspace(bool askForPath)
{
    QString path = m_document->path();
    if (askForPath || path.isEmpty())
        path = QFileDialog::getSaveFileName(
            this, tr("Save workspace"), path, tr("QuantLens workspaces (%1)").arg(kWorkspaceFilter));
    if (path.isEmpty())
        return false;
    path = withWorkspaceSuffix(path);
    auto saved = quantlens::saveWorkspace(currentWorkspace(), path.toStdString());
    if (!saved) {
        QMessageBox::warning(this, tr("Save workspace"), problemText(saved.error()));
        return false;
    }
    // The plan is in a file now: a closing window need not keep its copy.
    m_document->saved(path);
    m_context->undoStack()->setClean();
    m_autosave->keepOnExit(false);
    m_recent->add(path);
    updateTitle();
    m_status->setText(tr("Saved %1").arg(path));
    return true;
}

void MainWindow::exportViewDialog()
{
    // A failed export reopens the dialog with the user's choices, so fixing the path is one edit.
    for (;;) {
        ExportDialog dialog(this);
        dialog.setChoices(m_exportView, m_exportSize, m_exportPath);
        if (dialog.exec() != QDialog::Accepted)
            return;
        m_exportView = dialog.viewName();
        m_exportSize = dialog.imageSize();
        m_exportPath = dialog.path();
        const QString error = exportWidget(view(m_exportView), m_exportSize, m_exportPath);
        if (error.isEmpty()) {
            m_status->setText(tr("Exported %1").arg(m_exportPath));
            return;
        }
        QMessageBox::warning(this, tr("Export view"), error);
    }
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    if (paths.size() == 1 && paths.front().endsWith(QStringLiteral(".json"))) {
        openWorkspaceFile(paths.front()); // a workspace opens directly
    } else if (!paths.isEmpty()) {
        openInputsDialog(paths); // models and dumps prefill the Open dialog
    }
    event->acceptProposedAction();
}

} // namespace quantlens
