#include "graph/metric_color_scale.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace quantlens {
namespace {
// ColorBrewer RdYlGn: readable with black text, and distinguishable for most colour-blind readers.
const QColor kGood(102, 189, 99);
const QColor kWarn(254, 224, 139);
const QColor kBadStart(244, 109, 67);
const QColor kBadEnd(165, 0, 38);
const QColor kContinuousBad(215, 48, 39);
constexpr double kCosineFloor = 0.9;
// The cosine legend is piecewise so 0.98, 0.99 and 1 do not print on top of each other.
constexpr double kCosineLowValue = 0.85;
constexpr std::array<double, 5> kCosineKnots { 0.0, 0.15, 0.55, 0.75, 1.0 };

QColor mix(const QColor& a, const QColor& b, double t)
{
    t = std::clamp(t, 0.0, 1.0);
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
        static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
        static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

double lerp(double a, double b, double t)
{
    return a + (b - a) * t;
}
}

MetricColorScale MetricColorScale::cosine(double threshold, double warning)
{
    MetricColorScale s;
    s.m_metric = GraphMetric::Cosine;
    s.m_threshold = threshold;
    s.m_warning = std::min(warning, threshold);
    s.m_min = kCosineFloor;
    s.m_max = 1.0;
    return s;
}

MetricColorScale MetricColorScale::continuous(GraphMetric metric, double minimum, double maximum)
{
    MetricColorScale s;
    s.m_metric = metric;
    s.m_min = std::min(minimum, maximum);
    s.m_max = std::max(minimum, maximum);
    s.m_log = metric != GraphMetric::Sqnr && s.m_min > 0 && s.m_max / s.m_min > 100;
    return s;
}

QColor MetricColorScale::notComparedColor()
{
    return QColor(217, 217, 217);
}

QColor MetricColorScale::textColorOn(const QColor& fill)
{
    return fill.lightnessF() < 0.45 ? QColor(Qt::white) : QColor(33, 33, 33);
}

double MetricColorScale::badness(double value) const
{
    if (!std::isfinite(value))
        return std::isinf(value) && graphMetricHigherIsBetter(m_metric) == (value > 0) ? 0.0 : 1.0;
    double t = 0;
    if (m_max > m_min) {
        if (m_log)
            t = (std::log10(std::max(value, m_min)) - std::log10(m_min)) / (std::log10(m_max) - std::log10(m_min));
        else
            t = (value - m_min) / (m_max - m_min);
    }
    t = std::clamp(t, 0.0, 1.0);
    return graphMetricHigherIsBetter(m_metric) ? 1.0 - t : t;
}

QColor MetricColorScale::colorFor(double value) const
{
    if (m_metric == GraphMetric::Cosine) {
        if (std::isnan(value))
            return kBadEnd;
        if (value >= m_threshold)
            return kGood;
        if (value >= m_warning)
            return kWarn;
        const double span = m_warning - kCosineFloor;
        return span > 0 ? mix(kBadEnd, kBadStart, (value - kCosineFloor) / span) : kBadEnd;
    }
    const double b = badness(value);
    return b < 0.5 ? mix(kGood, kWarn, b * 2) : mix(kWarn, kContinuousBad, (b - 0.5) * 2);
}

double MetricColorScale::valueAt(double position) const
{
    position = std::clamp(position, 0.0, 1.0);
    if (m_metric == GraphMetric::Cosine) {
        const std::array<double, 5> values { kCosineLowValue, kCosineFloor, m_warning, m_threshold, 1.0 };
        for (std::size_t i = 1; i < kCosineKnots.size(); ++i)
            if (position <= kCosineKnots[i])
                return lerp(values[i - 1], values[i],
                    (position - kCosineKnots[i - 1]) / (kCosineKnots[i] - kCosineKnots[i - 1]));
        return 1.0;
    }
    if (m_log)
        return std::pow(10.0, lerp(std::log10(m_min), std::log10(m_max), position));
    return lerp(m_min, m_max, position);
}

double MetricColorScale::positionOf(double value) const
{
    if (m_metric == GraphMetric::Cosine) {
        const std::array<double, 5> values { kCosineLowValue, kCosineFloor, m_warning, m_threshold, 1.0 };
        if (value <= values.front())
            return 0.0;
        for (std::size_t i = 1; i < values.size(); ++i)
            if (value <= values[i]) {
                const double span = values[i] - values[i - 1];
                const double t = span > 0 ? (value - values[i - 1]) / span : 1.0;
                return lerp(kCosineKnots[i - 1], kCosineKnots[i], t);
            }
        return 1.0;
    }
    if (m_max <= m_min)
        return 0.5;
    if (m_log)
        return std::clamp((std::log10(std::max(value, m_min)) - std::log10(m_min))
                / (std::log10(m_max) - std::log10(m_min)), 0.0, 1.0);
    return std::clamp((value - m_min) / (m_max - m_min), 0.0, 1.0);
}

std::vector<double> MetricColorScale::ticks() const
{
    if (m_metric == GraphMetric::Cosine)
        return { kCosineFloor, m_warning, m_threshold, 1.0 };
    if (m_max <= m_min)
        return { m_min };
    return { valueAt(0.0), valueAt(0.5), valueAt(1.0) };
}

QString MetricColorScale::metricName(GraphMetric metric)
{
    switch (metric) {
    case GraphMetric::Cosine:
        return tr("Cosine");
    case GraphMetric::Rmse:
        return tr("RMSE");
    case GraphMetric::Sqnr:
        return tr("SQNR (dB)");
    case GraphMetric::MaxAbsError:
        return tr("Max abs error");
    }
    return {};
}

QString MetricColorScale::formatValue(double value)
{
    return QString::number(value, 'g', 3);
}

} // namespace quantlens
