// Dump sets: directories with and without manifest.json (FORMATS.md §8) and single archives, with the
// errors that stop opening and the warnings that only leave one tensor out.
#include "tensor/dump_set.h"
#include "tensor_test_support.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace quantlens {
namespace {
    using test::elementAt;
    using test::npyDict;
    using test::npyImage;
    using test::rawBytes;
    using ::testing::AllOf;
    using ::testing::ElementsAre;
    using ::testing::HasSubstr;
    namespace fs = std::filesystem;

    const std::string kConv = npyImage(npyDict("<f4", "(1, 2)"), rawBytes<float>({ 0.5f, -1.0f }));
    const std::string kRelu = npyImage(npyDict("|i1", "(3,)"), rawBytes<std::int8_t>({ 1, -2, 3 }));
    const std::string kPool = npyImage(npyDict("<u2", "(2,)"), rawBytes<std::uint16_t>({ 9, 65535 }));

    std::vector<std::string> names(const DumpSet& set)
    {
        std::vector<std::string> out;
        for (const auto& e : set.entries())
            out.push_back(e.name);
        return out;
    }

    std::string manifest(const std::string& tensors)
    {
        return R"({"format": "quantlens-dump", "version": 1, "layout": "NHWC", "tensors": [)" + tensors + "]}";
    }

    std::string allWarnings(const std::vector<Problem>& warnings)
    {
        std::string text;
        for (const auto& w : warnings)
            text += w.toString() + "\n";
        return text;
    }

    /// A manifest directory that is expected not to open; returns the error text.
    std::string manifestRejection(const test::TempDir& dir, const std::string& json)
    {
        test::writeBytes(dir.path() / "manifest.json", json);
        const auto set = DumpSet::open(dir.path().string());
        EXPECT_FALSE(set.ok()) << json;
        return set.ok() ? "" : set.error().toString();
    }
}

TEST(DumpSetManifest, KeepsManifestOrderAndMetadata)
{
    test::TempDir dir;
    fs::create_directories(dir.path() / "sub");
    test::writeBytes(dir.path() / "sub" / "conv.npy", kConv);
    test::writeBytes(dir.path() / "relu.npy", kRelu);
    test::writeZip(dir.path() / "packed.npz", { { "pool.npy", kPool, true } });
    test::writeBytes(dir.path() / "manifest.json",
        manifest(R"({"name": "model/conv:0", "file": "sub/conv.npy", "shape": [1, 2], "dtype": "float32",
                     "op_type": "Conv", "op_name": "conv_1", "order": 3},
                    {"name": "relu", "file": "./relu.npy", "order": 1},
                    {"name": "pool", "file": "packed.npz", "member": "pool", "dtype": "uint16"})"));

    const auto opened = DumpSet::open(dir.path().string());
    ASSERT_TRUE(opened.ok()) << opened.error().toString();
    EXPECT_TRUE(opened.warnings().empty()) << allWarnings(opened.warnings());
    const DumpSet& set = opened.value();
    EXPECT_TRUE(set.hasManifest());
    EXPECT_EQ(set.declaredLayout(), std::optional<std::string>("NHWC"));
    EXPECT_EQ(set.path(), dir.path().string());
    EXPECT_THAT(names(set), ElementsAre("model/conv:0", "relu", "pool"));

    const DumpEntry* conv = set.entry("model/conv:0");
    ASSERT_NE(conv, nullptr);
    EXPECT_EQ(conv->opType, "Conv");
    EXPECT_EQ(conv->opName, "conv_1");
    EXPECT_EQ(conv->order, 3);
    EXPECT_EQ(conv->file, (dir.path() / "sub" / "conv.npy").string());
    EXPECT_TRUE(conv->member.empty());
    EXPECT_EQ(conv->shape, (std::vector<std::int64_t> { 1, 2 }));
    EXPECT_EQ(set.entry("relu")->dtype, DType::Int8);
    EXPECT_EQ(set.entry("relu")->order, 1);
    EXPECT_EQ(set.entry("pool")->member, "pool");
    EXPECT_EQ(set.entry("pool")->order, -1);

    const auto convView = set.tensor("model/conv:0");
    ASSERT_TRUE(convView.ok()) << convView.error().toString();
    EXPECT_EQ(elementAt(convView.value(), { 0, 1 }), -1.0);
    const auto poolView = set.tensor("pool");
    ASSERT_TRUE(poolView.ok()) << poolView.error().toString();
    EXPECT_EQ(elementAt(poolView.value(), { 1 }), 65535.0);
}

