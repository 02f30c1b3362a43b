// SigmaStar simulator dumps (sigma_outtensor_dump.bin) written from the documented layout: every
// payload kind, each trailer the known writers leave, padding, awkward names and payload bytes,
// and the printed (dumpasstring) variant. Broken files: tensor_sigmastar_dump_errors_test.cpp.
#include "tensor/sigmastar_dump.h"

#include "sigmastar_dump_writer.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace quantlens {
namespace {
    using test::sigmaBinaryRecord;
    using test::sigmaDump;
    using test::sigmaPayload;
    using test::sigmaQuantized;
    using test::sigmaRecord;
    using test::SigmaRecordSpec;
    using test::sigmaTextRecord;
    using test::Trailer;
    using ::testing::ElementsAre;
    using ::testing::ElementsAreArray;
    using ::testing::FloatNear;
    using ::testing::Pointwise;

    const std::byte* bytesOf(const std::string& s) { return reinterpret_cast<const std::byte*>(s.data()); }

    SigmaStarDump index(const std::string& file)
    {
        auto dump = indexSigmaStarDump(bytesOf(file), file.size(), "dump.bin");
        EXPECT_TRUE(dump.ok()) << (dump.ok() ? "" : dump.error().toString());
        EXPECT_TRUE(dump.ok() && dump.warnings().empty())
            << (dump.ok() && !dump.warnings().empty() ? dump.warnings()[0].toString() : "");
        return dump.ok() ? dump.value() : SigmaStarDump {};
    }

    std::vector<float> values(const std::string& file, const SigmaStarRecord& record)
    {
        auto result = sigmaStarValues(bytesOf(file), file.size(), record, "dump.bin");
        EXPECT_TRUE(result.ok()) << (result.ok() ? "" : result.error().toString());
        return result.ok() ? result.value() : std::vector<float> {};
    }
}

TEST(SigmaStarDump, FloatRecordsCarryEveryHeaderField)
{
    SigmaRecordSpec conv = sigmaQuantized("conv1/Relu", { 1, 2, 2, 1 }, "SGS_S16", "0.000239", 3);
    conv.ioIndex = 0;
    conv.opIndex = 3;
    conv.opType = "CONV_2D";
    conv.payload = sigmaPayload<float>({ 1.5f, -2.25f, 0.0f, 1e-7f });
    SigmaRecordSpec weight = sigmaQuantized("conv1/weights", { 2 }, "float", "1", 0);
    weight.isOutput = false;
    weight.ioIndex = 1;
    weight.constant = true;
    weight.opIndex = 3;
    weight.opType = "CONV_2D";
    weight.payload = sigmaPayload<float>({ 7.0f, -8.0f });
    const std::string file = sigmaDump(true, { sigmaBinaryRecord(conv), sigmaBinaryRecord(weight) });

    const SigmaStarDump dump = index(file);
    EXPECT_TRUE(dump.isFloat);
    ASSERT_EQ(dump.records.size(), 2u);
    const SigmaStarRecord& r = dump.records[0];
    EXPECT_EQ(r.name, "conv1/Relu");
    EXPECT_TRUE(r.isOutput);
    EXPECT_EQ(r.ioIndex, 0);
    EXPECT_EQ(r.opIndex, 3);
    EXPECT_EQ(r.opType, "CONV_2D");
    EXPECT_DOUBLE_EQ(r.scale, 0.000239);
    EXPECT_EQ(r.zeroPoint, 3);
    EXPECT_EQ(r.storageType, "SGS_S16");
    EXPECT_FALSE(r.constant);
    EXPECT_EQ(r.shape, (std::vector<std::int64_t> { 1, 2, 2, 1 }));
    EXPECT_EQ(r.elementType, DType::Float32); // isFloat: 1 wins over type: SGS_S16 (dequantFixed dumps)
    EXPECT_FALSE(r.text);
    EXPECT_EQ(r.headerOffset, std::string("isFloat: 1\n").size());
    EXPECT_EQ(r.payloadBytes, 16u);
    EXPECT_EQ(file.compare(r.payloadOffset, r.payloadBytes, conv.payload), 0);
    // Floats are not dequantized even though s and z are set.
    EXPECT_THAT(values(file, r), ElementsAre(1.5f, -2.25f, 0.0f, 1e-7f));

    const SigmaStarRecord& w = dump.records[1];
    EXPECT_FALSE(w.isOutput);
    EXPECT_EQ(w.ioIndex, 1);
    EXPECT_TRUE(w.constant);
    EXPECT_EQ(w.storageType, "float");
    EXPECT_EQ(w.headerOffset, file.find("//in 1"));
    EXPECT_THAT(values(file, w), ElementsAre(7.0f, -8.0f));
}

