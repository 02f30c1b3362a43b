#include "recent_files.h"

#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>

namespace quantlens {
namespace {
    constexpr int kMaxRecent = 8;
    const QString kKey = QStringLiteral("recentWorkspaces");
}

RecentFiles::RecentFiles(QMenu* menu, std::function<void(const QString&)> open, QObject* parent)
    : QObject(parent)
    , m_menu(menu)
    , m_open(std::move(open))
{
    refresh();
}

QStringList RecentFiles::list() const { return QSettings().value(kKey).toStringList(); }

void RecentFiles::add(const QString& path)
{
    // Absolute and canonical: a path as typed ("det.quantlens.json") means nothing from another
    // working directory, and one file must not appear twice under two spellings.
    const QFileInfo info(path);
    const QString absolute = info.canonicalFilePath().isEmpty() ? info.absoluteFilePath() : info.canonicalFilePath();
    QStringList recent = list();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    QSettings().setValue(kKey, recent);
    refresh();
}

void RecentFiles::choose(const QString& path)
{
    if (QFileInfo::exists(path)) {
        m_open(path);
        return;
    }
    QWidget* parent = m_menu ? m_menu->parentWidget() : nullptr;
    const auto answer = QMessageBox::question(
        parent, tr("Open recent"), tr("%1 no longer exists. Remove it from the recent workspaces?").arg(path));
    if (answer != QMessageBox::Yes)
        return;
    QStringList recent = list();
    recent.removeAll(path);
    QSettings().setValue(kKey, recent);
    refresh();
}

void RecentFiles::refresh(QMenu* menu)
{
    if (menu)
        m_menu = menu;
    if (!m_menu)
        return;
    m_menu->clear();
    const QStringList recent = list();
    for (const QString& path : recent) {
        const QString label = QFileInfo::exists(path) ? path : tr("%1 (missing)").arg(path);
        m_menu->addAction(label, this, [this, path] { choose(path); });
    }
    m_menu->setEnabled(!recent.isEmpty());
}

} // namespace quantlens
