// Vendor tables as users hand them over: recognised by content, read from disk with limits, and never a
// crash on anything else (empty, binary, cut at any byte, one huge line).
#include "vendor_table_writers.h"
#include "vendor_tables/imported_table.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <unistd.h>

namespace quantlens {
namespace {
    struct Sample {
        std::string format;
        std::string text;
    };

    std::vector<Sample> samples()
    {
        const auto precision = test::richTable(test::pulsar2PrecisionColumns(),
            { { "Conv_0", "AxQuantizedConv", "317", "(1, 32, 112, 112)", "FP32", "U8", "0.99993", "0.00003" },
                { "Add_1", "AxQuantizedAdd", "a_long_name_that_wraps", "(1, 8)", "FP32", "U8", "0.9", "0.1" } },
            test::titled("Quant Precision Table【PerLayer Reference】"));
        const auto outliers = test::richTable({ { "Op outputs" }, { "Sparse channel ratio" }, { "level>=3 ratio" } },
            { { "conv1", "0.0", "0.5" }, { "conv2", "0.25", "0.125" } },
            test::titled("Ratio of outliers in tensor【 level=Log(Max_Pertensor/Max_Perchannel) 】"));
        const auto rknn = test::rknnErrorAnalysis(
            { { "simulator_error", "entire", { "cos", "euc" } }, { "simulator_error", "single", { "cos", "euc" } } },
            { { "[Input] data", { "1.00000", "0.0", "1.00000", "0.0" } }, { "[Conv] fused", {} },
                { "[Conv] c", { "0.9", "1.0", "0.95", "0.5" } } });
        const auto rknnOld = test::rknnErrorAnalysis(
            { { "simulator_error", "entire", { "cos" } }, { "simulator_error", "single", { "cos" } } },
            { { "[Input] data", { "1.000000", "1.000000" } } });
        const auto sigmastar = test::sigmaStarLine("1.a.xx.output0", "CONV", 1, 0.9, 0.5)
            + test::sigmaStarLine("2.b.xx.output0", "ADD", 2, 0.8, 0.7, 0.3, true);
        return { { "pulsar2_precision", precision }, { "pulsar2_outliers", outliers }, { "rknn_error_analysis", rknn },
            { "rknn_error_analysis", rknnOld }, { "sigmastar_rmse_log", sigmastar },
            { "sigmastar_rmse_log", test::dumpDebugLine(1, "x", 0.5, 0.9, 0.1) } };
    }

    /// Every parser on `text`: none may crash, and a success must be a consistent table.
    void expectNoCrash(std::string_view text)
    {
        for (auto parse : { parsePulsar2PrecisionTable, parsePulsar2OutlierTable, parseRknnErrorAnalysis,
                 parseSigmaStarRmseLog, parseImportedTable }) {
            const auto result = parse(text, "f");
            if (!result.ok()) {
                EXPECT_FALSE(result.error().message.empty());
                continue;
            }
            EXPECT_FALSE(result.value().rows.empty());
            for (const auto& row : result.value().rows)
                EXPECT_EQ(row.values.size(), result.value().columns.size());
        }
        (void)looksLikeImportedTable(text);
    }

    std::filesystem::path tempPath(const std::string& name)
    {
        return std::filesystem::temp_directory_path() / ("quantlens-vendor-" + std::to_string(getpid()) + "-" + name);
    }
}

TEST(ImportedTableKind, ContentPicksTheParserAndSniffingAgrees)
{
    for (const auto& sample : samples()) {
        const auto result = parseImportedTable(sample.text, "renamed.txt");
        ASSERT_TRUE(result.ok()) << sample.format << ": " << result.error().toString();
        EXPECT_EQ(result.value().format, sample.format);
        EXPECT_FALSE(result.value().rows.empty());
        EXPECT_TRUE(looksLikeImportedTable(std::string_view(sample.text).substr(0, 512))) << sample.format;
    }
}

TEST(ImportedTableKind, UnrelatedTextIsRefusedNamingTheFile)
{
    const std::string unrelated[] = { "", "\n\n   \n", "name,cos\nconv1,0.99\n", "MSE is low, COS is high\n",
        "┏━━━━━┓\n┃ a   ┃\n┡━━━━━┩\n│ 1   │\n└─────┘\n", "layer_name only\n" };
    for (const auto& text : unrelated) {
        const auto result = parseImportedTable(text, "/data/run7/notes.txt");
        ASSERT_FALSE(result.ok()) << text;
        EXPECT_EQ(result.error().what.code, "vendor_table.unknown_kind") << text;
        EXPECT_EQ(result.error().file, "/data/run7/notes.txt");
        EXPECT_FALSE(looksLikeImportedTable(text)) << text;
    }
    const std::string binary("\x93NUMPY\x01\x00v\x00{'descr': '<f4', Quant Precision Table", 45);
    const auto result = parseImportedTable(binary, "x.npy");
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().what.code, "vendor_table.not_text");
    EXPECT_FALSE(looksLikeImportedTable(binary));
}

