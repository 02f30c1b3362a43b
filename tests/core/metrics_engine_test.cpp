// The engine and the element reader: dtype conversion, strides, dequantization, splitting, cancel.
#include "metrics/metrics_engine.h"
#include "tensor/element_reader.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <memory>
#include <vector>

using namespace quantlens;

namespace {
template <class T>
TensorView viewOf(std::vector<T> values, std::vector<std::int64_t> shape, DType dtype, std::string source = "test")
{
    auto buffer = std::make_shared<std::vector<T>>(std::move(values));
    TensorView v;
    v.owner = buffer;
    v.data = reinterpret_cast<const std::byte*>(buffer->data());
    v.dtype = dtype;
    v.shape = std::move(shape);
    v.strides = TensorView::rowMajorStrides(v.shape);
    v.source = std::move(source);
    return v;
}

std::vector<double> readAll(const TensorView& v, std::optional<Dequantization> q = std::nullopt)
{
    ElementReader reader(v, std::move(q));
    std::vector<double> out(reader.size());
    reader.read(0, out.size(), out.data());
    return out;
}

std::vector<float> ramp(std::size_t n, float scale = 1.0f)
{
    std::vector<float> v(n);
    for (std::size_t i = 0; i < n; ++i)
        v[i] = scale * std::sin(0.37f * static_cast<float>(i)) + 0.001f * static_cast<float>(i);
    return v;
}
}

TEST(ElementReader, ContiguousFloat32IsReadInPlace)
{
    const auto v = viewOf<float>({ 1, 2, 3 }, { 3 }, DType::Float32);
    ElementReader reader(v, std::nullopt);
    EXPECT_EQ(reader.directFloats(), reinterpret_cast<const float*>(v.data));
}

TEST(ElementReader, ConvertsFloat16IncludingSubnormalsAndSpecials)
{
    // 1.0, -2.0, 65504 (max), smallest subnormal 2^-24, +inf, 0.5
    const auto v = viewOf<std::uint16_t>({ 0x3c00, 0xc000, 0x7bff, 0x0001, 0x7c00, 0x3800 }, { 6 }, DType::Float16);
    const auto out = readAll(v);
    EXPECT_EQ(out[0], 1.0);
    EXPECT_EQ(out[1], -2.0);
    EXPECT_EQ(out[2], 65504.0);
    EXPECT_EQ(out[3], std::ldexp(1.0, -24));
    EXPECT_TRUE(std::isinf(out[4]));
    EXPECT_EQ(out[5], 0.5);
}

TEST(ElementReader, SwapsBigEndianFloat32)
{
    float value = 3.25f;
    std::uint32_t bits;
    std::memcpy(&bits, &value, 4);
    bits = __builtin_bswap32(bits);
    auto v = viewOf<std::uint32_t>({ bits }, { 1 }, DType::Float32);
    v.byteSwapped = true;
    ElementReader reader(v, std::nullopt);
    EXPECT_EQ(reader.directFloats(), nullptr);
    EXPECT_EQ(readAll(v)[0], 3.25);
}

TEST(ElementReader, ReadsFortranOrderInRowMajorSequence)
{
    // 2x3 matrix [[1,2,3],[4,5,6]] stored column by column.
    auto v = viewOf<float>({ 1, 4, 2, 5, 3, 6 }, { 2, 3 }, DType::Float32);
    v.strides = { 1, 2 };
    EXPECT_THAT(readAll(v), ::testing::ElementsAre(1, 2, 3, 4, 5, 6));
}

TEST(ElementReader, PermutedNhwcViewReadsAsNchw)
{
    // NCHW tensor 1x2x2x2 with values 0..7, and the same data stored NHWC.
    std::vector<float> nchw(8), nhwc(8);
    for (int c = 0; c < 2; ++c)
        for (int h = 0; h < 2; ++h)
            for (int w = 0; w < 2; ++w) {
                const float value = static_cast<float>(c * 4 + h * 2 + w);
                nchw[static_cast<std::size_t>(c * 4 + h * 2 + w)] = value;
                nhwc[static_cast<std::size_t>(h * 4 + w * 2 + c)] = value;
            }
    const auto stored = viewOf(nhwc, { 1, 2, 2, 2 }, DType::Float32).permuted({ 0, 3, 1, 2 });
    const auto got = readAll(stored);
    EXPECT_EQ(got, std::vector<double>(nchw.begin(), nchw.end()));
    // Reading from an offset in the middle of a row.
    ElementReader reader(stored, std::nullopt);
    std::vector<double> tail(5);
    reader.read(3, 5, tail.data());
    EXPECT_EQ(tail, std::vector<double>(nchw.begin() + 3, nchw.end()));
}

