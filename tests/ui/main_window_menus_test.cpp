// The window's menus as a user meets them: Open Recent across working directories and with files
// that are gone, the language switching at once, Save As and Export keeping what the user chose.
#include "dialogs/export_dialog.h"
#include "main_window.h"
#include "session_context.h"
#include "ui_test_support.h"
#include "view_registry.h"
#include "workers/analysis_worker.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>

#include <gtest/gtest.h>

#include <functional>

using namespace quantlens;

namespace {
QAction* actionNamed(QWidget* window, const QString& text)
{
    for (QAction* a : window->findChildren<QAction*>())
        if (a->text() == text)
            return a;
    return nullptr;
}

QMenu* recentMenu(QWidget* window)
{
    for (QMenu* m : window->findChildren<QMenu*>())
        if (m->title() == QStringLiteral("Open &recent"))
            return m;
    return nullptr;
}

/// Runs `handle` on each modal dialog that opens, until it returns false (polled: the dialogs run
/// their own event loops).
void whileModal(std::function<bool(QWidget*)> handle)
{
    auto* timer = new QTimer(qApp);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, handle] {
        QWidget* modal = QApplication::activeModalWidget();
        if (modal && !handle(modal))
            timer->deleteLater();
    });
    timer->start(20);
}

struct WorkingDirectory {
    explicit WorkingDirectory(const QString& dir)
        : old(QDir::currentPath())
    {
        QDir::setCurrent(dir);
    }
    ~WorkingDirectory() { QDir::setCurrent(old); }
    QString old;
};
}

TEST(MainWindowMenus, OpenRecentStoresAbsolutePathsThatWorkFromAnywhere)
{
    QSettings().remove(QStringLiteral("recentWorkspaces"));
    QTemporaryDir dir;
    Workspace w = uitest::syntheticWorkspace();
    ASSERT_TRUE(saveWorkspace(w, dir.filePath(QStringLiteral("mine.quantlens.json")).toStdString()).ok());
    {
        WorkingDirectory here(dir.path());
        MainWindow window;
        ASSERT_TRUE(window.openWorkspaceFile(QStringLiteral("mine.quantlens.json"))); // as typed: relative
        ASSERT_TRUE(window.worker()->waitForFinished(30000));
    }
    const QStringList recent = QSettings().value(QStringLiteral("recentWorkspaces")).toStringList();
    ASSERT_FALSE(recent.isEmpty());
    EXPECT_TRUE(QDir::isAbsolutePath(recent.front())) << recent.front().toStdString();
    EXPECT_TRUE(QFileInfo::exists(recent.front())); // from the test's own working directory
    MainWindow elsewhere;
    QMenu* menu = recentMenu(&elsewhere);
    ASSERT_NE(menu, nullptr);
    ASSERT_FALSE(menu->actions().isEmpty());
    menu->actions().front()->trigger();
    ASSERT_TRUE(elsewhere.worker()->waitForFinished(30000));
    EXPECT_TRUE(elsewhere.context()->analysis());
}

TEST(MainWindowMenus, AMissingRecentWorkspaceIsMarkedAndOfferedForRemoval)
{
    const QString gone = QStringLiteral("/nonexistent/old.quantlens.json");
    QSettings().setValue(QStringLiteral("recentWorkspaces"), QStringList { gone });
    MainWindow window;
    QMenu* menu = recentMenu(&window);
    ASSERT_NE(menu, nullptr);
    ASSERT_EQ(menu->actions().size(), 1);
    EXPECT_TRUE(menu->actions().front()->text().contains(QStringLiteral("(missing)")));
    bool asked = false;
    whileModal([&](QWidget* modal) {
        auto* box = qobject_cast<QMessageBox*>(modal);
        if (!box)
            return true;
        asked = box->text().contains(gone);
        box->button(QMessageBox::Yes)->click();
        return false;
    });
    menu->actions().front()->trigger();
    EXPECT_TRUE(asked);
    EXPECT_TRUE(QSettings().value(QStringLiteral("recentWorkspaces")).toStringList().isEmpty());
    EXPECT_FALSE(menu->isEnabled());
}

