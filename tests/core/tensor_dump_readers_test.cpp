// The reader registry: formats are told apart by content, a folder holding other tools' files keeps
// only the dumps, SigmaStar and raw float32 dumps open as dump sets like NumPy ones.
#include "sigmastar_dump_writer.h"
#include "tensor/dump_reader.h"
#include "tensor/dump_set.h"
#include "tensor_test_support.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstring>
#include <set>

namespace quantlens {
namespace {
    using test::npyDict;
    using test::npyImage;
    using test::rawBytes;
    using ::testing::AllOf;
    using ::testing::ElementsAre;
    using ::testing::HasSubstr;

    const std::string kConv = npyImage(npyDict("<f4", "(1, 2)"), rawBytes<float>({ 0.5f, -1.0f }));

    /// The i-th value of a contiguous float32 view.
    float floatAt(const TensorView& view, std::size_t i)
    {
        float value;
        std::memcpy(&value, view.data + i * sizeof(float), sizeof(float));
        return value;
    }

    std::vector<std::string> names(const DumpSet& set)
    {
        std::vector<std::string> out;
        for (const auto& e : set.entries())
            out.push_back(e.name);
        return out;
    }

    std::string readerOf(const std::filesystem::path& path)
    {
        auto head = readFileHead(path.string());
        const DumpReader* reader = head ? findDumpReader(head.value()) : findDumpReader({}, path);
        return reader ? std::string(reader->id()) : "none";
    }

    TEST(DumpReaders, ContentDecidesNotTheExtension)
    {
        test::TempDir dir;
        test::writeBytes(dir.path() / "looks_raw.bin", kConv); // an .npy payload under another name
        test::writeBytes(dir.path() / "sigma.txt", test::sigmaDump(true, {}));
        test::writeBytes(dir.path() / "archive.dat", "PK\x03\x04 rest");
        test::writeBytes(dir.path() / "plain.bin", std::string(8, '\0'));
        test::writeBytes(dir.path() / "notes.txt", "hello");
        EXPECT_EQ(readerOf(dir.path() / "looks_raw.bin"), "npy");
        EXPECT_EQ(readerOf(dir.path() / "sigma.txt"), "sigmastar");
        EXPECT_EQ(readerOf(dir.path() / "archive.dat"), "npz");
        EXPECT_EQ(readerOf(dir.path() / "plain.bin"), "raw_float32"); // no signature: by extension only
        EXPECT_EQ(readerOf(dir.path() / "notes.txt"), "none");
    }

    TEST(DumpReaders, EveryReaderHasANameAndPatterns)
    {
        std::set<std::string> ids;
        for (const DumpReader* reader : dumpReaders()) {
            EXPECT_TRUE(ids.insert(std::string(reader->id())).second) << reader->id();
            EXPECT_FALSE(reader->formatName().english().empty()) << reader->id();
            EXPECT_FALSE(reader->filePatterns().empty()) << reader->id();
        }
        EXPECT_THAT(dumpFilePatternList(), HasSubstr("*.npy, *.npz, *.bin"));
    }

    TEST(DumpReaders, OtherToolsFilesInTheFolderAreLeftAlone)
    {
        test::TempDir dir;
        test::writeBytes(dir.path() / "conv.npy", kConv);
        test::writeBytes(dir.path() / "input.bin", std::string(12, '\1')); // a tool's raw input, not a dump
        test::writeBytes(dir.path() / "run.log", "done\n");
        const auto opened = DumpSet::open(dir.path().string());
        ASSERT_TRUE(opened.ok()) << opened.error().toString();
        EXPECT_THAT(names(opened.value()), ElementsAre("conv"));
        EXPECT_TRUE(opened.warnings().empty());
    }

