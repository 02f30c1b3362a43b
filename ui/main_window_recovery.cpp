// MainWindow: offering the session a crashed window (or one closed with an unsaved plan) left.
#include "main_window.h"

#include "document_state.h"

#include "autosave.h"

#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace quantlens {

void MainWindow::offerLeftSession()
{
    auto sessions = Autosave::leftSessions();
    if (sessions.empty())
        return;
    const LeftSession& newest = sessions.front();
    const QString model = QFileInfo(QString::fromStdString(newest.workspace.floatModel)).fileName();
    const QString from = newest.workspacePath.isEmpty() ? tr("never saved to a workspace file") : newest.workspacePath;
    QMessageBox box(QMessageBox::Question, tr("Reopen the last session?"),
        tr("QuantLens did not close cleanly last time, or closed with changes to the precision plan that were not "
           "saved. "
           "Reopen that session?\n\nModel: %1\nWorkspace: %2\nLast change: %3")
            .arg(model, from, QLocale().toString(newest.savedAt, QLocale::ShortFormat)),
        QMessageBox::NoButton, this);
    QPushButton* reopen = box.addButton(tr("Reopen"), QMessageBox::AcceptRole);
    QPushButton* discard = box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
    box.addButton(tr("Later"), QMessageBox::RejectRole);
    box.setDefaultButton(reopen);
    box.exec();
    if (box.clickedButton() == reopen)
        restoreLeftSession(newest);
    else if (box.clickedButton() == discard)
        Autosave::forget(newest);
    // "Later" keeps the copy: the lock is dropped with `sessions`, the next start offers it again.
}

void MainWindow::restoreLeftSession(const LeftSession& session)
{
    analyze(session.workspace);
    // A plan that is in no file yet stays unsaved after the restore: closing must keep it again.
    bool unsaved = !session.workspace.plan.empty();
    if (!session.workspacePath.isEmpty()) {
        const auto onDisk = loadWorkspace(session.workspacePath.toStdString());
        unsaved = !onDisk || !(onDisk.value().plan == session.workspace.plan);
    }
    // Save writes back to the file it came from. The copy goes once the session is on screen (this
    // window's own copy takes over); should its inputs fail to load, it stays for another try.
    m_document->beginRestore(session, unsaved);
}

} // namespace quantlens
