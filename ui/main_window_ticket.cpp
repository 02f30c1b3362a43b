// MainWindow's File ▸ Export ticket: the dialog, then a TicketExport running beside the window
// with its progress in a dialog that can cancel it.
#include "main_window.h"

#include "document_state.h"
#include "precision/plan_exports.h"

#include "core_text.h"

#include "dialogs/ticket_dialog.h"
#include "session_context.h"
#include "ticket/ticket_export.h"

#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QProgressDialog>

namespace quantlens {

void MainWindow::exportTicketDialog()
{
    const auto analysis = m_context->analysis();
    if (!analysis || analysis->modelOnly()) {
        QMessageBox::information(this, tr("Export ticket"),
            tr("A ticket needs compared runs: open a model with its float and quantized dumps first."));
        return;
    }
    if (m_ticket) {
        QMessageBox::information(this, tr("Export ticket"), tr("A ticket is being written already."));
        return;
    }
    const QFileInfo model(QString::fromStdString(analysis->floatModelPath));
    const QString& workspacePath = m_document->path();
    const QString folder = workspacePath.isEmpty() ? QDir::homePath() : QFileInfo(workspacePath).absolutePath();
    const QString suggested = QDir(folder).filePath(
        QStringLiteral("ticket-%1-%2.zip").arg(model.completeBaseName(), QDate::currentDate().toString(Qt::ISODate)));
    TicketDialog dialog(m_context->suspectTensor(), m_context->selectedTensor(), suggested, this);
    dialog.setToolchain(m_context->toolchainKey()); // the triage on screen is the ticket's
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    TicketOptions options = dialog.options(error);
    options.calibration = m_context->calibrationStudy(); // the lab on screen is the ticket's
    options.advice = m_context->advice(); // and the levers the Advisor view measured
    if (error.isEmpty() && options.existingConfig)
        if (const auto wrong = configProblem(*options.existingConfig, m_context->planContext()))
            error = problemText(*wrong);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Export ticket"), error);
        return;
    }
    auto builder = std::make_shared<TicketBuilder>(analysis, currentWorkspace(), m_context->thresholds(), options);
    m_ticket = new TicketExport(builder, dialog.path(), this);
    auto* progress = new QProgressDialog(tr("Writing the ticket…"), tr("Cancel"), 0, 100, this);
    progress->setWindowTitle(tr("Export ticket"));
    progress->setWindowModality(Qt::NonModal); // the window stays usable while the dumps are hashed
    progress->setMinimumDuration(0);
    progress->setAutoReset(false); // hashing reaching its end is not the end: the zip is still written
    progress->setAutoClose(false);
    progress->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_ticket, &TicketExport::progressChanged, progress, [progress](int percent, const QString& step) {
        progress->setValue(percent);
        progress->setLabelText(step);
    });
    connect(progress, &QProgressDialog::canceled, m_ticket, &TicketExport::cancel);
    const auto done = [this, progress] {
        progress->close();
        m_ticket->deleteLater();
        m_ticket = nullptr;
    };
    connect(m_ticket, &TicketExport::finished, this, [this, done](const QString& path) {
        const QStringList missing = m_ticket->warnings();
        done();
        m_status->setText(tr("Ticket written to %1").arg(path));
        QString text
            = tr("The ticket is in %1. Fill in the sections marked ✎ in its README.md before you send it.").arg(path);
        if (!missing.isEmpty())
            text += QStringLiteral("\n\n")
                + tr("These views could not be drawn: %1").arg(missing.join(QStringLiteral("; ")));
        QMessageBox::information(this, tr("Export ticket"), text);
    });
    connect(m_ticket, &TicketExport::failed, this, [this, done](const QString& message) {
        done();
        if (message.isEmpty()) {
            m_status->setText(tr("Ticket cancelled"));
            return;
        }
        m_status->setText(message);
        QMessageBox::warning(this, tr("Export ticket"), tr("The ticket could not be written: %1").arg(message));
    });
    m_ticket->start();
}

} // namespace quantlens
