// Manifests that are too big or say something QuantLens cannot honour: more tensors than any model,
// a layout the matcher does not know, thousands of missing files (warnings counted, not all listed).
#include "tensor/dump_manifest.h"
#include "tensor/dump_set.h"
#include "tensor_test_support.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace quantlens {
namespace {
    using ::testing::HasSubstr;

    std::string manifestWith(const std::string& layout, const std::string& tensors)
    {
        return R"({"format": "quantlens-dump", "version": 1, )" + layout + R"("tensors": [)" + tensors + "]}";
    }

    const std::string kOne = test::npyImage(test::npyDict("<f4", "(2,)"), test::rawBytes<float>({ 1.0f, 2.0f }));
}

TEST(ManifestLimits, AnUnknownLayoutIsRefusedAndCaseDoesNotMatter)
{
    test::TempDir dir;
    test::writeBytes(dir.path() / "a.npy", kOne);
    test::writeBytes(
        dir.path() / "manifest.json", manifestWith(R"("layout": "CHWN", )", R"({"name": "a", "file": "a.npy"})"));
    auto refused = readDumpManifest(dir.file("manifest.json"));
    ASSERT_FALSE(refused.ok());
    EXPECT_THAT(refused.error().toString(), HasSubstr(dir.file("manifest.json")));
    EXPECT_THAT(refused.error().toString(), HasSubstr("key 'layout'"));
    EXPECT_THAT(refused.error().toString(), HasSubstr("\"layout\" is 'CHWN'; QuantLens reads \"NCHW\" and \"NHWC\""));

    test::writeBytes(
        dir.path() / "manifest.json", manifestWith(R"("layout": "nhwc", )", R"({"name": "a", "file": "a.npy"})"));
    auto read = DumpSet::open(dir.path().string());
    ASSERT_TRUE(read.ok()) << read.error().toString();
    EXPECT_EQ(read.value().declaredLayout(), std::optional<std::string>("NHWC"));
}

TEST(ManifestLimits, MoreTensorsThanTheLimitAreRefusedWhileParsing)
{
    test::TempDir dir;
    std::string items;
    items.reserve((kMaxManifestTensors + 1) * 28);
    for (std::size_t i = 0; i <= kMaxManifestTensors; ++i)
        items += std::string(i ? "," : "") + R"({"name":"t)" + std::to_string(i) + R"(","file":"x"})";
    test::writeBytes(dir.path() / "manifest.json", manifestWith("", items));
    auto refused = readDumpManifest(dir.file("manifest.json"));
    ASSERT_FALSE(refused.ok());
    EXPECT_THAT(refused.error().toString(), HasSubstr("key 'tensors': lists more than 500000 tensors"));
}

TEST(ManifestLimits, ThousandsOfMissingFilesAreCountedNotAllListed)
{
    test::TempDir dir;
    test::writeBytes(dir.path() / "t0.npy", kOne);
    std::string items;
    for (int i = 0; i < 3000; ++i)
        items += std::string(i ? "," : "") + R"({"name":"t)" + std::to_string(i) + R"(","file":"t)" + std::to_string(i)
            + R"(.npy"})";
    test::writeBytes(dir.path() / "manifest.json", manifestWith("", items));
    auto set = DumpSet::open(dir.path().string());
    ASSERT_TRUE(set.ok()) << set.error().toString();
    EXPECT_EQ(set.value().entries().size(), 1u);
    const auto& warnings = set.warnings();
    ASSERT_EQ(warnings.size(), 21u);
    EXPECT_THAT(warnings[0].toString(), HasSubstr("t1.npy"));
    EXPECT_THAT(warnings.back().toString(), HasSubstr("2979 more warnings like the 20 above are not listed"));
}

