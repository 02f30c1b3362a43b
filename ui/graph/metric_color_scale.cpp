#include "graph/metric_color_scale.h"

#include "analysis/quantile_range.h"
#include "verdict_style.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace quantlens {
namespace {
    // Where the stops sit along the legend bar: the bands get room so the fail and warn levels and 1 do not print
    // on top of each other.
    constexpr std::array<double, 5> kKnots { 0.0, 0.15, 0.55, 0.75, 1.0 };
    constexpr double kLowQuantile = 0.05;
    constexpr double kHighQuantile = 0.95;
    const QColor kContinuousBad(215, 48, 39);
    // The lever-gain ramp: a pale tint where a site gains nothing measurable, deep teal where it gains most
    // (neither a verdict colour: a gain is not a pass or a fail).
    const QColor kLeverNeutral(222, 240, 238);
    const QColor kLeverHelps(0, 121, 107);

    QColor mix(const QColor& a, const QColor& b, double t)
    {
        t = std::clamp(t, 0.0, 1.0);
        return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
    }

    double lerp(double a, double b, double t) { return a + (b - a) * t; }
}

MetricColorScale::MetricColorScale()
    : m_stops(cosineStops(Thresholds {}))
{ }

std::array<double, 5> MetricColorScale::cosineStops(const Thresholds& t)
{
    const double floor = std::min(0.9, t.cosFailBelow - 0.05);
    return { floor - 0.05, floor, t.cosFailBelow, t.cosWarnBelow, 1.0 };
}

MetricColorScale MetricColorScale::forMetric(GraphMetric metric, const Thresholds& t, const std::vector<double>& values)
{
    MetricColorScale s;
    s.m_metric = metric;
    if (metric == GraphMetric::Cosine) {
        s.m_stops = cosineStops(t);
    } else if (metric == GraphMetric::Sqnr) {
        const double fail = sqnrAtCosine(t.cosFailBelow), pass = sqnrAtCosine(t.cosWarnBelow);
        s.m_stops = { fail - 13, fail - 10, fail, pass, pass + 15 };
    } else {
        // Zero error (identical tensors) has no place on a log axis: the smallest error above zero
        // stands in for the floor, and zero gets the best colour.
        std::vector<double> positive;
        for (double v : values)
            if (std::isfinite(v) && v > 0)
                positive.push_back(v);
        const auto range = quantileRange(positive, kLowQuantile, kHighQuantile);
        s.m_min = range ? range->first : 1e-6;
        s.m_max = range ? std::max(range->second, s.m_min * 1.0001) : 1.0;
    }
    return s;
}

MetricColorScale MetricColorScale::forInspection(
    InspectionMetric metric, const InspectionRules& rules, const std::vector<double>& values, const Thresholds& t)
{
    MetricColorScale s = forMetric(GraphMetric::Rmse, {}, values); // the log ramp's percentiles
    s.m_inspection = metric;
    if (metric == InspectionMetric::RangeUse) {
        const double limit = rules.rangeUseBelow;
        s.m_stops = { 0.0, limit * 0.5, limit, std::max(limit * 2, limit + 0.01), std::max(1.0, limit * 2 + 0.02) };
    } else if (metric == InspectionMetric::OwnSqnr) {
        const double limit = rules.ownSqnrBelowDb;
        s.m_stops = { limit - 13, limit - 10, limit, limit + 10, limit + 25 };
    } else if (metric == InspectionMetric::IsolatedCos) {
        s.m_stops = cosineStops(t); // a layer's own error judged like any cosine
    } else if (metric == InspectionMetric::LocalDrop || metric == InspectionMetric::Gain16
        || metric == InspectionMetric::GainFloat) {
        // Cosine lost is an absolute scale: below the floor a drop is noise (best colour), and the
        // ramp spans at least two decades above it, so on a model whose largest drop is 0.001 that
        // drop looks like 0.001, not like the 0.09 of a broken layer.
        s.m_min = std::max(s.m_min, kLocalDropFloor);
        s.m_max = std::max(s.m_max, kLocalDropFloor * 100);
    }
    return s;
}

