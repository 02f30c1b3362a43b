// Metric definitions on edge cases, each checked against values worked out by hand.
#include "metrics/metric_kernel.h"
#include "metrics/metric_sums.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

using namespace quantlens;

namespace {
PairMetrics metricsOf(const std::vector<float>& a, const std::vector<float>& b)
{
    MetricSums sums;
    accumulateChunk(a.data(), b.data(), a.size(), sums);
    return sums.finish();
}
constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
constexpr float kInf = std::numeric_limits<float>::infinity();
}

TEST(MetricsKernel, SimpleVectorMatchesHandComputedValues)
{
    // a = (1, 2, 3, 4), b = (1, 2, 3, 5): d = (0, 0, 0, -1)
    const auto m = metricsOf({ 1, 2, 3, 4 }, { 1, 2, 3, 5 });
    EXPECT_EQ(m.comparedCount, 4u);
    EXPECT_NEAR(m.cosine, 34.0 / std::sqrt(30.0 * 39.0), 1e-15);
    EXPECT_DOUBLE_EQ(m.mse, 0.25);
    EXPECT_DOUBLE_EQ(m.rmse, 0.5);
    EXPECT_DOUBLE_EQ(m.maxAbsError, 1.0);
    EXPECT_DOUBLE_EQ(m.meanAbsError, 0.25);
    EXPECT_NEAR(m.relativeL2NormError, (std::sqrt(39.0) - std::sqrt(30.0)) / std::sqrt(30.0), 1e-15);
    EXPECT_NEAR(m.sqnrDb, 20 * std::log10(std::sqrt(30.0) / 1.0), 1e-12);
    EXPECT_DOUBLE_EQ(m.sigmaStarRelativeL1, 1.0 / 10.0);
    EXPECT_DOUBLE_EQ(m.reference.min, 1);
    EXPECT_DOUBLE_EQ(m.reference.max, 4);
    EXPECT_DOUBLE_EQ(m.reference.mean, 2.5);
    EXPECT_NEAR(m.reference.std, std::sqrt(1.25), 1e-15);
    EXPECT_NEAR(m.candidate.l2Norm, std::sqrt(39.0), 1e-15);
}

TEST(MetricsKernel, IdenticalTensorsArePerfect)
{
    std::vector<float> a(1000);
    for (std::size_t i = 0; i < a.size(); ++i)
        a[i] = std::sin(static_cast<float>(i));
    const auto m = metricsOf(a, a);
    EXPECT_DOUBLE_EQ(m.cosine, 1.0);
    EXPECT_DOUBLE_EQ(m.mse, 0.0);
    EXPECT_DOUBLE_EQ(m.maxAbsError, 0.0);
    EXPECT_DOUBLE_EQ(m.sigmaStarRelativeL1, 0.0);
    EXPECT_GT(m.sqnrDb, 300.0); // capped by machine epsilon, finite
    EXPECT_TRUE(std::isfinite(m.sqnrDb));
}

TEST(MetricsKernel, BothZeroVectorsAreIdenticalNotUndefined)
{
    const auto m = metricsOf({ 0, 0, 0 }, { 0, 0, 0 });
    EXPECT_DOUBLE_EQ(m.cosine, 1.0);
    EXPECT_DOUBLE_EQ(m.relativeL2NormError, 0.0);
    EXPECT_DOUBLE_EQ(m.sigmaStarRelativeL1, 0.0);
    EXPECT_DOUBLE_EQ(m.sqnrDb, 0.0); // ε/ε
}

TEST(MetricsKernel, OneZeroVectorHasZeroCosineAndInfiniteRelativeErrors)
{
    const auto zeroRef = metricsOf({ 0, 0 }, { 1, -1 });
    EXPECT_DOUBLE_EQ(zeroRef.cosine, 0.0);
    EXPECT_TRUE(std::isinf(zeroRef.relativeL2NormError));
    EXPECT_TRUE(std::isinf(zeroRef.sigmaStarRelativeL1));
    const auto zeroCand = metricsOf({ 3, 4 }, { 0, 0 });
    EXPECT_DOUBLE_EQ(zeroCand.cosine, 0.0);
    EXPECT_DOUBLE_EQ(zeroCand.relativeL2NormError, -1.0);
    EXPECT_DOUBLE_EQ(zeroCand.sigmaStarRelativeL1, 1.0);
    EXPECT_NEAR(zeroCand.sqnrDb, 0.0, 1e-12); // ‖f‖ = ‖f − q‖
}

TEST(MetricsKernel, ConstantTensorHasZeroStd)
{
    std::vector<float> a(5000, 0.1f), b(5000, 0.1f);
    const auto m = metricsOf(a, b);
    EXPECT_NEAR(m.reference.std, 0.0, 1e-9);
    EXPECT_DOUBLE_EQ(m.reference.min, m.reference.max);
    EXPECT_DOUBLE_EQ(m.cosine, 1.0);
}

