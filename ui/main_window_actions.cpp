// MainWindow's menus and actions: opening inputs and workspaces, saving, exporting, drag & drop.
#include "main_window.h"

#include "dialogs/export_dialog.h"
#include "dialogs/open_dialog.h"
#include "graph/graph_panel.h"
#include "panels/problems_panel.h"
#include "session_context.h"
#include "view_exporter.h"
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
    constexpr int kMaxRecent = 8;
    const QString kWorkspaceFilter = QStringLiteral("*.quantlens.json *.json");
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open inputs…"), QKeySequence::Open, this, [this] { openInputsDialog(); });
    file->addAction(tr("Open &workspace…"), QKeySequence(tr("Ctrl+Shift+O")), this, &MainWindow::openWorkspaceDialog);
    m_recentMenu = file->addMenu(tr("Open &recent"));
    file->addSeparator();
    file->addAction(tr("&Save workspace"), QKeySequence::Save, this, [this] { saveWorkspace(false); });
    file->addAction(tr("Save workspace &as…"), QKeySequence::SaveAs, this, [this] { saveWorkspace(true); });
    file->addSeparator();
    file->addAction(tr("&Export view…"), QKeySequence(tr("Ctrl+E")), this, &MainWindow::exportViewDialog);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* viewMenu = menuBar()->addMenu(tr("&View"));
    for (const auto& [name, dock] : m_docks)
        viewMenu->addAction(dock->toggleViewAction());

    QMenu* language = menuBar()->addMenu(tr("&Language"));
    auto* group = new QActionGroup(this);
    const QString current = QSettings().value(QStringLiteral("language")).toString();
    for (const auto& [code, name] : { std::pair { QString(), tr("System default") },
             std::pair { QStringLiteral("en_US"), QStringLiteral("English") },
             std::pair { QStringLiteral("zh_CN"), QStringLiteral("简体中文") } }) {
        QAction* action = language->addAction(name);
        action->setCheckable(true);
        action->setChecked(code == current);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, code = code] {
            QSettings().setValue(QStringLiteral("language"), code);
            QMessageBox::information(this, tr("Language"), tr("The language changes when QuantLens starts next time."));
        });
    }

    QMenu* help = menuBar()->addMenu(tr("&Help"));
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
    m_pending = workspace;
    m_pendingPath.clear();
    setBusy(true);
    m_worker->start(analysisInputsOf(workspace));
}

void MainWindow::analysisFinished(int, std::shared_ptr<const Analysis> analysis)
{
    setBusy(false);
    m_workspace = m_pending;
    m_workspacePath = m_pendingPath;
    updateTitle();
    const Workspace::View& view = m_workspace.view;
    m_context->setThresholds(view.cosThreshold, view.cosWarningThreshold, view.rmseThreshold);
    m_context->setAnalysis(std::move(analysis));
    const auto a = m_context->analysis();
    m_status->setText(tr("%1 tensors, %2 compared, %3 problems")
                          .arg(a->rows.size())
                          .arg(a->summary().comparedCount)
                          .arg(a->warnings.size()));
    if (!view.visiblePanels.empty())
        for (const auto& [name, dock] : m_docks)
            dock->setVisible(std::find(view.visiblePanels.begin(), view.visiblePanels.end(),
                                 name.toStdString())
                != view.visiblePanels.end());
    std::string selection = view.selectedTensor;
    // Nothing saved: start at the first layer below the threshold, the culprit one looks at first.
    if (selection.empty() && a->summary().firstBelowThreshold)
        selection = a->rows[*a->summary().firstBelowThreshold].tensor;
    m_context->select(QString::fromStdString(selection));
    m_graph->restoreViewState(view);
    if (!a->warnings.empty())
        m_docks[QStringLiteral("problems")]->raise();
}

void MainWindow::analysisFailed(int, const QString& message, bool cancelled)
{
    setBusy(false);
    m_status->setText(message);
    if (cancelled)
        return; // the previous analysis stays on screen: cancelling loses nothing
    m_problems->showProblems({ Problem { "", "", message.toStdString() } }, true);
    m_docks[QStringLiteral("problems")]->show();
    m_docks[QStringLiteral("problems")]->raise();
}

Workspace MainWindow::currentWorkspace() const
{
    Workspace w = m_workspace;
    w.view.selectedTensor = m_context->selectedTensor().toStdString();
    w.view.cosThreshold = m_context->cosThreshold();
    w.view.cosWarningThreshold = m_context->cosWarningThreshold();
    w.view.rmseThreshold = m_context->rmseThreshold();
    m_graph->saveViewState(w.view);
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
        m_problems->showProblems({ loaded.error() }, true);
        m_docks[QStringLiteral("problems")]->show();
        m_docks[QStringLiteral("problems")]->raise();
        m_status->setText(QString::fromStdString(loaded.error().toString()));
        return false;
    }
    addRecent(path);
    analyze(loaded.value());
    m_pendingPath = path; // becomes the window's file once the analysis arrives
    return true;
}

void MainWindow::openInputsDialog(const QStringList& dropped)
{
    OpenDialog dialog(this);
    dialog.setWorkspace(m_workspace);
    dialog.addDroppedPaths(dropped);
    if (dialog.exec() != QDialog::Accepted)
        return;
    Workspace w = dialog.workspace();
    w.view = currentWorkspace().view;
    analyze(w); // a new set of inputs has no file until saved
}

void MainWindow::openWorkspaceDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open workspace"), {}, tr("QuantLens workspaces (%1)").arg(kWorkspaceFilter));
    if (!path.isEmpty())
        openWorkspaceFile(path);
}

void MainWindow::saveWorkspace(bool askForPath)
{
    QString path = m_workspacePath;
    if (askForPath || path.isEmpty())
        path = QFileDialog::getSaveFileName(this, tr("Save workspace"), path, tr("QuantLens workspaces (%1)").arg(kWorkspaceFilter));
    if (path.isEmpty())
        return;
    auto saved = quantlens::saveWorkspace(currentWorkspace(), path.toStdString());
    if (!saved) {
        QMessageBox::warning(this, tr("Save workspace"), QString::fromStdString(saved.error().toString()));
        return;
    }
    m_workspacePath = path;
    addRecent(path);
    updateTitle();
    m_status->setText(tr("Saved %1").arg(path));
}

void MainWindow::exportViewDialog()
{
    ExportDialog dialog(viewNames(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString error = exportWidget(view(dialog.viewName()), dialog.imageSize(), dialog.path());
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export view"), error);
    else
        m_status->setText(tr("Exported %1").arg(dialog.path()));
}

void MainWindow::addRecent(const QString& path)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentWorkspaces")).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    settings.setValue(QStringLiteral("recentWorkspaces"), recent);
    refreshRecentMenu();
}

void MainWindow::refreshRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("recentWorkspaces")).toStringList();
    for (const QString& path : recent)
        m_recentMenu->addAction(path, this, [this, path] { openWorkspaceFile(path); });
    m_recentMenu->setEnabled(!recent.isEmpty());
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