MetricColorScale MetricColorScale::forEncodingChange()
{
    MetricColorScale s;
    s.m_encodingChange = true;
    return s;
}

MetricColorScale MetricColorScale::forLeverGain(const std::vector<double>& gains)
{
    MetricColorScale s = forInspection(InspectionMetric::Gain16, {}, gains);
    s.m_leverGain = true;
    // From the least gain that counts to the largest measured: a few sites, each to be told apart (the
    // percentiles of a handful of values would put the best at the ramp's start).
    s.m_min = kLocalDropFloor;
    s.m_max = kLocalDropFloor * 100;
    for (const double gain : gains)
        s.m_max = std::max(s.m_max, gain);
    return s;
}

MetricColorScale MetricColorScale::forRunDifference(
    GraphMetric metric, const std::vector<double>& differences, const QString& runA, const QString& runB)
{
    MetricColorScale s = forMetric(GraphMetric::Rmse, {}, differences); // the log ramp's percentiles
    s.m_metric = metric;
    s.m_runDifference = true;
    s.m_runA = runA;
    s.m_runB = runB;
    if (metric == GraphMetric::Cosine) {
        s.m_min = std::max(s.m_min, kLocalDropFloor);
        s.m_max = std::max(s.m_max, kLocalDropFloor * 100);
    }
    return s;
}

MetricScaleKind MetricColorScale::kind() const
{
    if (m_runDifference)
        return MetricScaleKind::LogPercentiles;
    if (m_inspection)
        return *m_inspection == InspectionMetric::RangeUse || *m_inspection == InspectionMetric::OwnSqnr
                || *m_inspection == InspectionMetric::IsolatedCos
            ? MetricScaleKind::ThresholdBands
            : MetricScaleKind::LogPercentiles;
    return graphMetricScaleKind(m_metric);
}

QString MetricColorScale::title() const
{
    if (m_encodingChange)
        return tr("Encoding changed");
    if (m_runDifference)
        return tr("|Δ %1|, %2 against %3").arg(metricName(m_metric), m_runA, m_runB);
    if (m_leverGain)
        return tr("Helped by SmoothQuant / CLE (measured)");
    return m_inspection ? QCoreApplication::translate("Metrics", inspectionMetricDescriptor(*m_inspection).title)
                        : metricName(m_metric);
}

QColor MetricColorScale::notComparedColor() { return verdictStyle::fill(Verdict::NotCompared); }

QColor MetricColorScale::textColorOn(const QColor& fill)
{
    return fill.lightnessF() < 0.45 ? QColor(Qt::white) : QColor(33, 33, 33);
}

QColor MetricColorScale::bandColor(double value) const
{
    if (std::isnan(value))
        return verdictStyle::failDeep();
    if (value >= m_stops[3])
        return verdictStyle::fill(Verdict::Pass);
    if (value >= m_stops[2])
        return verdictStyle::fill(Verdict::Warn);
    const double span = m_stops[2] - m_stops[1];
    return span > 0 ? mix(verdictStyle::failDeep(), verdictStyle::fill(Verdict::Fail), (value - m_stops[1]) / span)
                    : verdictStyle::failDeep();
}

QColor MetricColorScale::rampColor(double value) const
{
    if (std::isnan(value) || (std::isinf(value) && value > 0))
        return kContinuousBad;
    const double b = positionOf(value); // 0 = smallest error = best
    return b < 0.5 ? mix(verdictStyle::fill(Verdict::Pass), verdictStyle::fill(Verdict::Warn), b * 2)
                   : mix(verdictStyle::fill(Verdict::Warn), kContinuousBad, (b - 0.5) * 2);
}

