#pragma once
#include "analysis/analysis.h"
#include "analysis/inspection.h"

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

namespace quantlens {

/// The one place views read shared state from: the current analysis, the selected tensor and the
/// thresholds (with the summaries they give). Panels subscribe to its signals and never call each
/// other, so one click selects a layer in every view.
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

private:
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
};

} // namespace quantlens
