#pragma once
#include "ticket/ticket_builder.h"
#include "workers/latest_job.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>

namespace quantlens {

/// The window's ticket export: the builder's texts and the final hashing and zipping run on worker
/// threads, the pictures are drawn on the UI thread one view per event-loop turn, so the window
/// stays usable throughout. Progress is polled at 20 Hz; cancel() stops at the next view or block.
class TicketExport : public QObject {
    Q_OBJECT
public:
    TicketExport(std::shared_ptr<TicketBuilder> builder, QString path, QObject* parent = nullptr);
    ~TicketExport() override;

    void start();
    void cancel();
    bool isRunning() const { return m_running; }
    /// Views that could not be drawn (the ticket has the others).
    const QStringList& warnings() const { return m_warnings; }

signals:
    void progressChanged(int percent, const QString& step);
    void finished(const QString& path);
    /// `message` names the file and the problem; empty when the user cancelled.
    void failed(const QString& message);

private:
    void picturesStep();
    void drawWhenReady();
    void finishStep();
    void poll();
    void fail(const QString& message);

    std::shared_ptr<TicketBuilder> m_builder;
    QString m_path;
    LatestJob<bool> m_texts;
    LatestJob<Result<bool>> m_zip;
    QTimer m_poll;
    int m_view = 0;
    QElapsedTimer m_viewWaited;
    bool m_running = false;
    bool m_cancelled = false;
    QStringList m_warnings;
};

} // namespace quantlens
