#pragma once
#include "selection_revealer.h"
#include <nlohmann/json.hpp>

#include <QWidget>

class QCheckBox;
class QDoubleSpinBox;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace quantlens {

class InspectorModel;
class SessionContext;

/// The min/max inspector: every tensor's range against its quantization, clipping, own loss and
/// local drop, with the flag limits editable above the table and a "flagged only" filter. Linked
/// to the one selection both ways.
class InspectorPanel : public QWidget, public SelectionRevealer {
    Q_OBJECT
public:
    explicit InspectorPanel(SessionContext* context, QWidget* parent = nullptr);
    /// {"flagged_only": bool} for the workspace.
    nlohmann::json saveState() const;
    void restoreState(const nlohmann::json& state);
    void revealSelection() override;

private:
    void showSelection(const QString& tensor);
    void applyRules();
    void showRules();
    /// Runs at 16 bit what the selected tensor's advice names (SigmaStar: the convolution inputs).
    void applyAdvice();
    void updateAdviceButton();

    SessionContext* m_context;
    InspectorModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
    QCheckBox* m_flaggedOnly;
    QDoubleSpinBox* m_u8Range;
    QDoubleSpinBox* m_clipPercent;
    QDoubleSpinBox* m_rangeUsePercent;
    QDoubleSpinBox* m_ownSqnr;
    QPushButton* m_applyAdvice;
};

} // namespace quantlens
