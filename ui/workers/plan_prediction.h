#pragma once
#include "workers/latest_job.h"

#include <QObject>
#include <QString>

#include <optional>

namespace quantlens {

class SessionContext;

/// What the plan on screen does to the outputs, measured by running the models (the session's
/// simulator): after every plan edit, off the UI thread, re-running only what the plan changes; a newer
/// edit drops the older run. Nothing while the analysis is not measured.
class PlanPrediction : public QObject {
    Q_OBJECT
public:
    struct Value {
        double baselineCos = 0; ///< the quantized model as it is (mean over inputs of the worst output)
        double predictedCos = 0; ///< with the plan applied
        double worstCos = 0; ///< with the plan, the worst input
        std::size_t inputs = 0;
        std::size_t unplaced = 0; ///< the plan's tensors the quantized model has no Q/DQ pair for
        QString problem; ///< why it could not be measured (empty when it was)
    };
    explicit PlanPrediction(SessionContext* context, QObject* parent = nullptr);

    bool running() const { return m_running; }
    /// The latest prediction; nullopt before the first or without measurements.
    const std::optional<Value>& value() const { return m_value; }
    /// Blocks (at most `ms`) until the running prediction is delivered (exports, tests).
    bool wait(int ms) { return m_job.wait(ms); }

signals:
    void changed();

private:
    void start();

    SessionContext* m_context;
    bool m_running = false;
    std::optional<Value> m_value;
    LatestJob<Value> m_job;
};

} // namespace quantlens
