#pragma once
#include "workspace/workspace.h"

#include <QString>

#include <memory>

namespace quantlens {

struct LeftSession;

/// What the window is a document of: the workspace on screen and its file, and the one a load in
/// progress will become. A load's workspace is adopted only when its analysis arrives, so a cancelled
/// or failed load leaves the title, the thresholds and Save as they were. Also whether the plan on
/// screen is in any file (a restored session's may not be).
class DocumentState {
public:
    DocumentState();
    ~DocumentState();
    DocumentState(const DocumentState&) = delete;
    DocumentState& operator=(const DocumentState&) = delete;

    const Workspace& workspace() const { return m_workspace; }
    /// The workspace file on screen; empty when the inputs came from no file.
    const QString& path() const { return m_path; }
    /// "name.quantlens.json" of the file on screen, empty when none.
    QString fileName() const;

    /// A load starts: what it will be (its file, when it came from one: setPendingPath).
    void beginLoad(const Workspace& workspace);
    void setPendingPath(const QString& path) { m_pendingPath = path; }
    /// A load of a session a crash (or an unsaved close) left: its copy is forgotten once it is on
    /// screen; `unsaved`: its plan is in no file.
    void beginRestore(const LeftSession& session, bool unsaved);
    /// The load's analysis arrived: its workspace is the one on screen. Returns whether the plan on
    /// screen is in no file.
    bool adoptPending();
    /// The load failed or was cancelled: what was on screen stays, a restore keeps its copy.
    void abandonPending();
    /// Saved to `path`: that is now the document's file and its plan is in it.
    void saved(const QString& path);
    /// The plan on screen came from a restored session and is in no file.
    bool restoredUnsaved() const { return m_restoredUnsaved; }

private:
    Workspace m_workspace;
    QString m_path;
    Workspace m_pending;
    QString m_pendingPath;
    bool m_pendingUnsaved = false;
    bool m_restoredUnsaved = false;
    std::unique_ptr<LeftSession> m_restoring; ///< the left session the load in progress restores
};

} // namespace quantlens
