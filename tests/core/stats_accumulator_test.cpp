#include "metrics/stats_accumulator.h"
#include "random_values.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

using namespace quantlens;

namespace {
/// numpy.percentile's default (linear) on a copy.
double linearPercentile(std::vector<double> v, double q)
{
    std::sort(v.begin(), v.end());
    const double rank = q * static_cast<double>(v.size() - 1);
    const auto below = static_cast<std::size_t>(std::floor(rank));
    const std::size_t above = std::min(below + 1, v.size() - 1);
    return v[below] + (rank - static_cast<double>(below)) * (v[above] - v[below]);
}

QuantParams uint8(double scale, long long zeroPoint)
{
    QuantParams q;
    q.dtype = DType::UInt8;
    q.scales = { scale };
    q.zeroPoints = { zeroPoint };
    q.computeRanges();
    return q;
}

/// Feeds `ref`/`cand` in ranges cut at `cuts`, merged in reverse order, as the engine's threads may.
TensorStats gather(const TensorStatsRequest& request, const std::vector<std::int64_t>& shape,
    const std::vector<float>& ref, const std::vector<float>& cand, std::vector<std::size_t> cuts)
{
    cuts.insert(cuts.begin(), 0);
    cuts.push_back(ref.size());
    StatsAccumulator total(request, shape);
    std::vector<OwnLossSums> own;
    std::vector<StatsAccumulator> parts;
    for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
        parts.emplace_back(request, shape);
        parts.back().add(ref.data() + cuts[i], cand.data() + cuts[i], cuts[i], cuts[i + 1] - cuts[i]);
        own.push_back(parts.back().ownSums());
    }
    for (auto it = parts.rbegin(); it != parts.rend(); ++it)
        total.mergeCounts(*it);
    OwnLossSums ownTotal;
    for (const auto& s : own)
        ownTotal.merge(s);
    return total.finish(ownTotal);
}
}

TEST(StatsAccumulator, PercentilesAreNumpysExactlyWhateverTheRanges)
{
    std::mt19937 rng(7);
    std::vector<float> ref = test::normalValues(200003, rng, 0.5f, 2.0f);
    ref[17] = std::numeric_limits<float>::quiet_NaN(); // not a value: left out
    ref[99] = std::numeric_limits<float>::infinity();
    std::vector<double> finite;
    for (float v : ref)
        if (std::isfinite(v))
            finite.push_back(v);
    TensorStatsRequest request;
    request.reference = true;
    for (const auto& cuts : { std::vector<std::size_t> {}, { 1000, 150000 }, { 1, 2, 3, 199999 } }) {
        const TensorStats s = gather(request, { static_cast<std::int64_t>(ref.size()) }, ref, ref, cuts);
        ASSERT_TRUE(s.lowPercentile && s.highPercentile);
        EXPECT_DOUBLE_EQ(*s.lowPercentile, linearPercentile(finite, 0.0001));
        EXPECT_DOUBLE_EQ(*s.highPercentile, linearPercentile(finite, 0.9999));
        EXPECT_EQ(s.referenceFiniteCount, finite.size());
    }
}

TEST(StatsAccumulator, ChannelMaxAbsAlongTheAxis)
{
    // [2, 3, 4]: channel c of axis 1 holds elements where (i / 4) % 3 == c.
    std::vector<float> ref(24);
    for (std::size_t i = 0; i < ref.size(); ++i)
        ref[i] = static_cast<float>(i) * ((i % 2) ? -1.0f : 1.0f);
    TensorStatsRequest request;
    request.reference = true;
    request.channelAxis = 1;
    const TensorStats s = gather(request, { 2, 3, 4 }, ref, ref, { 5, 13 });
    EXPECT_EQ(s.channelAxis, 1);
    // Channel 0: elements 0-3 and 12-15 → 15; channel 1: 4-7, 16-19 → 19; channel 2: 8-11, 20-23 → 23.
    EXPECT_THAT(s.channelMaxAbs, ::testing::ElementsAre(15.0, 19.0, 23.0));
}

