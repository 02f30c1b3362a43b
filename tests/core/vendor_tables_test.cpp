// Pulsar2's Rich box tables (FORMATS.md 2.2, 2.3): both precision layouts, wrapped and cut names, the
// table inside a build log, the outlier table, and one failure per way such a table can be broken.
#include "vendor_table_writers.h"
#include "vendor_tables/imported_table.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>

namespace quantlens {
namespace {
    using test::RichColumn;
    using ::testing::HasSubstr;

    ImportedTable okTable(const Result<ImportedTable>& result)
    {
        EXPECT_TRUE(result.ok()) << (result.ok() ? "" : result.error().toString());
        return result.ok() ? result.value() : ImportedTable {};
    }

    bool hasWarning(const Result<ImportedTable>& result, const std::string& code)
    {
        for (const auto& warning : result.warnings())
            if (warning.what.code == code)
                return true;
        return false;
    }

    const std::vector<std::vector<std::string>> kCurrentRows = {
        { "Conv_0", "AxQuantizedConv", "317", "(1, 32, 112, 112)", "FP32", "U8", "0.99993", "0.00003" },
        { "Add_15", "AxQuantizedAdd", "339", "(1, 24, 56, 56)", "FP32", "U8", "0.99930", "0.00050" },
        { "output_DequantizeLinear", "AxDequantizeLinear", "output", "(1, 1000)", "FP32", "FP32", "0.99990",
            "0.00173" },
    };

    std::string currentTable(const std::string& title = "Quant Precision Table【PerLayer Reference】")
    {
        return test::richTable(test::pulsar2PrecisionColumns(), kCurrentRows, test::titled(title, "    "));
    }

