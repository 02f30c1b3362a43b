// Views opened for one read front to back (DumpSet::tensorToStream, what the metrics pass opens): a
// large .npy or raw float file is left unmapped in its open file, anything read out of order or
// held in memory is opened as tensor() opens it, and the engine's numbers are the same either way.
#include "metrics/metrics_engine.h"
#include "tensor/dump_set.h"
#include "tensor/element_reader.h"
#include "tensor_test_support.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <vector>

namespace quantlens {
namespace {
    using test::npyDict;
    using test::npyImage;

    constexpr std::size_t kLarge = 100003; // past the 64 KiB read whole, not a multiple of a block

    std::string floatPayload(std::size_t n, float step)
    {
        std::vector<float> values(n);
        for (std::size_t i = 0; i < n; ++i)
            values[i] = std::sin(step * static_cast<float>(i));
        std::string bytes(n * sizeof(float), '\0');
        std::memcpy(bytes.data(), values.data(), bytes.size());
        return bytes;
    }

    TensorView opened(const Result<TensorView>& view)
    {
        EXPECT_TRUE(view.ok()) << (view.ok() ? "" : view.error().toString());
        return view.ok() ? view.value() : TensorView {};
    }
}

TEST(StreamedViews, ALargeNpyIsLeftUnmappedInItsOpenFile)
{
    test::TempDir dir;
    const std::string image
        = npyImage(npyDict("<f4", "(" + std::to_string(kLarge) + ",)"), floatPayload(kLarge, 0.01f));
    test::writeBytes(dir.file("large.npy"), image);
    auto set = DumpSet::open(dir.path().string(), DumpSet::Files::KeepForFirstRead);
    ASSERT_TRUE(set.ok()) << set.error().toString();
    const DumpEntry& entry = *set.value().entry("large");

    // The first read takes the file the listing kept open; a later one opens it again by name.
    for (int read = 0; read < 2; ++read) {
        const TensorView view = opened(set.value().tensorToStream(entry));
        EXPECT_EQ(view.data, nullptr) << read;
        EXPECT_EQ(view.mapping, nullptr) << read;
        ASSERT_TRUE(view.fileBytes.has_value()) << read;
        EXPECT_EQ(view.fileBytes->offset, image.size() - kLarge * sizeof(float)) << read;
        EXPECT_EQ(view.fileBytes->file->size(), image.size()) << read;
        EXPECT_EQ(view.elementCount(), kLarge);
        // Nothing of it is in memory: a read there says so instead of touching a null pointer.
        std::vector<double> out(4);
        EXPECT_FALSE(ElementReader(view).read(0, out.size(), out.data()));
        EXPECT_TRUE(std::isnan(out[0]));
    }
    const TensorView mapped = opened(set.value().tensor(entry)); // everyone else still gets the mapping
    EXPECT_NE(mapped.mapping, nullptr);
    EXPECT_NE(mapped.data, nullptr);
    EXPECT_FALSE(mapped.fileBytes.has_value());
}

TEST(StreamedViews, SmallFortranAndRawFilesAreOpenedAsTheirFormatNeeds)
{
    test::TempDir dir;
    test::writeBytes(dir.file("small.npy"), npyImage(npyDict("<f4", "(4,)"), floatPayload(4, 1.0f)));
    test::writeBytes(
        dir.file("columns.npy"), npyImage(npyDict("<f4", "(100, 1000)", true), floatPayload(100000, 0.01f)));
    auto set = DumpSet::open(dir.path().string(), DumpSet::Files::KeepForFirstRead);
    ASSERT_TRUE(set.ok()) << set.error().toString();
    const TensorView small = opened(set.value().tensorToStream(*set.value().entry("small")));
    EXPECT_NE(small.data, nullptr); // read whole when listed
    EXPECT_FALSE(small.fileBytes.has_value());
    const TensorView columns = opened(set.value().tensorToStream(*set.value().entry("columns")));
    EXPECT_NE(columns.mapping, nullptr); // column-major: read out of order, through the mapping
    EXPECT_FALSE(columns.fileBytes.has_value());

    test::TempDir rawDir; // Pulsar2's headerless per-layer outputs
    test::writeBytes(rawDir.file("conv_1.bin"), floatPayload(kLarge, 0.02f));
    auto raw = DumpSet::open(rawDir.path().string(), DumpSet::Files::KeepForFirstRead);
    ASSERT_TRUE(raw.ok()) << raw.error().toString();
    const DumpEntry& conv = *raw.value().entry("conv_1");
    const TensorView streamed = opened(raw.value().tensorToStream(conv));
    EXPECT_EQ(streamed.data, nullptr);
    ASSERT_TRUE(streamed.fileBytes.has_value());
    EXPECT_EQ(streamed.fileBytes->offset, 0u);
    std::filesystem::resize_file(rawDir.file("conv_1.bin"), 4096); // rewritten since it was listed
    const auto changed = raw.value().tensorToStream(conv);
    ASSERT_FALSE(changed.ok());
    EXPECT_EQ(changed.error().what.code, "raw_dump.size_changed");
}

TEST(StreamedViews, TheEngineGivesTheSameNumbersUnmappedAsMapped)
{
    test::TempDir dir;
    test::writeBytes(
        dir.file("a.npy"), npyImage(npyDict("<f4", "(" + std::to_string(kLarge) + ",)"), floatPayload(kLarge, 0.01f)));
    test::writeBytes(dir.file("b.npy"),
        npyImage(npyDict("<f4", "(" + std::to_string(kLarge) + ",)"), floatPayload(kLarge, 0.0101f)));
    auto set = DumpSet::open(dir.path().string(), DumpSet::Files::KeepForFirstRead);
    ASSERT_TRUE(set.ok()) << set.error().toString();
    const DumpEntry& a = *set.value().entry("a");
    const DumpEntry& b = *set.value().entry("b");
    TensorStatsRequest stats;
    stats.reference = true;
    QuantParams params;
    params.scales = { 1.0 / 100 };
    params.zeroPoints = { 0 };
    stats.quant = params;
    const std::vector<MetricsJob> unmapped { { opened(set.value().tensorToStream(a)),
        opened(set.value().tensorToStream(b)), {}, {}, {}, stats } };
    const std::vector<MetricsJob> mapped { { opened(set.value().tensor(a)), opened(set.value().tensor(b)), {}, {}, {},
        stats } };
    ASSERT_EQ(unmapped[0].reference.data, nullptr);
    const MetricsEngine::Options options { 2, 1u << 15 };
    const auto streamed = MetricsEngine::compute(unmapped, options);
    const auto inMapping = MetricsEngine::compute(mapped, options);
    ASSERT_TRUE(streamed.results[0].ok()) << streamed.results[0].error().toString();
    ASSERT_TRUE(inMapping.results[0].ok());
    EXPECT_LT(streamed.results[0].value().cosine, 1.0);
    EXPECT_EQ(streamed.results[0].value().cosine, inMapping.results[0].value().cosine);
    EXPECT_EQ(streamed.results[0].value().mse, inMapping.results[0].value().mse);
    EXPECT_EQ(streamed.results[0].value().reference.max, inMapping.results[0].value().reference.max);
    ASSERT_TRUE(streamed.stats[0] && inMapping.stats[0] && streamed.stats[0]->ownLoss);
    EXPECT_EQ(streamed.stats[0]->ownLoss->sqnrDb, inMapping.stats[0]->ownLoss->sqnrDb);
    EXPECT_EQ(streamed.stats[0]->highPercentile, inMapping.stats[0]->highPercentile);

    // A file cut after it was opened fails its job by name, as a mapped one does.
    const std::vector<MetricsJob> again { { opened(set.value().tensorToStream(a)),
        opened(set.value().tensorToStream(b)), {}, {}, {}, {} } };
    std::filesystem::resize_file(dir.file("b.npy"), 4096);
    const auto cut = MetricsEngine::compute(again, options);
    ASSERT_FALSE(cut.results[0].ok());
    EXPECT_EQ(cut.results[0].error().what.code, "metrics.file_ended");
    EXPECT_NE(cut.results[0].error().toString().find("b.npy"), std::string::npos);
}

} // namespace quantlens
