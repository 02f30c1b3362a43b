#pragma once
#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;
class QTableView;

namespace quantlens {

class PlanModel;
class SessionContext;

/// The precision plan: what runs at 16 bit and why, with the suggestion (own quantization loss
/// first, within a tensor budget, by the vendor's rules), import and export of vendor configs, and
/// clearing. Every change is one step on the session's undo stack.
class PlanPanel : public QWidget {
    Q_OBJECT
public:
    explicit PlanPanel(SessionContext* context, QWidget* parent = nullptr);

private:
    void suggest();
    void importPlan();
    void exportPlan();
    void removeSelected();
    void updateSummary();
    void showSelection(const QString& tensor);

    SessionContext* m_context;
    PlanModel* m_model;
    QTableView* m_view;
    QSpinBox* m_budget;
    QComboBox* m_vendor;
    QLabel* m_summary;
};

/// "16-bit tensors: 20 · 4.6 % of MACs · 12 % of activation bytes", for the panel and the status bar.
QString planSummaryText(const SessionContext& context);

} // namespace quantlens
