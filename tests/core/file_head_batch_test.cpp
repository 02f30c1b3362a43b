// Reading many files' first bytes per system call (io_uring) must answer exactly as reading them one
// by one: the same bytes and sizes around the head's length, the same refusals and messages for what
// is not a readable regular file, across several runs of files and with the ring refused.
#include "tensor/file_head_batch.h"
#include "tensor_test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include <sys/stat.h>

using namespace quantlens;

namespace {
/// A folder whose files cover every way a head can come back, more of them than one run holds.
std::vector<std::string> fillFolder(const test::TempDir& dir)
{
    std::vector<std::string> names;
    for (const std::size_t size : { std::size_t(0), std::size_t(1), kFileHeadBytes - 1, kFileHeadBytes,
             kFileHeadBytes + 1, 3 * kFileHeadBytes }) {
        names.push_back("size" + std::to_string(size) + ".bin");
        std::string bytes(size, '\0');
        for (std::size_t i = 0; i < size; ++i)
            bytes[i] = static_cast<char>(i * 7 + size);
        test::writeBytes(dir.path() / names.back(), bytes);
    }
    for (int i = 0; i < 2 * static_cast<int>(FileHeadBatch::kFilesPerCall) + 5; ++i) {
        names.push_back("small" + std::to_string(i) + ".npy");
        test::writeBytes(
            dir.path() / names.back(), std::string(static_cast<std::size_t>(100 + i), static_cast<char>(i)));
    }
    names.push_back("gone.npy"); // listed, removed since
    std::filesystem::create_directory(dir.path() / "folder.npy");
    names.push_back("folder.npy");
    names.push_back("pipe.npy"); // a named pipe put in a listed file's place: refused, not waited on
    EXPECT_EQ(::mkfifo(dir.file("pipe.npy").c_str(), 0600), 0);
    names.push_back("after.npy"); // a file after the failures still reads
    test::writeBytes(dir.path() / names.back(), "tail");
    return names;
}

std::string describe(const Result<FileHead>& head)
{
    if (!head)
        return "refused: " + head.error().toString();
    const auto& h = head.value();
    return h.path + " size " + std::to_string(h.size) + " bytes "
        + std::string(reinterpret_cast<const char*>(h.bytes.data()), h.bytes.size());
}
}

TEST(FileHeadBatch, AnswersAsReadingFileByFileDoes)
{
    test::TempDir dir;
    const auto names = fillFolder(dir);
    const OpenDirectory folder(dir.path().string());
    ASSERT_GE(folder.descriptor(), 0);
    const std::string prefix = dir.path().string() + "/";

    FileHeadBatch batched(folder);
    FileHeadBatch oneByOne(folder, /*batched=*/false);
    EXPECT_FALSE(oneByOne.usesRing());
    // This machine's kernel allows io_uring; where it does not, both sides read one by one.
    if (!batched.usesRing())
        std::fprintf(stderr, "io_uring is refused here: only the one-by-one reading is compared\n");
    const auto fast = batched.read(names, prefix);
    const auto plain = oneByOne.read(names, prefix);
    ASSERT_EQ(fast.size(), names.size());
    ASSERT_EQ(plain.size(), names.size());
    for (std::size_t i = 0; i < names.size(); ++i) {
        EXPECT_EQ(describe(fast[i]), describe(plain[i])) << names[i];
        EXPECT_EQ(describe(plain[i]), describe(readFileHead(folder, names[i], prefix + names[i]))) << names[i];
    }
    // The cases themselves, so that both ways agreeing on something else cannot pass.
    auto at = [&](const std::string& name) -> const Result<FileHead>& {
        return fast[std::find(names.begin(), names.end(), name) - names.begin()];
    };
    ASSERT_TRUE(at("size1.bin").ok());
    EXPECT_EQ(at("size1.bin").value().size, 1u);
    EXPECT_TRUE(at("size1.bin").value().whole());
    ASSERT_TRUE(at("size12288.bin").ok());
    EXPECT_EQ(at("size12288.bin").value().size, 3 * kFileHeadBytes);
    EXPECT_EQ(at("size12288.bin").value().bytes.size(), kFileHeadBytes);
    ASSERT_TRUE(at("size0.bin").ok());
    EXPECT_EQ(at("size0.bin").value().size, 0u);
    EXPECT_FALSE(at("gone.npy").ok());
    EXPECT_EQ(at("gone.npy").error().what.code, "file.cannot_open");
    EXPECT_FALSE(at("folder.npy").ok());
    EXPECT_FALSE(at("pipe.npy").ok());
    EXPECT_EQ(at("pipe.npy").error().what.code, "file.not_regular");
    ASSERT_TRUE(at("after.npy").ok());
    EXPECT_EQ(at("after.npy").value().size, 4u);
    // Reused for a second listing, the ring still answers.
    EXPECT_EQ(describe(batched.read(std::span(names).subspan(10, 3), prefix)[1]), describe(plain[11]));
}

TEST(FileHeadBatch, WithoutAnOpenFolderFilesAreReadByPath)
{
    test::TempDir dir;
    test::writeBytes(dir.path() / "a.npy", "abc");
    const OpenDirectory none;
    FileHeadBatch batch(none);
    EXPECT_FALSE(batch.usesRing());
    const std::vector<std::string> names { dir.file("a.npy") };
    const auto heads = batch.read(names, "");
    ASSERT_EQ(heads.size(), 1u);
    ASSERT_TRUE(heads[0].ok()) << heads[0].error().toString();
    EXPECT_EQ(heads[0].value().size, 3u);
}

TEST(FileHeadBatch, ARunOfBigFilesGoesFileByFileAndSmallFilesAfterItStillAnswer)
{
    // Big files need their size asked for one by one anyway: a run of them is read that way, and
    // the ring is tried again once the files get small.
    test::TempDir dir;
    std::vector<std::string> names;
    for (std::size_t i = 0; i < 2 * FileHeadBatch::kFilesPerCall + 30; ++i) {
        const bool big = i < FileHeadBatch::kFilesPerCall + 10;
        names.push_back((big ? "a" : "b") + std::to_string(1000 + i) + ".npy");
        test::writeBytes(
            dir.path() / names.back(), std::string(big ? kFileHeadBytes + i : 10 + i, static_cast<char>(i)));
    }
    const OpenDirectory folder(dir.path().string());
    const std::string prefix = dir.path().string() + "/";
    FileHeadBatch batched(folder);
    const bool ring = batched.usesRing();
    const auto heads = batched.read(names, prefix);
    ASSERT_EQ(heads.size(), names.size());
    for (std::size_t i = 0; i < names.size(); ++i)
        EXPECT_EQ(describe(heads[i]), describe(readFileHead(folder, names[i], prefix + names[i]))) << names[i];
    EXPECT_EQ(batched.usesRing(), ring); // skipped for big files, never given up
}