TEST(ElementReader, DequantizesPerTensorAndPerChannel)
{
    Dequantization perTensor;
    perTensor.scales = { 0.5 };
    perTensor.zeroPoints = { 128 };
    EXPECT_THAT(readAll(viewOf<std::uint8_t>({ 128, 130, 0, 255 }, { 4 }, DType::UInt8), perTensor),
        ::testing::ElementsAre(0.0, 1.0, -64.0, 63.5));

    Dequantization perChannel; // axis 1 of a 1x2x3 int8 tensor
    perChannel.scales = { 1.0, 0.25 };
    perChannel.zeroPoints = { 0, 4 };
    perChannel.axis = 1;
    EXPECT_THAT(readAll(viewOf<std::int8_t>({ 1, 2, -3, 4, 8, 0 }, { 1, 2, 3 }, DType::Int8), perChannel),
        ::testing::ElementsAre(1.0, 2.0, -3.0, 0.0, 1.0, -1.0));
}

TEST(MetricsEngine, SplittingAndThreadCountDoNotChangeResults)
{
    const auto a = ramp(100003), b = ramp(100003, 1.01f);
    std::vector<MetricsJob> jobs { { viewOf(a, { 100003 }, DType::Float32), viewOf(b, { 100003 }, DType::Float32), {},
        {}, {} } };
    MetricsEngine::Options whole { 1, 1u << 24 }, split { 2, 4096 }, split2 { 3, 4096 };
    const auto r1 = MetricsEngine::compute(jobs, whole).results[0].value();
    const auto r2 = MetricsEngine::compute(jobs, split).results[0].value();
    const auto r3 = MetricsEngine::compute(jobs, split2).results[0].value();
    EXPECT_NEAR(r1.cosine, r2.cosine, 1e-14);
    EXPECT_NEAR(r1.mse / r2.mse, 1.0, 1e-12);
    EXPECT_NEAR(r1.reference.std / r2.reference.std, 1.0, 1e-12);
    // Same split, different thread counts: bit-identical (merge order is fixed).
    EXPECT_EQ(r2.cosine, r3.cosine);
    EXPECT_EQ(r2.mse, r3.mse);
    EXPECT_EQ(r2.reference.std, r3.reference.std);
}

TEST(MetricsEngine, RangesSharingTheirTailsBarsGiveTheSamePercentiles)
{
    // A ReLU-like tensor (a third zeros, heavy tails) cut into many ranges, whose tails share their
    // bars as the two threads run them: the percentiles must be those of one range, and numpy's.
    std::vector<float> a(300007), b(a.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        const float x
            = std::sin(0.0137f * static_cast<float>(i * i % 7919)) * (1.0f + static_cast<float>(i % 977) / 9.0f);
        a[i] = i % 3 == 0 ? 0.0f : x > 0 ? x * x * x : x;
        b[i] = a[i] * 1.01f;
    }
    const auto n = static_cast<std::int64_t>(a.size());
    MetricsJob job { viewOf(a, { n }, DType::Float32), viewOf(b, { n }, DType::Float32), {}, {}, {} };
    job.stats.reference = true;
    const std::vector<MetricsJob> jobs { job };
    const auto whole = MetricsEngine::compute(jobs, { 1, 1u << 24 });
    const auto ranged = MetricsEngine::compute(jobs, { 2, 4096 });
    ASSERT_TRUE(whole.stats[0] && ranged.stats[0]);
    ASSERT_TRUE(whole.stats[0]->lowPercentile && whole.stats[0]->highPercentile);
    EXPECT_EQ(*ranged.stats[0]->lowPercentile, *whole.stats[0]->lowPercentile);
    EXPECT_EQ(*ranged.stats[0]->highPercentile, *whole.stats[0]->highPercentile);
    // numpy's linear interpolation between the ranks around 0.01 % and 99.99 %.
    std::vector<double> sorted(a.begin(), a.end());
    std::sort(sorted.begin(), sorted.end());
    auto percentile = [&](double q) {
        const double rank = q * static_cast<double>(sorted.size() - 1);
        const auto below = static_cast<std::size_t>(std::floor(rank));
        return sorted[below] + (rank - static_cast<double>(below)) * (sorted[below + 1] - sorted[below]);
    };
    EXPECT_DOUBLE_EQ(*ranged.stats[0]->lowPercentile, percentile(0.0001));
    EXPECT_DOUBLE_EQ(*ranged.stats[0]->highPercentile, percentile(0.9999));
}

