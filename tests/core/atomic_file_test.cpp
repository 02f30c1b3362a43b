#include "onnx_test_models.h"
#include "util/atomic_file.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace quantlens;
using ::testing::HasSubstr;
namespace fs = std::filesystem;

namespace {
std::string readAll(const fs::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

class AtomicFile : public ::testing::Test {
protected:
    void SetUp() override { dir = onnx_test::makeTempDir("atomic"); }
    void TearDown() override { fs::remove_all(dir); }

    /// A character device like /dev/null (1,3) or /dev/full (1,7) inside our own folder, so a regression
    /// that renames over it cannot damage the machine's /dev. Root can make one; others use /dev's own,
    /// which they cannot replace anyway.
    fs::path characterDevice(const char* name, unsigned minor)
    {
        const fs::path path = dir / name;
        if (::mknod(path.c_str(), S_IFCHR | 0666, makedev(1, minor)) == 0)
            return path;
        if (::geteuid() == 0)
            ADD_FAILURE() << "root could not create a device node in " << dir;
        return fs::path("/dev") / name;
    }

    fs::path dir;
};
}

TEST_F(AtomicFile, WritesANewFile)
{
    const auto path = dir / "r.csv";
    ASSERT_TRUE(writeFileAtomically(path.string(), "a,b\n").ok());
    EXPECT_EQ(readAll(path), "a,b\n");
    EXPECT_EQ(fs::status(path).permissions() & fs::perms::all,
        fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read | fs::perms::others_read);
}

TEST_F(AtomicFile, ReplacesAFileKeepingItsPermissions)
{
    const auto path = dir / "r.csv";
    onnx_test::writeFile(path, "old");
    fs::permissions(path, fs::perms::owner_read | fs::perms::owner_write);
    ASSERT_TRUE(writeFileAtomically(path.string(), "new").ok());
    EXPECT_EQ(readAll(path), "new");
    EXPECT_EQ(fs::status(path).permissions() & fs::perms::all, fs::perms::owner_read | fs::perms::owner_write);
    EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), 1) << "a temporary file was left";
}

TEST_F(AtomicFile, ALinkStaysALink)
{
    const auto target = dir / "real.json";
    const auto link = dir / "link.json";
    onnx_test::writeFile(target, "old");
    fs::create_symlink(target, link);
    ASSERT_TRUE(writeFileAtomically(link.string(), "new").ok());
    EXPECT_TRUE(fs::is_symlink(link));
    EXPECT_EQ(readAll(target), "new");
}

TEST_F(AtomicFile, ANullDeviceIsWrittenThroughNotReplaced)
{
    const auto device = characterDevice("null", 3);
    ASSERT_TRUE(writeFileAtomically(device.string(), "report").ok());
    EXPECT_EQ(fs::status(device).type(), fs::file_type::character);
}

TEST_F(AtomicFile, AFullDeviceFailsNamingTheProblem)
{
    const auto device = characterDevice("full", 7);
    auto result = writeFileAtomically(device.string(), std::string(1 << 16, 'x'));
    ASSERT_FALSE(result.ok());
    EXPECT_THAT(result.error().toString(), HasSubstr(device.string()));
    EXPECT_THAT(result.error().toString(), HasSubstr("No space left on device"));
    EXPECT_EQ(fs::status(device).type(), fs::file_type::character);
}

TEST_F(AtomicFile, AFifoWithoutReaderFailsAtOnce)
{
    const auto fifo = dir / "pipe";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    auto result = writeFileAtomically(fifo.string(), "report");
    ASSERT_FALSE(result.ok());
    EXPECT_THAT(result.error().toString(), HasSubstr("no program is reading"));
    EXPECT_EQ(fs::status(fifo).type(), fs::file_type::fifo);
}

TEST_F(AtomicFile, AFifoWithAReaderGetsTheContent)
{
    const auto fifo = dir / "pipe";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    // The reader opens first (non-blocking), so the writer finds it whenever the thread runs.
    const int readEnd = ::open(fifo.c_str(), O_RDONLY | O_NONBLOCK);
    ASSERT_GE(readEnd, 0);
    ASSERT_TRUE(writeFileAtomically(fifo.string(), "report").ok());
    char buffer[16] = {};
    const ssize_t n = ::read(readEnd, buffer, sizeof buffer);
    ::close(readEnd);
    EXPECT_EQ(std::string(buffer, n > 0 ? static_cast<std::size_t>(n) : 0), "report");
    EXPECT_EQ(fs::status(fifo).type(), fs::file_type::fifo);
}

TEST_F(AtomicFile, AFolderIsRefused)
{
    auto result = writeFileAtomically(dir.string(), "x");
    ASSERT_FALSE(result.ok());
    EXPECT_THAT(result.error().toString(), HasSubstr("this is a folder"));
}

TEST_F(AtomicFile, AMissingFolderIsNamed)
{
    auto result = writeFileAtomically((dir / "nope" / "r.csv").string(), "x");
    ASSERT_FALSE(result.ok());
    EXPECT_THAT(result.error().toString(), HasSubstr("the folder " + (dir / "nope").string() + " does not exist"));
}
