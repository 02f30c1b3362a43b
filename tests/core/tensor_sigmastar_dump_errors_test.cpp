// Broken SigmaStar dumps: each way a file can be wrong gives one clear problem that names the
// tensor (once known) and the byte, never a crash. Good files: tensor_sigmastar_dump_test.cpp.
#include "tensor/sigmastar_dump.h"

#include "sigmastar_dump_writer.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <random>

namespace quantlens {
namespace {
    using test::sigmaBinaryRecord;
    using test::sigmaDump;
    using test::sigmaPayload;
    using test::sigmaQuantized;
    using test::sigmaRecord;
    using test::SigmaRecordSpec;
    using test::sigmaTextRecord;
    using ::testing::HasSubstr;

    const std::byte* bytesOf(const std::string& s) { return reinterpret_cast<const std::byte*>(s.data()); }

    /// The problem indexing `file` gives; fails the test when the file is accepted.
    Problem indexProblem(const std::string& file)
    {
        auto dump = indexSigmaStarDump(bytesOf(file), file.size(), "dump.bin");
        EXPECT_FALSE(dump.ok()) << "accepted: " << file.substr(0, 200);
        return dump.ok() ? Problem {} : dump.error();
    }

    /// The problem reading the first record's values; fails the test when indexing fails or the values are accepted.
    Problem valuesProblem(const std::string& file)
    {
        auto dump = indexSigmaStarDump(bytesOf(file), file.size(), "dump.bin");
        EXPECT_TRUE(dump.ok()) << (dump.ok() ? "" : dump.error().toString());
        if (!dump.ok() || dump.value().records.empty())
            return {};
        auto values = sigmaStarValues(bytesOf(file), file.size(), dump.value().records[0], "dump.bin");
        EXPECT_FALSE(values.ok());
        return values.ok() ? Problem {} : values.error();
    }

    SigmaRecordSpec floats(std::string name, std::vector<float> values)
    {
        SigmaRecordSpec r = sigmaRecord(std::move(name), { static_cast<std::int64_t>(values.size()) });
        r.payload = sigmaPayload(values);
        return r;
    }

