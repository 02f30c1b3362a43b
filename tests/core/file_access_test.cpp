// How dump files are opened: mappings that live long hold no descriptor, views streamed by the
// metrics pass do, and a named pipe is refused at once instead of waiting for a writer.
#include "tensor/file_head.h"
#include "tensor/mapped_file.h"
#include "tensor/npy_reader.h"
#include "tensor_test_support.h"

#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include <sys/stat.h>

using namespace quantlens;

namespace {
std::size_t openDescriptors()
{
    std::size_t n = 0;
    for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator("/proc/self/fd"))
        ++n;
    return n;
}
}

TEST(FileAccess, LongLivedMappingsHoldNoDescriptor)
{
    test::TempDir dir;
    test::writeBytes(dir.file("a.bin"), std::string(100000, 'x'));
    const std::size_t before = openDescriptors();
    std::vector<std::shared_ptr<const MappedFile>> kept;
    for (int i = 0; i < 300; ++i) { // archives and external weights stay mapped for a whole session
        auto mapped = MappedFile::open(dir.file("a.bin"));
        ASSERT_TRUE(mapped.ok());
        EXPECT_EQ(mapped.value()->file(), nullptr);
        kept.push_back(mapped.value());
    }
    EXPECT_LT(openDescriptors(), before + 10);
    EXPECT_EQ(static_cast<char>(kept.back()->data()[99999]), 'x');
}

TEST(FileAccess, AStreamedViewKeepsItsFileOpenUntilDropped)
{
    test::TempDir dir;
    const std::string payload(200000 * sizeof(float), '\0');
    test::writeBytes(dir.file("big.npy"), test::npyImage(test::npyDict("<f4", "(200000,)"), payload));
    const std::size_t before = openDescriptors();
    {
        auto view = readNpyFile(dir.file("big.npy"));
        ASSERT_TRUE(view.ok()) << view.error().toString();
        ASSERT_NE(view.value().mapping, nullptr);
        EXPECT_NE(view.value().mapping->file(), nullptr);
        EXPECT_EQ(openDescriptors(), before + 1);
    }
    EXPECT_EQ(openDescriptors(), before);
}

TEST(FileAccess, ANamedPipeIsRefusedWithoutWaiting)
{
    test::TempDir dir;
    const std::string pipe = dir.file("pipe.npy");
    ASSERT_EQ(mkfifo(pipe.c_str(), 0600), 0);
    const auto head = readFileHead(pipe); // would block forever on a blocking open with no writer
    ASSERT_FALSE(head.ok());
    EXPECT_EQ(head.error().what.code, "file.not_regular");
    EXPECT_NE(head.error().toString().find("pipe.npy"), std::string::npos);
    EXPECT_FALSE(readNpyFile(pipe).ok());
}

TEST(FileAccess, AListedFileGetsItsSizeFromTheReadOrTheSystem)
{
    // Files of a folder held open skip the type and size query when one read shows their end: the
    // sizes and bytes must be those of a file opened by path, around the head's length and at 0.
    test::TempDir dir;
    const OpenDirectory folder(dir.path().string());
    ASSERT_GE(folder.descriptor(), 0);
    for (const std::size_t size : { std::size_t(0), std::size_t(1), kFileHeadBytes - 1, kFileHeadBytes,
             kFileHeadBytes + 1, 3 * kFileHeadBytes }) {
        const std::string name = "f" + std::to_string(size) + ".bin";
        std::string bytes(size, '\0');
        for (std::size_t i = 0; i < size; ++i)
            bytes[i] = static_cast<char>(i * 7 + 1);
        test::writeBytes(dir.path() / name, bytes);
        const auto listed = readFileHead(folder, name, dir.file(name));
        const auto byPath = readFileHead(dir.file(name));
        ASSERT_TRUE(listed.ok() && byPath.ok()) << name;
        EXPECT_EQ(listed.value().size, size) << name;
        EXPECT_EQ(listed.value().bytes, byPath.value().bytes) << name;
        EXPECT_EQ(listed.value().whole(), size <= kFileHeadBytes) << name;
        EXPECT_EQ(listed.value().path, dir.file(name));
    }
    // A pipe in the listing's place (replaced since the folder was read) is refused, not waited on.
    const std::string pipe = dir.file("pipe.npy");
    ASSERT_EQ(mkfifo(pipe.c_str(), 0600), 0);
    const auto head = readFileHead(folder, "pipe.npy", pipe);
    ASSERT_FALSE(head.ok());
    EXPECT_EQ(head.error().what.code, "file.not_regular");
}

TEST(FileAccess, KeptBytesAreCopiesThatOutliveTheirStoreWithinItsBudget)
{
    std::vector<std::shared_ptr<const std::byte>> kept;
    std::vector<std::string> originals;
    {
        KeptBytes store(100u << 20);
        // Enough small files to fill several blocks (the first is 64 KiB, each next twice the last).
        for (int i = 0; i < 3000; ++i) {
            originals.push_back(std::string(100 + i % 900, static_cast<char>('a' + i % 26)));
            const auto& text = originals.back();
            kept.push_back(store.keep(std::as_bytes(std::span(text.data(), text.size()))));
            ASSERT_NE(kept.back(), nullptr) << i;
        }
    } // the store is gone; what it kept lives on with the pointers
    for (std::size_t i = 0; i < kept.size(); ++i)
        ASSERT_EQ(std::memcmp(kept[i].get(), originals[i].data(), originals[i].size()), 0) << i;

    KeptBytes small(1000);
    const std::string bytes(600, 'x');
    const auto view = std::as_bytes(std::span(bytes.data(), bytes.size()));
    EXPECT_NE(small.keep(view), nullptr);
    EXPECT_EQ(small.keep(view), nullptr) << "1,200 bytes kept within a budget of 1,000";

    // A head offers its bytes only when they are the whole file.
    FileHead head;
    head.bytes.assign(view.begin(), view.end());
    head.size = bytes.size() + 1;
    KeptBytes roomy(1u << 20);
    head.keeper = &roomy;
    EXPECT_EQ(head.keep(), nullptr);
    head.size = bytes.size();
    EXPECT_NE(head.keep(), nullptr);
}
