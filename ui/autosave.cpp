#include "autosave.h"
#include "util/json_parse.h"
#include "util/json_text.h"
#include "util/whole_file.h"

#include "core_text.h"
#include "util/atomic_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace quantlens {
namespace {
    constexpr int kPauseMs = 2000;
    const QString kSuffix = QStringLiteral(".quantlens.json");
    const QString kLockSuffix = QStringLiteral(".lock");

    QString lockPathOf(const QString& file) { return file.left(file.size() - kSuffix.size()) + kLockSuffix; }
}

QString Autosave::folder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/autosave");
}

Autosave::Autosave(Snapshot snapshot, QObject* parent)
    : QObject(parent)
    , m_snapshot(std::move(snapshot))
{
    QDir().mkpath(folder());
    const QString id = QStringLiteral("session-%1-%2")
                           .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddHHmmsszzz")))
                           .arg(QCoreApplication::applicationPid());
    m_file = QDir(folder()).filePath(id + kSuffix);
    m_lock = std::make_unique<QLockFile>(lockPathOf(m_file));
    m_lock->setStaleLockTime(0); // only a dead owner makes the lock stale, never its age
    m_lock->tryLock(0);
    m_timer.setSingleShot(true);
    m_timer.setInterval(kPauseMs);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (const QString failure = saveNow(); !failure.isEmpty())
            emit saveFailed(failure);
    });
}

Autosave::~Autosave()
{
    if (m_timer.isActive())
        saveNow(); // the last change of a session that closes (kept when keepOnExit)
    if (!m_keep)
        QFile::remove(m_file);
    m_lock->unlock(); // a kept copy is then left: offered at the next start
}

void Autosave::changed() { m_timer.start(); }

QString Autosave::saveNow()
{
    m_timer.stop();
    auto [workspace, workspacePath] = m_snapshot();
    if (!workspace.hasInputs() && !workspace.isModelOnly())
        return {}; // an empty window has nothing to lose
    auto doc = nlohmann::ordered_json::parse(workspaceJson(workspace, folder().toStdString()));
    // Which file the session came from, so a restored session saves back where it belongs.
    doc["autosave"] = { { "workspace_file", workspacePath.toStdString() },
        { "saved_at", QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString() } };
    const auto written = writeFileAtomically(m_file.toStdString(), jsonText(doc, 2) + "\n");
    if (!written)
        return problemText(written.error());
    return {};
}

std::vector<LeftSession> Autosave::leftSessions()
{
    std::vector<LeftSession> out;
    const QDir dir(folder());
    for (const QFileInfo& info : dir.entryInfoList({ QStringLiteral("*") + kSuffix }, QDir::Files)) {
        auto lock = std::make_shared<QLockFile>(lockPathOf(info.absoluteFilePath()));
        lock->setStaleLockTime(0);
        if (!lock->tryLock(0))
            continue; // a running window's, or being offered by another one
        auto loaded = loadWorkspace(info.absoluteFilePath().toStdString());
        if (!loaded) {
            lock->unlock();
            continue; // not ours to judge: an unreadable copy is left where it is
        }
        LeftSession session;
        session.file = info.absoluteFilePath();
        session.workspace = std::move(loaded).value();
        session.savedAt = info.lastModified();
        // Where the session came from (loadWorkspace read and checked this same file just now).
        if (const auto content = readWholeFile(session.file.toStdString(), file_limits::kWorkspace)) {
            nlohmann::json doc;
            JsonParseError error;
            if (parseJsonLimited(content.value(), doc, error) && doc.is_object())
                if (auto it = doc.find("autosave"); it != doc.end() && it->is_object())
                    if (auto file = it->find("workspace_file"); file != it->end() && file->is_string())
                        session.workspacePath = QString::fromStdString(file->get<std::string>());
        }
        session.lock = std::move(lock);
        out.push_back(std::move(session));
    }
    std::sort(out.begin(), out.end(), [](const LeftSession& a, const LeftSession& b) { return a.savedAt > b.savedAt; });
    return out;
}

void Autosave::forget(const LeftSession& session)
{
    QFile::remove(session.file);
    if (session.lock)
        session.lock->unlock();
}

} // namespace quantlens
