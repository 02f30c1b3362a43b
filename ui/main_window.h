#pragma once
#include "util/problem.h"
#include "workspace/workspace.h"

#include <QMainWindow>

#include <QSize>
#include <optional>

#include <map>
#include <memory>

class QDockWidget;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;

namespace quantlens {

/// The file name Save Workspace writes: ".quantlens.json" added unless the name ends in ".json".
QString withWorkspaceSuffix(const QString& path);

class AnalysisWorker;
class FindingsBanner;
class TicketExport;
class ProblemsPanel;
class SessionContext;

/// The analyzer window: the views of the view registry, the centre one in the middle and the others
/// in docks, all bound to one SessionContext. Loading runs in AnalysisWorker with progress and Cancel.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    SessionContext* context() const { return m_context; }
    AnalysisWorker* worker() const { return m_worker; }
    /// The view with this registry id ("graph", "curves", ...); nullptr for an unknown id.
    QWidget* view(const QString& id) const;

    /// Starts analysing a workspace's inputs; its view state is applied when the result arrives.
    void analyze(const Workspace& workspace);
    /// Loads a workspace file and analyses it; problems go to the Problems panel.
    bool openWorkspaceFile(const QString& path);
    /// The current inputs and view state, as Save Workspace writes them.
    Workspace currentWorkspace() const;
    /// Shows a problem that stopped inputs from loading (banner and Problems panel), and below it in
    /// the panel the problems that say why.
    void showLoadError(const QString& message, const std::vector<Problem>& reasons = {});
    /// Switches the interface language now ("" = the system's) and remembers it for next time.
    void setLanguage(const QString& language);
    /// At a start without inputs: offers the newest session a crashed (or unsaved) window left.
    void offerLeftSession();
    /// View ▸ Reset layout: every panel docked where it starts, at the default sizes.
    void resetLayout();
    /// Opens a left session in this window; Save then writes to the workspace file it came from.
    void restoreLeftSession(const struct LeftSession& session);
    class Autosave* autosave() const { return m_autosave; }

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createDocks();
    void createMenus();
    void createPanels();
    /// Each view's state for the workspace, by view id (views that keep none are left out).
    std::map<std::string, nlohmann::json> viewStates() const;
    void restoreViewStates(const Workspace::View& view);
    void retranslate();
    void sizeDocksToWindow();
    /// Every dock in its default area and tab order, shown and docked (floated ones too).
    void placeDocks();
    void showProblemsDock();
    void openInputsDialog(const QStringList& dropped = {});
    void openWorkspaceDialog();
    /// True when the workspace was written (false: the user cancelled the dialog, or it failed).
    bool saveWorkspace(bool askForPath);
    /// Before closing: plan changes in no file are offered to be saved (Save, Discard, Cancel);
    /// false when the window should stay open.
    bool confirmUnsavedPlan();
    void exportViewDialog();
    void exportTicketDialog();
    void editTensorMap();
    /// Analysis ▸ Outputs that count: the workspace's counted outputs, then the inputs analysed again.
    void chooseCountedOutputs();
    void analysisFinished(int job, std::shared_ptr<const class Analysis> analysis);
    void analysisFailed(int job, const Problem& problem, const std::vector<Problem>& reasons);
    void analysisCancelled(int job);
    void setBusy(bool busy);
    /// "398 tensors, 398 compared: …" for the analysis on screen, in the current language.
    QString analysisStatusText() const;
    void updateTitle();

    SessionContext* m_context;
    AnalysisWorker* m_worker;
    /// While one input opened from a data set is analysed alone: the data set's workspace, to go back to.
    std::optional<Workspace> m_dataSet;
    std::unique_ptr<class DocumentState> m_document; ///< the workspace on screen, its file, the load in progress
    std::map<QString, QWidget*> m_views; ///< by view id
    ProblemsPanel* m_problems = nullptr; ///< also where load errors are listed
    FindingsBanner* m_banner = nullptr;
    class EmptyHint* m_emptyHint = nullptr;
    QWidget* m_center = nullptr;
    std::map<QString, QDockWidget*> m_docks;
    class RecentFiles* m_recent = nullptr; ///< File ▸ Open recent
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_planStatus = nullptr; ///< the plan's count and cost, always on screen
    class MeasurementStatus* m_measurement = nullptr; ///< measuring by running the models: progress, Cancel
    bool m_sizeDocksOnShow = false; ///< no saved layout: fit the docks to the window once it is shown
    // The export dialog's last choices, offered again (also after a failed export).
    QString m_exportView = QStringLiteral("graph");
    QSize m_exportSize { 1600, 1000 };
    QString m_exportPath;
    TicketExport* m_ticket = nullptr; ///< the ticket being written, if any
    class Autosave* m_autosave = nullptr;
};

} // namespace quantlens
