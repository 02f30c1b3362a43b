// Files kept open from a dump set's listing to the first read of their tensor (tensor/kept_file.h):
// the first read takes the listed file, later ones open it again, and whatever no read took is
// closed when the comparison is done.
#include "metrics/metrics_engine.h"
#include "tensor/dump_set.h"
#include "tensor/element_reader.h"
#include "tensor/kept_file.h"
#include "tensor_test_support.h"

#include <fcntl.h>
#include <unistd.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

namespace quantlens {
namespace {
    namespace fs = std::filesystem;

    // Past the 4 KiB a listing reads first, so the file is not held in memory whole, and past the
    // 64 KiB read whole, so its tensor is a mapping of the listed file.
    constexpr std::size_t kBig = 20000;

    std::string bigImage(float first)
    {
        std::string payload(kBig * sizeof(float), '\0');
        for (std::size_t i = 0; i < kBig; ++i) {
            const float value = first + static_cast<float>(i);
            std::memcpy(payload.data() + i * sizeof(float), &value, sizeof(float));
        }
        return test::npyImage(test::npyDict("<f4", "(" + std::to_string(kBig) + ",)"), payload);
    }

    /// The size of this process's table of descriptors, as the kernel reports it.
    long descriptorTableSize()
    {
        std::ifstream status("/proc/self/status");
        std::string line;
        while (std::getline(status, line))
            if (line.rfind("FDSize:", 0) == 0)
                return std::stol(line.substr(7));
        return -1;
    }

    double firstValue(const DumpSet& set, const std::string& name)
    {
        auto view = set.tensor(name);
        EXPECT_TRUE(view.ok()) << (view.ok() ? "" : view.error().toString());
        return view.ok() ? test::elementAt(view.value(), { 0 }) : -1;
    }
}

TEST(KeptFile, IsHandedOutOnceAndCounted)
{
    test::TempDir dir;
    test::writeBytes(dir.path() / "a.npy", bigImage(1));
    const long before = KeptFile::kept();
    auto opened = FileReader::open((dir.path() / "a.npy").string());
    ASSERT_TRUE(opened.ok());
    ASSERT_GT(KeptFile::limit(), 0) << "this machine allows too few open files to test keeping them";
    KeptFile kept(std::move(opened.value()));
    EXPECT_EQ(KeptFile::kept(), before + 1);
    auto first = kept.take();
    ASSERT_NE(first, nullptr);
    EXPECT_EQ(first->path(), (dir.path() / "a.npy").string());
    EXPECT_EQ(KeptFile::kept(), before);
    EXPECT_EQ(kept.take(), nullptr);
    EXPECT_EQ(KeptFile::kept(), before);
}

TEST(KeptFile, ASetComparedAtOnceKeepsItsBigFilesUntilTheirFirstRead)
{
    test::TempDir dir;
    test::writeBytes(dir.path() / "big_a.npy", bigImage(1));
    test::writeBytes(dir.path() / "big_b.npy", bigImage(100));
    test::writeBytes(
        dir.path() / "small.npy", test::npyImage(test::npyDict("<f4", "(2,)"), test::rawBytes<float>({ 7, 8 })));
    const long before = KeptFile::kept();
    {
        auto closed = DumpSet::open(dir.path().string());
        ASSERT_TRUE(closed.ok());
        EXPECT_EQ(KeptFile::kept(), before) << "a set opened for browsing keeps no file open";
    }
    auto set = DumpSet::open(dir.path().string(), DumpSet::Files::KeepForFirstRead);
    ASSERT_TRUE(set.ok());
    EXPECT_EQ(KeptFile::kept(), before + 2) << "the small file is held in memory, not open";
    EXPECT_DOUBLE_EQ(firstValue(set.value(), "big_a"), 1);
    EXPECT_EQ(KeptFile::kept(), before + 1);
    EXPECT_DOUBLE_EQ(firstValue(set.value(), "small"), 7);

    // A later read opens the file again, and sees what it holds now.
    test::writeBytes(dir.path() / "big_a.npy", bigImage(5));
    EXPECT_DOUBLE_EQ(firstValue(set.value(), "big_a"), 5);

    set.value().closeKeptFiles();
    EXPECT_EQ(KeptFile::kept(), before);
    EXPECT_DOUBLE_EQ(firstValue(set.value(), "big_b"), 100) << "opened again after its kept file was closed";
}

TEST(KeptFile, TheFirstReadUsesTheFileAsListed)
{
    // Replaced after the listing (a new file under the old name): the first read still reads the
    // file whose header the listing parsed, so header and payload belong together.
    test::TempDir dir;
    test::writeBytes(dir.path() / "t.npy", bigImage(1));
    auto set = DumpSet::open(dir.path().string(), DumpSet::Files::KeepForFirstRead);
    ASSERT_TRUE(set.ok());
    fs::remove(dir.path() / "t.npy");
    test::writeBytes(
        dir.path() / "t.npy", test::npyImage(test::npyDict("<f8", "(3,)"), test::rawBytes<double>({ 9, 9, 9 })));
    auto view = set.value().tensor("t");
    ASSERT_TRUE(view.ok()) << view.error().toString();
    EXPECT_EQ(view.value().elementCount(), kBig);
    EXPECT_DOUBLE_EQ(test::elementAt(view.value(), { 0 }), 1);
}

TEST(KeptFile, AFileCutBetweenListingAndFirstReadFailsByNameNotWithACrash)
{
    // The kept descriptor still sees the file, and its listed size is larger than what is left.
    test::TempDir dir;
    const std::string path = (dir.path() / "cut.npy").string();
    test::writeBytes(path, bigImage(1));
    auto set = DumpSet::open(dir.path().string(), DumpSet::Files::KeepForFirstRead);
    ASSERT_TRUE(set.ok());
    std::filesystem::resize_file(path, 4096); // another program rewrites it
    auto view = set.value().tensor("cut");
    ASSERT_TRUE(view.ok()) << view.error().toString();
    std::vector<double> values(kBig);
    EXPECT_FALSE(ElementReader(view.value()).read(0, kBig, values.data())); // not a SIGBUS
    MetricsJob job;
    job.reference = view.value();
    job.candidate = view.value();
    const MetricsRun run = MetricsEngine::compute({ job }, MetricsEngine::Options {});
    ASSERT_FALSE(run.results[0].ok());
    EXPECT_EQ(run.results[0].error().what.code, "metrics.file_ended");
    EXPECT_THAT(run.results[0].error().toString(), ::testing::HasSubstr("cut.npy"));
}

// The table is grown before the listing threads open their files, so none of them waits for it.
TEST(KeptFile, TheDescriptorTableIsGrownForAllThatMayBeKept)
{
    raiseOpenFileLimit();
    const long wanted = descriptorsToReserve();
    ASSERT_GT(wanted, 256) << "this machine allows too few open files to test the table";
    EXPECT_LE(wanted, kLargestReservedTable);
    EXPECT_GE(wanted, std::min(KeptFile::limit(), kLargestReservedTable));
    const long before = descriptorTableSize();
    ASSERT_GT(before, 0) << "no FDSize in /proc/self/status";
    EXPECT_LT(before, wanted) << "the test process's table is already large: nothing to check";
    reserveDescriptorTable();
    EXPECT_GE(descriptorTableSize(), wanted);
    // No descriptor is left open: the next one opened is still a low one.
    const int next = ::open("/", O_PATH | O_CLOEXEC);
    EXPECT_LT(next, 256);
    ::close(next);
}

} // namespace quantlens
