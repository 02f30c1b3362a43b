#pragma once
#include "workspace/workspace.h"

#include <QDateTime>
#include <QObject>
#include <QString>
#include <QTimer>

#include <functional>
#include <memory>
#include <vector>

class QLockFile;

namespace quantlens {

/// A session another window left behind: it crashed, or was closed with unsaved plan changes.
struct LeftSession {
    QString file; ///< the autosave copy
    QString workspacePath; ///< the workspace file it was opened from; empty when never saved
    QDateTime savedAt;
    Workspace workspace;
    std::shared_ptr<QLockFile> lock; ///< held while the session is being offered, so one window takes it
};

/// Keeps a copy of the window's session (inputs, view state, precision plan) on disk while the
/// window runs, a couple of seconds after each change, so a crash loses almost nothing. Each window
/// holds a lock beside its copy; a copy whose lock nobody holds was left by a window that crashed
/// (or closed with unsaved plan changes, see keepOnExit) and is offered at the next start.
class Autosave : public QObject {
    Q_OBJECT
public:
    using Snapshot = std::function<std::pair<Workspace, QString>()>; ///< the session and its workspace file

    explicit Autosave(Snapshot snapshot, QObject* parent = nullptr);
    /// A clean exit: the copy goes, unless keepOnExit() asked to keep it.
    ~Autosave() override;

    /// The session changed: written after a short pause (changes come in bursts).
    void changed();
    /// Writes now; "" or the error (the window shows it in the status bar).
    QString saveNow();
    /// Keep the copy when the window closes (its plan has changes not saved to a workspace).
    void keepOnExit(bool keep) { m_keep = keep; }
    const QString& file() const { return m_file; }

    /// The folder the copies live in (per user).
    static QString folder();
    /// Sessions nobody holds, newest first; each stays locked by this process until dropped or
    /// passed to forget().
    static std::vector<LeftSession> leftSessions();
    /// Removes a left session's copy (restored into this window, or discarded by the user).
    static void forget(const LeftSession& session);

signals:
    void saveFailed(const QString& message);

private:
    Snapshot m_snapshot;
    QTimer m_timer;
    QString m_file;
    std::unique_ptr<QLockFile> m_lock;
    bool m_keep = false;
};

} // namespace quantlens
