// .npz reading: numpy's stored, deflated and full Zip64 archives, libzip-written ones, and broken
// archives patched byte by byte.
#include "tensor/npz_reader.h"
#include "tensor_test_support.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace quantlens {
namespace {
    using test::elementAt;
    using test::npyDict;
    using test::npyImage;
    using test::rawBytes;
    using ::testing::ElementsAre;
    using ::testing::HasSubstr;

    std::string reference(const std::string& name) { return (test::referenceDir() / name).string(); }

    std::shared_ptr<const NpzArchive> openOrFail(const std::string& path)
    {
        auto archive = NpzArchive::open(path);
        EXPECT_TRUE(archive.ok()) << (archive.ok() ? "" : archive.error().toString());
        return archive.ok() ? archive.value() : nullptr;
    }

    const std::string kSmallNpy = npyImage(npyDict("<i2", "(3,)"), rawBytes<std::int16_t>({ 5, -6, 7 }));
    const std::string kFloatNpy = npyImage(npyDict("<f4", "(2, 2)"), rawBytes<float>({ 0.5f, 1.5f, -2.5f, 3.0f }));

    /// Opens an archive expected to be rejected and returns the full message.
    std::string rejection(const std::string& path)
    {
        auto archive = NpzArchive::open(path);
        EXPECT_FALSE(archive.ok()) << path;
        return archive.ok() ? "" : archive.error().toString();
    }
}

TEST(NpzReference, NumpySavezIsViewedInPlace)
{
    const auto archive = openOrFail(reference("stored.npz"));
    ASSERT_NE(archive, nullptr);
    EXPECT_THAT(archive->names(), ElementsAre("conv1", "relu1", "flipped"));
    EXPECT_TRUE(archive->contains("relu1"));
    EXPECT_FALSE(archive->contains("relu1.npy"));

    const auto conv = archive->tensor("conv1");
    ASSERT_TRUE(conv.ok()) << conv.error().toString();
    test::expectReferenceValues(conv.value());
    EXPECT_EQ(conv.value().source, reference("stored.npz") + ":conv1.npy");
    const auto& mapping = conv.value().mapping;
    ASSERT_NE(mapping, nullptr);
    EXPECT_GE(conv.value().data, mapping->data());
    EXPECT_LE(conv.value().data + conv.value().byteSize(), mapping->data() + mapping->size());

    const auto flipped = archive->tensor("flipped");
    ASSERT_TRUE(flipped.ok());
    EXPECT_TRUE(flipped.value().byteSwapped);
    test::expectReferenceValues(flipped.value());

    const auto relu = archive->tensor("relu1");
    ASSERT_TRUE(relu.ok());
    EXPECT_EQ(relu.value().dtype, DType::Int8);
    EXPECT_EQ(elementAt(relu.value(), { 2 }), 3.0);
}

TEST(NpzReference, NumpySavezCompressedIsInflatedIntoOwnedBuffers)
{
    auto archive = openOrFail(reference("deflated.npz"));
    ASSERT_NE(archive, nullptr);
    EXPECT_THAT(archive->names(), ElementsAre("conv1", "relu1", "flipped"));

    const auto conv = archive->tensor("conv1");
    ASSERT_TRUE(conv.ok()) << conv.error().toString();
    EXPECT_EQ(conv.value().mapping, nullptr);
    EXPECT_NE(conv.value().owner, nullptr);
    test::expectReferenceValues(conv.value());

    const auto fortran = archive->tensor("flipped");
    ASSERT_TRUE(fortran.ok());
    EXPECT_EQ(fortran.value().strides, (std::vector<std::int64_t> { 1, 2 }));
    test::expectReferenceValues(fortran.value());

    // Views stay valid after the archive is gone: each owns its buffer.
    const auto relu = archive->tensor("relu1");
    archive.reset();
    ASSERT_TRUE(relu.ok());
    EXPECT_EQ(elementAt(relu.value(), { 0 }), 1.0);
    test::expectReferenceValues(conv.value());
}

