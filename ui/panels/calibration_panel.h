#pragma once
#include "simulation/calibration_ranges.h"

#include <QWidget>

#include <map>
#include <string>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTimer;

namespace quantlens {

class MethodBars;
class SessionContext;

/// The calibration lab in the window: what each calibration method (MinMax, Percentile, MSE, KL) gives
/// the output per eval input next to the model as it is, the calibration inputs that set ranges alone
/// (with the measured output without each), and the selected tensor's range per method. "Use this
/// method" (undoable) makes the session measure from that method: the plan search and the prediction
/// follow it; "Write into config…" puts it into the toolchain's config. The lab runs off the UI thread once the models
/// are measured (SessionContext), with progress and Cancel.
class CalibrationPanel : public QWidget {
    Q_OBJECT
public:
    explicit CalibrationPanel(SessionContext* context, QWidget* parent = nullptr);
    /// Blocks (at most `ms`) until the running study is shown; for snapshots and tests.
    bool waitForStudy(int ms);
    MethodBars* bars() const { return m_bars; }
    QTableWidget* samples() const { return m_samples; }
    QTableWidget* tensorRanges() const { return m_tensor; }
    QComboBox* methodChoice() const { return m_choice; }
    QPushButton* useButton() const { return m_use; }
    QPushButton* writeConfigButton() const { return m_writeConfig; }
    /// Writes the chosen method (the combo's, else the recommended one) into `path`, the session's toolchain's
    /// config; returns what to tell the user (the diff, the backup) or why it failed. For the button and tests.
    QString writeConfig(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    /// Shows the session's study, or that it runs, or why there is none.
    void refresh();
    void showSamples();
    void showSelectedTensor();
    void showChoice(); ///< the session's method in the combo, the button enabled when it differs
    void poll(); ///< the progress bar while the lab runs
    /// The method to write: the combo's, else the recommended one; empty when neither.
    QString methodToWrite() const;
    /// Its ranges in the study, for a toolchain that reads ranges instead of a method's name.
    /// Null when the study has no such method.
    const std::map<std::string, sim::TensorRange>* rangesToWrite() const;
    void showWriteConfig(); ///< enabled when the session's toolchain keeps the method in a config file

    SessionContext* m_context;
    QLabel* m_summary;
    QComboBox* m_choice;
    QPushButton* m_use;
    QPushButton* m_rerun;
    QPushButton* m_writeConfig; ///< the chosen method into the toolchain's config (Pulsar2)
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    MethodBars* m_bars;
    QLabel* m_samplesTitle;
    QTableWidget* m_samples;
    QLabel* m_tensorTitle;
    QTableWidget* m_tensor;
    QTimer* m_timer;
};

} // namespace quantlens
