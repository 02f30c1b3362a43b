// The metrics pass over files: mapped dumps are streamed with pread (range_reduction.cpp). The
// numbers must be the very same as for the same data held in memory, whatever dtype and
// dequantization, and a file that shrinks while it is read must fail its job by name.
#include "metrics/metrics_engine.h"
#include "tensor/npy_reader.h"
#include "tensor_test_support.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <memory>
#include <vector>

using namespace quantlens;
using ::testing::HasSubstr;

namespace {
template <class T> std::string payloadOf(const std::vector<T>& values)
{
    std::string bytes(values.size() * sizeof(T), '\0');
    std::memcpy(bytes.data(), values.data(), bytes.size());
    return bytes;
}

/// The same elements as a view of memory, which the engine reads in place.
TensorView inMemory(const TensorView& mapped)
{
    auto copy = std::make_shared<std::vector<std::byte>>(mapped.data, mapped.data + mapped.byteSize());
    TensorView v = mapped;
    v.owner = copy;
    v.data = copy->data();
    v.mapping.reset();
    return v;
}

TensorView writeAndRead(const test::TempDir& dir, const std::string& name, const std::string& descr, std::size_t n,
    const std::string& payload)
{
    test::writeBytes(dir.file(name), test::npyImage(test::npyDict(descr, "(" + std::to_string(n) + ",)"), payload));
    auto view = readNpyFile(dir.file(name));
    EXPECT_TRUE(view.ok()) << view.error().toString();
    // Files over 64 KiB are mapped, so the engine streams them; smaller ones are read into memory.
    EXPECT_EQ(view.value().mapping != nullptr, payload.size() > (64u << 10)) << name;
    return view.value();
}

// Enough elements for several pread blocks and ranges, not a multiple of either.
constexpr std::size_t kCount = 700001;
}

TEST(MetricsStreaming, StreamedFilesGiveTheSameNumbersAsMemory)
{
    test::TempDir dir;
    std::vector<float> reference(kCount), candidate(kCount);
    std::vector<std::int16_t> quantized16(kCount);
    std::vector<std::int8_t> quantized(kCount);
    for (std::size_t i = 0; i < kCount; ++i) {
        reference[i] = std::sin(0.001f * static_cast<float>(i)) * 3.0f;
        candidate[i] = reference[i] + (i % 7 == 0 ? 0.01f : 0.0f);
        quantized[i] = static_cast<std::int8_t>(std::lround(reference[i] * 40.0f));
        quantized16[i] = static_cast<std::int16_t>(std::lround(reference[i] * 40.0f));
    }
    candidate[12345] = NAN; // a non-finite value is left out the same way on both paths
    const auto ref = writeAndRead(dir, "ref.npy", "<f4", kCount, payloadOf(reference));
    const auto cand = writeAndRead(dir, "cand.npy", "<f4", kCount, payloadOf(candidate));
    const auto q = writeAndRead(dir, "q.npy", "|i1", kCount, payloadOf(quantized)); // in memory: mixed sides
    const auto q16 = writeAndRead(dir, "q16.npy", "<i2", kCount, payloadOf(quantized16));
    QuantParams params;
    params.scales = { 1.0 / 40.0 };
    params.zeroPoints = { 0 };

    TensorStatsRequest stats;
    stats.reference = true;
    stats.quant = params;
    std::vector<MetricsJob> streamed { { ref, cand, {}, {}, {}, stats }, { ref, q, {}, params, {}, stats },
        { ref, q16, {}, params, {}, stats } };
    std::vector<MetricsJob> memory { { inMemory(ref), inMemory(cand), {}, {}, {}, stats },
        { inMemory(ref), inMemory(q), {}, params, {}, stats },
        { inMemory(ref), inMemory(q16), {}, params, {}, stats } };
    const MetricsEngine::Options options { 2, 1u << 18 };
    const auto a = MetricsEngine::compute(streamed, options);
    const auto b = MetricsEngine::compute(memory, options);
    for (std::size_t j = 0; j < memory.size(); ++j) {
        ASSERT_TRUE(a.results[j].ok()) << a.results[j].error().toString();
        ASSERT_TRUE(b.results[j].ok());
        EXPECT_EQ(a.results[j].value().cosine, b.results[j].value().cosine) << j;
        EXPECT_EQ(a.results[j].value().mse, b.results[j].value().mse) << j;
        EXPECT_EQ(a.results[j].value().candidate.max, b.results[j].value().candidate.max) << j;
        EXPECT_EQ(a.results[j].value().candidate.nanCount, b.results[j].value().candidate.nanCount) << j;
        ASSERT_TRUE(a.stats[j] && b.stats[j]);
        ASSERT_TRUE(a.stats[j]->ownLoss && b.stats[j]->ownLoss);
        EXPECT_EQ(a.stats[j]->ownLoss->sqnrDb, b.stats[j]->ownLoss->sqnrDb) << j;
        EXPECT_EQ(a.stats[j]->highPercentile, b.stats[j]->highPercentile) << j;
    }
    EXPECT_EQ(a.results[0].value().candidate.nanCount, 1u);
    for (std::size_t j : { 1, 2 }) { // dequantized: close to the float, not equal
        EXPECT_LT(a.results[j].value().cosine, 1.0);
        EXPECT_GT(a.results[j].value().cosine, 0.999);
    }
}

TEST(MetricsStreaming, AFileCutWhileOpenFailsItsJobByName)
{
    test::TempDir dir;
    const std::vector<float> values(kCount, 1.5f);
    const auto ref = writeAndRead(dir, "ref.npy", "<f4", kCount, payloadOf(values));
    const auto cand = writeAndRead(dir, "cand.npy", "<f4", kCount, payloadOf(values));
    std::filesystem::resize_file(dir.file("cand.npy"), 4096); // another program rewrites it
    const auto run = MetricsEngine::compute({ { ref, cand, {}, {}, {} } }, {});
    ASSERT_FALSE(run.results[0].ok());
    EXPECT_EQ(run.results[0].error().what.code, "metrics.file_ended");
    EXPECT_THAT(run.results[0].error().toString(), HasSubstr("cand.npy"));
}
