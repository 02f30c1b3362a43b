#pragma once
#include "analysis/analysis_runner.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <atomic>
#include <memory>

namespace quantlens {

/// Runs runAnalysis() off the UI thread. Progress is polled at 20 Hz (core may report far more
/// often), Cancel makes core's progress callback return false, and a result that arrives after a
/// newer job started is dropped by its job id, so the UI never shows stale numbers.
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
    void failed(int job, const QString& message, bool cancelled);

private:
    struct Job;
    void deliver(int job, std::shared_ptr<const Analysis> analysis, const QString& error, bool cancelled);

    std::shared_ptr<Job> m_running;
    int m_lastJob = 0;
    QTimer m_poll;
};

} // namespace quantlens