    const std::string kHeader = "//out 0 s: 0.5 z: 0 type: float name: conv bConstant:0 shape:[1, 2] dims:2\n";
    const std::string kOpLine = "op_out[0] CONV_2D = {\n";
}

TEST(SigmaStarDumpErrors, EmptyFileOrMissingFirstLine)
{
    EXPECT_EQ(indexProblem("").what.code, "sigmastar_dump.empty_file");

    const Problem missing = indexProblem(kHeader + kOpLine);
    EXPECT_EQ(missing.what.code, "sigmastar_dump.missing_is_float");
    EXPECT_EQ(missing.position, "byte 0");
    EXPECT_THAT(missing.message, HasSubstr("found \"//out 0 s: 0.5"));

    const Problem two = indexProblem("isFloat: 2\n" + kHeader);
    EXPECT_EQ(two.what.code, "sigmastar_dump.bad_is_float");
    EXPECT_EQ(indexProblem("isFloat: 1\n").what.code, "sigmastar_dump.no_tensors");
}

TEST(SigmaStarDumpErrors, GarbageBytesAreQuotedPrintably)
{
    std::string garbage = "\x89PNG\r\n\x1a\n";
    garbage += std::string("\0\xff\xfe", 3);
    const Problem notADump = indexProblem(garbage);
    EXPECT_EQ(notADump.what.code, "sigmastar_dump.missing_is_float");
    EXPECT_THAT(notADump.message, HasSubstr("\\x89PNG")); // escaped, so the message stays valid UTF-8

    const Problem afterFirstLine = indexProblem("isFloat: 1\n\n\x01\x02 junk\n" + kHeader);
    EXPECT_EQ(afterFirstLine.what.code, "sigmastar_dump.expected_header");
    EXPECT_EQ(afterFirstLine.position, "byte 12");
    EXPECT_THAT(afterFirstLine.message, HasSubstr("\\x01\\x02 junk"));

    // A header line that never ends: refused without reading it all.
    const Problem endless = indexProblem("isFloat: 1\n//out 0 s: 1" + std::string(100000, '7'));
    EXPECT_EQ(endless.what.code, "sigmastar_dump.header_too_long");
}

TEST(SigmaStarDumpErrors, TruncatedOrOversizedBinaryPayload)
{
    const std::string whole = sigmaDump(
        true, { sigmaBinaryRecord(floats("first", { 1, 2 })), sigmaBinaryRecord(floats("conv", { 1, 2, 3 })) });
    const std::size_t payload = whole.find("//buffer data size: 12\n") + std::string("//buffer data size: 12\n").size();
    const Problem cut = indexProblem(whole.substr(0, payload + 5));
    EXPECT_EQ(cut.what.code, "sigmastar_dump.payload_past_end");
    EXPECT_EQ(cut.position, "tensor 'conv': byte " + std::to_string(payload));
    EXPECT_THAT(cut.message, HasSubstr("12 bytes"));
    EXPECT_THAT(cut.message, HasSubstr("only 5 bytes remain"));

    const Problem huge
        = indexProblem("isFloat: 1\n" + kHeader + kOpLine + "//buffer data size: 18446744073709551615\n");
    EXPECT_EQ(huge.what.code, "sigmastar_dump.payload_past_end");
    const Problem overflow
        = indexProblem("isFloat: 1\n" + kHeader + kOpLine + "//buffer data size: 99999999999999999999999\n");
    EXPECT_EQ(overflow.what.code, "sigmastar_dump.bad_buffer_size");
    const Problem negative = indexProblem("isFloat: 1\n" + kHeader + kOpLine + "//buffer data size: -4\n");
    EXPECT_EQ(negative.what.code, "sigmastar_dump.bad_buffer_size");

    // Declared size fits the file but not the shape: found when the values are read.
    SigmaRecordSpec shortOne = floats("short", { 1, 2 });
    shortOne.shape = { 1, 3 };
    const Problem tooShort = valuesProblem(sigmaDump(true, { sigmaBinaryRecord(shortOne) }));
    EXPECT_EQ(tooShort.what.code, "sigmastar_dump.payload_too_short");
    EXPECT_THAT(tooShort.position, HasSubstr("tensor 'short': byte "));
    EXPECT_THAT(
        tooShort.message, HasSubstr("payload is 8 bytes, shorter than the 12 bytes that shape [1, 3] of float32"));
}

TEST(SigmaStarDumpErrors, MalformedHeaderLines)
{
    const auto headerProblem = [](const std::string& line) {
        return indexProblem("isFloat: 1\n" + line + "\n" + kOpLine + "//buffer data size: 8\n12345678");
    };
    const Problem noShape = headerProblem("//out 0 s: 0.5 z: 0 type: float name: conv bConstant:0 dims:2");
    EXPECT_EQ(noShape.what.code, "sigmastar_dump.header_missing_field");
    EXPECT_EQ(noShape.position,
        "tensor 'conv': byte "
            + std::to_string(11 + std::string("//out 0 s: 0.5 z: 0 type: float name: conv bConstant:0 ").size()));
    EXPECT_THAT(noShape.message, HasSubstr("expected 'shape:['"));

    const Problem dims = headerProblem("//out 0 s: 0.5 z: 0 type: float name: conv bConstant:0 shape:[1, 2] dims:3");
    EXPECT_EQ(dims.what.code, "sigmastar_dump.dims_mismatch");
    EXPECT_THAT(dims.message, HasSubstr("dims:3 disagrees with shape [1, 2], which has 2 dimensions"));

    EXPECT_EQ(headerProblem("//out 0 s: 0.5 z: 0 type: float name: c bConstant:0 shape:[1, -2] dims:2").what.code,
        "sigmastar_dump.negative_dimension");
    EXPECT_EQ(
        headerProblem("//out 0 s: 0.5 z: 0 type: float name: c bConstant:0 shape:[1,1,1,1,1,1,1,1,1] dims:9").what.code,
        "sigmastar_dump.too_many_dimensions");
    EXPECT_EQ(headerProblem("//out 0 s: 0.5 z: 0 type: float name: c bConstant:0 shape:[1, 2 dims:2").what.code,
        "sigmastar_dump.header_missing_field");
    EXPECT_EQ(headerProblem("//out 0 s: 0.5 z: 0 type: float name: c bConstant:0 shape:[4294967296, 4294967296] dims:2")
                  .what.code,
        "sigmastar_dump.shape_overflow");
    const Problem scale = headerProblem("//out 0 s: abc z: 0 type: float name: c bConstant:0 shape:[1] dims:1");
    EXPECT_EQ(scale.what.code, "sigmastar_dump.header_bad_number");
    EXPECT_EQ(scale.position, "byte 22"); // the name is not known yet
    EXPECT_EQ(headerProblem("//out 0 s: 1 z: 0 type: float bConstant:0 shape:[1] dims:1").what.code,
        "sigmastar_dump.header_missing_field");
    EXPECT_EQ(headerProblem("//out 0 s: 1 z: 0 type: float name: c shape:[1] dims:1").what.code,
        "sigmastar_dump.header_missing_field");

    const Problem opLine = indexProblem("isFloat: 1\n" + kHeader + "//buffer data size: 8\n12345678");
    EXPECT_EQ(opLine.what.code, "sigmastar_dump.bad_op_line");
    EXPECT_EQ(opLine.position, "tensor 'conv': byte " + std::to_string(11 + kHeader.size()));
    EXPECT_EQ(indexProblem("isFloat: 1\n" + kHeader + "op_out[x] CONV = {\n").what.code, "sigmastar_dump.bad_op_line");
    EXPECT_EQ(indexProblem("isFloat: 1\n" + kHeader + "op_out[1] CONV\n").what.code, "sigmastar_dump.bad_op_line");
    EXPECT_EQ(indexProblem("isFloat: 1\n" + kHeader).what.code, "sigmastar_dump.truncated_header");

    // A record whose header breaks after good ones: the good ones do not hide the problem.
    const std::string good = sigmaBinaryRecord(floats("ok", { 1 }));
    EXPECT_EQ(indexProblem(sigmaDump(true, { good, "//out 1 s: 0.5 z: 0 ty" })).what.code,
        "sigmastar_dump.header_missing_field");
}

TEST(SigmaStarDumpErrors, BrokenPrintedValues)
{
    SigmaRecordSpec r = sigmaRecord("printed", { 20 });
    const std::vector<float> v(20, 1.5f);
    const std::string whole = sigmaDump(true, { sigmaTextRecord(r, v) });

    const Problem cut = indexProblem(whole.substr(0, whole.size() - 30));
    EXPECT_EQ(cut.what.code, "sigmastar_dump.text_truncated");
    EXPECT_EQ(cut.position, "tensor 'printed': byte " + std::to_string(whole.size() - 30));

    // Values not closed before the next header: that record is cut short (left out by the reader,
    // with a warning), the rest of the file is read.
    const std::string notClosed = whole.substr(0, whole.size() - 4) + sigmaBinaryRecord(floats("next", { 1 }));
    auto index = indexSigmaStarDump(bytesOf(notClosed), notClosed.size(), "dump.bin");
    ASSERT_TRUE(index.ok()) << index.error().toString();
    ASSERT_EQ(index.value().records.size(), 2u);
    EXPECT_TRUE(index.value().records[0].broken);
    EXPECT_FALSE(index.value().records[1].broken);

    std::string word = whole;
    const std::size_t at = word.find("1.500000", word.find("= {")) + 10 * 10;
    word.replace(at, 8, "1.5e0x00");
    const Problem notNumber = valuesProblem(word);
    EXPECT_EQ(notNumber.what.code, "sigmastar_dump.bad_text_value");
    EXPECT_EQ(notNumber.position, "tensor 'printed': byte " + std::to_string(at));
    EXPECT_THAT(notNumber.message, HasSubstr("'1.5e0x00' is not a number"));

    r.shape = { 21 };
    const Problem few = valuesProblem(sigmaDump(true, { sigmaTextRecord(r, v) }));
    EXPECT_EQ(few.what.code, "sigmastar_dump.too_few_text_values");
    EXPECT_THAT(few.message, HasSubstr("holds 20 values, fewer than the 21"));
}

TEST(SigmaStarDumpErrors, UnexpectedTextBetweenRecordsIsSkippedWithAWarning)
{
    const std::string first = sigmaBinaryRecord(floats("a", { 1 }));
    const std::string file
        = sigmaDump(true, { first, "stray words\n", sigmaBinaryRecord(floats("b", { 2 })), "more\n" });
    const auto dump = indexSigmaStarDump(bytesOf(file), file.size(), "dump.bin");
    ASSERT_TRUE(dump.ok()) << dump.error().toString();
    ASSERT_EQ(dump.value().records.size(), 2u);
    ASSERT_EQ(dump.warnings().size(), 1u); // once per file, not once per line
    EXPECT_EQ(dump.warnings()[0].what.code, "sigmastar_dump.skipped_text");
    EXPECT_EQ(dump.warnings()[0].position, "byte " + std::to_string(std::string("isFloat: 1\n").size() + first.size()));
    EXPECT_THAT(dump.warnings()[0].message, HasSubstr("tensor 'a' was skipped: \"stray words\""));
}

TEST(SigmaStarDumpErrors, SuspiciousValuesComeWithWarnings)
{
    SigmaRecordSpec f = sigmaQuantized("f", { 4 }, "float", "0.000000", 0);
    f.payload = sigmaPayload<float>({ 1.0f });
    const std::string file = sigmaDump(false, { sigmaBinaryRecord(f) });
    const auto dump = indexSigmaStarDump(bytesOf(file), file.size(), "dump.bin");
    ASSERT_TRUE(dump.ok());
    const auto values = sigmaStarValues(bytesOf(file), file.size(), dump.value().records[0], "dump.bin");
    ASSERT_TRUE(values.ok());
    ASSERT_EQ(values.warnings().size(), 2u);
    EXPECT_EQ(values.warnings()[0].what.code, "sigmastar_dump.float_read_as_uint8");
    EXPECT_EQ(values.warnings()[1].what.code, "sigmastar_dump.zero_scale");
}

TEST(SigmaStarDumpErrors, RecordFromAnotherFileIsRefused)
{
    const std::string file = sigmaDump(true, { sigmaBinaryRecord(floats("a", { 1, 2, 3 })) });
    const auto dump = indexSigmaStarDump(bytesOf(file), file.size(), "dump.bin");
    ASSERT_TRUE(dump.ok());
    const auto values = sigmaStarValues(bytesOf(file), 20, dump.value().records[0], "other.bin");
    ASSERT_FALSE(values.ok());
    EXPECT_EQ(values.error().what.code, "sigmastar_dump.record_outside_file");

    SigmaStarRecord halfFloats = dump.value().records[0];
    halfFloats.elementType = DType::Float16; // 2 bytes each: reading float32s would run past the payload
    const auto refused = sigmaStarValues(bytesOf(file), file.size(), halfFloats, "dump.bin");
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().what.code, "sigmastar_dump.unsupported_element_type");
}

