#pragma once
#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QTableView;

namespace quantlens {

class PlanModel;
class PlanPrediction;
class SessionContext;

/// The precision plan: what runs at 16 bit and why, with the suggestion (the triage's culprit
/// ranking, within a tensor and a cost ceiling, by the vendor's rules), import and export of vendor
/// configs, and clearing. Every change is one step on the session's undo stack.
class PlanPanel : public QWidget {
    Q_OBJECT
public:
    explicit PlanPanel(SessionContext* context, QWidget* parent = nullptr);
    /// Reads a plan or vendor config (any format, told by content) into the plan as one undoable
    /// step; problems are shown in a message box. False when nothing was imported.
    bool importPlanFrom(const QString& path);
    /// Suggests a plan within the panel's budgets (for tests: the same as the button).
    void suggest();
    QSpinBox* tensorBudget() const { return m_budget; }
    QDoubleSpinBox* costBudget() const { return m_costBudget; }
    PlanPrediction* prediction() const { return m_prediction; }
    /// "Predicted output cos with this plan: …" (empty while the models are not measured).
    QString predictionText() const;

private:
    void importPlan();
    void exportPlan();
    void removeSelected();
    void updateSummary();
    void showSelection(const QString& tensor);
    void findPlan();
    void checkRebuilt();

    SessionContext* m_context;
    PlanModel* m_model;
    QTableView* m_view;
    QSpinBox* m_budget;
    QDoubleSpinBox* m_costBudget; ///< % of MACs, as `plan --max-cost`; 0: no cost ceiling
    class ToolchainCombo* m_vendor; ///< the session's toolchain (also the triage view's choice)
    QLabel* m_summary;
    QLabel* m_predicted;
    PlanPrediction* m_prediction;
};

/// "16-bit tensors: 20 · 4.6 % of MACs · 12 % of activation bytes", for the panel and the status bar.
QString planSummaryText(const SessionContext& context);

} // namespace quantlens