TEST(StatsAccumulator, OwnLossClippingAndLevelsOfTheCandidate)
{
    // uint8, scale 0.1, zero point 100: representable [-10, 15.5].
    const QuantParams q = uint8(0.1, 100);
    std::vector<float> ref = { 0.04f, 0.05f, 0.15f, -3.33f, 15.54f, 15.6f, 20.0f, -10.04f, -10.2f, 2.0f };
    std::vector<float> cand = { 0.0f, 0.0f, 0.2f, -3.3f, 15.5f, 15.5f, 15.5f, -10.0f, -10.0f, 2.0f };
    TensorStatsRequest request;
    request.reference = true;
    request.quant = q;
    const TensorStats s = gather(request, { 10 }, ref, cand, { 4 });
    // Beyond half a step (0.05) outside [-10, 15.5]: 15.6, 20.0 and -10.2 (15.54 and -10.04 only round).
    EXPECT_EQ(s.clippedCount, 3u);
    EXPECT_EQ(s.candidateAtMax, 3u);
    EXPECT_EQ(s.candidateAtMin, 2u);
    ASSERT_TRUE(s.ownLoss.has_value());
    // Fake quantization by hand, in float like QuantizeLinear (0.05/0.1 rounds half to even → 0).
    double dot = 0, rr = 0, ff = 0;
    for (float x : ref) {
        const float qv = std::clamp(std::nearbyint(x / 0.1f) + 100.0f, 0.0f, 255.0f);
        const double f = (qv - 100.0f) * 0.1f;
        dot += x * f;
        rr += static_cast<double>(x) * x;
        ff += f * f;
    }
    EXPECT_NEAR(s.ownLoss->cosine, dot / std::sqrt(rr * ff), 1e-12);
}

TEST(StatsAccumulator, CandidateLevelsOnlyWhenNoReferenceStatsAsked)
{
    TensorStatsRequest request;
    request.quant = uint8(0.5, 0); // [0, 127.5]
    const std::vector<float> ref = { 1, 2, 3 };
    const std::vector<float> cand = { 0.0f, 127.5f, 127.4f };
    const TensorStats s = gather(request, { 3 }, ref, cand, {});
    EXPECT_FALSE(s.lowPercentile.has_value());
    EXPECT_FALSE(s.ownLoss.has_value());
    EXPECT_EQ(s.candidateAtMin, 1u);
    EXPECT_EQ(s.candidateAtMax, 2u);
}

namespace {
/// Everything an accumulator reports, fed chunk by chunk with or without the metric pass's ranges.
TensorStats inChunks(const TensorStatsRequest& request, const std::vector<std::int64_t>& shape,
    const std::vector<float>& ref, const std::vector<float>& cand, bool withRanges)
{
    constexpr std::size_t kChunk = 2048;
    StatsAccumulator stats(request, shape);
    MetricSums sums;
    for (std::size_t at = 0; at < ref.size(); at += kChunk) {
        const std::size_t n = std::min(kChunk, ref.size() - at);
        const ChunkRange range = accumulateChunk(ref.data() + at, cand.data() + at, n, sums);
        stats.add(ref.data() + at, cand.data() + at, at, n, withRanges ? range : ChunkRange {});
    }
    return stats.finish(stats.ownSums());
}
}

TEST(StatsAccumulator, TheMetricPassRangesChangeNoResult)
{
    // Heavy tails (the percentile tails fill, then most chunks hold nothing beyond them), a
    // candidate on uint8 levels that saturates in places, and one chunk with a NaN and an Inf.
    std::mt19937 random(7);
    std::student_t_distribution<float> heavy(2.0f);
    const std::vector<std::int64_t> shape = { 1, 4, 100, 100 };
    std::vector<float> ref(40000), cand(ref.size());
    for (std::size_t i = 0; i < ref.size(); ++i) {
        ref[i] = heavy(random) * (i < 20000 ? 1.0f : 0.2f);
        cand[i] = std::clamp(std::nearbyint(ref[i] / 0.05f) + 128.0f, 0.0f, 255.0f) * 0.05f - 6.4f;
    }
    ref[30001] = std::numeric_limits<float>::quiet_NaN();
    cand[30002] = std::numeric_limits<float>::infinity();
    QuantParams perChannel;
    perChannel.dtype = DType::UInt8;
    perChannel.scales = { 0.05, 0.02, 0.1, 0.05 };
    perChannel.zeroPoints = { 128, 128, 10, 250 };
    perChannel.axis = 1;
    perChannel.computeRanges();
    for (const QuantParams& q : { uint8(0.05, 128), perChannel }) {
        TensorStatsRequest request;
        request.reference = true;
        request.channelAxis = 1;
        request.quant = q;
        const TensorStats plain = inChunks(request, shape, ref, cand, false);
        const TensorStats ranged = inChunks(request, shape, ref, cand, true);
        ASSERT_TRUE(plain.lowPercentile && ranged.lowPercentile && plain.ownLoss && ranged.ownLoss);
        EXPECT_EQ(*ranged.lowPercentile, *plain.lowPercentile);
        EXPECT_EQ(*ranged.highPercentile, *plain.highPercentile);
        EXPECT_EQ(ranged.ownLoss->cosine, plain.ownLoss->cosine);
        EXPECT_EQ(ranged.ownLoss->sqnrDb, plain.ownLoss->sqnrDb);
        EXPECT_EQ(ranged.clippedCount, plain.clippedCount);
        EXPECT_GT(plain.clippedCount, 0u);
        EXPECT_EQ(ranged.referenceFiniteCount, plain.referenceFiniteCount);
        EXPECT_EQ(plain.referenceFiniteCount, ref.size() - 1);
        EXPECT_EQ(ranged.candidateFiniteCount, plain.candidateFiniteCount);
        EXPECT_EQ(plain.candidateFiniteCount, cand.size() - 1);
        EXPECT_EQ(ranged.candidateAtMin, plain.candidateAtMin);
        EXPECT_EQ(ranged.candidateAtMax, plain.candidateAtMax);
        EXPECT_GT(plain.candidateAtMin + plain.candidateAtMax, 0u);
        EXPECT_EQ(ranged.channelMaxAbs, plain.channelMaxAbs);
    }
}