TEST(ManifestLimits, AStreamedManifestKeepsItsChecks)
{
    test::TempDir dir;
    const std::pair<std::string, const char*> cases[] = {
        { manifestWith("", R"({"name": "a", "file": "a.npy"}, {"name": "a", "file": "b.npy"})"),
            "listed as tensor #1 and tensor #2" },
        { manifestWith("", R"({"name": "a", "file": "a.npy"}, "b")"), "must be an object" },
        { manifestWith("", R"([1, 2])"), "must be an object" },
        { R"({"tensors": [{"name": "a", "file": "a.npy"}], "format": "other", "version": 1})", "format" },
        { R"({"format": "quantlens-dump", "version": 1, "meta": {"tensors": {"x": {"y": 1}}}, "tensors": [{"name": "a", "file": "../a.npy"}]})",
            "outside" },
    };
    for (const auto& [content, expected] : cases) {
        test::writeBytes(dir.path() / "manifest.json", content);
        auto refused = readDumpManifest(dir.file("manifest.json"));
        ASSERT_FALSE(refused.ok()) << content;
        EXPECT_THAT(refused.error().toString(), HasSubstr(expected)) << content;
    }
}

// The items are read from the parser's events, field by field: what JSON says of a key given twice
// (the last one holds), fields QuantLens does not read (any value, nested), and numbers that do not
// fit the field are read as a parsed document would give them.
TEST(ManifestLimits, ItemsReadFieldByFieldMeanWhatTheirJsonSays)
{
    test::TempDir dir;
    test::writeBytes(dir.path() / "manifest.json",
        manifestWith(R"("layout": "NCHW", )",
            R"({"name": "first", "name": "a", "file": "a.npy", "shape": "later", "shape": [1, 3, 8],
                "extra": {"nested": [1, [2, {"x": null}]]}, "order": 7, "member": null},
               {"name": "b", "file": "sub/b.npz", "member": "m.npy", "dtype": "float16", "op_type": "Conv",
                "op_name": "conv_1", "shape": []})"));
    auto read = readDumpManifest(dir.file("manifest.json"));
    ASSERT_TRUE(read.ok()) << read.error().toString();
    ASSERT_EQ(read.value().tensors.size(), 2u);
    const auto& a = read.value().tensors[0];
    EXPECT_EQ(a.name, "a");
    EXPECT_EQ(a.file, "a.npy");
    EXPECT_EQ(a.shape, std::optional(std::vector<std::int64_t> { 1, 3, 8 }));
    EXPECT_EQ(a.order, 7);
    EXPECT_EQ(a.member, "");
    const auto& b = read.value().tensors[1];
    EXPECT_EQ(b.member, "m");
    EXPECT_EQ(b.dtype, "float16");
    EXPECT_EQ(b.opType, "Conv");
    EXPECT_EQ(b.opName, "conv_1");
    EXPECT_EQ(b.order, -1);
    EXPECT_EQ(b.shape, std::optional(std::vector<std::int64_t> {}));

    const std::pair<std::string, const char*> refused[] = {
        { R"({"name": "a", "file": "a.npy", "order": 18446744073709551615})", "\"order\" must be an integer" },
        { R"({"name": "a", "file": "a.npy", "order": 2147483648})", "\"order\" must be an integer" },
        { R"({"name": "a", "file": "a.npy", "shape": [1, [2]]})", "shape" },
        { R"({"name": "a", "file": "a.npy", "shape": [9223372036854775808]})", "shape" },
        { R"({"name": "a", "file": ["a.npy"]})", "file" },
    };
    for (const auto& [item, expected] : refused) {
        test::writeBytes(dir.path() / "manifest.json", manifestWith("", item));
        auto wrong = readDumpManifest(dir.file("manifest.json"));
        ASSERT_FALSE(wrong.ok()) << item;
        EXPECT_THAT(wrong.error().toString(), HasSubstr(expected)) << item;
        EXPECT_THAT(wrong.error().toString(), HasSubstr("tensor 'a'")) << item;
    }
}

} // namespace quantlens