// Every prefix and many byte flips of a valid dump: no crash (run under ASan/UBSan in CI), and
// every failure says where; every accepted record lies inside the bytes it was indexed from.
TEST(SigmaStarDumpErrors, PrefixesAndCorruptedBytesNeverCrash)
{
    SigmaRecordSpec q = sigmaQuantized("q", { 2, 3 }, "SGS_S16", "0.5", 1);
    q.payload = sigmaPayload<std::int16_t>({ 1, 2, 3, 4, 5, 6 });
    SigmaRecordSpec t = sigmaQuantized("t", { 18 }, "SGS_U8", "1", 0);
    const std::string whole = sigmaDump(false, { sigmaBinaryRecord(q), sigmaTextRecord(t, std::vector<int>(18, 200)) });
    const auto check = [](const std::string& file) {
        const auto dump = indexSigmaStarDump(bytesOf(file), file.size(), "dump.bin");
        if (!dump.ok()) {
            EXPECT_FALSE(dump.error().message.empty());
            EXPECT_EQ(dump.error().message.find("sigmastar_dump."), std::string::npos)
                << "code without a catalog entry";
            return;
        }
        for (const auto& record : dump.value().records) {
            EXPECT_LE(record.payloadOffset + record.payloadBytes, file.size());
            const auto values = sigmaStarValues(bytesOf(file), file.size(), record, "dump.bin");
            if (values.ok()) {
                EXPECT_EQ(values.value().size(), record.elementCount());
            }
        }
    };
    for (std::size_t n = 0; n <= whole.size(); ++n)
        check(whole.substr(0, n));
    std::mt19937 random(7);
    for (int i = 0; i < 3000; ++i) {
        std::string file = whole;
        for (int flips = 0; flips < 3; ++flips)
            file[random() % file.size()] = static_cast<char>(random() % 256);
        check(file);
    }
    // A prefix cut inside the last record's values must not be accepted.
    EXPECT_FALSE(indexSigmaStarDump(bytesOf(whole), whole.size() - 5, "dump.bin").ok());
}

} // namespace quantlens