TEST(MetricsEngine, TiesAtThePercentileRankSurviveRangesRunTogether)
{
    // The 31st and 32nd largest of 300,007 values (the ranks 99.99 % interpolates between) are
    // among many equal values, all at the start of the second range: that range's bar reaches them early and is
    // shared while the first range is merged. The ties must still all be counted.
    std::vector<float> a(300007), b(a.size());
    for (std::size_t i = 0; i < a.size(); ++i)
        a[i] = std::sin(0.001f * static_cast<float>(i));
    constexpr std::size_t kSecondRange = 65536;
    for (std::size_t t = 0; t < 10; ++t) { // ten values beyond the ties on each side
        a[kSecondRange + t] = 8.0f + static_cast<float>(t);
        a[kSecondRange + 10 + t] = -8.0f - static_cast<float>(t);
    }
    for (std::size_t t = 0; t < 3000; ++t) { // over several of the tails' pieces
        a[kSecondRange + 20 + t] = 7.0f;
        a[kSecondRange + 3020 + t] = -7.0f;
    }
    b = a;
    const auto n = static_cast<std::int64_t>(a.size());
    MetricsJob job { viewOf(a, { n }, DType::Float32), viewOf(b, { n }, DType::Float32), {}, {}, {} };
    job.stats.reference = true;
    const std::vector<MetricsJob> jobs { job };
    for (int repeat = 0; repeat < 10; ++repeat) { // the threads interleave differently each time
        const auto ranged = MetricsEngine::compute(jobs, { 2, kSecondRange });
        ASSERT_TRUE(ranged.stats[0] && ranged.stats[0]->highPercentile && ranged.stats[0]->lowPercentile);
        EXPECT_EQ(*ranged.stats[0]->highPercentile, 7.0);
        EXPECT_EQ(*ranged.stats[0]->lowPercentile, -7.0);
    }
}

TEST(MetricsEngine, MixedDtypesGoThroughTheConversionPath)
{
    const std::vector<float> f { 1.0f, -0.5f, 0.25f, 2.0f };
    std::vector<double> d(f.begin(), f.end());
    std::vector<MetricsJob> jobs { { viewOf(f, { 4 }, DType::Float32), viewOf(d, { 4 }, DType::Float64), {}, {}, {} } };
    const auto m = MetricsEngine::compute(jobs, {}).results[0].value();
    EXPECT_DOUBLE_EQ(m.cosine, 1.0);
    EXPECT_DOUBLE_EQ(m.mse, 0.0);
}

TEST(MetricsEngine, ShapeMismatchIsAnErrorForThatJobOnly)
{
    std::vector<MetricsJob> jobs {
        { viewOf<float>({ 1, 2, 3 }, { 3 }, DType::Float32, "ref.npy"),
            viewOf<float>({ 1, 2 }, { 2 }, DType::Float32, "cand.npy"), {}, {}, {} },
        { viewOf<float>({ 1, 2 }, { 2 }, DType::Float32), viewOf<float>({ 1, 2 }, { 2 }, DType::Float32), {}, {}, {} },
    };
    const auto run = MetricsEngine::compute(jobs, {});
    ASSERT_FALSE(run.results[0].ok());
    EXPECT_THAT(run.results[0].error().toString(), ::testing::HasSubstr("cand.npy"));
    EXPECT_THAT(run.results[0].error().toString(), ::testing::HasSubstr("does not match"));
    EXPECT_TRUE(run.results[1].ok());
}

