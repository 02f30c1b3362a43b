#pragma once
#include "workspace/workspace.h"

#include <QMainWindow>

#include <map>

class QDockWidget;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;

namespace quantlens {

class AnalysisWorker;
class CurvesPanel;
class DetailPanel;
class GraphPanel;
class LayerTablePanel;
class ProblemsPanel;
class SessionContext;

/// The analyzer window: the graph in the middle, table, curves, detail and problems in docks,
/// all bound to one SessionContext. Loading runs in AnalysisWorker with progress and Cancel.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    SessionContext* context() const { return m_context; }
    AnalysisWorker* worker() const { return m_worker; }
    /// The panel to export by name: "graph", "curves", "table", "detail", "problems".
    QWidget* view(const QString& name) const;
    static QStringList viewNames();

    /// Starts analysing a workspace's inputs; its view state is applied when the result arrives.
    void analyze(const Workspace& workspace);
    /// Loads a workspace file and analyses it; problems go to the Problems panel.
    bool openWorkspaceFile(const QString& path);
    /// The current inputs and view state, as Save Workspace writes them.
    Workspace currentWorkspace() const;

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createDocks();
    void createMenus();
    void openInputsDialog(const QStringList& dropped = {});
    void openWorkspaceDialog();
    void saveWorkspace(bool askForPath);
    void exportViewDialog();
    void addRecent(const QString& path);
    void refreshRecentMenu();
    void analysisFinished(int job, std::shared_ptr<const class Analysis> analysis);
    void analysisFailed(int job, const QString& message, bool cancelled);
    void setBusy(bool busy);
    void updateTitle();

    SessionContext* m_context;
    AnalysisWorker* m_worker;
    GraphPanel* m_graph = nullptr;
    LayerTablePanel* m_table = nullptr;
    CurvesPanel* m_curves = nullptr;
    DetailPanel* m_detail = nullptr;
    ProblemsPanel* m_problems = nullptr;
    std::map<QString, QDockWidget*> m_docks;
    QMenu* m_recentMenu = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QLabel* m_status = nullptr;
    Workspace m_workspace; ///< inputs of the analysis on screen
    QString m_workspacePath;
    // What a load in progress will become, adopted only when its analysis arrives: a cancelled or
    // failed load leaves title, thresholds and Save as they were.
    Workspace m_pending;
    QString m_pendingPath;
};

} // namespace quantlens