TEST(DumpSetManifest, BadEntriesBecomeWarningsAndAreLeftOut)
{
    test::TempDir dir;
    test::writeBytes(dir.path() / "good.npy", kConv);
    test::writeBytes(dir.path() / "relu.npy", kRelu);
    test::writeBytes(dir.path() / "broken.npy", kConv.substr(0, 50));
    test::writeBytes(dir.path() / "manifest.json", manifest(R"({"name": "good", "file": "good.npy"},
                    {"name": "gone", "file": "missing.npy"},
                    {"name": "wrong_shape", "file": "relu.npy", "shape": [4]},
                    {"name": "wrong_dtype", "file": "relu.npy", "dtype": "uint8"},
                    {"name": "unknown_dtype", "file": "relu.npy", "dtype": "qint4"},
                    {"name": "broken", "file": "broken.npy"},
                    {"name": "no_member", "file": "good.npy", "member": "x"})"));

    const auto opened = DumpSet::open(dir.path().string());
    ASSERT_TRUE(opened.ok()) << opened.error().toString();
    EXPECT_THAT(names(opened.value()), ElementsAre("good"));
    const auto& warnings = opened.warnings();
    ASSERT_EQ(warnings.size(), 6u) << allWarnings(warnings);
    const std::string base = dir.path().string();
    EXPECT_THAT(warnings[0].toString(),
        AllOf(HasSubstr(base + "/missing.npy"), HasSubstr("tensor 'gone'"), HasSubstr("No such file")));
    EXPECT_THAT(warnings[1].toString(),
        AllOf(HasSubstr(base + "/relu.npy"), HasSubstr("tensor 'wrong_shape'"),
            HasSubstr("manifest shape [4] disagrees with the file's [3]")));
    EXPECT_THAT(warnings[2].toString(),
        AllOf(HasSubstr("tensor 'wrong_dtype'"), HasSubstr("manifest dtype 'uint8' disagrees with the file's int8")));
    EXPECT_THAT(warnings[3].toString(), AllOf(HasSubstr("tensor 'unknown_dtype'"), HasSubstr("'qint4'")));
    EXPECT_THAT(warnings[4].toString(),
        AllOf(HasSubstr(base + "/broken.npy"), HasSubstr("tensor 'broken'"), HasSubstr("runs past the end")));
    EXPECT_THAT(
        warnings[5].toString(), AllOf(HasSubstr("tensor 'no_member'"), HasSubstr("the file holds no tensor 'x'")));
    EXPECT_EQ(warnings[0].position, "tensor 'gone'");
}

TEST(DumpSetManifest, NothingReadableIsAnError)
{
    test::TempDir dir;
    const std::string message = manifestRejection(dir, manifest(R"({"name": "a", "file": "a.npy"})"));
    EXPECT_THAT(message, AllOf(HasSubstr("manifest.json"), HasSubstr("none of the 1 tensors")));
    EXPECT_THAT(manifestRejection(dir, manifest("")), HasSubstr("manifest lists no tensors"));
}

TEST(DumpSetBadInput, ManifestIsNotJson)
{
    test::TempDir dir;
    const std::string message = manifestRejection(dir, R"({"format": "quantlens-dump", "version": 1,)");
    EXPECT_THAT(message, AllOf(HasSubstr(dir.file("manifest.json")), HasSubstr("not valid JSON")));
}

TEST(DumpSetManifest, AnotherToolsManifestIsIgnoredWithAWarning)
{
    // Other tools write manifest.json too: without our "format" it is not ours, and the folder is
    // read by file names as if it had none.
    for (const char* json :
        { R"({"format": "other-tool", "version": 1, "tensors": []})", R"({"files": ["relu.npy"]})" }) {
        test::TempDir dir;
        test::writeBytes(dir.path() / "relu.npy", kRelu);
        test::writeBytes(dir.path() / "manifest.json", json);
        const auto opened = DumpSet::open(dir.path().string());
        ASSERT_TRUE(opened.ok()) << opened.error().toString();
        EXPECT_FALSE(opened.value().hasManifest());
        EXPECT_THAT(names(opened.value()), ElementsAre("relu"));
        ASSERT_FALSE(opened.warnings().empty());
        EXPECT_THAT(opened.warnings().front().toString(),
            AllOf(HasSubstr(dir.file("manifest.json")), HasSubstr("not a QuantLens dump manifest"),
                HasSubstr("ignored")));
    }
}

TEST(DumpSetBadInput, ManifestThatIsNoObject)
{
    test::TempDir dir;
    EXPECT_THAT(manifestRejection(dir, "[1, 2]"), HasSubstr("must be a JSON object"));
}

TEST(DumpSetBadInput, ManifestUnsupportedVersion)
{
    test::TempDir dir;
    const std::string message = manifestRejection(dir, R"({"format": "quantlens-dump", "version": 2, "tensors": []})");
    EXPECT_THAT(message, AllOf(HasSubstr(dir.file("manifest.json")), HasSubstr("unsupported manifest version 2")));
}

TEST(DumpSetBadInput, ManifestMissingNameOrFile)
{
    test::TempDir dir;
    std::string message = manifestRejection(dir, manifest(R"({"file": "a.npy"})"));
    EXPECT_THAT(message, AllOf(HasSubstr(dir.file("manifest.json")), HasSubstr("tensor #1"), HasSubstr("\"name\"")));
    message = manifestRejection(dir, manifest(R"({"name": "a", "file": "a.npy"}, {"name": "b"})"));
    EXPECT_THAT(message, AllOf(HasSubstr("tensor 'b'"), HasSubstr("missing \"file\"")));
    message = manifestRejection(dir, manifest(R"({"name": "a", "file": "a.npy", "shape": [1, -2]})"));
    EXPECT_THAT(message, AllOf(HasSubstr("tensor 'a'"), HasSubstr("\"shape\" must be")));
}

TEST(DumpSetBadInput, ManifestDuplicateNames)
{
    test::TempDir dir;
    const std::string message = manifestRejection(dir,
        manifest(R"({"name": "x", "file": "a.npy"}, {"name": "y", "file": "b.npy"}, {"name": "x", "file": "c.npy"})"));
    EXPECT_THAT(message,
        AllOf(HasSubstr(dir.file("manifest.json")), HasSubstr("tensor 'x'"), HasSubstr("duplicate tensor name"),
            HasSubstr("tensor #1 and tensor #3")));
}

TEST(DumpSetBadInput, ManifestPathEscapesTheDirectory)
{
    test::TempDir dir;
    for (const char* file : { "../outside.npy", "sub/../../outside.npy", "/etc/passwd", "sub/..", "a//../../b.npy" }) {
        const std::string message
            = manifestRejection(dir, manifest(std::string(R"({"name": "evil", "file": ")") + file + R"("})"));
        EXPECT_THAT(message,
            AllOf(HasSubstr(dir.file("manifest.json")), HasSubstr("tensor 'evil'"),
                HasSubstr("points outside the dump directory")))
            << file;
    }
}

TEST(DumpSetDirectory, WithoutManifestListsNpyFilesAndArchiveMembersByName)
{
    test::TempDir dir;
    test::writeBytes(dir.path() / "zeta.npy", kConv);
    test::writeBytes(dir.path() / "alpha.NPY", kRelu);
    test::writeBytes(dir.path() / ".hidden.npy", kConv);
    test::writeBytes(dir.path() / "notes.txt", "not a tensor");
    fs::create_directories(dir.path() / "nested");
    test::writeBytes(dir.path() / "nested" / "deep.npy", kConv);
    test::writeZip(dir.path() / "more.npz", { { "mid.npy", kPool, false }, { "beta.npy", kRelu, true } });

    const auto opened = DumpSet::open(dir.path().string());
    ASSERT_TRUE(opened.ok()) << opened.error().toString();
    EXPECT_TRUE(opened.warnings().empty()) << allWarnings(opened.warnings());
    const DumpSet& set = opened.value();
    EXPECT_FALSE(set.hasManifest());
    EXPECT_FALSE(set.declaredLayout().has_value()); // nothing declared: the matcher goes by shapes
    EXPECT_THAT(names(set), ElementsAre("alpha", "beta", "mid", "zeta"));
    EXPECT_EQ(set.entry("mid")->file, (dir.path() / "more.npz").string());
    EXPECT_EQ(set.entry("mid")->dtype, DType::UInt16);
    EXPECT_EQ(set.entry("zeta")->shape, (std::vector<std::int64_t> { 1, 2 }));
    EXPECT_FALSE(set.contains("deep"));
    EXPECT_FALSE(set.contains(".hidden"));

    const auto beta = set.tensor("beta");
    ASSERT_TRUE(beta.ok()) << beta.error().toString();
    EXPECT_EQ(elementAt(beta.value(), { 1 }), -2.0);
    const auto mid = set.tensor("mid");
    ASSERT_TRUE(mid.ok());
    EXPECT_NE(mid.value().mapping, nullptr);
    EXPECT_EQ(elementAt(mid.value(), { 0 }), 9.0);
}

TEST(DumpSetDirectory, CorruptFilesAreSkippedWithWarnings)
{
    test::TempDir dir;
    test::writeBytes(dir.path() / "good.npy", kConv);
    test::writeBytes(dir.path() / "bad.npy", "garbage");
    test::writeBytes(dir.path() / "bad.npz", "garbage too");
    const auto opened = DumpSet::open(dir.path().string());
    ASSERT_TRUE(opened.ok()) << opened.error().toString();
    EXPECT_THAT(names(opened.value()), ElementsAre("good"));
    const std::string warnings = allWarnings(opened.warnings());
    EXPECT_THAT(warnings, AllOf(HasSubstr(dir.file("bad.npy")), HasSubstr("tensor 'bad'"), HasSubstr("wrong magic")));
    EXPECT_THAT(warnings, AllOf(HasSubstr(dir.file("bad.npz")), HasSubstr("not a zip archive")));
}

TEST(DumpSetDirectory, OnlyCorruptFilesIsAnError)
{
    test::TempDir dir;
    test::writeBytes(dir.path() / "bad.npy", "garbage");
    const auto opened = DumpSet::open(dir.path().string());
    ASSERT_FALSE(opened.ok());
    EXPECT_THAT(opened.error().toString(), AllOf(HasSubstr(dir.path().string()), HasSubstr("could be read")));
    ASSERT_EQ(opened.warnings().size(), 1u);
    EXPECT_THAT(opened.warnings()[0].toString(), HasSubstr("wrong magic"));
}

TEST(DumpSetBadInput, DuplicateNameAcrossFileAndArchive)
{
    test::TempDir dir;
    test::writeBytes(dir.path() / "a.npy", kConv);
    test::writeZip(dir.path() / "b.npz", { { "a.npy", kRelu, false } });
    const auto opened = DumpSet::open(dir.path().string());
    ASSERT_FALSE(opened.ok());
    EXPECT_THAT(opened.error().toString(),
        AllOf(HasSubstr("tensor 'a'"), HasSubstr("duplicate tensor name"), HasSubstr(dir.file("a.npy")),
            HasSubstr(dir.file("b.npz") + ":a")));
}

TEST(DumpSetBadInput, EmptyDirectory)
{
    test::TempDir dir;
    test::writeBytes(dir.path() / "readme.txt", "nothing here");
    const auto opened = DumpSet::open(dir.path().string());
    ASSERT_FALSE(opened.ok());
    EXPECT_THAT(opened.error().toString(),
        AllOf(HasSubstr(dir.path().string()), HasSubstr("no dump files of a known format"), HasSubstr("*.npy, *.npz")));
}

TEST(DumpSetBadInput, MissingPathAndOtherFiles)
{
    test::TempDir dir;
    auto opened = DumpSet::open(dir.file("nope"));
    ASSERT_FALSE(opened.ok());
    EXPECT_THAT(opened.error().toString(), AllOf(HasSubstr(dir.file("nope")), HasSubstr("does not exist")));

    test::writeBytes(dir.path() / "table.csv", "a,b\n1,2\n");
    opened = DumpSet::open(dir.file("table.csv"));
    ASSERT_FALSE(opened.ok());
    EXPECT_THAT(opened.error().toString(), AllOf(HasSubstr(dir.file("table.csv")), HasSubstr("not a dump directory")));
}

TEST(DumpSetFile, SingleNpzKeepsArchiveOrder)
{
    const std::string path = (test::referenceDir() / "deflated.npz").string();
    const auto opened = DumpSet::open(path);
    ASSERT_TRUE(opened.ok()) << opened.error().toString();
    const DumpSet& set = opened.value();
    EXPECT_THAT(names(set), ElementsAre("conv1", "relu1", "flipped"));
    EXPECT_EQ(set.entry("flipped")->shape, (std::vector<std::int64_t> { 2, 3 }));
    const auto conv = set.tensor("conv1");
    ASSERT_TRUE(conv.ok());
    test::expectReferenceValues(conv.value());

    const auto unknown = set.tensor("conv2");
    ASSERT_FALSE(unknown.ok());
    EXPECT_THAT(
        unknown.error().toString(), AllOf(HasSubstr(path), HasSubstr("tensor 'conv2'"), HasSubstr("no tensor")));
}

TEST(DumpSetFile, SingleNpyIsASetOfOne)
{
    const std::string path = (test::referenceDir() / "f4_big_endian.npy").string();
    const auto opened = DumpSet::open(path);
    ASSERT_TRUE(opened.ok()) << opened.error().toString();
    EXPECT_THAT(names(opened.value()), ElementsAre("f4_big_endian"));
    const auto view = opened.value().tensor("f4_big_endian");
    ASSERT_TRUE(view.ok());
    test::expectReferenceValues(view.value());
}

TEST(DumpSetFile, BrokenSingleArchiveIsAnError)
{
    test::TempDir dir;
    test::writeBytes(dir.path() / "x.npz", "PK but not really a zip");
    const auto opened = DumpSet::open(dir.file("x.npz"));
    ASSERT_FALSE(opened.ok());
    EXPECT_THAT(opened.error().toString(), AllOf(HasSubstr(dir.file("x.npz")), HasSubstr("not a zip archive")));
}

} // namespace quantlens

namespace quantlens {
namespace {
    // Listing reads each file's first bytes once; a small file is all there, so its tensor is served
    // from them (a folder of 40,000 small dumps is opened once per file, not three times).
    TEST(DumpSetListing, SmallFilesAreReadOnceWhenListed)
    {
        test::TempDir dir;
        test::writeBytes(dir.file("conv.npy"), kConv);
        std::string big(20000 * sizeof(float), '\0'); // over the first read: read again when asked for
        test::writeBytes(dir.file("big.npy"), npyImage(npyDict("<f4", "(20000,)"), big));
        auto set = DumpSet::open(dir.path().string());
        ASSERT_TRUE(set.ok()) << set.error().toString();
        fs::remove(dir.file("conv.npy"));
        fs::remove(dir.file("big.npy"));
        const auto conv = set.value().tensor("conv");
        ASSERT_TRUE(conv.ok()) << conv.error().toString();
        EXPECT_EQ(elementAt(conv.value(), { 0, 1 }), -1.0);
        const auto gone = set.value().tensor("big");
        ASSERT_FALSE(gone.ok());
        EXPECT_THAT(gone.error().toString(), HasSubstr("big.npy"));
    }
}
} // namespace quantlens

namespace quantlens {
TEST(DumpSetEntries, AnEntryReadsItsTensorWithoutTheSetLookingItUpAgain)
{
    test::TempDir dir;
    test::writeBytes(dir.path() / "conv.npy", kConv);
    test::writeBytes(dir.path() / "relu.npy", kRelu);
    auto opened = DumpSet::open(dir.path().string());
    ASSERT_TRUE(opened.ok()) << opened.error().toString();
    const DumpSet& set = opened.value();
    for (const DumpEntry& entry : set.entries()) {
        ASSERT_NE(entry.opened, nullptr) << entry.name << ": listed without its opened file";
        auto byName = set.tensor(entry.name);
        auto byEntry = set.tensor(entry);
        ASSERT_TRUE(byName.ok() && byEntry.ok());
        EXPECT_EQ(byEntry.value().shape, byName.value().shape);
        EXPECT_EQ(byEntry.value().dtype, byName.value().dtype);
        EXPECT_EQ(byEntry.value().source, byName.value().source);
    }
    DumpEntry conv = *set.entry("conv");
    auto value = set.tensor(conv);
    ASSERT_TRUE(value.ok());
    EXPECT_EQ(elementAt(value.value(), { 0, 1 }), -1.0);

    // An entry made elsewhere (no opened file) says so, naming its file: the set keeps no table of
    // its files by path to look it up in.
    conv.opened.reset();
    conv.file = (dir.path() / "elsewhere.npy").string();
    auto missing = set.tensor(conv);
    ASSERT_FALSE(missing.ok());
    EXPECT_THAT(missing.error().toString(), HasSubstr("elsewhere.npy"));
}
} // namespace quantlens