TEST(MetricsEngine, ProgressReachesTotalAndCancelStops)
{
    const auto a = ramp(1 << 20);
    std::vector<MetricsJob> jobs(
        8, { viewOf(a, { 1 << 20 }, DType::Float32), viewOf(a, { 1 << 20 }, DType::Float32), {}, {}, {} });
    std::size_t lastDone = 0, lastTotal = 0;
    const auto run = MetricsEngine::compute(jobs, { 2, 1 << 16 }, [&](std::size_t done, std::size_t total) {
        EXPECT_GE(done, lastDone);
        lastDone = done, lastTotal = total;
        return true;
    });
    EXPECT_FALSE(run.cancelled);
    EXPECT_EQ(lastDone, lastTotal);
    EXPECT_EQ(lastTotal, 8u << 20);

    const auto cancelled = MetricsEngine::compute(jobs, { 1, 1 << 12 }, [](std::size_t, std::size_t) { return false; });
    EXPECT_TRUE(cancelled.cancelled);
    // No job of a cancelled pass reads as measured.
    ASSERT_EQ(cancelled.results.size(), jobs.size());
    for (const auto& result : cancelled.results) {
        ASSERT_FALSE(result.ok());
        EXPECT_EQ(result.error().what.code, "metrics.cancelled");
    }
}

TEST(ElementReader, MisalignedFloat32TakesTheCopyingPath)
{
    // np.savez stores members at odd offsets inside the zip; the view starts one byte in.
    auto bytes = std::make_shared<std::vector<unsigned char>>(1 + 2 * sizeof(float));
    const float values[2] = { 1.5f, -2.0f };
    std::memcpy(bytes->data() + 1, values, sizeof values);
    TensorView v;
    v.owner = bytes;
    v.data = reinterpret_cast<const std::byte*>(bytes->data() + 1);
    v.shape = { 2 };
    v.strides = { 1 };
    ElementReader reader(v, std::nullopt);
    EXPECT_EQ(reader.directFloats(), nullptr);
    EXPECT_THAT(readAll(v), ::testing::ElementsAre(1.5, -2.0));
}

TEST(MetricsEngine, LazyJobsAreOpenedAFewAtATimeAndReleased)
{
    // Each opened job holds a buffer whose deleter counts down: at no time may all be alive.
    std::atomic<int> alive { 0 }, maxAlive { 0 }, opened { 0 };
    std::vector<MetricsJob> jobs;
    for (int j = 0; j < 24; ++j) {
        MetricsJob job;
        job.reference.shape = { 1 << 16 };
        job.open = [&, j]() -> Result<MetricsJob> {
            ++opened;
            const int now = ++alive;
            for (int seen = maxAlive; now > seen && !maxAlive.compare_exchange_weak(seen, now);) { }
            auto buffer = std::shared_ptr<std::vector<float>>(new std::vector<float>(ramp(1 << 16, 1.0f + 0.01f * j)),
                [&](std::vector<float>* p) { --alive, delete p; });
            TensorView v;
            v.owner = buffer;
            v.data = reinterpret_cast<const std::byte*>(buffer->data());
            v.shape = { 1 << 16 };
            v.strides = { 1 };
            return Result<MetricsJob>::success({ v, v, {}, {}, {} });
        };
        jobs.push_back(std::move(job));
    }
    const auto run = MetricsEngine::compute(jobs, { 2, 1 << 12 });
    EXPECT_EQ(opened.load(), 24);
    EXPECT_LE(maxAlive.load(), 4); // two threads, at most a job each plus one finishing
    EXPECT_EQ(alive.load(), 0); // everything released by the end
    for (const auto& r : run.results)
        ASSERT_TRUE(r.ok());
}

TEST(MetricsEngine, AJobThatFailsToOpenReportsItsOwnError)
{
    std::vector<MetricsJob> jobs(2);
    const auto a = ramp(100);
    jobs[0] = { viewOf(a, { 100 }, DType::Float32), viewOf(a, { 100 }, DType::Float32), {}, {}, {}, {} };
    jobs[1].reference.shape = { 100 };
    jobs[1].open = [] { return Result<MetricsJob>::failure("board/t7.npy", "", "payload is truncated"); };
    const auto run = MetricsEngine::compute(jobs, {});
    EXPECT_TRUE(run.results[0].ok());
    ASSERT_FALSE(run.results[1].ok());
    EXPECT_THAT(run.results[1].error().toString(), ::testing::HasSubstr("board/t7.npy"));
}