TEST(NpzReference, HeadersWithoutReadingPayloads)
{
    for (const char* name : { "stored.npz", "deflated.npz", "zip64.npz" }) {
        const auto archive = openOrFail(reference(name));
        ASSERT_NE(archive, nullptr);
        const auto header = archive->header("conv1");
        ASSERT_TRUE(header.ok()) << header.error().toString();
        EXPECT_EQ(header.value().shape, (std::vector<std::int64_t> { 2, 3 })) << name;
        EXPECT_EQ(header.value().dtype, DType::Float32) << name;
        const auto missing = archive->header("nope");
        ASSERT_FALSE(missing.ok());
        EXPECT_THAT(missing.error().toString(), HasSubstr("nope.npy"));
    }
}

TEST(NpzReference, FullZip64ArchiveWithEndRecordAndExtras)
{
    const auto archive = openOrFail(reference("zip64.npz"));
    ASSERT_NE(archive, nullptr);
    EXPECT_THAT(archive->names(), ElementsAre("conv1", "relu1"));
    const auto conv = archive->tensor("conv1");
    ASSERT_TRUE(conv.ok()) << conv.error().toString();
    test::expectReferenceValues(conv.value());
    // relu1's local header offset is only in its Zip64 extra field.
    const auto relu = archive->tensor("relu1");
    ASSERT_TRUE(relu.ok()) << relu.error().toString();
    EXPECT_EQ(elementAt(relu.value(), { 1 }), 2.0);
}

TEST(NpzArchiveTest, LibzipWrittenMixedArchiveIgnoresOtherMembers)
{
    test::TempDir dir;
    const auto path = dir.path() / "mixed.npz";
    test::writeZip(path,
        { { "notes.txt", "hello", false }, { "a.npy", kSmallNpy, false }, { "b.npy", kFloatNpy, true },
            { "sub/c.npy", kSmallNpy, true }, { ".npy", kSmallNpy, false } });
    const auto archive = openOrFail(path.string());
    ASSERT_NE(archive, nullptr);
    EXPECT_THAT(archive->names(), ElementsAre("a", "b", "sub/c"));

    const auto a = archive->tensor("a");
    ASSERT_TRUE(a.ok()) << a.error().toString();
    EXPECT_NE(a.value().mapping, nullptr);
    EXPECT_EQ(elementAt(a.value(), { 1 }), -6.0);

    const auto b = archive->tensor("b");
    ASSERT_TRUE(b.ok()) << b.error().toString();
    EXPECT_EQ(b.value().mapping, nullptr);
    EXPECT_EQ(elementAt(b.value(), { 1, 0 }), -2.5);

    const auto c = archive->tensor("sub/c");
    ASSERT_TRUE(c.ok());
    EXPECT_EQ(c.value().source, path.string() + ":sub/c.npy");

    const auto unknown = archive->tensor("notes");
    ASSERT_FALSE(unknown.ok());
    EXPECT_THAT(unknown.error().toString(), HasSubstr("no such array"));
}

TEST(NpzBadInput, EmptyFile)
{
    test::TempDir dir;
    test::writeBytes(dir.file("empty.npz"), "");
    const std::string message = rejection(dir.file("empty.npz"));
    EXPECT_THAT(message, HasSubstr(dir.file("empty.npz")));
    EXPECT_THAT(message, HasSubstr("not a zip archive"));
}

TEST(NpzBadInput, GarbageIsNotAZip)
{
    test::TempDir dir;
    test::writeBytes(dir.file("junk.npz"), std::string(300, 'x'));
    const std::string message = rejection(dir.file("junk.npz"));
    EXPECT_THAT(message, HasSubstr(dir.file("junk.npz")));
    EXPECT_THAT(message, HasSubstr("not a zip archive (no end of central directory record)"));
}

TEST(NpzBadInput, TruncatedArchiveLosesItsDirectory)
{
    test::TempDir dir;
    const std::string whole = test::readBytes(reference("stored.npz"));
    for (std::size_t keep : { whole.size() / 2, whole.size() - 10, std::size_t { 30 } }) {
        test::writeBytes(dir.file("cut.npz"), whole.substr(0, keep));
        const std::string message = rejection(dir.file("cut.npz"));
        EXPECT_THAT(message, HasSubstr(dir.file("cut.npz"))) << keep;
        EXPECT_THAT(message, HasSubstr("not a zip archive")) << keep;
    }
}