TEST(ImportedTableKind, EachParserSaysWhatItLookedFor)
{
    EXPECT_EQ(parsePulsar2PrecisionTable("", "f").error().what.code, "vendor_table.no_pulsar2_precision");
    EXPECT_EQ(parsePulsar2OutlierTable("hello", "f").error().what.code, "vendor_table.no_pulsar2_outliers");
    EXPECT_EQ(
        parseRknnErrorAnalysis("layer_name simulator_error\n", "f").error().what.code, "vendor_table.no_rknn_table");
    EXPECT_EQ(parseSigmaStarRmseLog("MSE: 1\n", "f").error().what.code, "vendor_table.no_sigmastar_lines");
    const std::string headerOnly = test::rknnErrorAnalysis({ { "simulator_error", "entire", { "cos", "euc" } } }, {});
    EXPECT_EQ(parseRknnErrorAnalysis(headerOnly, "f").error().what.code, "vendor_table.no_rows");
}

TEST(ImportedTableRobustness, EveryPrefixOfEverySample)
{
    for (const auto& sample : samples())
        for (std::size_t length = 0; length <= sample.text.size(); ++length)
            expectNoCrash(std::string_view(sample.text).substr(0, length));
}

TEST(ImportedTableRobustness, GarbageAndHugeLines)
{
    std::mt19937 random(7);
    for (int round = 0; round < 200; ++round) {
        std::string bytes(static_cast<std::size_t>(random() % 2000), '\0');
        for (auto& b : bytes)
            b = static_cast<char>(random() % 256);
        expectNoCrash(bytes);
        // Box characters, digits and the words the parsers look for, shuffled: closer to a real table.
        const char* pieces[] = { "┏", "━", "┳", "┓", "┃", "│", "├", "┼", "└", "┡", "╇", "+", "-", "|", "\n", " ", "…",
            "0.5", "nan", "Output Tensor", "Cosin", "MSE:", "COS:", "RMSE:", "OP:", "layer_name", "simulator_error",
            "[Conv]", "-----------", "\t", "]" };
        std::string text;
        for (int i = 0; i < 300; ++i)
            text += pieces[random() % std::size(pieces)];
        expectNoCrash(text);
    }
    const std::string megabyte(1 << 20, 'x');
    expectNoCrash(megabyte);
    expectNoCrash("Quant Precision Table\n┏" + test::repeat("━", 300000) + "┓\n┃" + megabyte + "┃\n");
    expectNoCrash("layer_name simulator_error\n entire\n" + std::string(100, '-') + "\n[Conv] " + megabyte + " 0.5\n");
    expectNoCrash("1.a\tOP: " + megabyte + " MSE: 1 COS: 2 RMSE: 3");
    expectNoCrash(test::repeat("MSE: COS: RMSE:", 70000));
}

TEST(ReadImportedTable, ReadsAFileAndRefusesWhatIsNotOne)
{
    const auto file = tempPath("table.txt");
    {
        std::ofstream out(file, std::ios::binary);
        out << samples()[2].text;
    }
    const auto table = readImportedTable(file.string());
    ASSERT_TRUE(table.ok()) << table.error().toString();
    EXPECT_EQ(table.value().format, "rknn_error_analysis");
    EXPECT_EQ(table.value().file, file.string());
    EXPECT_EQ(table.value().rows.size(), 3u);

    std::filesystem::resize_file(file, (64u << 20) + 1); // sparse: costs no disk
    const auto large = readImportedTable(file.string());
    ASSERT_FALSE(large.ok());
    EXPECT_EQ(large.error().what.code, "vendor_table.too_large");
    std::filesystem::remove(file);

    const auto missing = readImportedTable(file.string());
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().what.code, "file.cannot_open");
    const auto folder = readImportedTable(std::filesystem::temp_directory_path().string());
    ASSERT_FALSE(folder.ok());
    EXPECT_EQ(folder.error().what.code, "file.not_regular");
}

} // namespace quantlens
