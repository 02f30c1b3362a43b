// .npy reading: numpy's own output (all header versions, byte orders, layouts and dtypes we accept),
// header spelling variants, and one failure case per way a file can be broken.
#include "tensor/npy_header_parser.h"
#include "tensor/npy_reader.h"
#include "tensor_test_support.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstring>
#include <limits>

namespace quantlens {
namespace {
    using test::elementAt;
    using test::npyDict;
    using test::npyImage;
    using test::rawBytes;
    using ::testing::HasSubstr;

    std::string reference(const std::string& name) { return (test::referenceDir() / name).string(); }

    TensorView readReference(const std::string& name)
    {
        auto view = readNpyFile(reference(name));
        EXPECT_TRUE(view.ok()) << (view.ok() ? "" : view.error().toString());
        return view.ok() ? view.value() : TensorView {};
    }

    /// Reads a hand-made image through a real file, as users' files are read.
    Result<TensorView> readImage(const test::TempDir& dir, const std::string& bytes)
    {
        const std::string path = dir.file("case.npy");
        test::writeBytes(path, bytes);
        return readNpyFile(path);
    }
}

TEST(NpyReference, Version1Float32SmallFileIsReadWhole)
{
    const auto view = readReference("f4_v1.npy");
    test::expectReferenceValues(view);
    EXPECT_EQ(view.dtype, DType::Float32);
    EXPECT_FALSE(view.byteSwapped);
    EXPECT_EQ(view.strides, (std::vector<std::int64_t> { 3, 1 }));
    EXPECT_TRUE(view.isRowMajorContiguous());
    EXPECT_EQ(view.source, reference("f4_v1.npy"));
    // A small file is one read into memory, no mapping; the data follows numpy's 64-byte aligned header.
    EXPECT_EQ(view.mapping, nullptr);
    ASSERT_NE(view.owner, nullptr);
    EXPECT_EQ(view.data, static_cast<const std::vector<std::byte>*>(view.owner.get())->data() + 128);
    EXPECT_EQ(view.byteSize(), 24u);
}

TEST(NpyFile, LargeFileIsMappedAndItsHeaderReadWithoutTouchingTheMapping)
{
    test::TempDir dir;
    const std::size_t n = 600000; // 2.4 MB: over the whole-read limit
    std::string payload(n * sizeof(float), '\0');
    for (std::size_t i = 0; i < n; i += 1000) {
        const float value = static_cast<float>(i);
        std::memcpy(payload.data() + i * sizeof(float), &value, sizeof(float));
    }
    auto view = readImage(dir, npyImage(npyDict("<f4", "(600000,)"), payload));
    ASSERT_TRUE(view.ok()) << view.error().toString();
    ASSERT_NE(view.value().mapping, nullptr);
    EXPECT_EQ(view.value().data, view.value().mapping->data() + 128);
    ASSERT_NE(view.value().mapping->file(), nullptr);
    EXPECT_EQ(view.value().mapping->file()->size(), 128 + payload.size());
    EXPECT_EQ(elementAt(view.value(), { 599000 }), 599000.0);
}

TEST(NpyFile, LargeFileWithAHeaderLongerThanTheFirstReadIsRead)
{
    test::TempDir dir;
    // A header of ~6 KB (padding numpy allows) pushes the dict past the first 4 KiB read.
    const std::string dict = npyDict("<f4", "(300000,)") + std::string(6000, ' ');
    std::string payload(300000 * sizeof(float), '\0');
    const float last = 42.5f;
    std::memcpy(payload.data() + payload.size() - sizeof(float), &last, sizeof(float));
    auto view = readImage(dir, npyImage(dict, payload));
    ASSERT_TRUE(view.ok()) << view.error().toString();
    EXPECT_NE(view.value().mapping, nullptr);
    EXPECT_EQ(elementAt(view.value(), { 299999 }), 42.5);
    const auto header = readNpyFileHeader(readFileHead(dir.file("case.npy")).value());
    ASSERT_TRUE(header.ok()) << header.error().toString();
    EXPECT_EQ(header.value().shape, (std::vector<std::int64_t> { 300000 }));
}

TEST(NpyFile, LargeFileCutShortIsRefusedFromItsSize)
{
    test::TempDir dir;
    std::string payload(500000 * sizeof(float) - 4, '\0');
    auto view = readImage(dir, npyImage(npyDict("<f4", "(500000,)"), payload));
    ASSERT_FALSE(view.ok());
    EXPECT_THAT(view.error().toString(), HasSubstr("case.npy"));
    EXPECT_EQ(view.error().what.code, "npy.payload_truncated");
    EXPECT_EQ(readNpyFileHeader(readFileHead(dir.file("case.npy")).value()).error().what.code, "npy.payload_truncated");
}

TEST(NpyReference, Versions2And3ReadTheSame)
{
    for (const char* name : { "f4_v2.npy", "f4_v3.npy" }) {
        test::expectReferenceValues(readReference(name));
        auto mapped = MappedFile::open(reference(name));
        ASSERT_TRUE(mapped.ok());
        const auto header = parseNpyHeader(mapped.value()->data(), mapped.value()->size(), name);
        ASSERT_TRUE(header.ok()) << header.error().toString();
        EXPECT_EQ(header.value().majorVersion, name[4] - '0');
        EXPECT_EQ(header.value().dataOffset % 64, 0u);
    }
}

TEST(NpyReference, BigEndianIsFlaggedNotConverted)
{
    const auto view = readReference("f4_big_endian.npy");
    EXPECT_TRUE(view.byteSwapped);
    test::expectReferenceValues(view);
    // The bytes are the file's: -1.5f big-endian starts with 0xBF.
    EXPECT_EQ(view.data[0], std::byte { 0xBF });

    const auto wide = readReference("i8_big_endian.npy");
    EXPECT_EQ(wide.dtype, DType::Int64);
    EXPECT_TRUE(wide.byteSwapped);
    EXPECT_EQ(elementAt(wide, { 0 }), -2.0);
    EXPECT_EQ(elementAt(wide, { 1 }), 70000.0);
    EXPECT_EQ(elementAt(wide, { 2 }), static_cast<double>(1LL << 40));
}

TEST(NpyReference, FortranOrderGetsColumnMajorStrides)
{
    const auto view = readReference("f4_fortran.npy");
    EXPECT_EQ(view.strides, (std::vector<std::int64_t> { 1, 2 }));
    EXPECT_FALSE(view.isRowMajorContiguous());
    test::expectReferenceValues(view);
    // In memory the first column comes first.
    float second = 0;
    std::memcpy(&second, view.data + 4, 4);
    EXPECT_EQ(second, 2.0f);
}

TEST(NpyReference, OtherDtypes)
{
    const auto half = readReference("f2.npy");
    EXPECT_EQ(half.dtype, DType::Float16);
    test::expectReferenceValues(half);

    const auto wide = readReference("f8.npy");
    EXPECT_EQ(wide.dtype, DType::Float64);
    test::expectReferenceValues(wide);

    const auto int8 = readReference("i1.npy");
    EXPECT_EQ(int8.dtype, DType::Int8);
    EXPECT_FALSE(int8.byteSwapped);
    ASSERT_EQ(int8.shape, (std::vector<std::int64_t> { 5 }));
    const double int8Values[] = { -128, -1, 0, 1, 127 };
    for (std::int64_t i = 0; i < 5; ++i)
        EXPECT_EQ(elementAt(int8, { i }), int8Values[i]);

    const auto uint16 = readReference("u2.npy");
    EXPECT_EQ(uint16.dtype, DType::UInt16);
    const double uint16Values[] = { 0, 1, 300, 65535 };
    for (std::int64_t i = 0; i < 4; ++i)
        EXPECT_EQ(elementAt(uint16, { i }), uint16Values[i]);

    const auto flags = readReference("bool.npy");
    EXPECT_EQ(flags.dtype, DType::Bool);
    EXPECT_EQ(elementAt(flags, { 0 }), 1.0);
    EXPECT_EQ(elementAt(flags, { 1 }), 0.0);
    EXPECT_EQ(elementAt(flags, { 2 }), 1.0);
}

TEST(NpyReference, ScalarAndEmptyShapes)
{
    const auto scalar = readReference("scalar.npy");
    EXPECT_TRUE(scalar.shape.empty());
    EXPECT_EQ(scalar.elementCount(), 1u);
    EXPECT_EQ(elementAt(scalar, {}), 7.5);

    const auto empty = readReference("empty.npy");
    EXPECT_EQ(empty.shape, (std::vector<std::int64_t> { 0, 3 }));
    EXPECT_EQ(empty.elementCount(), 0u);
    EXPECT_EQ(empty.byteSize(), 0u);
}

TEST(NpyHeader, SpellingVariantsAreAccepted)
{
    test::TempDir dir;
    const std::string payload = rawBytes<float>({ 1.0f, 2.0f, 3.0f, 4.0f, 5.0f });
    const std::vector<std::string> dicts {
        "{'shape': (5,), 'fortran_order': False, 'descr': '<f4'}",
        "{ \"descr\" : \"<f4\" ,\t'fortran_order':False,'shape':( 5 , ) , }",
        "{'descr': '=f4', 'fortran_order': False, 'shape': (5L,), 'extra': None}",
        "{'descr': 'f4', 'fortran_order': False, 'shape': (+5,)}",
    };
    for (const auto& dict : dicts) {
        auto view = readImage(dir, npyImage(dict, payload));
        ASSERT_TRUE(view.ok()) << dict << ": " << view.error().toString();
        EXPECT_EQ(view.value().shape, (std::vector<std::int64_t> { 5 })) << dict;
        EXPECT_EQ(elementAt(view.value(), { 4 }), 5.0) << dict;
    }
}

TEST(NpyHeader, NativeAndNoOrderDescrs)
{
    test::TempDir dir;
    const struct {
        const char* descr;
        DType type;
    } cases[] = { { "|u1", DType::UInt8 }, { "|i1", DType::Int8 }, { "<i1", DType::Int8 }, { "<f2", DType::Float16 },
        { "<i2", DType::Int16 }, { "<u2", DType::UInt16 }, { "<i4", DType::Int32 }, { "<u4", DType::UInt32 },
        { "<i8", DType::Int64 }, { "<u8", DType::UInt64 }, { "|b1", DType::Bool }, { "=f8", DType::Float64 } };
    for (const auto& c : cases) {
        auto view = readImage(dir, npyImage(npyDict(c.descr, "(2,)"), std::string(16, '\x01')));
        ASSERT_TRUE(view.ok()) << c.descr << ": " << view.error().toString();
        EXPECT_EQ(view.value().dtype, c.type) << c.descr;
        EXPECT_FALSE(view.value().byteSwapped) << c.descr;
    }
    // A big-endian mark on a one-byte type changes nothing.
    auto bytes = readImage(dir, npyImage(npyDict(">u1", "(2,)"), "\x01\x02"));
    ASSERT_TRUE(bytes.ok());
    EXPECT_FALSE(bytes.value().byteSwapped);
}

TEST(NpyHeader, LongerPayloadIsFineButNotPartOfTheView)
{
    test::TempDir dir;
    auto view = readImage(dir, npyImage(npyDict("<i2", "(2,)"), rawBytes<std::int16_t>({ 7, -8, 99, 99 })));
    ASSERT_TRUE(view.ok()) << view.error().toString();
    EXPECT_EQ(view.value().elementCount(), 2u);
    EXPECT_EQ(elementAt(view.value(), { 1 }), -8.0);
}

TEST(NpyHeader, ParsesFromMemoryWithoutAFile)
{
    const std::string image = npyImage(npyDict("<u2", "(1, 2, 3)", true), std::string(12, '\0'), 2);
    const auto* bytes = reinterpret_cast<const std::byte*>(image.data());
    const auto header = parseNpyHeader(bytes, image.size(), "memory");
    ASSERT_TRUE(header.ok()) << header.error().toString();
    EXPECT_EQ(header.value().majorVersion, 2);
    EXPECT_TRUE(header.value().fortranOrder);
    EXPECT_EQ(header.value().shape, (std::vector<std::int64_t> { 1, 2, 3 }));
    EXPECT_EQ(header.value().dataOffset, image.size() - 12);

    auto owner = std::make_shared<std::string>(image);
    auto view = viewNpy(owner, reinterpret_cast<const std::byte*>(owner->data()), owner->size(), "memory");
    ASSERT_TRUE(view.ok());
    EXPECT_EQ(view.value().strides, (std::vector<std::int64_t> { 1, 1, 2 }));
    EXPECT_EQ(view.value().mapping, nullptr);
}

struct BadNpyCase {
    const char* name;
    std::string bytes;
    const char* expected;
};

// ctest lists parameterised tests with their parameter: print the case's name, not its bytes.
void PrintTo(const BadNpyCase& c, std::ostream* os) { *os << c.name; }

class NpyBadInput : public ::testing::TestWithParam<BadNpyCase> { };

TEST_P(NpyBadInput, FailsNamingTheFileAndTheProblem)
{
    test::TempDir dir;
    const auto result = readImage(dir, GetParam().bytes);
    ASSERT_FALSE(result.ok()) << GetParam().name;
    const std::string message = result.error().toString();
    EXPECT_THAT(message, HasSubstr(dir.file("case.npy")));
    EXPECT_THAT(message, HasSubstr(GetParam().expected));
}

namespace {
    const std::string kGood = npyImage(npyDict("<f4", "(2, 3)"), std::string(24, '\0'));

