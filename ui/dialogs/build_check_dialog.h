#pragma once
#include "compare/build_check.h"

#include "workers/latest_job.h"

#include <QDialog>

#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTimer;

namespace quantlens {

class SessionContext;

/// Analysis ▸ Compare with previous build: the build on screen judged against the verdict a previous
/// `quantlens check` wrote (or this dialog saved) — accept, regression or anomalous, with the reasons
/// and each output's mean cosine and task agreement now and before. The same judgement as `check`
/// (core/compare/build_check_run): the data-set pass's measurement when the window has one, else both
/// models run on the analysis's inputs, off the UI thread. This build's verdict can be saved as the
/// next build's baseline.
class BuildCheckDialog : public QDialog {
    Q_OBJECT
public:
    BuildCheckDialog(SessionContext* context, QWidget* parent = nullptr);
    ~BuildCheckDialog() override;
    /// Reads the previous verdict (empty: none, this build's verdict alone) and starts measuring;
    /// false (with the problem shown) when the file or the session cannot be compared.
    bool compareWith(const QString& baselinePath);
    /// Blocks until the comparison is shown (tests, exports); true when it is.
    bool wait(int ms);
    QString verdictText() const;
    QTableWidget* table() const { return m_table; }
    const std::optional<CheckReport>& report() const { return m_report; }
    /// Writes this build's verdict (the JSON `quantlens check` writes) to `path`, atomically.
    bool saveVerdict(const QString& path);

private:
    struct Outcome {
        std::optional<CheckReport> report;
        QString problem; ///< translated; empty when cancelled or measured
    };
    void delivered(Outcome outcome);
    void showReport();
    void setRunning(bool running);
    SessionContext* m_context;
    QLabel* m_verdict;
    QLabel* m_reasons;
    QTableWidget* m_table;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    QPushButton* m_save;
    QTimer* m_timer;
    std::optional<CheckBaseline> m_baseline;
    std::optional<CheckReport> m_report;
    LatestJob<Outcome> m_job { this };
};

} // namespace quantlens
