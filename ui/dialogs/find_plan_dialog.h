#pragma once
#include "precision/measured_plan.h"
#include "workers/latest_job.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTimer;

namespace quantlens {

class ParetoPlot;
class SessionContext;

/// Analysis ▸ Find plan: the smallest plan that brings the outputs to a target cosine, searched by
/// running the models (as `quantlens plan --target-cos`), within a tensor and a cost ceiling and the
/// plan's vendor rule. Every plan the search went through is a point of the Pareto plot and a row of the
/// table; "Use this plan" makes the picked one the session's plan (one undoable step).
class FindPlanDialog : public QDialog {
    Q_OBJECT
public:
    explicit FindPlanDialog(SessionContext* context, QWidget* parent = nullptr);
    ~FindPlanDialog() override;

    QDoubleSpinBox* target() const { return m_target; }
    /// What the target is said in: the output cosine (first item) or a task score of the kinds the
    /// measured outputs have (the item's data: the sim::OutputKind).
    QComboBox* measure() const { return m_measure; }
    ParetoPlot* pareto() const { return m_pareto; }
    QTableWidget* table() const { return m_table; }
    /// Starts the search (the Search button).
    void search();
    /// Blocks (at most `ms`) until the running search is delivered (tests).
    bool waitForSearch(int ms) { return m_job.wait(ms); }
    /// Takes the plan of a point of the last search as the session's plan (the Use button).
    void usePoint(int point);
    int currentPoint() const { return m_currentPoint; }

private:
    struct Outcome {
        std::optional<MeasuredPlan> found;
        QString problem;
    };
    void delivered(Outcome outcome);
    void setCurrent(int point);
    void poll();
    void updateAvailability();
    /// The plan of a row of the table: a point of the search's path, or the plan after pruning.
    PrecisionPlan planOf(int point) const;
    /// The measures the measured outputs offer, keeping the chosen one when it still applies.
    void offerMeasures();
    /// The target's range and default for the chosen measure.
    void measureChosen();
    std::optional<sim::TaskTarget> taskTarget() const;

    SessionContext* m_context;
    QComboBox* m_measure;
    QDoubleSpinBox* m_target;
    QSpinBox* m_maxTensors;
    QDoubleSpinBox* m_maxCost;
    QPushButton* m_searchButton;
    QPushButton* m_cancelButton;
    QPushButton* m_useButton;
    QProgressBar* m_progress;
    QLabel* m_message;
    ParetoPlot* m_pareto;
    QTableWidget* m_table;
    QTimer* m_timer;
    std::optional<MeasuredPlan> m_found;
    bool m_finalRow = false; ///< the table's last row is the plan after pruning
    std::optional<sim::TaskTarget> m_searchedTask; ///< the last search's task target, if any
    std::size_t m_searchedInputs = 0; ///< the inputs the last search ran on (some held out)
    int m_currentPoint = -1;
    LatestJob<Outcome> m_job;
};

} // namespace quantlens