TEST(NpzBadInput, ArchiveWithoutNpyMembers)
{
    test::TempDir dir;
    test::writeZip(dir.path() / "other.npz", { { "readme.txt", "no arrays here", false } });
    std::string message = rejection(dir.file("other.npz"));
    EXPECT_THAT(message, HasSubstr(dir.file("other.npz")));
    EXPECT_THAT(message, HasSubstr("no .npy members"));

    // An archive with no members at all: just the end record.
    test::writeBytes(dir.file("hollow.npz"), std::string("PK\x05\x06", 4) + std::string(18, '\0'));
    message = rejection(dir.file("hollow.npz"));
    EXPECT_THAT(message, HasSubstr(dir.file("hollow.npz")));
    EXPECT_THAT(message, HasSubstr("no .npy members"));
}

TEST(NpzBadInput, UnsupportedCompressionMethod)
{
    test::TempDir dir;
    test::writeZip(dir.path() / "plain.npz", { { "w.npy", kSmallNpy, false } });
    std::string bytes = test::readBytes(dir.path() / "plain.npz");
    // Method field: byte 8 of the local header, byte 10 of the central entry. 12 is bzip2.
    for (auto pos : test::findAll(bytes, "PK\x03\x04"))
        test::putLe16(bytes, pos + 8, 12);
    for (auto pos : test::findAll(bytes, "PK\x01\x02"))
        test::putLe16(bytes, pos + 10, 12);
    test::writeBytes(dir.file("bzip2.npz"), bytes);
    const std::string message = rejection(dir.file("bzip2.npz"));
    EXPECT_THAT(message, HasSubstr(dir.file("bzip2.npz")));
    EXPECT_THAT(message, HasSubstr("w.npy"));
    EXPECT_THAT(message, HasSubstr("compression method 12 is not supported"));
}

TEST(NpzBadInput, EncryptedMember)
{
    test::TempDir dir;
    test::writeZip(dir.path() / "plain.npz", { { "w.npy", kSmallNpy, false } });
    std::string bytes = test::readBytes(dir.path() / "plain.npz");
    for (auto pos : test::findAll(bytes, "PK\x03\x04"))
        test::putLe16(bytes, pos + 6, 1);
    for (auto pos : test::findAll(bytes, "PK\x01\x02"))
        test::putLe16(bytes, pos + 8, 1);
    test::writeBytes(dir.file("locked.npz"), bytes);
    const std::string message = rejection(dir.file("locked.npz"));
    EXPECT_THAT(message, HasSubstr(dir.file("locked.npz")));
    EXPECT_THAT(message, HasSubstr("encrypted"));
}

TEST(NpzBadInput, MemberDataPastEndOfFile)
{
    test::TempDir dir;
    test::writeZip(dir.path() / "plain.npz", { { "w.npy", kSmallNpy, false } });
    std::string bytes = test::readBytes(dir.path() / "plain.npz");
    // Both size fields of both headers claim far more data than the file holds.
    for (auto pos : test::findAll(bytes, "PK\x03\x04")) {
        test::putLe32(bytes, pos + 18, 1'000'000);
        test::putLe32(bytes, pos + 22, 1'000'000);
    }
    for (auto pos : test::findAll(bytes, "PK\x01\x02")) {
        test::putLe32(bytes, pos + 20, 1'000'000);
        test::putLe32(bytes, pos + 24, 1'000'000);
    }
    test::writeBytes(dir.file("long.npz"), bytes);
    const std::string message = rejection(dir.file("long.npz"));
    EXPECT_THAT(message, HasSubstr(dir.file("long.npz")));
    EXPECT_THAT(message, HasSubstr("w.npy"));
    EXPECT_THAT(message, HasSubstr("runs past the end of the file"));
}

