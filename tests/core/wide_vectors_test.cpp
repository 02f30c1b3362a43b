// The hot kernels have a 512-bit build (AVX-512 CPUs) and a 256-bit one. Both are run here on the
// same data, whatever this machine has, and each must give what a plain loop in long double gives:
// every length up to a few steps of both builds, so each loop's remainder is taken somewhere.
#include "metrics/metric_kernel.h"
#include "metrics/stats_kernel.h"
#include "metrics/wide_vectors.h"
#include "random_values.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

using namespace quantlens;

namespace {
struct PlainSums {
    long double a = 0, b = 0, aa = 0, bb = 0, ab = 0, dd = 0, absD = 0, absA = 0;
    double minA = INFINITY, maxA = -INFINITY, minB = INFINITY, maxB = -INFINITY, maxAbsD = 0;
};

PlainSums plainSums(const std::vector<float>& a, const std::vector<float>& b)
{
    PlainSums s;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const long double x = a[i], y = b[i], d = x - y;
        s.a += x, s.b += y, s.aa += x * x, s.bb += y * y, s.ab += x * y, s.dd += d * d;
        s.absD += std::fabs(d), s.absA += std::fabs(x);
        s.minA = std::min<double>(s.minA, a[i]), s.maxA = std::max<double>(s.maxA, a[i]);
        s.minB = std::min<double>(s.minB, b[i]), s.maxB = std::max<double>(s.maxB, b[i]);
        s.maxAbsD = std::max(s.maxAbsD, static_cast<double>(std::fabs(d)));
    }
    return s;
}

void expectClose(double got, long double want, const char* what, std::size_t n)
{
    EXPECT_NEAR(got, static_cast<double>(want), 1e-12 * std::max(1.0L, std::fabs(want))) << what << ", n = " << n;
}

std::vector<float> randomValues(std::size_t n, std::mt19937& rng, float spread)
{
    return test::normalValues(n, rng, 0.3f, spread);
}

std::vector<std::size_t> lengths()
{
    std::vector<std::size_t> n;
    for (std::size_t k = 1; k <= 70; ++k)
        n.push_back(k);
    for (std::size_t k : { 255, 256, 257, 1000, 4099 })
        n.push_back(k);
    return n;
}

class BothVectorWidths : public ::testing::TestWithParam<bool> {
protected:
    void SetUp() override
    {
        allowWideVectors(GetParam());
        if (GetParam() && !hasWideVectors())
            GTEST_SKIP() << "this CPU runs no x86-64-v4 code (or this build has no 512-bit loops)";
    }
    void TearDown() override { allowWideVectors(true); }
};
}

TEST_P(BothVectorWidths, FusedMetricSumsEqualAPlainLoop)
{
    std::mt19937 rng(7);
    for (const std::size_t n : lengths()) {
        const auto a = randomValues(n, rng, 2.0f), b = randomValues(n, rng, 2.0f);
        MetricSums sums;
        const ChunkRange range = accumulateChunk(a.data(), b.data(), n, sums);
        const PlainSums want = plainSums(a, b);
        ASSERT_TRUE(range.allFinite);
        EXPECT_EQ(sums.compared, n);
        EXPECT_EQ(range.minA, want.minA) << n;
        EXPECT_EQ(range.maxA, want.maxA) << n;
        EXPECT_EQ(range.minB, want.minB) << n;
        EXPECT_EQ(range.maxB, want.maxB) << n;
        EXPECT_EQ(sums.maxAbsDiff, want.maxAbsD) << n;
        expectClose(sums.sumRefSq, want.aa, "Σa²", n);
        expectClose(sums.sumCandSq, want.bb, "Σb²", n);
        expectClose(sums.sumProduct, want.ab, "Σab", n);
        expectClose(sums.sumDiffSq, want.dd, "Σ(a−b)²", n);
        expectClose(sums.sumAbsDiff, want.absD, "Σ|a−b|", n);
        expectClose(sums.sumAbsRef, want.absA, "Σ|a|", n);
        expectClose(sums.reference.mean * n, want.a, "Σa", n);
        expectClose(sums.candidate.mean * n, want.b, "Σb", n);
    }
}

