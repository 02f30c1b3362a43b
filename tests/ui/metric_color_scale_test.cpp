// Each graph metric declares its colour scale: verdict bands at the thresholds for cosine and SQNR,
// a log scale between robust percentiles for RMSE and max abs error (whose ranges on real models,
// 0–465 and 0–2.8e3, painted a linear min-to-max scale one colour).
#include "graph/metric_color_scale.h"
#include "verdict_style.h"

#include <gtest/gtest.h>

#include <cmath>
#include <set>

using namespace quantlens;

namespace {
bool greenish(const QColor& c) { return c.green() > 150 && c.red() < 150; }
bool reddish(const QColor& c) { return c.red() > 150 && c.green() < 130; }
int distance(const QColor& a, const QColor& b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
}
}

TEST(MetricColorScale, CosineBandsSitAtTheThresholds)
{
    Thresholds t;
    const auto s = MetricColorScale::forMetric(GraphMetric::Cosine, t, {});
    EXPECT_EQ(s.colorFor(0.995), verdictStyle::fill(Verdict::Pass));
    EXPECT_EQ(s.colorFor(0.985), verdictStyle::fill(Verdict::Warn));
    EXPECT_TRUE(reddish(s.colorFor(0.97)));
    EXPECT_TRUE(reddish(s.colorFor(std::nan(""))));
    t.cosWarnBelow = 0.95;
    t.cosFailBelow = 0.9;
    const auto looser = MetricColorScale::forMetric(GraphMetric::Cosine, t, {});
    EXPECT_EQ(looser.colorFor(0.96), verdictStyle::fill(Verdict::Pass));
    EXPECT_EQ(looser.colorFor(0.92), verdictStyle::fill(Verdict::Warn));
}

TEST(MetricColorScale, SqnrBandsSitWhereTheCosineThresholdsFall)
{
    const Thresholds t; // cos 0.99 ↔ 17.0 dB, 0.98 ↔ 14.0 dB
    EXPECT_NEAR(sqnrAtCosine(0.99), 16.99, 0.01);
    EXPECT_NEAR(sqnrAtCosine(0.98), 13.98, 0.01);
    const auto s = MetricColorScale::forMetric(GraphMetric::Sqnr, t, { -0.3, 5, 15, 40, 323 });
    EXPECT_EQ(s.colorFor(323), verdictStyle::fill(Verdict::Pass)); // identical tensors do not stretch the scale
    EXPECT_EQ(s.colorFor(20), verdictStyle::fill(Verdict::Pass));
    EXPECT_EQ(s.colorFor(15), verdictStyle::fill(Verdict::Warn));
    EXPECT_TRUE(reddish(s.colorFor(5)));
    EXPECT_EQ(s.kind(), MetricScaleKind::ThresholdBands);
}

TEST(MetricColorScale, RmseSpreadsOverTheBulkOfTheTensorsNotTheirExtremes)
{
    // Like det: identical inputs at 0, most tensors between 0.05 and 5, one late layer at 465.
    std::vector<double> rmse { 0, 0 };
    for (int i = 0; i < 100; ++i)
        rmse.push_back(0.05 * std::pow(100.0, i / 99.0));
    rmse.push_back(465);
    const auto s = MetricColorScale::forMetric(GraphMetric::Rmse, {}, rmse);
    EXPECT_EQ(s.kind(), MetricScaleKind::LogPercentiles);
    EXPECT_TRUE(s.description().contains(QStringLiteral("log")));
    EXPECT_TRUE(greenish(s.colorFor(0)));
    EXPECT_TRUE(greenish(s.colorFor(0.06)));
    EXPECT_TRUE(reddish(s.colorFor(465)));
    EXPECT_TRUE(reddish(s.colorFor(4.5)));
    // The bulk gets the whole ramp: the 25th, 50th and 75th percentiles have clearly different colours.
    const QColor q1 = s.colorFor(rmse[27]), q2 = s.colorFor(rmse[52]), q3 = s.colorFor(rmse[77]);
    EXPECT_GT(distance(q1, q2), 60);
    EXPECT_GT(distance(q2, q3), 60);
    // The legend's ticks are the percentile bounds, labelled as open-ended.
    EXPECT_TRUE(s.tickLabel(0).startsWith(QStringLiteral("≤")));
    EXPECT_TRUE(s.tickLabel(2).startsWith(QStringLiteral("≥")));
}

TEST(MetricColorScale, MaxAbsErrorWithNoErrorAtAllStaysDefined)
{
    const auto s = MetricColorScale::forMetric(GraphMetric::MaxAbsError, {}, { 0, 0, 0 });
    EXPECT_TRUE(s.colorFor(0).isValid());
    EXPECT_TRUE(greenish(s.colorFor(0)));
    std::set<QRgb> colours;
    for (double p = 0; p <= 1.0; p += 0.25)
        colours.insert(s.colorFor(s.valueAt(p)).rgb());
    EXPECT_GE(colours.size(), 3u); // the legend still draws a ramp
}

TEST(MetricColorScale, LocalDropHasAFloorSoSmallDropsLookSmall)
{
    // A model whose largest drop is 0.001: without a floor the ramp would run up to it, painting
    // 0.001 the colour of a broken layer's 0.09.
    std::vector<double> drops;
    for (int i = 0; i < 50; ++i)
        drops.push_back(1e-6 * std::pow(1000.0, i / 49.0)); // 1e-6 … 1e-3
    const auto s = MetricColorScale::forInspection(InspectionMetric::LocalDrop, InspectionRules {}, drops);
    EXPECT_TRUE(greenish(s.colorFor(5e-5))); // below the floor: none
    EXPECT_FALSE(reddish(s.colorFor(1e-3)));
    EXPECT_TRUE(reddish(s.colorFor(0.09)));
    EXPECT_GT(distance(s.colorFor(1e-3), s.colorFor(0.09)), 60);
    EXPECT_DOUBLE_EQ(s.valueAt(0), MetricColorScale::kLocalDropFloor);
}

TEST(MetricColorScale, MeasuredGainsRedWhereTheyMatterIsolatedCosInCosineBands)
{
    // Gains: most tensors give nothing (0 … 1e-5), one gives +0.03: that one is red, the rest green.
    std::vector<double> gains(60, 0.0);
    for (int i = 0; i < 50; ++i)
        gains[i] = 1e-7 * (i + 1);
    gains.back() = 0.03;
    const auto g = MetricColorScale::forInspection(InspectionMetric::Gain16, InspectionRules {}, gains);
    EXPECT_TRUE(greenish(g.colorFor(5e-6)));
    EXPECT_TRUE(reddish(g.colorFor(0.03)));
    Thresholds t;
    t.cosFailBelow = 0.95;
    t.cosWarnBelow = 0.99;
    const auto c = MetricColorScale::forInspection(InspectionMetric::IsolatedCos, InspectionRules {}, {}, t);
    EXPECT_EQ(c.kind(), MetricScaleKind::ThresholdBands);
    EXPECT_TRUE(greenish(c.colorFor(0.999)));
    EXPECT_TRUE(reddish(c.colorFor(0.90)));
}
