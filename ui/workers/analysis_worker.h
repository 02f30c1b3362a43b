#pragma once
#include "analysis/analysis_runner.h"
#include "workers/latest_job.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>

Q_DECLARE_METATYPE(quantlens::Problem)

namespace quantlens {

/// Runs runAnalysis() off the UI thread (through LatestJob). Progress is polled at 20 Hz (core may
/// report far more often), Cancel makes core's progress callback return false and is reported at
/// once, and a result that arrives after a newer job started is dropped, so the UI never shows
/// stale numbers.
class AnalysisWorker : public QObject {
    Q_OBJECT
public:
    explicit AnalysisWorker(QObject* parent = nullptr);
    ~AnalysisWorker() override;

    /// Starts a job (a running one is cancelled and its result dropped); returns its id.
    int start(const AnalysisInputs& inputs);
    void cancel();
    /// For tests and the snapshot command: waits until the current job delivered its signal.
    bool waitForFinished(int timeoutMs);

signals:
    void progressChanged(int percent);
    void finished(int job, std::shared_ptr<const quantlens::Analysis> analysis);
    /// The inputs could not be analysed: core's problem, translated where it is shown, and what was
    /// gathered before it failed that says why (each tensor of a dump file none of which could be
    /// read; at most 20 of a kind, then a count).
    void failed(int job, const quantlens::Problem& problem, const std::vector<quantlens::Problem>& reasons);
    /// The job was cancelled (by cancel(), however far core had come): the one way it says so.
    void cancelled(int job);

private:
    using Outcome = Result<std::shared_ptr<const Analysis>>;
    void deliver(int job, Outcome outcome);

    LatestJob<Outcome> m_job;
    int m_running = 0; ///< id of the job whose outcome is awaited, 0 when none
    QTimer m_poll;
};

} // namespace quantlens
