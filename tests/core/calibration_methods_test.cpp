// Calibration statistics and range methods against references computed from the raw values (what numpy
// would compute: sorted quantiles, the squared error of actually quantizing every value).
#include "calibration/range_methods.h"
#include "calibration/range_usage.h"
#include "calibration/tensor_histogram.h"
#include "simulation/quant_structure.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

namespace quantlens::calib {
namespace {
    /// The value below which a share q of `values` lie (numpy's "lower" quantile).
    double sortedQuantile(std::vector<float> values, double q)
    {
        const auto at = static_cast<std::size_t>(q * static_cast<double>(values.size() - 1));
        std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(at), values.end());
        return values[at];
    }

    /// The mean squared error of quantizing every value to uint8 over [low, high] as a quantizer derives
    /// the parameters (simulation/quant_structure.h), then dequantizing.
    double uint8Error(const std::vector<float>& values, double low, double high)
    {
        const auto [scaleTensor, zeroTensor]
            = sim::parametersFromRange(low, high, runtime::Tensor::zeros(DType::UInt8, {}));
        const double scale = scaleTensor.data<float>()[0], zero = zeroTensor.toInts()[0];
        double sum = 0;
        for (const float v : values) {
            const double q = std::clamp(std::nearbyint(v / scale) + zero, 0.0, 255.0);
            const double back = (q - zero) * scale;
            sum += (v - back) * (v - back);
        }
        return sum / static_cast<double>(values.size());
    }

    TensorHistogram histogramOf(const std::vector<std::vector<float>>& batches)
    {
        TensorHistogram h;
        for (const auto& b : batches)
            h.add(b.data(), b.size());
        return h;
    }

    std::vector<float> draw(std::size_t n, unsigned seed, auto distribution)
    {
        std::mt19937 engine(seed);
        std::vector<float> out(n);
        for (auto& v : out)
            v = static_cast<float>(distribution(engine));
        return out;
    }

    const Grid kUint8 = Grid::of(0, 255, false);
}

TEST(TensorHistogram, WideningKeepsEveryValueAndTheQuantiles)
{
    // Three inputs that each push the range out: the bins double and move, no count is lost.
    std::vector<std::vector<float>> batches { draw(20000, 1, std::uniform_real_distribution<double>(0, 1)),
        draw(20000, 2, std::normal_distribution<double>(-5, 10)),
        draw(20000, 3, std::exponential_distribution<double>(0.01)) };
    const TensorHistogram h = histogramOf(batches);
    std::vector<float> all;
    for (const auto& b : batches)
        all.insert(all.end(), b.begin(), b.end());
    std::uint64_t binned = 0;
    for (const auto n : h.bins())
        binned += n;
    EXPECT_EQ(binned, all.size());
    EXPECT_EQ(h.count(), all.size());
    EXPECT_EQ(h.min(), *std::min_element(all.begin(), all.end()));
    EXPECT_EQ(h.max(), *std::max_element(all.begin(), all.end()));
    EXPECT_LE(h.origin(), h.min());
    EXPECT_GT(h.origin() + h.width() * TensorHistogram::kBins, h.max());
    for (const double q : { 0.001, 0.25, 0.5, 0.9, 0.999 })
        EXPECT_NEAR(h.quantile(q), sortedQuantile(all, q), 2 * h.width()) << "quantile " << q;
}

TEST(TensorHistogram, NonFiniteValuesAreCountedApart)
{
    const std::vector<float> values { 1.0f, NAN, INFINITY, -2.0f };
    TensorHistogram h;
    const auto extremes = h.add(values.data(), values.size());
    ASSERT_TRUE(extremes.has_value());
    EXPECT_EQ(extremes->first, -2.0);
    EXPECT_EQ(extremes->second, 1.0);
    EXPECT_EQ(h.count(), 2u);
    EXPECT_EQ(h.nonFinite(), 2u);
}

