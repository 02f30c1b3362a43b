#pragma once
#include <QWidget>

class QAction;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QTimer;

namespace quantlens {

class SessionContext;

/// The status bar's part of measuring by running the models: "Measuring… 34 %" with a bar and Cancel
/// while it runs, then what was measured (or why nothing could be). Also keeps the choice of measuring
/// at all (Analysis ▸ Measure by running the models) in the settings; QUANTLENS_MEASURE=0|1 overrides it.
class MeasurementStatus : public QWidget {
    Q_OBJECT
public:
    MeasurementStatus(SessionContext* context, QWidget* parent = nullptr);
    /// Whether to measure: the user's remembered choice (on at first), unless QUANTLENS_MEASURE fixes it.
    static bool savedChoice();
    /// Adds the checkable "Measure by running the models" to `menu` (again after a language switch).
    void addActions(QMenu* menu);

protected:
    void changeEvent(QEvent* event) override;

private:
    void update();
    void poll();
    void setEnabledChoice(bool on);

    SessionContext* m_context;
    QLabel* m_text;
    QProgressBar* m_bar;
    QPushButton* m_cancel;
    QTimer* m_timer;
};

} // namespace quantlens