TEST(MetricsKernel, ConstantTensorsOfAnyValueHaveZeroStd)
{
    // numpy's two passes give exactly 0 for a tensor of one value (a saturated ReLU6, a constant
    // layer); the one-pass sums Σx² − (Σx)²/n rounded to up to 2e-5 for 77.7 before a chunk of one
    // value was given no spread. Several chunks (16,384 values each), as the metrics pass reads them.
    constexpr std::size_t kChunk = 16384;
    for (const float value : { 0.1f, 0.3f, 1.1f, 3.3f, -2.9f, 77.7f, 1234.567f, 1e-3f, 5.5e4f })
        for (const std::size_t n : { std::size_t { 5000 }, kChunk, std::size_t { 100003 } }) {
            const std::vector<float> a(n, value), b(n, value);
            MetricSums sums;
            for (std::size_t first = 0; first < n; first += kChunk)
                accumulateChunk(a.data() + first, b.data() + first, std::min(kChunk, n - first), sums);
            const auto m = sums.finish();
            EXPECT_EQ(m.reference.std, 0.0) << value << " × " << n;
            EXPECT_EQ(m.candidate.std, 0.0) << value << " × " << n;
        }
}

TEST(MetricsKernel, SingleElement)
{
    const auto m = metricsOf({ -2 }, { -1 });
    EXPECT_DOUBLE_EQ(m.cosine, 1.0); // parallel 1-D vectors
    EXPECT_DOUBLE_EQ(m.mse, 1.0);
    EXPECT_DOUBLE_EQ(m.reference.std, 0.0);
    EXPECT_DOUBLE_EQ(m.relativeL2NormError, -0.5);
    const auto opposite = metricsOf({ 2 }, { -2 });
    EXPECT_DOUBLE_EQ(opposite.cosine, -1.0);
}

TEST(MetricsKernel, NanAndInfAreCountedAndLeftOutOfPairMetrics)
{
    // Positions 1 (NaN in a) and 3 (Inf in b) are skipped; compared: (1,1), (3,2)
    const auto m = metricsOf({ 1, kNaN, 3, 5 }, { 1, 7, 2, kInf });
    EXPECT_EQ(m.elementCount, 4u);
    EXPECT_EQ(m.comparedCount, 2u);
    EXPECT_EQ(m.reference.nanCount, 1u);
    EXPECT_EQ(m.reference.infCount, 0u);
    EXPECT_EQ(m.candidate.nanCount, 0u);
    EXPECT_EQ(m.candidate.infCount, 1u);
    EXPECT_DOUBLE_EQ(m.mse, 0.5);
    EXPECT_NEAR(m.cosine, 7.0 / std::sqrt(10.0 * 5.0), 1e-15);
    // Side statistics use every finite value of that side.
    EXPECT_EQ(m.reference.finiteCount, 3u);
    EXPECT_DOUBLE_EQ(m.reference.mean, 3.0);
    EXPECT_DOUBLE_EQ(m.reference.max, 5.0);
    EXPECT_EQ(m.candidate.finiteCount, 3u);
    EXPECT_DOUBLE_EQ(m.candidate.max, 7.0);
}

TEST(MetricsKernel, AllNanGivesUndefinedMetricsNotACrash)
{
    const auto m = metricsOf({ kNaN, kNaN }, { 1, 2 });
    EXPECT_EQ(m.comparedCount, 0u);
    EXPECT_TRUE(std::isnan(m.cosine));
    EXPECT_TRUE(std::isnan(m.reference.mean));
    EXPECT_EQ(m.reference.nanCount, 2u);
    EXPECT_DOUBLE_EQ(m.candidate.mean, 1.5);
}

TEST(MetricsKernel, EmptyTensorGivesUndefinedMetrics)
{
    const auto m = metricsOf({}, {});
    EXPECT_EQ(m.elementCount, 0u);
    EXPECT_TRUE(std::isnan(m.cosine));
}

TEST(MetricsKernel, ChunkedAccumulationEqualsOnePass)
{
    std::vector<float> a(10007), b(10007);
    for (std::size_t i = 0; i < a.size(); ++i) {
        a[i]
            = static_cast<float>(std::cos(0.01 * static_cast<double>(i)) * 50 + 100); // large mean: tests std stability
        b[i] = a[i] + static_cast<float>((i % 7) * 0.01);
    }
    MetricSums whole, pieces;
    accumulateChunk(a.data(), b.data(), a.size(), whole);
    for (std::size_t first = 0; first < a.size(); first += 999)
        accumulateChunk(a.data() + first, b.data() + first, std::min<std::size_t>(999, a.size() - first), pieces);
    const auto m1 = whole.finish(), m2 = pieces.finish();
    EXPECT_NEAR(m1.cosine, m2.cosine, 1e-14);
    EXPECT_NEAR(m1.mse / m2.mse, 1.0, 1e-12);
    EXPECT_NEAR(m1.reference.std / m2.reference.std, 1.0, 1e-10);
    EXPECT_NEAR(m1.reference.mean / m2.reference.mean, 1.0, 1e-14);
    // Against a plain two-pass computation in long double.
    long double mean = 0, m2sum = 0;
    for (float x : a)
        mean += x;
    mean /= a.size();
    for (float x : a)
        m2sum += (x - mean) * (x - mean);
    EXPECT_NEAR(m2.reference.std / std::sqrt(static_cast<double>(m2sum / a.size())), 1.0, 1e-10);
}