TEST(SigmaStarDump, IntegerPayloadsAreDequantizedByTheirStorageType)
{
    SigmaRecordSpec s16 = sigmaQuantized("a", { 3 }, "SGS_S16", "0.5", 2);
    s16.payload = sigmaPayload<std::int16_t>({ -32768, 2, 1002 });
    SigmaRecordSpec s8 = sigmaQuantized("b", { 3 }, "SGS_S8", "0.25", -1);
    s8.payload = sigmaPayload<std::int8_t>({ -128, -1, 127 });
    SigmaRecordSpec u8 = sigmaQuantized("c", { 3 }, "SGS_U8", "2", 128);
    u8.payload = sigmaPayload<std::uint8_t>({ 0, 128, 255 });
    SigmaRecordSpec other = sigmaQuantized("d", { 2 }, "SGS_BOOL", "1", 0);
    other.payload = sigmaPayload<std::uint8_t>({ 0, 200 });
    const std::string file = sigmaDump(
        false, { sigmaBinaryRecord(s16), sigmaBinaryRecord(s8), sigmaBinaryRecord(u8), sigmaBinaryRecord(other) });

    const SigmaStarDump dump = index(file);
    EXPECT_FALSE(dump.isFloat);
    ASSERT_EQ(dump.records.size(), 4u);
    EXPECT_EQ(dump.records[0].elementType, DType::Int16);
    EXPECT_EQ(dump.records[1].elementType, DType::Int8);
    EXPECT_EQ(dump.records[2].elementType, DType::UInt8);
    EXPECT_EQ(dump.records[3].elementType, DType::UInt8); // anything else is uint8, like SigmaStar's tools
    EXPECT_THAT(values(file, dump.records[0]), ElementsAre(0.5f * (-32768 - 2), 0.0f, 500.0f));
    EXPECT_THAT(values(file, dump.records[1]), ElementsAre(-31.75f, 0.0f, 32.0f));
    EXPECT_THAT(values(file, dump.records[2]), ElementsAre(-256.0f, 0.0f, 254.0f));
    EXPECT_THAT(values(file, dump.records[3]), ElementsAre(0.0f, 200.0f));
}

TEST(SigmaStarDump, EveryTrailerVariantLeadsToTheNextRecord)
{
    std::vector<std::string> records;
    for (Trailer trailer : { Trailer::Simulator, Trailer::Tflite, Trailer::None, Trailer::Simulator }) {
        SigmaRecordSpec r = sigmaRecord("t" + std::to_string(records.size()), { 2 });
        r.trailer = trailer;
        r.payload = sigmaPayload<float>({ static_cast<float>(records.size()), 0.5f });
        records.push_back(sigmaBinaryRecord(r));
    }
    const std::string file = sigmaDump(true, records);
    const SigmaStarDump dump = index(file);
    ASSERT_EQ(dump.records.size(), 4u);
    for (std::size_t i = 0; i < 4; ++i) {
        EXPECT_EQ(dump.records[i].name, "t" + std::to_string(i));
        EXPECT_THAT(values(file, dump.records[i]), ElementsAre(static_cast<float>(i), 0.5f));
    }
}

