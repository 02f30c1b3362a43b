#pragma once
#include "graph/graph_metric.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

#include <vector>

namespace quantlens {

/// Maps a metric value to a box colour, and tells the legend how to draw the same mapping.
/// Cosine uses the session thresholds (green / yellow / a red ramp down to 0.9); the other metrics a
/// continuous green–yellow–red ramp over the range seen in the analysis (logarithmic when it spans
/// more than two decades, since RMSE of late layers easily dwarfs early ones).
class MetricColorScale {
    Q_DECLARE_TR_FUNCTIONS(MetricColorScale)
public:
    MetricColorScale() = default;
    static MetricColorScale cosine(double threshold, double warning);
    static MetricColorScale continuous(GraphMetric metric, double minimum, double maximum);

    GraphMetric metric() const { return m_metric; }
    double minimum() const { return m_min; }
    double maximum() const { return m_max; }
    bool isLogarithmic() const { return m_log; }

    QColor colorFor(double value) const;
    static QColor notComparedColor();
    /// Dark text on light fills, white on dark ones.
    static QColor textColorOn(const QColor& fill);

    /// Legend geometry: position in [0, 1] along the bar, values ascending left to right.
    double valueAt(double position) const;
    double positionOf(double value) const;
    std::vector<double> ticks() const;

    static QString metricName(GraphMetric metric);
    static QString formatValue(double value);

private:
    /// 0 = best, 1 = worst, for the continuous ramp.
    double badness(double value) const;

    GraphMetric m_metric = GraphMetric::Cosine;
    double m_min = 0.9;  ///< cosine: the red floor; else the smallest value seen
    double m_max = 1.0;
    double m_threshold = 0.99;
    double m_warning = 0.98;
    bool m_log = false;
};

} // namespace quantlens