TEST_P(BothVectorWidths, OwnLossOfFiniteValuesEqualsTheElementwiseLoop)
{
    // The fast loop (no finiteness masks) against the element-wise one, which rounds and clamps each
    // value as QuantizeLinear does: the same levels, so the same sums but for the order of addition.
    // The spread saturates some values at both ends of the 8-bit range.
    std::mt19937 rng(11);
    for (const std::size_t n : lengths()) {
        const auto x = randomValues(n, rng, 3.0f);
        OwnLossSums fast, elementwise;
        addOwnLossFinite(x.data(), n, 0.02, 3, -128, 127, fast);
        addOwnLoss(x.data(), n, 0.02, 3, -128, 127, elementwise);
        EXPECT_EQ(fast.count, n);
        EXPECT_EQ(elementwise.count, n);
        expectClose(fast.referenceSq, elementwise.referenceSq, "Σx²", n);
        expectClose(fast.fakeSq, elementwise.fakeSq, "Σf²", n);
        expectClose(fast.differenceSq, elementwise.differenceSq, "Σ(x−f)²", n);
    }
}

TEST_P(BothVectorWidths, FiniteScanAndSelectionEqualAPlainLoop)
{
    // Values beyond the thresholds copied out in order, with the count and range of the finite
    // ones; every 37th value is NaN or ±inf in the scan (selectBeyond() is only given finite data).
    // Values beyond are rare, as in a tensor's tails: a few far ones, every 53rd, and the normal
    // values' own tail beyond four sigma, so a step the loop skips leaves a block without its hit.
    std::mt19937 rng(13);
    const double below = -3.7, above = 4.3;
    for (const std::size_t n : lengths()) {
        auto x = randomValues(n, rng, 1.0f);
        for (std::size_t i = 17; i < n; i += 53)
            x[i] = i % 2 ? 9.0f : -9.0f;
        std::vector<double> wantBeyond;
        for (const float v : x)
            if (v < below || v > above)
                wantBeyond.push_back(v);
        std::vector<double> beyond(n);
        ASSERT_EQ(selectBeyond(x.data(), n, below, above, beyond.data()), wantBeyond.size()) << n;
        beyond.resize(wantBeyond.size());
        EXPECT_EQ(beyond, wantBeyond) << n;

        for (std::size_t i = 36; i < n; i += 37)
            x[i] = i % 2 ? NAN : (i % 3 ? INFINITY : -INFINITY);
        FiniteScan want { 0, INFINITY, -INFINITY };
        wantBeyond.clear();
        for (const float v : x)
            if (std::isfinite(v)) {
                ++want.count, want.low = std::min<double>(want.low, v), want.high = std::max<double>(want.high, v);
                if (v < below || v > above)
                    wantBeyond.push_back(v);
            }
        std::size_t selected = 0;
        beyond.assign(n, 0);
        const FiniteScan scan = scanFinite(x.data(), n, below, above, beyond.data(), selected);
        EXPECT_EQ(scan.count, want.count) << n;
        EXPECT_EQ(scan.low, want.low) << n;
        EXPECT_EQ(scan.high, want.high) << n;
        beyond.resize(selected);
        EXPECT_EQ(beyond, wantBeyond) << n;
    }
}

TEST_P(BothVectorWidths, LevelCountsEqualAPlainLoop)
{
    // A candidate on the levels of scale 0.5 from −4 to 4, a third of it at the two end levels, with
    // a NaN now and then.
    std::mt19937 rng(17);
    std::uniform_int_distribution<int> level(-10, 10);
    for (const std::size_t n : lengths()) {
        std::vector<float> c(n);
        for (std::size_t i = 0; i < n; ++i)
            c[i] = i % 41 == 40 ? NAN : 0.5f * static_cast<float>(std::clamp(level(rng), -8, 8));
        LevelCounts want;
        for (const float v : c) {
            want.finite += std::isfinite(v);
            want.atLow += v == -4.0f;
            want.atHigh += v == 4.0f;
        }
        const LevelCounts got = countLevels(c.data(), n, -4.0, 4.0, 0.25);
        EXPECT_EQ(got.finite, want.finite) << n;
        EXPECT_EQ(got.atLow, want.atLow) << n;
        EXPECT_EQ(got.atHigh, want.atHigh) << n;
    }
}

INSTANTIATE_TEST_SUITE_P(MetricKernels, BothVectorWidths, ::testing::Values(true, false),
    [](const auto& info) { return info.param ? std::string("Wide") : std::string("Narrow"); });