TEST(SigmaStarDump, PaddingAfterTheShapesValuesIsDropped)
{
    SigmaRecordSpec r = sigmaRecord("padded", { 1, 3 });
    r.payload = sigmaPayload<float>({ 1, 2, 3, 99, 99, 99, 99, 99 }); // aligned to 32 bytes
    SigmaRecordSpec q = sigmaQuantized("padded16", { 3 }, "SGS_S16", "1", 0);
    q.payload = sigmaPayload<std::int16_t>({ 4, 5, 6, -1, -1, -1, -1, -1 });
    const std::string floats = sigmaDump(true, { sigmaBinaryRecord(r) });
    const std::string ints = sigmaDump(false, { sigmaBinaryRecord(q) });
    const SigmaStarRecord padded = index(floats).records.at(0);
    EXPECT_EQ(padded.payloadBytes, 32u);
    EXPECT_THAT(values(floats, padded), ElementsAre(1.0f, 2.0f, 3.0f));
    EXPECT_THAT(values(ints, index(ints).records.at(0)), ElementsAre(4.0f, 5.0f, 6.0f));
}

TEST(SigmaStarDump, PayloadBytesThatLookLikeHeadersAreNeverScanned)
{
    const std::string fake
        = "\n};\n//out 9 s: 1 z: 0 type: float name: fake bConstant:0 shape:[1] dims:1\nop_out[9] X = {\n";
    SigmaRecordSpec u8 = sigmaQuantized("bytes", { static_cast<std::int64_t>(fake.size()) }, "SGS_U8", "1", 0);
    u8.trailer = Trailer::None;
    u8.payload = fake;
    SigmaRecordSpec after = sigmaQuantized("after", { 1 }, "SGS_U8", "1", 0);
    after.payload = "\x07";
    const std::string file = sigmaDump(false, { sigmaBinaryRecord(u8), sigmaBinaryRecord(after) });

    const SigmaStarDump dump = index(file);
    ASSERT_EQ(dump.records.size(), 2u);
    EXPECT_EQ(dump.records[1].name, "after");
    std::vector<float> expected;
    for (char c : fake)
        expected.push_back(static_cast<float>(static_cast<unsigned char>(c)));
    EXPECT_THAT(values(file, dump.records[0]), ElementsAreArray(expected));
    EXPECT_THAT(values(file, dump.records[1]), ElementsAre(7.0f));

    // The same bytes in a float record's padding.
    SigmaRecordSpec f = sigmaRecord("floats", { 1 });
    f.trailer = Trailer::Tflite;
    f.payload = sigmaPayload<float>({ 2.5f }) + fake;
    const std::string floats = sigmaDump(true, { sigmaBinaryRecord(f), sigmaBinaryRecord(f) });
    const SigmaStarDump twice = index(floats);
    ASSERT_EQ(twice.records.size(), 2u);
    EXPECT_THAT(values(floats, twice.records[1]), ElementsAre(2.5f));
}

TEST(SigmaStarDump, NamesMayHoldSpacesAndOpTypesSeveralWords)
{
    SigmaRecordSpec r = sigmaRecord("my layer/conv 1 bConstant: x", {});
    r.opType = "Conv node 7";
    r.payload = sigmaPayload<float>({ 4.0f });
    const std::string file = sigmaDump(true, { sigmaBinaryRecord(r) });
    const SigmaStarRecord record = index(file).records.at(0);
    EXPECT_EQ(record.name, "my layer/conv 1 bConstant: x");
    EXPECT_EQ(record.opType, "Conv node 7");
    EXPECT_TRUE(record.shape.empty()); // a scalar: shape:[] dims:0
    EXPECT_THAT(values(file, record), ElementsAre(4.0f));
}