TEST(NpzBadInput, DuplicateMemberNames)
{
    test::TempDir dir;
    test::writeZip(dir.path() / "two.npz", { { "a.npy", kSmallNpy, false }, { "b.npy", kSmallNpy, false } });
    std::string bytes = test::readBytes(dir.path() / "two.npz");
    for (auto pos : test::findAll(bytes, "b.npy"))
        bytes[pos] = 'a';
    test::writeBytes(dir.file("dup.npz"), bytes);
    auto archive = NpzArchive::open(dir.file("dup.npz"));
    ASSERT_FALSE(archive.ok());
    EXPECT_THAT(archive.error().toString(), HasSubstr(dir.file("dup.npz")));
    EXPECT_THAT(archive.error().toString(), HasSubstr("a.npy"));
}

TEST(NpzBadInput, TruncatedNpyInsideMember)
{
    test::TempDir dir;
    const std::string shortNpy = kFloatNpy.substr(0, kFloatNpy.size() - 6);
    test::writeZip(dir.path() / "short.npz", { { "s.npy", shortNpy, false }, { "d.npy", shortNpy, true } });
    const auto archive = openOrFail(dir.file("short.npz"));
    ASSERT_NE(archive, nullptr);
    for (const char* name : { "s", "d" }) {
        const auto header = archive->header(name);
        ASSERT_FALSE(header.ok()) << name;
        EXPECT_THAT(header.error().toString(), HasSubstr(dir.file("short.npz") + ":" + name + ".npy"));
        EXPECT_THAT(header.error().toString(), HasSubstr("truncated member"));
        const auto view = archive->tensor(name);
        ASSERT_FALSE(view.ok()) << name;
        EXPECT_THAT(view.error().toString(), HasSubstr(dir.file("short.npz") + ":" + name + ".npy"));
        EXPECT_THAT(view.error().toString(), HasSubstr("truncated"));
    }
}

TEST(NpzBadInput, MemberThatIsNotAnNpy)
{
    test::TempDir dir;
    test::writeZip(dir.path() / "fake.npz", { { "x.npy", "this is text, not an array", true } });
    const auto archive = openOrFail(dir.file("fake.npz"));
    ASSERT_NE(archive, nullptr);
    const auto view = archive->tensor("x");
    ASSERT_FALSE(view.ok());
    EXPECT_THAT(view.error().toString(), HasSubstr(dir.file("fake.npz") + ":x.npy"));
    EXPECT_THAT(view.error().toString(), HasSubstr("wrong magic"));
}

TEST(NpzBadInput, CorruptDeflateStream)
{
    test::TempDir dir;
    // Compressible payload so the deflate stream is long enough to damage in the middle.
    const std::string npy = npyImage(npyDict("<f4", "(256,)"), std::string(1024, '\x11'));
    test::writeZip(dir.path() / "good.npz", { { "z.npy", npy, true } });
    std::string bytes = test::readBytes(dir.path() / "good.npz");
    ASSERT_EQ(bytes.substr(30, 5), "z.npy");
    const std::size_t extraLength
        = static_cast<unsigned char>(bytes[28]) + 256u * static_cast<unsigned char>(bytes[29]);
    const std::size_t dataStart = 30 + 5 + extraLength;
    for (std::size_t i = dataStart + 4; i < dataStart + 20; ++i)
        bytes[i] = static_cast<char>(~bytes[i]);
    test::writeBytes(dir.file("bad.npz"), bytes);
    const auto archive = openOrFail(dir.file("bad.npz"));
    ASSERT_NE(archive, nullptr);
    const auto view = archive->tensor("z");
    ASSERT_FALSE(view.ok());
    EXPECT_THAT(view.error().toString(), HasSubstr(dir.file("bad.npz")));
    EXPECT_THAT(view.error().toString(), HasSubstr("z.npy"));
}

TEST(NpzBadInput, CorruptCentralDirectoryEntry)
{
    test::TempDir dir;
    std::string bytes = test::readBytes(reference("stored.npz"));
    const auto central = test::findAll(bytes, "PK\x01\x02");
    ASSERT_FALSE(central.empty());
    bytes[central[1] + 1] = 'X'; // breaks the second entry's signature
    test::writeBytes(dir.file("cd.npz"), bytes);
    const std::string message = rejection(dir.file("cd.npz"));
    EXPECT_THAT(message, HasSubstr(dir.file("cd.npz")));
    EXPECT_THAT(message, HasSubstr("zip"));
}

} // namespace quantlens