QColor MetricColorScale::colorFor(double value) const
{
    if (m_encodingChange)
        return verdictStyle::fill(value >= 0.5 ? Verdict::Fail : Verdict::Pass);
    if (m_leverGain) {
        if (value < -kLocalDropFloor || std::isnan(value))
            return verdictStyle::fill(Verdict::Fail); // the transform costs here
        return mix(kLeverNeutral, kLeverHelps, positionOf(value));
    }
    return kind() == MetricScaleKind::ThresholdBands ? bandColor(value) : rampColor(value);
}

double MetricColorScale::valueAt(double position) const
{
    position = std::clamp(position, 0.0, 1.0);
    if (m_encodingChange)
        return position; // the bar's left half same, right half changed
    if (kind() == MetricScaleKind::ThresholdBands) {
        for (std::size_t i = 1; i < kKnots.size(); ++i)
            if (position <= kKnots[i])
                return lerp(m_stops[i - 1], m_stops[i], (position - kKnots[i - 1]) / (kKnots[i] - kKnots[i - 1]));
        return m_stops.back();
    }
    return std::pow(10.0, lerp(std::log10(m_min), std::log10(m_max), position));
}

double MetricColorScale::positionOf(double value) const
{
    if (m_encodingChange)
        return std::clamp(value, 0.0, 1.0);
    if (kind() == MetricScaleKind::ThresholdBands) {
        if (value <= m_stops.front())
            return 0.0;
        for (std::size_t i = 1; i < m_stops.size(); ++i)
            if (value <= m_stops[i]) {
                const double span = m_stops[i] - m_stops[i - 1];
                return lerp(kKnots[i - 1], kKnots[i], span > 0 ? (value - m_stops[i - 1]) / span : 1.0);
            }
        return 1.0;
    }
    if (!(value > m_min))
        return 0.0;
    return std::clamp((std::log10(value) - std::log10(m_min)) / (std::log10(m_max) - std::log10(m_min)), 0.0, 1.0);
}

std::vector<double> MetricColorScale::ticks() const
{
    if (m_encodingChange)
        return { 0.25, 0.75 };
    if (kind() == MetricScaleKind::ThresholdBands)
        return { m_stops[1], m_stops[2], m_stops[3], m_stops[4] };
    return { valueAt(0.0), valueAt(0.5), valueAt(1.0) };
}

QString MetricColorScale::tickLabel(std::size_t tick) const
{
    const auto all = ticks();
    if (tick >= all.size())
        return {};
    if (m_encodingChange)
        return tick == 0 ? tr("same") : tr("changed");
    const QString value = formatValue(all[tick]);
    if (kind() == MetricScaleKind::ThresholdBands)
        return tick == 1 || tick == 2 ? tr("≥ %1").arg(value) : value; // where the yellow and green bands start
    if (tick == 0)
        return tr("≤ %1").arg(value);
    return tick + 1 == all.size() ? tr("≥ %1").arg(value) : value;
}

QString MetricColorScale::description() const
{
    if (m_encodingChange)
        return tr("red: type, granularity, scale, zero point or range differ, or one model lacks the tensor");
    if (m_runDifference)
        return tr("log scale of the difference between the two runs, 5th–95th percentile; 0 best; the "
                  "magenta ≠ marks where they part first");
    if (m_leverGain)
        return tr("output cos gained with the transform at this site alone, log scale; red: it costs; grey: "
                  "not one of its sites");
    if (m_inspection)
        return kind() == MetricScaleKind::ThresholdBands
            ? tr("bands at the inspection limits")
            : tr("log scale, 5th–95th percentile of the tensors; 0 or less best");
    if (m_metric == GraphMetric::Cosine)
        return tr("pass / warn / fail at the thresholds");
    if (m_metric == GraphMetric::Sqnr)
        return tr("bands where cos thresholds fall (SQNR = −10·log₁₀(2(1−cos)))");
    return tr("log scale, 5th–95th percentile of the tensors");
}

QString MetricColorScale::metricName(GraphMetric metric)
{
    return QCoreApplication::translate("Metrics", metricDescriptor(metric).title);
}

QString MetricColorScale::formatValue(double value) { return QString::number(value, 'g', 3); }

} // namespace quantlens
