#pragma once
#include "analysis/analysis.h"

#include <QObject>
#include <QString>

#include <memory>

namespace quantlens {

/// The one place views read shared state from: the current analysis, the selected tensor and the
/// thresholds. Panels subscribe to its signals and never call each other, so one click selects a
/// layer in every view.
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
    double cosThreshold() const { return m_cosThreshold; }
    double cosWarningThreshold() const { return m_cosWarning; }
    double rmseThreshold() const { return m_rmseThreshold; }

public slots:
    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    /// Selects a float tensor by name (unknown names clear the selection).
    void select(const QString& tensor);
    void setThresholds(double cos, double cosWarning, double rmse);

signals:
    void analysisChanged();
    void selectionChanged(const QString& tensor);
    void thresholdsChanged();

private:
    std::shared_ptr<const Analysis> m_analysis;
    QString m_selected;
    int m_selectedRow = -1;
    double m_cosThreshold = 0.99;
    double m_cosWarning = 0.98;
    double m_rmseThreshold = 0.1;
};

} // namespace quantlens