    TEST(DumpReaders, RawFloatFolderGivesFlatEntriesOfUnknownShape)
    {
        test::TempDir dir;
        test::writeBytes(dir.path() / "conv_1.bin", rawBytes<float>({ 1.f, 2.f, 3.f, 4.f, 5.f, 6.f }));
        test::writeBytes(dir.path() / "odd.bin", std::string(7, '\0'));
        const auto opened = DumpSet::open(dir.path().string());
        ASSERT_TRUE(opened.ok()) << opened.error().toString();
        ASSERT_THAT(names(opened.value()), ElementsAre("conv_1"));
        const DumpEntry* conv = opened.value().entry("conv_1");
        EXPECT_FALSE(conv->shapeKnown);
        EXPECT_THAT(conv->shape, ElementsAre(6));
        const auto view = opened.value().tensor("conv_1");
        ASSERT_TRUE(view.ok()) << view.error().toString();
        EXPECT_FLOAT_EQ(floatAt(view.value(), 5), 6.f);
        ASSERT_EQ(opened.warnings().size(), 1u);
        EXPECT_THAT(opened.warnings()[0].toString(),
            AllOf(HasSubstr("odd.bin"), HasSubstr("tensor 'odd'"),
                HasSubstr("7 bytes is not a whole number of float32")));
    }

    TEST(DumpReaders, SigmaStarDumpOpensWithOwnQuantizationAndLayout)
    {
        using namespace test;
        SigmaRecordSpec input = sigmaRecord("images", { 1, 2, 2, 1 });
        input.isOutput = false;
        input.payload = sigmaPayload<std::uint8_t>({ 10, 20, 30, 40 });
        input.type = "SGS_U8";
        input.scale = "0.5";
        SigmaRecordSpec conv = sigmaQuantized("conv 1/out", { 1, 2, 2, 1 }, "SGS_S16", "0.25", 2);
        conv.payload = sigmaPayload<std::int16_t>({ 2, 6, -2, 10 }) + std::string(6, '\x7f'); // padding
        SigmaRecordSpec again = conv; // the same tensor read by the next op: not a second entry
        again.isOutput = false;
        SigmaRecordSpec weight = sigmaQuantized("w", { 4 }, "SGS_S8", "1", 0);
        weight.constant = true;
        weight.payload = sigmaPayload<std::int8_t>({ 1, 2, 3, 4 });
        test::TempDir dir;
        writeBytes(dir.path() / "sigma_outtensor_dump.bin",
            sigmaDump(false,
                { sigmaBinaryRecord(input), sigmaBinaryRecord(conv), sigmaBinaryRecord(again),
                    sigmaBinaryRecord(weight) }));

        const auto opened = DumpSet::open((dir.path() / "sigma_outtensor_dump.bin").string());
        ASSERT_TRUE(opened.ok()) << opened.error().toString();
        const DumpSet& set = opened.value();
        EXPECT_THAT(names(set), ElementsAre("images", "conv 1/out"));
        EXPECT_EQ(set.declaredLayout(), std::optional<std::string>("NHWC"));
        const DumpEntry* entry = set.entry("conv 1/out");
        ASSERT_TRUE(entry->stored);
        EXPECT_DOUBLE_EQ(entry->stored->scale, 0.25);
        EXPECT_EQ(entry->stored->zeroPoint, 2);
        EXPECT_EQ(entry->order, 1);
        const auto view = set.tensor("conv 1/out");
        ASSERT_TRUE(view.ok()) << view.error().toString();
        EXPECT_EQ(view.value().dtype, DType::Float32);
        EXPECT_THAT(view.value().shape, ElementsAre(1, 2, 2, 1));
        EXPECT_FLOAT_EQ(floatAt(view.value(), 0), 0.f); // 0.25 · (2 − 2)
        EXPECT_FLOAT_EQ(floatAt(view.value(), 3), 2.f); // 0.25 · (10 − 2)
        EXPECT_FLOAT_EQ(floatAt(view.value(), 2), -1.f); // 0.25 · (−2 − 2)
    }

    TEST(DumpReaders, BrokenSigmaStarDumpNamesTheFile)
    {
        using namespace test;
        SigmaRecordSpec conv = sigmaRecord("conv", { 1, 4 });
        conv.payload = sigmaPayload<float>({ 1.f, 2.f, 3.f, 4.f });
        std::string bytes = sigmaDump(true, { sigmaBinaryRecord(conv) });
        bytes.resize(bytes.size() - 30); // cut inside the payload
        test::TempDir dir;
        writeBytes(dir.path() / "dump.bin", bytes);
        const auto opened = DumpSet::open((dir.path() / "dump.bin").string());
        ASSERT_FALSE(opened.ok());
        EXPECT_THAT(opened.error().toString(), AllOf(HasSubstr("dump.bin"), HasSubstr("conv")));
    }

} // namespace
} // namespace quantlens
