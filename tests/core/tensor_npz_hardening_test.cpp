// .npz archives that lie or rot: a flipped bit in a stored member (read in place, so only its
// CRC-32 can tell), a deflated member whose bytes do not have its CRC-32 or that inflates to more
// than it states, a deflated member that declares far more bytes than its array has, an array too
// large to inflate in memory.
#include "tensor/dump_set.h"
#include "tensor/npz_reader.h"
#include "tensor_test_support.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>

namespace quantlens {
namespace {
    using test::npyDict;
    using test::npyImage;
    using test::rawBytes;
    using ::testing::HasSubstr;

    const std::string kFloatNpy = npyImage(npyDict("<f4", "(2, 2)"), rawBytes<float>({ 0.5f, 1.5f, -2.5f, 3.0f }));

    /// Peak resident set size (VmHWM) in bytes, after resetting it when `reset` (Linux ≥ 4.0); 0 when
    /// it cannot be reset or read.
    std::uint64_t peakResidentBytes(bool reset)
    {
        if (reset) {
            std::ofstream clear("/proc/self/clear_refs");
            clear << "5";
            clear.flush();
            if (!clear)
                return 0;
        }
        std::ifstream status("/proc/self/status");
        for (std::string line; std::getline(status, line);)
            if (line.rfind("VmHWM:", 0) == 0)
                return std::stoull(line.substr(6)) * 1024;
        return 0;
    }

