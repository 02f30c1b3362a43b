#pragma once
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

class QMenu;
class QWidget;

namespace quantlens {

/// The workspaces opened last (newest first, at most eight), kept in the settings, and the File ▸
/// Open recent menu made from them. A file that has gone is offered for removal when chosen.
class RecentFiles : public QObject {
    Q_OBJECT
public:
    /// `open` is called with a chosen file that exists.
    RecentFiles(QMenu* menu, std::function<void(const QString&)> open, QObject* parent = nullptr);
    void add(const QString& path);
    QStringList list() const;
    /// Fills the menu again (after a language switch made a new one, pass it).
    void refresh(QMenu* menu = nullptr);

private:
    void choose(const QString& path);
    QMenu* m_menu;
    std::function<void(const QString&)> m_open;
};

} // namespace quantlens