    std::string outlierTable()
    {
        const std::vector<RichColumn> columns = { { "Op outputs", 33, true }, { "Sparse channel ratio" },
            { "level>=3 ratio" }, { "level>=4 ratio" }, { "level>=5 ratio" }, { "level>=6 ratio" } };
        return test::richTable(columns,
            { { "/vision_model/embeddings/patch_embedding/Conv_output_0", "0.0", "0.6614583134651184",
                  "0.3111979067325592", "0.00390625", "0.0" },
                { "op_348:onnx.LayerNormalization_01", "0.0", "0.921875", "0.5169270634651184", "0.1080729141831398",
                    "0.0403645820915699" } },
            test::titled("Ratio of outliers in tensor【 level=Log(Max_Pertensor/Max_Perchannel) 】"));
    }
}

TEST(Pulsar2Precision, CurrentLayoutFindsColumnsByHeader)
{
    const auto table = okTable(parsePulsar2PrecisionTable(currentTable(), "precision_analysis_table.txt"));
    EXPECT_EQ(table.format, "pulsar2_precision");
    EXPECT_EQ(table.title, "Quant Precision Table【PerLayer Reference】");
    ASSERT_EQ(table.columns.size(), 2u); // Shape, DType and QDType are text, not values
    EXPECT_EQ(table.columns[0].key, "cos");
    EXPECT_EQ(table.columns[0].header, "Cosin");
    EXPECT_EQ(table.columns[0].meaning, ImportedColumn::Meaning::Cosine);
    EXPECT_EQ(table.columns[1].key, "mse");
    EXPECT_EQ(table.columns[1].meaning, ImportedColumn::Meaning::Mse);
    ASSERT_EQ(table.rows.size(), 3u);
    EXPECT_EQ(table.rows[0].tensor, "317");
    EXPECT_EQ(table.rows[0].opName, "Conv_0");
    EXPECT_EQ(table.rows[0].opType, "AxQuantizedConv"); // centred in its cell
    EXPECT_EQ(table.rows[0].values, (std::vector<double> { 0.99993, 0.00003 }));
    EXPECT_EQ(table.rows[2].tensor, "output");
    EXPECT_DOUBLE_EQ(table.rows[2].values[1], 0.00173);
    // title, top border, header, ┡╇┩, row, ├┼┤, row, ├┼┤, row
    EXPECT_EQ(table.rows[0].line, 5);
    EXPECT_EQ(table.rows[2].line, 9);
}

TEST(Pulsar2Precision, OldLayoutKeepsFullPrecisionCosines)
{
    const std::vector<RichColumn> columns
        = { { "Operator" }, { "Type" }, { "Output Tensor" }, { "Data Type" }, { "Shape" }, { "Cosin Distance" } };
    const std::string text = test::richTable(columns,
        { { "Conv_0", "AxQuantizedConv", "474", "FP32", "(1, 32, 112, 112)", "0.999932050704956" },
            { "op_29:onnx.Silu", "AxQuantizedSilu", "130", "FP32", "(1, 32, 320, 320)", "0.9927281141281128" } },
        test::titled("Quant Precision Table 【PerLayer Reference】", "    "));
    const auto table = okTable(parsePulsar2PrecisionTable(text, "build.log"));
    ASSERT_EQ(table.columns.size(), 1u);
    EXPECT_EQ(table.columns[0].key, "cos");
    EXPECT_EQ(table.columns[0].header, "Cosin Distance");
    ASSERT_EQ(table.rows.size(), 2u);
    EXPECT_EQ(table.rows[0].tensor, "474");
    EXPECT_EQ(table.rows[0].values[0], 0.999932050704956);
    EXPECT_EQ(table.rows[1].opName, "op_29:onnx.Silu");
    EXPECT_EQ(table.rows[1].values[0], 0.9927281141281128);
}

class Pulsar2Wrapped : public ::testing::TestWithParam<bool> { };

TEST_P(Pulsar2Wrapped, WrappedNamesAreJoined)
{
    auto columns = test::pulsar2PrecisionColumns();
    columns[0].maxWidth = 12; // Operator: Rich folds a long word at the cell's width
    columns[2].maxWidth = 14; // Output Tensor: Rich breaks text with spaces at a space
    const std::string text = test::richTable(columns,
        { { "/backbone/stage1/conv/Conv", "AxQuantizedConv", "a_really_long_tensor_name_x", "(1, 8)", "FP32", "U8",
              "0.99001", "0.00100" },
            { "Conv_1", "AxQuantizedConv", "blk 0 attn proj output", "(1, 8)", "FP32", "U8", "0.98002", "0.00200" },
            { "Relu_2", "AxRelu", "9", "(1, 8)", "FP32", "U8", "0.97003", "0.00300" } },
        test::titled("Quant Precision Table【PerLayer Reference】", "", GetParam()));
    ASSERT_THAT(text, HasSubstr("│ /backbone/st │")); // the writer did wrap
    const auto table = okTable(parsePulsar2PrecisionTable(text, "t.txt"));
    ASSERT_EQ(table.rows.size(), 3u);
    EXPECT_EQ(table.rows[0].opName, "/backbone/stage1/conv/Conv");
    EXPECT_EQ(table.rows[0].tensor, "a_really_long_tensor_name_x");
    EXPECT_EQ(table.rows[0].values, (std::vector<double> { 0.99001, 0.00100 }));
    EXPECT_EQ(table.rows[1].tensor, "blk 0 attn proj output");
    EXPECT_EQ(table.rows[1].opName, "Conv_1");
    EXPECT_EQ(table.rows[2].tensor, "9");
    EXPECT_EQ(table.rows[2].values[0], 0.97003);
}

TEST(Pulsar2Precision, WrappedHeaderIsJoined)
{
    auto columns = test::pulsar2PrecisionColumns();
    columns[2].maxWidth = 8; // "Output" / "Tensor", and the names folded under it
    const std::string text = test::richTable(columns, kCurrentRows, test::titled("", "", false));
    ASSERT_THAT(text, HasSubstr("┃ Tensor   ┃"));
    const auto table = okTable(parsePulsar2PrecisionTable(text, "t"));
    ASSERT_EQ(table.rows.size(), 3u);
    EXPECT_EQ(table.rows[2].tensor, "output");
    EXPECT_EQ(table.rows[2].opName, "output_DequantizeLinear");
}

INSTANTIATE_TEST_SUITE_P(RowLines, Pulsar2Wrapped, ::testing::Bool());

TEST(Pulsar2Precision, CutNamesKeepTheEllipsisAndWarn)
{
    auto columns = test::pulsar2PrecisionColumns();
    columns[2] = { "Output Tensor", 13, true };
    const std::string text = test::richTable(columns,
        { { "Conv_0", "AxQuantizedConv", "/vision_model/embeddings/patch_embedding/Conv_output_0", "(1, 8)", "FP32",
            "U8", "0.9", "0.1" } });
    const auto result = parsePulsar2PrecisionTable(text, "t.txt");
    const auto table = okTable(result);
    ASSERT_EQ(table.rows.size(), 1u);
    EXPECT_EQ(table.rows[0].tensor, "/vision_mode…");
    EXPECT_TRUE(isCutName(table.rows[0].tensor));
    EXPECT_EQ(cutNamePrefix(table.rows[0].tensor), "/vision_mode");
    EXPECT_TRUE(hasWarning(result, "vendor_table.names_cut"));
}

TEST(Pulsar2Precision, FoundBetweenOtherTablesOfABuildLog)
{
    const std::string before
        = "2024-09-25 11:46:50.123 | INFO     | yamain.common.util:timer_wrapper:65 - calibrate: 2.3 s\n"
        + test::richTable({ { "Layer" }, { "Config" } }, { { "Conv_0", "U8" } }, test::titled("Quant Config Table"))
        + "Building native ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 100% 0:00:00\n";
    const std::string after
        = "2024-09-25 11:47:01.640 | INFO     | yamain.command.precision_analysis:quant_precision_analysis:401 - "
          "save precision analysis table to [output/quant/debug/precision_analysis_table.txt]\n"
        + test::richTable({ { "Op Type / Layer name" }, { "Precision" } }, { { "Conv_0", "U16" } },
            test::titled("Layer Config Table"));
    const auto table = okTable(parsePulsar2PrecisionTable(before + currentTable() + after, "pulsar2.log"));
    EXPECT_EQ(table.title, "Quant Precision Table【PerLayer Reference】");
    ASSERT_EQ(table.rows.size(), 3u);
    EXPECT_EQ(table.rows[1].tensor, "339");
    EXPECT_EQ(table.rows[0].line, 8 + 5); // the 8 lines before the table, then as in the file of its own
}

TEST(Pulsar2Precision, SecondTableIsReportedNotMixedIn)
{
    const auto result
        = parsePulsar2PrecisionTable(currentTable() + currentTable("Quant Precision Table【EndToEnd Reference】"), "t");
    const auto table = okTable(result);
    EXPECT_EQ(table.title, "Quant Precision Table【PerLayer Reference】");
    EXPECT_EQ(table.rows.size(), 3u);
    EXPECT_TRUE(hasWarning(result, "vendor_table.more_tables"));
}

TEST(Pulsar2Precision, NonNumericCosineNamesFileLineAndColumn)
{
    auto rows = kCurrentRows;
    rows[1][6] = "0.99x";
    const auto result
        = parsePulsar2PrecisionTable(test::richTable(test::pulsar2PrecisionColumns(), rows), "/logs/p.txt");
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().what.code, "vendor_table.bad_number");
    EXPECT_EQ(result.error().toString(), "/logs/p.txt: line 6: '0.99x' in column 'Cosin' is not a number");
}