TEST(MainWindowMenus, TheLanguageSwitchesAtOnceAndKeepsTheAnalysis)
{
    MainWindow window;
    window.analyze(uitest::syntheticWorkspace());
    ASSERT_TRUE(window.worker()->waitForFinished(30000));
    window.context()->select(QStringLiteral("relu3"));
    ASSERT_EQ(window.menuBar()->actions().front()->text(), QStringLiteral("&File"));

    window.setLanguage(QStringLiteral("zh_CN"));
    QApplication::processEvents(); // the LanguageChange events
    EXPECT_EQ(window.menuBar()->actions().front()->text(), QStringLiteral("文件(&F)"));
    EXPECT_EQ(window.findChild<QDockWidget*>(QStringLiteral("curvesDock"))->windowTitle(), QStringLiteral("曲线"));
    EXPECT_TRUE(window.context()->analysis());
    EXPECT_EQ(window.context()->selectedTensor(), QStringLiteral("relu3"));
    EXPECT_NE(window.view(QStringLiteral("graph")), nullptr);
    EXPECT_EQ(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("zh_CN"));

    window.setLanguage(QStringLiteral("en_US"));
    QApplication::processEvents();
    EXPECT_EQ(window.menuBar()->actions().front()->text(), QStringLiteral("&File"));
    QSettings().remove(QStringLiteral("language"));
}

TEST(MainWindowMenus, SavedWorkspacesGetTheirExtension)
{
    EXPECT_EQ(withWorkspaceSuffix(QStringLiteral("/home/u/mine")), QStringLiteral("/home/u/mine.quantlens.json"));
    EXPECT_EQ(withWorkspaceSuffix(QStringLiteral("/home/u/mine.quantlens.json")),
        QStringLiteral("/home/u/mine.quantlens.json"));
    EXPECT_EQ(withWorkspaceSuffix(QStringLiteral("/home/u/other.json")), QStringLiteral("/home/u/other.json"));
}

TEST(MainWindowMenus, AFailedExportReopensTheDialogWithTheUsersChoices)
{
    MainWindow window;
    QAction* exportAction = actionNamed(&window, QStringLiteral("&Export view…"));
    ASSERT_NE(exportAction, nullptr);
    const QString badPath = QStringLiteral("/nonexistent/dir/curves.png");
    int dialogs = 0;
    QString reopenedPath;
    int reopenedWidth = 0;
    whileModal([&](QWidget* modal) {
        if (auto* box = qobject_cast<QMessageBox*>(modal)) { // the export failed: dismiss the message
            box->accept();
            return true;
        }
        auto* dialog = qobject_cast<ExportDialog*>(modal);
        if (!dialog)
            return true;
        if (++dialogs == 1) { // the user's choices: a size and a path that cannot be written
            dialog->findChildren<QSpinBox*>().front()->setValue(900);
            dialog->findChild<QLineEdit*>()->setText(badPath);
            dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
            return true;
        }
        reopenedPath = dialog->path();
        reopenedWidth = dialog->imageSize().width();
        dialog->reject();
        return false;
    });
    exportAction->trigger();
    EXPECT_EQ(dialogs, 2);
    EXPECT_EQ(reopenedPath, badPath);
    EXPECT_EQ(reopenedWidth, 900);
}

TEST(ViewRegistryInWindow, EveryRegisteredViewIsInTheWindowTheViewMenuAndTheExportDialog)
{
    MainWindow window;
    QMenu* viewMenu = nullptr;
    for (QAction* a : window.menuBar()->actions())
        if (a->text() == QStringLiteral("&View"))
            viewMenu = a->menu();
    ASSERT_NE(viewMenu, nullptr);
    QStringList menuTexts;
    for (QAction* a : viewMenu->actions())
        menuTexts << a->text();
    ExportDialog dialog;
    auto* combo = dialog.findChild<QComboBox*>();
    ASSERT_NE(combo, nullptr);
    ASSERT_EQ(combo->count(), static_cast<int>(viewRegistry().size()));
    int index = 0;
    for (const ViewDescriptor& v : viewRegistry()) {
        EXPECT_NE(window.view(v.id), nullptr) << v.id.toStdString();
        EXPECT_EQ(combo->itemData(index++).toString(), v.id);
        if (v.place != ViewPlace::Center) {
            EXPECT_TRUE(menuTexts.contains(viewTitle(v))) << v.id.toStdString();
        }
    }
    EXPECT_EQ(window.view(QStringLiteral("no-such-view")), nullptr);
}
