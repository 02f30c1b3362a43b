#include "document_state.h"

#include "autosave.h"

#include <QFileInfo>

#include <utility>

namespace quantlens {

DocumentState::DocumentState() = default;
DocumentState::~DocumentState() = default;

QString DocumentState::fileName() const { return m_path.isEmpty() ? QString() : QFileInfo(m_path).fileName(); }

void DocumentState::beginLoad(const Workspace& workspace)
{
    m_pending = workspace;
    m_pendingPath.clear();
    // A restore this load replaces keeps its copy: only the load that shows it may remove it.
    m_restoring.reset();
    m_pendingUnsaved = false;
}

void DocumentState::beginRestore(const LeftSession& session, bool unsaved)
{
    m_pendingPath = session.workspacePath; // Save writes back to the file it came from
    m_restoring = std::make_unique<LeftSession>(session);
    m_pendingUnsaved = unsaved;
}

bool DocumentState::adoptPending()
{
    m_workspace = m_pending;
    m_path = m_pendingPath;
    m_restoredUnsaved = std::exchange(m_pendingUnsaved, false);
    if (m_restoring)
        Autosave::forget(*std::exchange(m_restoring, nullptr));
    return m_restoredUnsaved;
}

void DocumentState::abandonPending()
{
    m_restoring.reset(); // its copy stays (and is unlocked) for another try
    m_pendingUnsaved = false;
}

void DocumentState::saved(const QString& path)
{
    m_path = path;
    m_restoredUnsaved = false;
}

} // namespace quantlens