TEST(Pulsar2Precision, TableCutOffMidRowKeepsTheRowsAboveWithAWarning)
{
    const std::string full = currentTable();
    const std::string cut = full.substr(0, full.find("output_Dequant") + 6);
    const auto result = parsePulsar2PrecisionTable(cut, "t");
    const auto table = okTable(result);
    ASSERT_EQ(table.rows.size(), 2u);
    EXPECT_EQ(table.rows[1].values[0], 0.99930);
    EXPECT_TRUE(hasWarning(result, "vendor_table.table_cut_off"));

    const std::string noBottom = full.substr(0, full.find("└"));
    const auto unclosed = parsePulsar2PrecisionTable(noBottom, "t");
    EXPECT_EQ(okTable(unclosed).rows.size(), 3u);
    EXPECT_TRUE(hasWarning(unclosed, "vendor_table.table_cut_off"));
}

TEST(Pulsar2Precision, DamagedRowInsideTheTableIsAnError)
{
    std::string text = currentTable();
    const std::size_t cell = text.find("│ FP32  ", text.find("Add_15")); // drop one cell of the second row
    ASSERT_NE(cell, std::string::npos);
    text.erase(cell, std::string("│ FP32  ").size());
    const auto result = parsePulsar2PrecisionTable(text, "t");
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().what.code, "vendor_table.cell_count");
    EXPECT_EQ(result.error().position, "line 7");
}

