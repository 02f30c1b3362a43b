// What `quantlens run -o DIR` may replace and where it writes: never a folder holding a file of the
// user's (even beside a manifest of ours), never outside DIR whatever a tensor or sample is called,
// and every tensor name, however long or alike another, gets a file of its own.
#include "onnx_test_models.h"

#include "runtime/dump_folder_writer.h"
#include "tensor/dump_manifest.h"
#include "util/unique_file_names.h"

#include <gtest/gtest.h>

#include <fstream>
#include <set>

using namespace quantlens;
using namespace quantlens::runtime;
namespace fs = std::filesystem;

namespace {
class DumpFolderWriterTest : public ::testing::Test {
protected:
    void SetUp() override { m_root = onnx_test::makeTempDir("dump_writer"); }
    void TearDown() override { fs::remove_all(m_root); }

    static Tensor values(float first)
    {
        Tensor t(DType::Float32, { 2 });
        t.mutableData<float>()[0] = first;
        t.mutableData<float>()[1] = first + 1;
        return t;
    }
    /// Writes `names` (run, tensor) into `folder` and commits; the problem, if any.
    static std::optional<std::string> writeRun(
        const fs::path& folder, const std::vector<std::pair<std::string, std::string>>& names)
    {
        auto writer = DumpFolderWriter::begin(folder.string());
        if (!writer)
            return writer.error().toString();
        float v = 0;
        for (const auto& [run, tensor] : names)
            if (auto problem = writer.value()->write(run, DumpName { tensor }, values(v += 10)))
                return problem->toString();
        if (auto problem = writer.value()->commit())
            return problem->toString();
        return std::nullopt;
    }
    static std::string read(const fs::path& file)
    {
        std::ifstream in(file);
        return std::string(std::istreambuf_iterator<char>(in), {});
    }

    fs::path m_root;
};
}

TEST_F(DumpFolderWriterTest, AFolderWithTheUsersFilesBesideOurManifestIsRefusedAndKept)
{
    const fs::path out = m_root / "out";
    ASSERT_EQ(writeRun(out, { { "", "x" } }), std::nullopt);
    onnx_test::writeFile(out / "my_notes.txt", "keep me");
    const auto problem = writeRun(out, { { "", "y" } });
    ASSERT_TRUE(problem.has_value());
    EXPECT_NE(problem->find("not a dump folder"), std::string::npos) << *problem;
    EXPECT_EQ(read(out / "my_notes.txt"), "keep me");
    EXPECT_TRUE(fs::exists(out / "x.npy"));
    // A folder of the user's inside a sample folder is the user's too.
    const fs::path samples = m_root / "samples";
    ASSERT_EQ(writeRun(samples, { { "a", "x" } }), std::nullopt);
    fs::create_directory(samples / "a" / "mine");
    EXPECT_TRUE(writeRun(samples, { { "a", "x" } }).has_value());
    EXPECT_TRUE(fs::exists(samples / "a" / "mine"));
}

TEST_F(DumpFolderWriterTest, AnEarlierRunIsReplacedWhole)
{
    const fs::path out = m_root / "out";
    ASSERT_EQ(writeRun(out, { { "", "x" }, { "", "z" } }), std::nullopt);
    ASSERT_EQ(writeRun(out, { { "", "y" } }), std::nullopt);
    EXPECT_FALSE(fs::exists(out / "x.npy"));
    EXPECT_TRUE(fs::exists(out / "y.npy"));
    const fs::path samples = m_root / "samples";
    ASSERT_EQ(writeRun(samples, { { "a", "x" }, { "b", "x" } }), std::nullopt);
    ASSERT_EQ(writeRun(samples, { { "c", "x" } }), std::nullopt);
    EXPECT_TRUE(fs::exists(samples / "c" / "manifest.json"));
    EXPECT_FALSE(fs::exists(samples / "a"));
}

TEST_F(DumpFolderWriterTest, NoSampleOrTensorNameLeadsOutOfTheFolder)
{
    const fs::path out = m_root / "inner" / "out";
    fs::create_directories(out.parent_path());
    ASSERT_EQ(writeRun(out, { { "..", "../../escaped" }, { ".", "x" }, { "a/../..", "/etc/passwd" } }), std::nullopt);
    std::set<std::string> outside;
    for (const auto& e : fs::recursive_directory_iterator(m_root))
        if (e.path().string().rfind(out.string(), 0) != 0 && e.path() != out.parent_path())
            outside.insert(e.path().string());
    EXPECT_TRUE(outside.empty()) << *outside.begin();
    std::size_t manifests = 0;
    for (const auto& e : fs::recursive_directory_iterator(out))
        manifests += e.path().filename() == "manifest.json";
    EXPECT_EQ(manifests, 3u); // one per sample, each in a folder of its own
}

TEST_F(DumpFolderWriterTest, EveryTensorNameGetsAFileOfItsOwnAndAnyLengthWorks)
{
    const fs::path out = m_root / "out";
    const std::string longName(300, 'n');
    const std::string longTwin = std::string(299, 'n') + "m";
    ASSERT_EQ(writeRun(out,
                  { { "", "a" }, { "", "a.b" }, { "", "a_b" }, { "", "a_b_2" }, { "", longName }, { "", longTwin } }),
        std::nullopt);
    auto manifest = readDumpManifest((out / "manifest.json").string());
    ASSERT_TRUE(manifest.ok()) << manifest.error().toString();
    std::set<std::string> files;
    for (const auto& t : manifest.value().tensors) {
        EXPECT_TRUE(fs::is_regular_file(out / t.file)) << t.file;
        EXPECT_LE(t.file.size(), 255u);
        files.insert(t.file);
    }
    EXPECT_EQ(files.size(), 6u);
}

TEST_F(DumpFolderWriterTest, TheCurrentFolderIsRefusedWithAReason)
{
    const fs::path here = fs::current_path();
    fs::current_path(m_root);
    const auto dot = writeRun(".", { { "", "x" } });
    const auto parent = writeRun(m_root.parent_path(), { { "", "x" } });
    fs::current_path(here);
    ASSERT_TRUE(dot.has_value());
    EXPECT_NE(dot->find("current folder"), std::string::npos) << *dot;
    ASSERT_TRUE(parent.has_value());
    EXPECT_EQ(fs::directory_iterator(m_root), fs::directory_iterator()); // nothing was written
    // "out/." is the folder out itself.
    EXPECT_EQ(writeRun(m_root / "out" / ".", { { "", "x" } }), std::nullopt);
    EXPECT_TRUE(fs::exists(m_root / "out" / "x.npy"));
}

TEST(UniqueFileNames, LaterNamesDoNotLandOnNumberedOnes)
{
    UniqueFileNames names("run");
    EXPECT_EQ(names.claim("a_b_2"), "a_b_2");
    EXPECT_EQ(names.claim("a.b"), "a_b");
    EXPECT_EQ(names.claim("a_b"), "a_b_3");
    EXPECT_EQ(names.claim(""), "run");
    EXPECT_EQ(names.claim(".."), "__");
    EXPECT_LE(names.claim(std::string(1000, 'x')).size(), UniqueFileNames::kMaxStem);
}
