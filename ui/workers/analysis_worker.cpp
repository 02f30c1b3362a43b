#include "workers/analysis_worker.h"

namespace quantlens {

AnalysisWorker::AnalysisWorker(QObject* parent)
    : QObject(parent)
    , m_job(this)
{
    m_poll.setInterval(50);
    connect(&m_poll, &QTimer::timeout, this, [this] {
        const JobProgress* p = m_job.progress();
        if (!p)
            return;
        const auto total = p->total.load();
        emit progressChanged(
            total ? static_cast<int>(100.0 * static_cast<double>(p->done.load()) / static_cast<double>(total)) : 0);
    });
}

AnalysisWorker::~AnalysisWorker() = default; // the job is cancelled and ends soon, with nobody to tell

int AnalysisWorker::start(const AnalysisInputs& inputs)
{
    m_running = static_cast<int>(m_job.start(
        [inputs](const LatestJob<Outcome>::Control& control) {
            return runAnalysis(inputs, [control](std::size_t done, std::size_t total) {
                control.progress->done = done;
                control.progress->total = total;
                return control.keepGoing();
            });
        },
        [this](quint64 job, Outcome outcome) { deliver(static_cast<int>(job), std::move(outcome)); }));
    m_poll.start();
    emit progressChanged(0);
    return m_running;
}

void AnalysisWorker::cancel()
{
    if (!m_running)
        return;
    m_job.cancel(); // the job stops at its next progress report; its result is dropped
    m_poll.stop();
    emit cancelled(std::exchange(m_running, 0));
}

void AnalysisWorker::deliver(int job, Outcome outcome)
{
    if (job != m_running)
        return;
    m_running = 0;
    m_poll.stop();
    if (outcome)
        emit finished(job, std::move(outcome).value());
    else if (isCancellation(outcome.error()))
        emit cancelled(job);
    else
        emit failed(job, outcome.error(), outcome.warnings());
}

bool AnalysisWorker::waitForFinished(int timeoutMs) { return m_job.wait(timeoutMs) && !m_running; }

} // namespace quantlens