    std::string withHeaderLength(std::uint32_t length, int major)
    {
        std::string bytes = "\x93NUMPY";
        bytes += static_cast<char>(major);
        bytes += '\0';
        for (int i = 0; i < (major == 1 ? 2 : 4); ++i)
            bytes += static_cast<char>((length >> (8 * i)) & 0xFF);
        return bytes + std::string(200, ' ');
    }

    std::vector<BadNpyCase> badNpyCases()
    {
        std::string version4 = kGood;
        version4[6] = '\x04';
        std::string version11 = kGood;
        version11[7] = '\x01';
        std::string deep = "{'descr': " + std::string(1000, '[') + std::string(1000, ']') + "}";
        return {
            { "Empty", "", "file is empty" },
            { "TruncatedInMagic", kGood.substr(0, 4), "truncated" },
            { "TruncatedAfterVersion", kGood.substr(0, 8), "truncated" },
            { "TruncatedInHeader", kGood.substr(0, 40), "runs past the end of the file" },
            { "TruncatedInPayload", kGood.substr(0, kGood.size() - 5), "payload is 19 bytes, shorter than the 24" },
            { "WrongMagic", "\x93NUMPZ" + kGood.substr(6), "wrong magic" },
            { "ZipInsteadOfNpy", "PK\x03\x04" + kGood.substr(4), "not an .npy file" },
            { "Version4", version4, "unsupported .npy format version 4.0" },
            { "Version1Point1", version11, "unsupported .npy format version 1.1" },
            { "HeaderLengthPastEnd", withHeaderLength(5000, 1), "header length 5000 runs past the end" },
            { "OversizedHeader", withHeaderLength(200000, 2), "longer than the 100000-byte limit" },
            { "UnclosedDict", npyImage("{'descr': '<f4', 'fortran_order': False, 'shape': (2,)", ""),
                "malformed header dict" },
            { "NotADict", npyImage("['<f4', False, (2,)]", ""), "expected a dict" },
            { "GarbageAfterDict", npyImage(npyDict("<f4", "()") + " x", "1234"), "unexpected text after the dict" },
            { "UnquotedWord", npyImage("{'descr': f4, 'fortran_order': False, 'shape': ()}", ""), "unexpected word" },
            { "DuplicateKey", npyImage("{'descr': '<f4', 'descr': '<f4', 'fortran_order': False, 'shape': ()}", ""),
                "appears twice" },
            { "NestedTooDeeply", npyImage(deep, ""), "nested too deeply" },
            { "MissingShape", npyImage("{'descr': '<f4', 'fortran_order': False}", ""), "no 'shape' key" },
            { "MissingDescr", npyImage("{'fortran_order': False, 'shape': ()}", ""), "no 'descr' key" },
            { "MissingFortranOrder", npyImage("{'descr': '<f4', 'shape': ()}", ""), "no 'fortran_order' key" },
            { "FortranOrderNotBool", npyImage("{'descr': '<f4', 'fortran_order': 'no', 'shape': ()}", "1234"),
                "'fortran_order' must be True or False" },
            { "ObjectDtype", npyImage(npyDict("|O", "(2,)"), std::string(16, '\0')), "object arrays" },
            { "ComplexDtype", npyImage(npyDict("<c8", "(2,)"), std::string(16, '\0')), "complex dtype '<c8'" },
            { "StringDtype", npyImage(npyDict("<U3", "(2,)"), std::string(24, '\0')), "string dtype" },
            { "DatetimeDtype", npyImage(npyDict("<M8[ns]", "(2,)"), std::string(16, '\0')), "datetime" },
            { "LongDouble", npyImage(npyDict("<f16", "(2,)"), std::string(32, '\0')), "unsupported dtype '<f16'" },
            { "StructuredDtype",
                npyImage("{'descr': [('a', '<f4'), ('b', '<i4')], 'fortran_order': False, 'shape': (2,)}",
                    std::string(16, '\0')),
                "structured (record) dtypes are not supported" },
            { "ShapeNotATuple", npyImage(npyDict("<f4", "(2)"), std::string(8, '\0')), "'shape' must be a tuple" },
            { "FloatDimension", npyImage(npyDict("<f4", "(2.5,)"), ""), "only integers" },
            { "NegativeDimension", npyImage(npyDict("<f4", "(-1, 3)"), ""), "negative dimension -1" },
            { "OverflowingShape", npyImage(npyDict("<f4", "(1099511627776, 1099511627776)"), ""),
                "has too many elements" },
            { "HugeDimension", npyImage(npyDict("<f4", "(123456789012345678901234567890,)"), ""), "too large" },
        };
    }
}

INSTANTIATE_TEST_SUITE_P(Npy, NpyBadInput, ::testing::ValuesIn(badNpyCases()),
    [](const ::testing::TestParamInfo<BadNpyCase>& info) { return std::string(info.param.name); });

TEST(NpyFile, MissingFileNamesThePath)
{
    const auto result = readNpyFile("/nonexistent/quantlens/x.npy");
    ASSERT_FALSE(result.ok());
    EXPECT_THAT(result.error().toString(), HasSubstr("/nonexistent/quantlens/x.npy"));
    EXPECT_THAT(result.error().toString(), HasSubstr("cannot open"));
}

} // namespace quantlens