TEST(SigmaStarDump, PrintedValuesAreParsedFromTheirText)
{
    std::vector<float> floats;
    for (int i = 0; i < 21; ++i)
        floats.push_back(static_cast<float>(i) * 0.125f - 1.0f);
    SigmaRecordSpec f = sigmaRecord("printed", { 1, 20 }); // the 21st value is padding
    SigmaRecordSpec binary = sigmaRecord("raw", { 1 });
    binary.payload = sigmaPayload<float>({ 3.0f });
    const std::string file
        = sigmaDump(true, { sigmaTextRecord(f, floats), sigmaBinaryRecord(binary), sigmaTextRecord(f, floats) });

    const SigmaStarDump dump = index(file);
    ASSERT_EQ(dump.records.size(), 3u);
    const SigmaStarRecord& printed = dump.records[0];
    EXPECT_TRUE(printed.text);
    EXPECT_FALSE(dump.records[1].text); // decided per record
    EXPECT_EQ(file.substr(printed.payloadOffset, 10), "-1.000000,");
    EXPECT_EQ(file[printed.payloadOffset + printed.payloadBytes], '}');
    std::vector<float> expected(floats.begin(), floats.begin() + 20);
    EXPECT_THAT(values(file, printed), Pointwise(FloatNear(1e-6f), expected));
    EXPECT_THAT(values(file, dump.records[1]), ElementsAre(3.0f));
    EXPECT_THAT(values(file, dump.records[2]), Pointwise(FloatNear(1e-6f), expected));

    // Integers printed as "%6d, " are dequantized like raw ones.
    SigmaRecordSpec q = sigmaQuantized("q", { 17 }, "SGS_S8", "0.5", -3);
    std::vector<int> ints;
    for (int i = 0; i < 17; ++i)
        ints.push_back(i * 15 - 128);
    const std::string intFile = sigmaDump(false, { sigmaTextRecord(q, ints) });
    std::vector<float> dequantized;
    for (int v : ints)
        dequantized.push_back(0.5f * static_cast<float>(v + 3));
    EXPECT_THAT(values(intFile, index(intFile).records.at(0)), ElementsAreArray(dequantized));
}

TEST(SigmaStarDump, PrintedNonFiniteValuesAreRead)
{
    // glibc prints a NaN with its sign bit as "-nan".
    const std::string file
        = "isFloat: 1\n" + test::sigmaHeaderLines(sigmaRecord("x", { 4 })) + "\nnan, -nan, inf, -inf, \n\n};\n";
    const std::vector<float> v = values(file, index(file).records.at(0));
    ASSERT_EQ(v.size(), 4u);
    EXPECT_TRUE(std::isnan(v[0]));
    EXPECT_TRUE(std::isnan(v[1]));
    EXPECT_EQ(v[2], std::numeric_limits<float>::infinity());
    EXPECT_EQ(v[3], -std::numeric_limits<float>::infinity());
}

TEST(SigmaStarDump, CrlfLinesAndAByteOrderMarkAreAccepted)
{
    const std::string file
        = "\xEF\xBB\xBFisFloat: 1\r\n//out 0 s: 0 z: 0 type: float name: x bConstant:0 shape:[2] dims:1\r\n"
          "op_out[0] ADD = {\r\n//buffer data size: 8\r\n"
        + sigmaPayload<float>({ 1, 2 }) + "\r\n};\r\n";
    const SigmaStarDump dump = index(file);
    ASSERT_EQ(dump.records.size(), 1u);
    EXPECT_EQ(dump.records[0].name, "x");
    EXPECT_EQ(dump.records[0].opType, "ADD");
    EXPECT_THAT(values(file, dump.records[0]), ElementsAre(1.0f, 2.0f));
}

TEST(SigmaStarDump, RecognisesTheFirstLine)
{
    const auto looks = [](const std::string& s) { return looksLikeSigmaStarDump(bytesOf(s), s.size()); };
    EXPECT_TRUE(looks("isFloat: 1\n//out 0"));
    EXPECT_TRUE(looks("isFloat: 0\r\n"));
    EXPECT_TRUE(looks("\xEF\xBB\xBFisFloat:1\n"));
    EXPECT_TRUE(looks("isFloat: 1")); // a short head, cut after the number
    EXPECT_FALSE(looks(""));
    EXPECT_FALSE(looks("isFloat: \n"));
    EXPECT_FALSE(looks("isFloat: 1x\n"));
    EXPECT_FALSE(looks("\x93NUMPY\x01\x00"));
    EXPECT_FALSE(looks("//out 0 s: 0 z: 0 type: float name: x bConstant:0 shape:[1] dims:1\n"));
}

} // namespace quantlens
