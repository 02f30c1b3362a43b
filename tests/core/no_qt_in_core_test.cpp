// core/ must build without Qt: the CLI, the benchmarks and future non-Qt front ends share it.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

TEST(CoreBoundary, NoFileUnderCoreIncludesAQtHeader)
{
    const std::filesystem::path coreDir = std::filesystem::path(QUANTLENS_SOURCE_DIR) / "core";
    ASSERT_TRUE(std::filesystem::is_directory(coreDir)) << coreDir;
    const std::regex qtInclude(R"(^\s*#\s*include\s*[<"](Q[A-Za-z]+|Qt[A-Za-z]*/))");
    int filesChecked = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(coreDir)) {
        if (!entry.is_regular_file())
            continue;
        std::ifstream in(entry.path());
        std::string line;
        int lineNo = 0;
        while (std::getline(in, line)) {
            ++lineNo;
            EXPECT_FALSE(std::regex_search(line, qtInclude)) << entry.path() << ":" << lineNo << ": " << line;
        }
        ++filesChecked;
    }
    EXPECT_GT(filesChecked, 5);
}
