#include "workers/analysis_worker.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QPointer>
#include <QtConcurrent>

namespace quantlens {

struct AnalysisWorker::Job {
    int id = 0;
    std::atomic<bool> cancel { false };
    std::atomic<std::size_t> done { 0 };
    std::atomic<std::size_t> total { 0 };
};

AnalysisWorker::AnalysisWorker(QObject* parent)
    : QObject(parent)
{
    m_poll.setInterval(50);
    connect(&m_poll, &QTimer::timeout, this, [this] {
        if (!m_running)
            return;
        const auto total = m_running->total.load();
        emit progressChanged(total ? static_cast<int>(100.0 * static_cast<double>(m_running->done.load()) / static_cast<double>(total)) : 0);
    });
}

AnalysisWorker::~AnalysisWorker()
{
    // Pending jobs finish on the pool with nobody to tell; cancel so they end soon.
    if (m_running)
        m_running->cancel = true;
}

int AnalysisWorker::start(const AnalysisInputs& inputs)
{
    if (m_running)
        m_running->cancel = true;
    auto job = std::make_shared<Job>();
    job->id = ++m_lastJob;
    m_running = job;
    m_poll.start();
    emit progressChanged(0);
    QPointer<AnalysisWorker> self(this);
    (void)QtConcurrent::run([job, inputs, self] {
        auto result = runAnalysis(inputs, [job](std::size_t done, std::size_t total) {
            job->done = done;
            job->total = total;
            return !job->cancel.load();
        });
        std::shared_ptr<const Analysis> analysis = result ? result.value() : nullptr;
        const QString error = result ? QString() : QString::fromStdString(result.error().toString());
        const bool cancelled = job->cancel.load();
        // Back to the UI thread; if the worker is gone, nobody needs the result.
        QMetaObject::invokeMethod(qApp, [self, id = job->id, analysis, error, cancelled] {
            if (self)
                self->deliver(id, analysis, error, cancelled);
        }, Qt::QueuedConnection);
    });
    return job->id;
}

void AnalysisWorker::cancel()
{
    if (m_running)
        m_running->cancel = true;
}

void AnalysisWorker::deliver(int job, std::shared_ptr<const Analysis> analysis, const QString& error, bool cancelled)
{
    if (!m_running || job != m_running->id)
        return; // a newer job replaced this one
    m_running.reset();
    m_poll.stop();
    if (cancelled)
        emit failed(job, tr("Cancelled."), true);
    else if (!analysis)
        emit failed(job, error, false);
    else
        emit finished(job, std::move(analysis));
}

bool AnalysisWorker::waitForFinished(int timeoutMs)
{
    if (!m_running)
        return true;
    QEventLoop loop;
    QTimer timeout;
    timeout.setSingleShot(true);
    connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
    connect(this, &AnalysisWorker::finished, &loop, &QEventLoop::quit);
    connect(this, &AnalysisWorker::failed, &loop, &QEventLoop::quit);
    timeout.start(timeoutMs);
    loop.exec();
    return !m_running;
}

} // namespace quantlens
