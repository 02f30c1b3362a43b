#pragma once
#include "analysis/tensor_distributions.h"
#include "workers/latest_job.h"

#include <QWidget>

#include <optional>

class QCustomPlot;
class QBoxLayout;
class QLabel;

namespace quantlens {

class SessionContext;

/// The selected tensor in detail, for every run: value histograms of the reference and each run on
/// shared bins, each run's error histogram, and per channel the reference's range and each run's
/// cosine. The tensor is read again on a worker when the selection changes.
class HistogramsPanel : public QWidget {
    Q_OBJECT
public:
    explicit HistogramsPanel(SessionContext* context, QWidget* parent = nullptr);

protected:
    void resizeEvent(QResizeEvent* event) override;

public:
    ~HistogramsPanel() override;
    /// Waits (at most `ms`) until the selected tensor's histograms are shown; for snapshots and tests.
    bool waitForData(int ms);
    QCustomPlot* valuePlot() const { return m_values; }
    QCustomPlot* errorPlot() const { return m_errors; }
    QCustomPlot* channelPlot() const { return m_channels; }

private:
    void reload();
    void show(Result<TensorDistributions> result);
    void clearPlots(const QString& message);

    SessionContext* m_context;
    QLabel* m_title;
    QCustomPlot* m_values;
    QCustomPlot* m_errors;
    QCustomPlot* m_channels;
    QBoxLayout* m_plots = nullptr; ///< the three plots: side by side when the panel is wide and short
    LatestJob<Result<TensorDistributions>> m_job;
};

} // namespace quantlens
