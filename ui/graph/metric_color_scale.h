#pragma once
#include "analysis/inspection.h"
#include "analysis/thresholds.h"
#include "graph/graph_metric.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace quantlens {

/// Maps a metric value to a box colour, and tells the legend how to draw the same mapping.
/// Cosine and SQNR draw the verdict bands (pass green, warn yellow, fail as a red ramp) at the
/// thresholds, SQNR at the values cosine's thresholds correspond to; RMSE and max abs error,
/// which scale with each tensor's range, a green–yellow–red log ramp between the 5th and 95th
/// percentile of the compared tensors.
class MetricColorScale {
    Q_DECLARE_TR_FUNCTIONS(MetricColorScale)
public:
    /// Local drops below this count as none (the best colour).
    static constexpr double kLocalDropFloor = 1e-4;
    /// Cosine bands at the default thresholds.
    MetricColorScale();
    /// `values`: the metric of every compared tensor (only the percentile scales use them).
    static MetricColorScale forMetric(
        GraphMetric metric, const Thresholds& thresholds, const std::vector<double>& values);
    /// Range use and own SQNR: bands at the inspection limits (below the limit fails, up to twice
    /// the limit or 10 dB more warns); clipping and local drop: the log ramp, zero or less best (local
    /// drop and the measured gains from kLocalDropFloor, over at least two decades); isolated cos:
    /// the cosine bands at `thresholds`.
    static MetricColorScale forInspection(InspectionMetric metric, const InspectionRules& rules,
        const std::vector<double>& values, const Thresholds& thresholds = {});

    /// Two colours: green where a tensor's encoding is the same in both quantized models (value 0),
    /// red where it differs (value 1); `quantlens diff` and Analysis ▸ Compare encodings.
    static MetricColorScale forEncodingChange();
    /// The output cos a transform's site gains alone (the Advisor view's sites): teal on a log ramp where
    /// it helps, red where it costs, light where it changes nothing measurable.
    static MetricColorScale forLeverGain(const std::vector<double>& gains);
    bool leverGain() const { return m_leverGain; }
    bool encodingChange() const { return m_encodingChange; }
    /// |metric in run A − metric in run B| of every tensor both compared: the log ramp, no difference best.
    /// Cosine's ramp starts at 1e-4 and spans at least two decades (as the local drop's), so two runs that
    /// agree to 1e-6 everywhere stay green rather than stretching noise over the whole ramp.
    static MetricColorScale forRunDifference(
        GraphMetric metric, const std::vector<double>& differences, const QString& runA, const QString& runB);
    bool runDifference() const { return m_runDifference; }

    GraphMetric metric() const { return m_metric; }
    const std::optional<InspectionMetric>& inspection() const { return m_inspection; }
    MetricScaleKind kind() const;
    /// The name the legend shows.
    QString title() const;

    QColor colorFor(double value) const;
    static QColor notComparedColor();
    /// Dark text on light fills, white on dark ones.
    static QColor textColorOn(const QColor& fill);

    /// Legend geometry: position in [0, 1] along the bar, values ascending left to right.
    double valueAt(double position) const;
    double positionOf(double value) const;
    std::vector<double> ticks() const;
    QString tickLabel(std::size_t tick) const;
    /// How values map to colours, said in the legend ("bands at the thresholds", "log scale, …").
    QString description() const;

    static QString metricName(GraphMetric metric);
    static QString formatValue(double value);

private:
    QColor bandColor(double value) const;
    QColor rampColor(double value) const;
    /// The cosine bands' stops: the bar's ends around the fail and warn levels.
    static std::array<double, 5> cosineStops(const Thresholds& thresholds);

    GraphMetric m_metric = GraphMetric::Cosine;
    std::optional<InspectionMetric> m_inspection;
    bool m_encodingChange = false;
    bool m_runDifference = false;
    bool m_leverGain = false;
    QString m_runA, m_runB;
    /// Banded scales: the values at the legend's knots, ascending: the bar's left end, the
    /// deepest red, the fail level, the pass level, the bar's right end.
    std::array<double, 5> m_stops {};
    double m_min = 0; ///< percentile scales: the 5th and 95th percentile (positive)
    double m_max = 1;
};

} // namespace quantlens
