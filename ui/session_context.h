#pragma once
#include "analysis/analysis.h"
#include "analysis/inspection.h"
#include "precision/plan_context.h"
#include "precision/plan_cost.h"
#include "precision/precision_plan.h"

#include <QObject>
#include <QUndoStack>
#include <QString>

#include <memory>
#include <vector>

namespace quantlens {

/// The one place views read shared state from: the current analysis, the selected tensor and the
/// thresholds (with the summaries they give). Panels subscribe to its signals and never call each
/// other, so one click selects a layer in every view.
class PlanEditCommand;

class SessionContext : public QObject {
    Q_OBJECT
public:
    explicit SessionContext(QObject* parent = nullptr);

    std::shared_ptr<const Analysis> analysis() const { return m_analysis; }
    /// Float tensor name of the selection; empty when nothing is selected.
    const QString& selectedTensor() const { return m_selected; }
    /// Row index of the selection in analysis()->rows, -1 when none.
    int selectedRow() const { return m_selectedRow; }
    /// Row of any float tensor in the current analysis, -1 when absent.
    int rowOf(const QString& tensor) const;

    const Thresholds& thresholds() const { return m_thresholds; }
    /// A candidate run's summary under the current thresholds; an empty one without an analysis.
    const AnalysisSummary& summary(std::size_t candidate = 0) const;
    /// Where a reader should look first (AnalysisSummary::startRow of the first run); empty when
    /// every tensor passes.
    QString startTensor() const;

    const InspectionRules& inspectionRules() const { return m_rules; }
    /// Every row's inspection under the current rules (one per row, in row order).
    const std::vector<TensorInspection>& inspections() const { return m_inspections; }

    /// The precision plan: the one thing users edit. Every change goes through the undo stack.
    const PrecisionPlan& plan() const { return m_plan; }
    /// The current model's activations as the plan sees them (names, shapes, MACs).
    const PlanContext& planContext() const { return m_planContext; }
    PlanCost planCost() const;
    QUndoStack* undoStack() const { return m_undo; }
    /// A tensor's precision in the plan (its op type's and the whole model's rules included).
    Precision precisionOf(const QString& tensor) const;
    bool isWide(const QString& tensor) const { return quantlens::isWide(precisionOf(tensor)); }

    /// Sets tensors to `precision` as the user's own choice (U8 for "back to the default"), as one
    /// undoable step called `what`.
    void setPrecision(const QStringList& tensors, Precision precision, const QString& what);
    /// 16 bit when the tensor is 8 bit, else back to 8 bit.
    void togglePrecision(const QString& tensor);
    /// Replaces the whole plan (suggestion, import, clear) as one undoable step.
    void replacePlan(const PrecisionPlan& plan, const QString& what);
    /// Starts over with `plan` (a workspace opened): no undo history.
    void resetPlan(const PrecisionPlan& plan);

public slots:
    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    /// Selects a float tensor by name (unknown names clear the selection).
    void select(const QString& tensor);
    /// Ignores thresholds that contradict each other (Thresholds::problem()); the editors prevent them.
    void setThresholds(const Thresholds& thresholds);
    /// Ignores unusable rules (InspectionRules::problem()).
    void setInspectionRules(const InspectionRules& rules);

signals:
    void analysisChanged();
    void selectionChanged(const QString& tensor);
    void thresholdsChanged();
    void inspectionChanged();
    void planChanged();

private:
    friend class PlanEditCommand;
    void applyPlan(const PrecisionPlan& plan); ///< for the undo commands
    void resummarize();
    void reinspect();

    std::shared_ptr<const Analysis> m_analysis;
    QString m_selected;
    int m_selectedRow = -1;
    Thresholds m_thresholds;
    std::vector<AnalysisSummary> m_summaries;
    AnalysisSummary m_empty;
    InspectionRules m_rules;
    std::vector<TensorInspection> m_inspections;
    PrecisionPlan m_plan;
    PlanContext m_planContext;
    QUndoStack* m_undo;
};

} // namespace quantlens