    /// Flips one bit of the first occurrence of `value`'s bytes in the file.
    void flipBitOf(const std::filesystem::path& file, float value)
    {
        std::string bytes = test::readBytes(file);
        const auto at = bytes.find(rawBytes<float>({ value }));
        ASSERT_NE(at, std::string::npos);
        bytes[at] = static_cast<char>(bytes[at] ^ 0x01);
        test::writeBytes(file, bytes);
    }
}

TEST(NpzIntegrity, AFlippedBitInAStoredMemberIsCaughtByItsCrc)
{
    test::TempDir dir;
    const std::string other = npyImage(npyDict("<f4", "(2,)"), rawBytes<float>({ 7.0f, 8.0f }));
    test::writeZip(dir.path() / "rot.npz", { { "a.npy", kFloatNpy, false }, { "b.npy", other, false } });
    flipBitOf(dir.path() / "rot.npz", -2.5f); // -2.5 becomes -2.5000002: a cosine would still say 1.0
    auto archive = NpzArchive::open(dir.file("rot.npz"));
    ASSERT_TRUE(archive.ok()) << archive.error().toString();
    const auto rotten = archive.value()->tensor("a");
    ASSERT_FALSE(rotten.ok());
    EXPECT_THAT(rotten.error().toString(), HasSubstr(dir.file("rot.npz")));
    EXPECT_THAT(rotten.error().toString(), HasSubstr("member 'a.npy'"));
    EXPECT_THAT(rotten.error().toString(), HasSubstr("do not match their CRC-32"));
    // Asked again (another view of the same member), the answer is the same; the intact member reads.
    EXPECT_FALSE(archive.value()->tensor("a").ok());
    const auto intact = archive.value()->tensor("b");
    ASSERT_TRUE(intact.ok()) << intact.error().toString();
    EXPECT_EQ(test::elementAt(intact.value(), { 1 }), 8.0);
}

TEST(NpzIntegrity, AnIntactStoredArchiveReadsAsBefore)
{
    test::TempDir dir;
    test::writeZip(dir.path() / "ok.npz", { { "a.npy", kFloatNpy, false } });
    auto archive = NpzArchive::open(dir.file("ok.npz"));
    ASSERT_TRUE(archive.ok());
    const auto view = archive.value()->tensor("a");
    ASSERT_TRUE(view.ok()) << view.error().toString();
    EXPECT_EQ(test::elementAt(view.value(), { 1, 0 }), -2.5);
}

TEST(NpzIntegrity, ADumpSetReportsTheRottenTensorNotAWrongValue)
{
    test::TempDir dir;
    test::writeZip(dir.path() / "run.npz", { { "conv1.npy", kFloatNpy, false } });
    flipBitOf(dir.path() / "run.npz", 3.0f);
    auto set = DumpSet::open(dir.file("run.npz"));
    ASSERT_TRUE(set.ok()) << set.error().toString();
    const auto view = set.value().tensor("conv1");
    ASSERT_FALSE(view.ok());
    EXPECT_THAT(view.error().toString(), HasSubstr("CRC-32"));
}

TEST(NpzIntegrity, ADeflatedMemberIsCheckedAgainstItsCrcAndItsStatedSize)
{
    test::TempDir dir;
    test::writeZip(dir.path() / "ok.npz", { { "a.npy", kFloatNpy, true } });
    const std::string good = test::readBytes(dir.path() / "ok.npz");
    // CRC-32 at byte 14 of the local header, byte 16 of the central entry.
    std::string rotten = good;
    for (auto pos : test::findAll(rotten, "PK\x03\x04"))
        rotten[pos + 14] = static_cast<char>(rotten[pos + 14] ^ 0x01);
    for (auto pos : test::findAll(rotten, "PK\x01\x02"))
        rotten[pos + 16] = static_cast<char>(rotten[pos + 16] ^ 0x01);
    test::writeBytes(dir.file("crc.npz"), rotten);
    auto archive = NpzArchive::open(dir.file("crc.npz"));
    ASSERT_TRUE(archive.ok()) << archive.error().toString();
    auto view = archive.value()->tensor("a");
    ASSERT_FALSE(view.ok());
    EXPECT_THAT(view.error().toString(), HasSubstr(dir.file("crc.npz")));
    EXPECT_THAT(view.error().toString(), HasSubstr("member 'a.npy'"));
    EXPECT_THAT(view.error().toString(), HasSubstr("do not match their CRC-32"));

    // The same array with four bytes after it, its sizes saying there are none: the stream goes on
    // past the array the header declares.
    test::writeZip(dir.path() / "long.npz", { { "a.npy", kFloatNpy + "tail", true } });
    std::string lying = test::readBytes(dir.path() / "long.npz");
    const auto stated = static_cast<std::uint32_t>(kFloatNpy.size());
    for (auto pos : test::findAll(lying, "PK\x03\x04"))
        test::putLe32(lying, pos + 22, stated);
    for (auto pos : test::findAll(lying, "PK\x01\x02"))
        test::putLe32(lying, pos + 24, stated);
    test::writeBytes(dir.file("lying.npz"), lying);
    archive = NpzArchive::open(dir.file("lying.npz"));
    ASSERT_TRUE(archive.ok()) << archive.error().toString();
    view = archive.value()->tensor("a");
    ASSERT_FALSE(view.ok());
    EXPECT_THAT(view.error().toString(), HasSubstr(dir.file("lying.npz")));
    EXPECT_THAT(view.error().toString(), HasSubstr("inflates to more than the"));

    // And the intact archive reads.
    archive = NpzArchive::open(dir.file("ok.npz"));
    ASSERT_TRUE(archive.ok());
    view = archive.value()->tensor("a");
    ASSERT_TRUE(view.ok()) << view.error().toString();
    EXPECT_EQ(test::elementAt(view.value(), { 1, 0 }), -2.5);
}

TEST(NpzInflate, AHeaderLongerThanTheFirstShortInflateIsReadToItsEnd)
{
    // Headers are read with one inflate of a few KiB; this one (a dict padded with 6000 spaces, as
    // numpy allows) ends beyond it.
    test::TempDir dir;
    const std::string longHeader
        = npyImage(npyDict("<f4", "(2, 2)") + std::string(6000, ' '), rawBytes<float>({ 0.5f, 1.5f, -2.5f, 3.0f }));
    test::writeZip(dir.path() / "long.npz", { { "a.npy", longHeader, true } });
    auto archive = NpzArchive::open(dir.file("long.npz"));
    ASSERT_TRUE(archive.ok()) << archive.error().toString();
    const auto header = archive.value()->header("a");
    ASSERT_TRUE(header.ok()) << header.error().toString();
    EXPECT_GT(header.value().dataOffset, 6000u);
    const auto view = archive.value()->tensor("a");
    ASSERT_TRUE(view.ok()) << view.error().toString();
    EXPECT_EQ(test::elementAt(view.value(), { 1, 0 }), -2.5);
}

TEST(NpzInflate, OnlyTheArrayADeflatedMemberDeclaresIsInflated)
{
    test::TempDir dir;
    {
        // numpy reads the array and ignores what follows it; the member's zip sizes honestly count
        // 192 MiB after it, which the old reader inflated whole.
        std::string member = kFloatNpy + std::string(std::size_t { 192 } << 20, '\0');
        test::writeZip(dir.path() / "padded.npz", { { "a.npy", member, true } });
    }
    auto archive = NpzArchive::open(dir.file("padded.npz"));
    ASSERT_TRUE(archive.ok()) << archive.error().toString();
    const std::uint64_t before = peakResidentBytes(true);
    const auto view = archive.value()->tensor("a");
    const std::uint64_t peak = peakResidentBytes(false);
    ASSERT_TRUE(view.ok()) << view.error().toString();
    EXPECT_EQ(test::elementAt(view.value(), { 1, 1 }), 3.0);
    if (before == 0)
        GTEST_SKIP() << "no VmHWM in /proc/self/status";
    EXPECT_LT(peak - std::min(peak, before), std::uint64_t { 32 } << 20) << "the padding was inflated";
}

TEST(NpzInflate, AnArrayBeyondTheInflateLimitIsRefusedWithTheReason)
{
    test::TempDir dir;
    const std::string big = npyImage(npyDict("<f4", "(1048576,)"), std::string(std::size_t { 4 } << 20, '\0'));
    test::writeZip(dir.path() / "big.npz", { { "big.npy", big, true }, { "small.npy", kFloatNpy, true } });
    auto archive = NpzArchive::open(dir.file("big.npz"));
    ASSERT_TRUE(archive.ok());
    setInflateLimitForTesting(std::uint64_t { 1 } << 20);
    const auto refused = archive.value()->tensor("big");
    const auto small = archive.value()->tensor("small");
    setInflateLimitForTesting(0);
    ASSERT_FALSE(refused.ok());
    EXPECT_THAT(refused.error().toString(), HasSubstr(dir.file("big.npz")));
    EXPECT_THAT(refused.error().toString(), HasSubstr("needs 4.0 MiB in memory once inflated, more than the 1.0 MiB"));
    EXPECT_TRUE(small.ok());
    EXPECT_TRUE(archive.value()->tensor("big").ok()); // within the machine's own limit
    EXPECT_GE(inflateLimitBytes(), std::uint64_t { 64 } << 20);
}

} // namespace quantlens