TEST(TensorHistogram, AnInputInsideTheGridCountsEachValueInItsBinAndANaNDoesNotCount)
{
    // The first input sets the grid; the next lie inside it (binned in the same pass that finds their
    // extremes), one with a NaN and an infinity in the middle of a vector block, one past the grid.
    TensorHistogram h;
    const auto first = draw(70000, 4, std::uniform_real_distribution<double>(-4, 4));
    h.add(first.data(), first.size());
    auto inside = draw(70000, 5, std::uniform_real_distribution<double>(-3, 3));
    h.add(inside.data(), inside.size());
    // Bin indices in float, as the histogram computes them (a value within float rounding of a bin edge
    // may go either way; what is checked is that the one-pass binning equals the value-by-value rule).
    const auto origin = static_cast<float>(h.origin()), inverse = static_cast<float>(1.0 / h.width());
    auto binOf = [&](float v) { return static_cast<std::size_t>((v - origin) * inverse); };
    std::vector<std::uint64_t> expected(TensorHistogram::kBins, 0);
    for (const std::vector<float>* batch : std::initializer_list<const std::vector<float>*> { &first, &inside })
        for (const float v : *batch)
            ++expected[binOf(v)];
    EXPECT_EQ(h.bins(), expected);

    auto poisoned = draw(70000, 6, std::uniform_real_distribution<double>(-1, 1));
    poisoned[100] = NAN;
    poisoned[40000] = -INFINITY;
    const auto extremes = h.add(poisoned.data(), poisoned.size());
    ASSERT_TRUE(extremes.has_value());
    EXPECT_GE(extremes->first, -1.0);
    EXPECT_LE(extremes->second, 1.0);
    EXPECT_EQ(h.nonFinite(), 2u);
    EXPECT_EQ(h.count(), first.size() + inside.size() + poisoned.size() - 2);
    for (std::size_t i = 0; i < poisoned.size(); ++i)
        if (std::isfinite(poisoned[i]))
            ++expected[binOf(poisoned[i])];
    EXPECT_EQ(h.bins(), expected);

    const auto outside = draw(70000, 7, std::uniform_real_distribution<double>(-3, 30));
    h.add(outside.data(), outside.size());
    std::uint64_t binned = 0;
    for (const auto n : h.bins())
        binned += n;
    EXPECT_EQ(binned, h.count());
    EXPECT_EQ(h.max(), *std::max_element(outside.begin(), outside.end()));
}

TEST(RangeMethods, MinMaxIsTheExactRangeAndPercentileTheSortedQuantiles)
{
    const auto values = draw(100000, 4, std::normal_distribution<double>(1, 3));
    const TensorHistogram h = histogramOf({ values });
    const MethodOptions options;
    const auto minmax = rangeMethod("minmax")->range(h, kUint8, options);
    EXPECT_EQ(minmax.low, *std::min_element(values.begin(), values.end()));
    EXPECT_EQ(minmax.high, *std::max_element(values.begin(), values.end()));
    MethodOptions p99;
    p99.percentile = 99.0;
    const auto percentile = rangeMethod("percentile")->range(h, kUint8, p99);
    EXPECT_NEAR(percentile.low, sortedQuantile(values, 0.01), 2 * h.width());
    EXPECT_NEAR(percentile.high, sortedQuantile(values, 0.99), 2 * h.width());
    EXPECT_LT(percentile.high, minmax.high);
}

TEST(RangeMethods, MseFindsTheClipWithTheLeastQuantizationError)
{
    // Heavy tails: MinMax wastes levels on a few far values; the best clip is found by quantizing every
    // value with each candidate range (the reference) and the method must come within 3 % of it.
    auto values = draw(50000, 5, std::student_t_distribution<double>(2.0));
    const TensorHistogram h = histogramOf({ values });
    const auto mse = rangeMethod("mse")->range(h, kUint8, MethodOptions {});
    double best = std::numeric_limits<double>::infinity();
    for (int i = 1; i <= 60; ++i)
        for (int j = 1; j <= 60; ++j)
            best = std::min(best, uint8Error(values, h.min() * i / 60, h.max() * j / 60));
    const double chosen = uint8Error(values, mse.low, mse.high);
    EXPECT_LE(chosen, best * 1.03) << "range [" << mse.low << ", " << mse.high << "]";
    EXPECT_LT(chosen, uint8Error(values, h.min(), h.max()) * 0.95);
    // A uniform tensor has nothing to clip.
    const auto flat = draw(50000, 6, std::uniform_real_distribution<double>(-2, 6));
    const auto flatRange = rangeMethod("mse")->range(histogramOf({ flat }), kUint8, MethodOptions {});
    EXPECT_LT(flatRange.low, -1.9);
    EXPECT_GT(flatRange.high, 5.9);
}