namespace quantlens {

TEST(NpyHeader, NumpysOwnSpellingReadsAsTheGeneralParserReadsIt)
{
    // Headers as numpy writes them take a shortcut; the same dict with one more space does not.
    const std::vector<std::string> dicts {
        "{'descr': '<f4', 'fortran_order': False, 'shape': (1, 3, 224, 640), }      \n",
        "{'descr': '|u1', 'fortran_order': True, 'shape': (5,), }\n",
        "{'descr': '<f8', 'fortran_order': False, 'shape': (), }",
        "{'descr': '>i2', 'fortran_order': False, 'shape': (0, 7), }",
        "{'descr': '<f4', 'fortran_order': False, 'shape': (999999999999999, 1), }",
        "{'descr': '<f4', 'fortran_order': False, 'shape': (9999999999999999999999, 1), }", // too large
        "{'descr': '<f4', 'fortran_order': False, 'shape': (5), }", // an int, not a tuple
        "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3,), }",
        "{'descr': '<f4', 'fortran_order': Nope, 'shape': (2,), }",
        "{'descr': '', 'fortran_order': False, 'shape': (2,), }",
        "{'descr': '<f4', 'fortran_order': False, 'shape': (2,), } x",
    };
    for (const auto& dict : dicts) {
        const auto direct = parseNpyHeaderDict(dict);
        const auto general = parseNpyHeaderDict("{ " + dict.substr(1));
        ASSERT_EQ(direct.ok(), general.ok()) << dict;
        if (!direct.ok())
            continue; // worded alike, at byte offsets one apart
        EXPECT_EQ(direct.value().descr, general.value().descr) << dict;
        EXPECT_EQ(direct.value().fortranOrder, general.value().fortranOrder) << dict;
        EXPECT_EQ(direct.value().shape, general.value().shape) << dict;
    }
    EXPECT_EQ(parseNpyHeaderDict(dicts[0]).value().shape, (std::vector<std::int64_t> { 1, 3, 224, 640 }));
    EXPECT_TRUE(parseNpyHeaderDict(dicts[1]).value().fortranOrder);
    EXPECT_FALSE(parseNpyHeaderDict(dicts[6]).ok());
}

} // namespace quantlens