// Where the CPU runs the 512-bit loop, the metric pass computes the reference's own loss with its
// sums (accumulateChunk with a level): the sums must be the own loop's to the bit, values beyond the
// levels and a chunk's tail included, and a chunk with a NaN must fall back to the careful loop.
TEST(StatsAccumulator, TheOwnLossComputedWithTheSumsIsTheOwnLoopsToTheBit)
{
    std::mt19937 rng(7);
    std::normal_distribution<float> normal(0.2f, 1.5f);
    constexpr std::size_t kCount = 16 * 613 + 11; // a tail after the last step of sixteen
    std::vector<float> ref(kCount), cand(kCount);
    for (std::size_t i = 0; i < kCount; ++i) {
        ref[i] = normal(rng);
        cand[i] = ref[i] + 0.01f * normal(rng);
    }
    ref[100] = 40.0f; // far beyond the levels: clamped
    TensorStatsRequest request;
    request.reference = true;
    request.quant = uint8(0.02, 120);
    const std::vector<std::int64_t> shape { static_cast<std::int64_t>(kCount) };
    for (const bool withNaN : { false, true }) {
        if (withNaN)
            ref[kCount / 2] = std::numeric_limits<float>::quiet_NaN();
        StatsAccumulator separate(request, shape), along(request, shape);
        const auto level = along.ownLossLevel();
        ASSERT_TRUE(level.has_value());
        MetricSums sumsSeparate, sumsAlong;
        // Two chunks, so the second one's sums are added to the first's in the order the own loop adds them.
        for (const auto& [first, n] : { std::pair<std::size_t, std::size_t> { 0, 16 * 300 + 5 },
                 std::pair<std::size_t, std::size_t> { 16 * 300 + 5, kCount - (16 * 300 + 5) } }) {
            const float* a = ref.data() + first;
            const float* b = cand.data() + first;
            separate.add(a, b, first, n, accumulateChunk(a, b, n, sumsSeparate));
            OwnLossPart own;
            const ChunkRange rangeAlong = accumulateChunk(a, b, n, sumsAlong, *level, own);
            along.add(a, b, first, n, rangeAlong, own);
        }
        EXPECT_EQ(sumsAlong.sumDiffSq, sumsSeparate.sumDiffSq) << withNaN;
        EXPECT_EQ(along.ownSums().referenceSq, separate.ownSums().referenceSq) << withNaN;
        EXPECT_EQ(along.ownSums().fakeSq, separate.ownSums().fakeSq) << withNaN;
        EXPECT_EQ(along.ownSums().differenceSq, separate.ownSums().differenceSq) << withNaN;
        EXPECT_EQ(along.ownSums().count, separate.ownSums().count) << withNaN;
        EXPECT_EQ(separate.ownSums().count, withNaN ? kCount - 1 : kCount);
        EXPECT_GT(separate.ownSums().differenceSq, 0.0);
    }
    // Per-channel quantization has no single level: its own loss stays in its own loop.
    TensorStatsRequest perChannel = request;
    perChannel.quant->scales = { 0.02, 0.03 };
    perChannel.quant->zeroPoints = { 120, 128 };
    perChannel.quant->axis = 0;
    EXPECT_FALSE(StatsAccumulator(perChannel, { 2, static_cast<std::int64_t>(kCount / 2) }).ownLossLevel());
}