TEST(Pulsar2Precision, HeaderWithoutRowsOrWithoutTensorColumnFails)
{
    const auto empty = parsePulsar2PrecisionTable(
        test::richTable(test::pulsar2PrecisionColumns(), {}, test::titled("Quant Precision Table")), "t");
    ASSERT_FALSE(empty.ok());
    EXPECT_EQ(empty.error().what.code, "vendor_table.no_rows");

    const auto noTensor
        = parsePulsar2PrecisionTable(test::richTable({ { "Operator" }, { "Cosin" } }, { { "Conv_0", "0.9" } },
                                         test::titled("Quant Precision Table")),
            "t");
    ASSERT_FALSE(noTensor.ok());
    EXPECT_EQ(noTensor.error().what.code, "vendor_table.missing_column");
    EXPECT_EQ(noTensor.error().what.args, std::vector<std::string> { "Output Tensor" });
}

TEST(Pulsar2Precision, AsciiFallbackColoursAndWindowsLineEnds)
{
    std::string text = test::richTable(
        test::pulsar2PrecisionColumns(), kCurrentRows, test::titled("Quant Precision Table", "", true, true));
    ASSERT_EQ(text.find("┃"), std::string::npos);
    text.replace(text.find("0.99930"), 7, "\x1b[31m0.99930\x1b[0m"); // Rich colours a cell for a terminal
    std::string crlf;
    for (char c : text)
        crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    const auto table = okTable(parsePulsar2PrecisionTable(crlf, "t"));
    ASSERT_EQ(table.rows.size(), 3u);
    EXPECT_EQ(table.rows[1].values[0], 0.99930);
    EXPECT_EQ(table.rows[2].tensor, "output");
}

TEST(Pulsar2Outliers, RatiosKeyedByTheirHeaders)
{
    const auto result = parsePulsar2OutlierTable(outlierTable(), "t");
    const auto table = okTable(result);
    EXPECT_EQ(table.format, "pulsar2_outliers");
    EXPECT_EQ(table.title, "Ratio of outliers in tensor【 level=Log(Max_Pertensor/Max_Perchannel) 】");
    ASSERT_EQ(table.columns.size(), 5u);
    EXPECT_EQ(table.columns[0].key, "sparse_channel_ratio");
    EXPECT_EQ(table.columns[1].key, "level_ge_3_ratio");
    EXPECT_EQ(table.columns[4].key, "level_ge_6_ratio");
    EXPECT_EQ(table.columns[4].header, "level>=6 ratio");
    for (const auto& column : table.columns)
        EXPECT_EQ(column.meaning, ImportedColumn::Meaning::Ratio);
    ASSERT_EQ(table.rows.size(), 2u);
    EXPECT_EQ(table.rows[0].tensor, "/vision_model/embeddings/patch_e…"); // cut as in Pulsar2's own example
    EXPECT_EQ(table.rows[0].values[1], 0.6614583134651184);
    EXPECT_EQ(table.rows[0].values[3], 0.00390625);
    EXPECT_EQ(table.rows[1].values[4], 0.0403645820915699);
    EXPECT_TRUE(hasWarning(result, "vendor_table.names_cut"));
}

TEST(Pulsar2Outliers, LogWithBothTablesGivesEachParserItsOwn)
{
    const std::string log = "Network Quantization Finished.\n" + outlierTable() + "Building native\n" + currentTable();
    const auto both = parseImportedTable(log, "pulsar2.log");
    EXPECT_EQ(okTable(both).format, "pulsar2_precision");
    EXPECT_EQ(okTable(both).rows.size(), 3u);
    EXPECT_TRUE(hasWarning(both, "vendor_table.outliers_not_read"));
    const auto outliers = okTable(parsePulsar2OutlierTable(log, "pulsar2.log"));
    EXPECT_EQ(outliers.rows.size(), 2u);
    EXPECT_EQ(outliers.rows[1].tensor, "op_348:onnx.LayerNormalization_01");
}

} // namespace quantlens