TEST(RangeMethods, KlClipsFarOutliersAndKeepsAnAsymmetricTensorsZero)
{
    auto values = draw(200000, 7, std::normal_distribution<double>(0, 1));
    for (std::size_t i = 0; i < 10; ++i)
        values[i * 1000] = 60.0f; // 0.005 % of the values, 60 σ out
    const auto kl = rangeMethod("kl")->range(histogramOf({ values }), kUint8, MethodOptions {});
    EXPECT_LT(kl.high, 15.0);
    EXPECT_GT(kl.high, 2.0);
    // After a ReLU: nothing below zero, and the low end stays at zero (no |x| clip mirrored onto it).
    auto relu = draw(200000, 8, std::normal_distribution<double>(0, 1));
    for (auto& v : relu)
        v = std::max(v, 0.0f);
    const auto reluRange = rangeMethod("kl")->range(histogramOf({ relu }), kUint8, MethodOptions {});
    EXPECT_EQ(reluRange.low, 0.0);
    EXPECT_GT(reluRange.high, 1.5);
    // Uniform values: every bin is needed, the range stays (almost) whole.
    const auto flat = draw(200000, 9, std::uniform_real_distribution<double>(0, 4));
    EXPECT_GT(rangeMethod("kl")->range(histogramOf({ flat }), kUint8, MethodOptions {}).high, 3.8);
}

TEST(ParametersFromRange, AsAQuantizerDerivesThem)
{
    const auto [scale, zero] = sim::parametersFromRange(-1.5, 3.2, runtime::Tensor::zeros(DType::UInt8, {}));
    const double s = (3.2 + 1.5) / 255.0;
    EXPECT_FLOAT_EQ(scale.data<float>()[0], static_cast<float>(s));
    EXPECT_EQ(zero.dtype(), DType::UInt8);
    EXPECT_EQ(zero.toInts()[0], static_cast<std::int64_t>(std::nearbyint(1.5 / s)));
    // A range that does not hold zero is widened to it.
    const auto [positiveScale, positiveZero]
        = sim::parametersFromRange(2.0, 5.1, runtime::Tensor::zeros(DType::UInt8, {}));
    EXPECT_FLOAT_EQ(positiveScale.data<float>()[0], static_cast<float>(5.1 / 255.0));
    EXPECT_EQ(positiveZero.toInts()[0], 0);
    // int8 with zero point 0: symmetric over the larger magnitude.
    const auto [symmetricScale, symmetricZero]
        = sim::parametersFromRange(-0.5, 3.0, runtime::Tensor::zeros(DType::Int8, {}));
    EXPECT_FLOAT_EQ(symmetricScale.data<float>()[0], static_cast<float>(3.0 / 127.0));
    EXPECT_EQ(symmetricZero.dtype(), DType::Int8);
    EXPECT_EQ(symmetricZero.toInts()[0], 0);
}

// Levels used and share clipped, against quantizing every value with the parameters a quantizer derives
// (uint8 over the range) and counting the distinct codes and the values beyond the ends.
TEST(RangeUsage, CountsTheCodesUsedAndTheValuesClippedAsQuantizingEveryValue)
{
    const auto values = draw(200000, 11, std::normal_distribution<double>(0.4, 0.5));
    const TensorHistogram h = histogramOf({ values });
    for (const sim::TensorRange range : { sim::TensorRange { h.min(), h.max() }, sim::TensorRange { -0.5, 1.3 },
             sim::TensorRange { -8.0, 9.0 }, sim::TensorRange { 0.0, 0.6 } }) {
        const auto [scaleTensor, zeroTensor]
            = sim::parametersFromRange(range.low, range.high, runtime::Tensor::zeros(DType::UInt8, {}));
        const double scale = scaleTensor.data<float>()[0], zero = static_cast<double>(zeroTensor.toInts()[0]);
        std::vector<bool> used(256, false);
        std::size_t clipped = 0;
        for (const float v : values) {
            const double q = std::nearbyint(v / scale) + zero;
            clipped += q < -0.5 || q > 255.5 ? 1 : 0;
            used[static_cast<std::size_t>(std::clamp(q, 0.0, 255.0))] = true;
        }
        const auto expectedUsed = static_cast<double>(std::count(used.begin(), used.end(), true));
        const RangeUsage u = rangeUsage(h, range, kUint8);
        EXPECT_EQ(u.levels, 256u);
        EXPECT_NEAR(u.clippedShare, static_cast<double>(clipped) / static_cast<double>(values.size()), 0.002)
            << range.low << " " << range.high;
        // Bins narrower than codes: within a few codes at the tails, where single values fall.
        EXPECT_NEAR(static_cast<double>(u.levelsUsed), expectedUsed, std::max(4.0, expectedUsed * 0.03))
            << range.low << " " << range.high;
    }
    // A range 3.5 times as wide as the data's (about -2.0 to 2.8 in 17) uses under a third of the codes.
    const RangeUsage wide = rangeUsage(h, { -8.0, 9.0 }, kUint8);
    EXPECT_LT(wide.levelsUsed, 256u / 3);
    EXPECT_EQ(wide.clippedShare, 0.0);
}

} // namespace quantlens::calib
