// Inflating deflated zip members with ISA-L: whole members (stream end and CRC-32 checked),
// header reads that stop early, streams fed and drained in small pieces (as members beyond 4 GiB
// are), and streams that lie about their size, are cut short or are not deflate data at all.
#include "tensor/zip_directory.h"
#include "tensor/zip_inflate.h"
#include "tensor_test_support.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace quantlens {
namespace {
    /// A member of a real deflated archive (written by libzip): its raw stream and what it stands for.
    struct DeflatedMember {
        std::string archive; ///< the whole zip image
        std::uint64_t dataOffset = 0;
        ZipDirectoryEntry entry;
        std::string plain; ///< the bytes that were deflated

        const std::byte* stream() const { return reinterpret_cast<const std::byte*>(archive.data()) + dataOffset; }
    };

    /// 300,000 bytes that compress, but not to nothing: a counter's digits with a repeating pattern.
    std::string compressibleBytes()
    {
        std::string bytes;
        for (int i = 0; bytes.size() < 300'000; ++i)
            bytes += std::to_string(i * 7919 % 100'003) + (i % 5 == 0 ? "\n" : ",");
        return bytes;
    }

    /// 200,000 bytes of a fixed pseudo-random sequence: deflate keeps them in stored blocks (type 0).
    std::string incompressibleBytes()
    {
        std::string bytes(200'000, '\0');
        std::uint64_t state = 0x9E3779B97F4A7C15u;
        for (char& c : bytes) {
            state = state * 6364136223846793005u + 1442695040888963407u;
            c = static_cast<char>(state >> 56);
        }
        return bytes;
    }

    DeflatedMember deflatedMember(const test::TempDir& dir, std::string plain = compressibleBytes())
    {
        DeflatedMember member;
        member.plain = std::move(plain);
        test::writeZip(dir.path() / "d.zip", { { "d.bin", member.plain, true } });
        member.archive = test::readBytes(dir.path() / "d.zip");
        const auto* data = reinterpret_cast<const std::byte*>(member.archive.data());
        auto entries = readZipDirectory(data, member.archive.size(), "d.zip");
        EXPECT_TRUE(entries.ok());
        if (!entries.ok() || entries.value().size() != 1)
            return member;
        member.entry = entries.value().front();
        EXPECT_EQ(member.entry.method, 8);
        auto offset = zipMemberDataOffset(data, member.archive.size(), member.entry, "d.zip");
        EXPECT_TRUE(offset.ok());
        member.dataOffset = offset.ok() ? offset.value() : 0;
        return member;
    }

    std::string asText(const std::vector<std::byte>& bytes, std::size_t count)
    {
        return std::string(reinterpret_cast<const char*>(bytes.data()), count);
    }
}

TEST(ZipInflate, AWholeMemberInflatesToItsBytesInAnyPieceSize)
{
    test::TempDir dir;
    const DeflatedMember member = deflatedMember(dir);
    ASSERT_EQ(member.entry.uncompressedSize, member.plain.size());
    // Pieces of 1 and 7 bytes make every refill and drain happen thousands of times.
    for (std::uint64_t piece :
        { std::uint64_t { 1 }, std::uint64_t { 7 }, std::uint64_t { 4096 }, kInflatePieceBytes }) {
        std::vector<std::byte> out(member.plain.size());
        const InflateResult result = inflateMember(
            member.stream(), member.entry.compressedSize, out.data(), out.size(), true, member.entry.crc, piece);
        EXPECT_EQ(result.end, InflateEnd::Filled) << "piece " << piece;
        EXPECT_EQ(result.produced, member.plain.size()) << "piece " << piece;
        EXPECT_TRUE(asText(out, out.size()) == member.plain) << "piece " << piece;
    }
}

TEST(ZipInflate, StoredBlocksOfBytesThatDoNotCompressInflateInAnyPieceSize)
{
    test::TempDir dir;
    const DeflatedMember member = deflatedMember(dir, incompressibleBytes());
    ASSERT_GE(member.entry.compressedSize, member.plain.size()); // kept as they are, in stored blocks
    for (std::uint64_t piece : { std::uint64_t { 1 }, std::uint64_t { 7 }, kInflatePieceBytes }) {
        std::vector<std::byte> out(member.plain.size());
        const InflateResult result = inflateMember(
            member.stream(), member.entry.compressedSize, out.data(), out.size(), true, member.entry.crc, piece);
        EXPECT_EQ(result.end, InflateEnd::Filled) << "piece " << piece;
        EXPECT_TRUE(asText(out, out.size()) == member.plain) << "piece " << piece;
    }
}

TEST(ZipInflate, AnEmptyStreamInflatesToNothing)
{
    // One final block of fixed codes holding only its end: what deflate makes of zero bytes.
    const std::byte empty[] = { std::byte { 0x03 }, std::byte { 0x00 } };
    std::byte out[1];
    const InflateResult result = inflateMember(empty, sizeof empty, out, 0, true, 0);
    EXPECT_EQ(result.end, InflateEnd::Filled);
    EXPECT_EQ(result.produced, 0u);
    // Asked for more than it holds, it says it made nothing.
    const InflateResult asked = inflateMember(empty, sizeof empty, out, sizeof out, false, 0);
    EXPECT_EQ(asked.end, InflateEnd::StreamEnded);
    EXPECT_EQ(asked.produced, 0u);
}

TEST(ZipInflate, AHeaderReadMakesOnlyTheBytesAskedFor)
{
    test::TempDir dir;
    const DeflatedMember member = deflatedMember(dir);
    std::vector<std::byte> out(100);
    // The wrong CRC is not looked at: the member is not read to its end.
    const InflateResult result
        = inflateMember(member.stream(), member.entry.compressedSize, out.data(), out.size(), false, 0);
    EXPECT_EQ(result.end, InflateEnd::Filled);
    EXPECT_EQ(result.produced, 100u);
    EXPECT_EQ(asText(out, 100), member.plain.substr(0, 100));
}

TEST(ZipInflate, AStreamThatEndsBeforeTheBytesAskedForSaysHowManyItMade)
{
    test::TempDir dir;
    const DeflatedMember member = deflatedMember(dir);
    std::vector<std::byte> out(member.plain.size() + 10);
    const InflateResult result = inflateMember(
        member.stream(), member.entry.compressedSize, out.data(), out.size(), false, member.entry.crc, 7);
    EXPECT_EQ(result.end, InflateEnd::StreamEnded);
    EXPECT_EQ(result.produced, member.plain.size());
}

TEST(ZipInflate, AWholeMemberWithAnotherCrcIsCaught)
{
    test::TempDir dir;
    const DeflatedMember member = deflatedMember(dir);
    std::vector<std::byte> out(member.plain.size());
    const InflateResult result = inflateMember(
        member.stream(), member.entry.compressedSize, out.data(), out.size(), true, member.entry.crc ^ 0x10u);
    EXPECT_EQ(result.end, InflateEnd::CrcMismatch);
}

TEST(ZipInflate, AStreamLongerThanTheStatedSizeIsCaught)
{
    test::TempDir dir;
    const DeflatedMember member = deflatedMember(dir);
    std::vector<std::byte> out(member.plain.size() - 10);
    for (std::uint64_t piece : { std::uint64_t { 7 }, kInflatePieceBytes }) {
        const InflateResult result = inflateMember(
            member.stream(), member.entry.compressedSize, out.data(), out.size(), true, member.entry.crc, piece);
        EXPECT_EQ(result.end, InflateEnd::TooLong) << "piece " << piece;
    }
}

TEST(ZipInflate, AStreamCutShortOrNotDeflateAtAllIsDamaged)
{
    test::TempDir dir;
    const DeflatedMember member = deflatedMember(dir);
    std::vector<std::byte> out(member.plain.size());
    for (std::uint64_t piece : { std::uint64_t { 5 }, kInflatePieceBytes }) {
        const InflateResult cut = inflateMember(
            member.stream(), member.entry.compressedSize / 2, out.data(), out.size(), true, member.entry.crc, piece);
        EXPECT_EQ(cut.end, InflateEnd::Damaged) << "piece " << piece;
        EXPECT_LT(cut.produced, out.size());
    }
    // Block type 3 does not exist: the first three bits 111 are refused at once.
    const std::vector<std::byte> junk(64, std::byte { 0xff });
    const InflateResult refused = inflateMember(junk.data(), junk.size(), out.data(), out.size(), true, 0);
    EXPECT_EQ(refused.end, InflateEnd::Damaged);
    // Nothing to inflate: no stream at all.
    const InflateResult empty = inflateMember(junk.data(), 0, out.data(), out.size(), true, 0);
    EXPECT_EQ(empty.end, InflateEnd::Damaged);
}

} // namespace quantlens
