#pragma once
#include "advisor/fix_advisor.h"
#include "workers/latest_job.h"

#include <QWidget>

#include <memory>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTimer;

namespace quantlens {

class MethodBars;
class SessionContext;

/// The fix advisor in the window: every lever that costs no NPU speed (each calibration method, per-channel
/// weights, cross-layer equalization, SmoothQuant) measured on the session's models and eval inputs, as bars
/// per eval input next to the model as it is; a table with each lever's cost and what the session's toolchain
/// offers for it; and the levers combined greedily. "Measure levers" runs `quantlens advise`'s measurement
/// off the UI thread, with progress and Cancel (it recalibrates the model once per transform, so it waits
/// to be asked).
class AdvisorPanel : public QWidget {
    Q_OBJECT
public:
    explicit AdvisorPanel(SessionContext* context, QWidget* parent = nullptr);
    /// Starts measuring (false when the session has no measured models or no calibration inputs).
    bool measure();
    /// Blocks (at most `ms`) until the running measurement is shown; for snapshots and tests.
    bool waitForAdvice(int ms);
    const advisor::Advice* advice() const { return m_advice.get(); }
    QPushButton* measureButton() const { return m_measure; }
    /// Applies the combination (or the lever selected in the table) as the session's what-if, or, when
    /// levers are applied, goes back to the model as it is; one undoable step either way.
    QPushButton* applyButton() const { return m_apply; }
    QTableWidget* levers() const { return m_levers; }
    MethodBars* bars() const { return m_bars; }

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Outcome {
        std::shared_ptr<const advisor::Advice> advice; ///< null when it failed or was cancelled
        QString problem;
    };
    void retranslate();
    void refresh(); ///< the advice, or that it runs, or why there is none
    void showAdvice();
    void poll(); ///< the progress bar while it runs
    void delivered(Outcome outcome);
    void applyOrClear();
    void showApply(); ///< the Apply button's text and state
    /// The lever selected in the table when it can be applied alone, else null (the combination).
    const advisor::Lever* selectedLever() const;

    SessionContext* m_context;
    QLabel* m_summary;
    QPushButton* m_measure;
    QPushButton* m_apply;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    MethodBars* m_bars;
    QLabel* m_levelsTitle;
    QTableWidget* m_levers;
    QLabel* m_path;
    QTimer* m_timer;
    LatestJob<Outcome> m_job;
    std::shared_ptr<const advisor::Advice> m_advice;
    QString m_problem;
};

} // namespace quantlens
