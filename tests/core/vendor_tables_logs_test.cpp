// RKNN's error_analysis.txt (FORMATS.md 4.1: cos | euc groups, the older cosine-only layout, a board's
// runtime_error groups) and SigmaStar's compare reports (1.4/1.5: auto_dump_debug and dump_debug.py).
#include "vendor_table_writers.h"
#include "vendor_tables/imported_table.h"

#include <gtest/gtest.h>

#include <cmath>

namespace quantlens {
namespace {
    using test::RknnGroup;
    using Rows = std::vector<std::pair<std::string, std::vector<std::string>>>;

    ImportedTable okTable(const Result<ImportedTable>& result)
    {
        EXPECT_TRUE(result.ok()) << (result.ok() ? "" : result.error().toString());
        return result.ok() ? result.value() : ImportedTable {};
    }

    std::vector<std::string> keys(const ImportedTable& table)
    {
        std::vector<std::string> out;
        for (const auto& column : table.columns)
            out.push_back(column.key);
        return out;
    }

    const std::vector<RknnGroup> kSimulator
        = { { "simulator_error", "entire", { "cos", "euc" } }, { "simulator_error", "single", { "cos", "euc" } } };

    std::string rknnCurrent()
    {
        return test::rknnErrorAnalysis(kSimulator,
            { { "[Input] data", { "1.00000", "0.0", "1.00000", "0.0" } },
                { "[Conv] resnetv24_dense0_fwd_conv", { "0.99450", "6.8046", "0.99993", "0.7382" } },
                { "[Conv] Conv__350:0", {} }, // fused into the layer before: no numbers
                { "[Softmax] prob", { "nan", "nan", "0.99990", "0.0123" } },
                { "[Conv] 779", { "0.98000", "1.5", "0.99000", "0.25" } },
                { "[exDataConvert] a_tensor_name_longer_than_the_name_column_is_wide",
                    { "0.97000", "2.5", "0.99500", "0.5" } },
                { "[Reshape] output reshape", { "0.96000", "3.5", "0.99600", "0.6" } } });
    }
}

TEST(RknnErrorAnalysis, CurrentLayoutWithFusedRowsAndNan)
{
    const auto table = okTable(parseRknnErrorAnalysis(rknnCurrent(), "snapshot/error_analysis.txt"));
    EXPECT_EQ(table.format, "rknn_error_analysis");
    EXPECT_EQ(keys(table), (std::vector<std::string> { "entire_cos", "entire_euc", "single_cos", "single_euc" }));
    EXPECT_EQ(table.columns[0].meaning, ImportedColumn::Meaning::Cosine);
    EXPECT_EQ(table.columns[1].meaning, ImportedColumn::Meaning::Euclidean);
    EXPECT_EQ(table.columns[3].header, "simulator_error single euc");
    ASSERT_EQ(table.rows.size(), 7u);
    EXPECT_EQ(table.rows[0].opType, "Input");
    EXPECT_EQ(table.rows[0].tensor, "data");
    EXPECT_EQ(table.rows[1].values, (std::vector<double> { 0.99450, 6.8046, 0.99993, 0.7382 }));
    EXPECT_EQ(table.rows[2].tensor, "Conv__350:0");
    ASSERT_EQ(table.rows[2].values.size(), 4u);
    for (double v : table.rows[2].values)
        EXPECT_TRUE(std::isnan(v));
    EXPECT_TRUE(std::isnan(table.rows[3].values[0]));
    EXPECT_EQ(table.rows[3].values[2], 0.99990);
    EXPECT_EQ(table.rows[4].tensor, "779"); // a name that is a number is still the name
    EXPECT_EQ(table.rows[4].values[0], 0.98);
    EXPECT_EQ(table.rows[5].tensor, "a_tensor_name_longer_than_the_name_column_is_wide");
    EXPECT_EQ(table.rows[5].values[3], 0.5);
    EXPECT_EQ(table.rows[6].tensor, "output reshape"); // a name with a space ends where the numbers begin
    EXPECT_EQ(table.rows[6].values[0], 0.96);
    EXPECT_EQ(table.rows[0].line, 8); // 2 comment lines, a blank, 3 header lines, the dashes
}

TEST(RknnErrorAnalysis, OldLayoutHasCosinesOnly)
{
    const std::string text = test::rknnErrorAnalysis(
        { { "simulator_error", "entire", { "cos" } }, { "simulator_error", "single", { "cos" } } },
        { { "[Input] data", { "1.000000", "1.000000" } }, { "[Relu] resnetv24_relu1_fwd", { "0.983521", "0.999891" } },
            { "[Reshape] fused", {} } });
    const auto table = okTable(parseRknnErrorAnalysis(text, "e.txt"));
    EXPECT_EQ(keys(table), (std::vector<std::string> { "entire_cos", "single_cos" }));
    EXPECT_EQ(table.columns[1].header, "simulator_error single");
    ASSERT_EQ(table.rows.size(), 3u);
    EXPECT_EQ(table.rows[1].tensor, "resnetv24_relu1_fwd");
    EXPECT_EQ(table.rows[1].values, (std::vector<double> { 0.983521, 0.999891 }));
    EXPECT_TRUE(std::isnan(table.rows[2].values[1]));
}

TEST(RknnErrorAnalysis, BoardGroupsAreReadFromTheHeader)
{
    auto groups = kSimulator;
    groups.push_back({ "runtime_error", "entire", { "cos", "euc" } });
    groups.push_back({ "runtime_error", "single_sim", { "cos", "euc" } });
    const std::string text = test::rknnErrorAnalysis(groups,
        { { "[Input] input2", { "1.00000", "0.0", "1.00000", "0.0", "0.99995", "0.1627", "0.99995", "0.1627" } },
            { "[Conv] 779", { "0.99999", "1.0755", "0.99999", "1.0755" } }, // the board reported no output here
            { "[Relu] 524", { "0.99998", "1.0397", "1.00000", "0.7689", "0.99997", "1.4931", "1.00000", "1.3477" } } });
    const auto table = okTable(parseRknnErrorAnalysis(text, "e.txt"));
    EXPECT_EQ(keys(table),
        (std::vector<std::string> { "entire_cos", "entire_euc", "single_cos", "single_euc", "runtime_entire_cos",
            "runtime_entire_euc", "runtime_single_sim_cos", "runtime_single_sim_euc" }));
    EXPECT_EQ(table.title, "simulator_error, runtime_error");
    ASSERT_EQ(table.rows.size(), 3u);
    EXPECT_EQ(table.rows[0].values[5], 0.1627);
    EXPECT_EQ(table.rows[1].values[3], 1.0755);
    EXPECT_TRUE(std::isnan(table.rows[1].values[4]));
    EXPECT_EQ(table.rows[2].values[7], 1.3477);
}

TEST(RknnErrorAnalysis, TableInsideAConsoleLogEndsWithTheLog)
{
    const std::string log = "I AccuracyAnalysing : 100%|███| 104/104 [00:44<00:00,  2.36it/s]\n"
                            "I The error analysis results save to: ./snapshot/error_analysis.txt\n"
        + rknnCurrent() + "D NPUTransfer: Transfer client closed, fd = 3\n[Conv] not_part_of_it 0.5 | 0.5\n";
    const auto table = okTable(parseImportedTable(log, "build.log"));
    EXPECT_EQ(table.format, "rknn_error_analysis");
    EXPECT_EQ(table.rows.size(), 7u);
}

TEST(RknnErrorAnalysis, NonNumericCellNamesLineAndColumn)
{
    const std::string text = test::rknnErrorAnalysis(kSimulator,
        { { "[Input] data", { "1.00000", "0.0", "1.00000", "0.0" } },
            { "[Conv] conv1", { "0.99450", "6.8046", "0.99x", "0.7382" } } });
    const auto result = parseRknnErrorAnalysis(text, "e.txt");
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().what.code, "vendor_table.bad_number");
    EXPECT_EQ(
        result.error().toString(), "e.txt: line 9: '0.99x' in column 'simulator_error single cos' is not a number");
}

TEST(RknnErrorAnalysis, CutOffLastRowWarns)
{
    std::string text = rknnCurrent();
    text = text.substr(0, text.size() - 4); // "0.6\n" of the last row gone: the row lost a value
    const auto result = parseRknnErrorAnalysis(text, "e.txt");
    const auto table = okTable(result);
    ASSERT_EQ(table.rows.size(), 7u);
    EXPECT_TRUE(std::isnan(table.rows[6].values[3]));
    ASSERT_EQ(result.warnings().size(), 1u);
    EXPECT_EQ(result.warnings()[0].what.code, "vendor_table.last_line_cut");
}

TEST(SigmaStarRmseLog, AutoDumpDebugLinesWithTransposeAndThreshold)
{
    const std::string log = "compareAccuracy sample.bin benchmark.bin\n"
        + test::sigmaStarLine("39.batch_norm_6.tmp_2.xx.output0", "ADD", 60.729672, 0.997336, 0.091513)
        + test::sigmaStarLine("40.conv2d_7.tmp_0.xx.output0", "CONV", 1.5, 0.991, 0.12, 0.412)
        + test::sigmaStarLine("41.model_backbone_Conv_output_0.xx.output1", "RELU", 2.25, 0.95, 1.25, -1, true);
    const auto table = okTable(parseSigmaStarRmseLog(log, "doAnalyzeRmse_run.log"));
    EXPECT_EQ(table.format, "sigmastar_rmse_log");
    EXPECT_EQ(keys(table),
        (std::vector<std::string> { "mse", "cos", "relative_l1", "transposed_origin_cos", "over_threshold" }));
    EXPECT_EQ(table.columns[2].header, "RMSE");
    EXPECT_EQ(table.columns[2].meaning, ImportedColumn::Meaning::RelativeL1); // SigmaStar's "RMSE" is Σ|a−b|/Σ|b|
    ASSERT_EQ(table.rows.size(), 3u);
    EXPECT_EQ(table.rows[0].tensor, "batch_norm_6.tmp_2");
    EXPECT_EQ(table.rows[0].opType, "ADD");
    EXPECT_EQ(table.rows[0].line, 2);
    EXPECT_EQ(table.rows[0].values[0], 60.729672);
    EXPECT_EQ(table.rows[0].values[1], 0.997336);
    EXPECT_EQ(table.rows[0].values[2], 0.091513);
    EXPECT_TRUE(std::isnan(table.rows[0].values[3]));
    EXPECT_EQ(table.rows[0].values[4], 0);
    EXPECT_EQ(table.rows[1].tensor, "conv2d_7.tmp_0");
    EXPECT_EQ(table.rows[1].values[1], 0.991); // the cosine after the transpose
    EXPECT_EQ(table.rows[1].values[3], 0.412); // and the one before it
    EXPECT_EQ(table.rows[2].tensor, "model_backbone_Conv_output_0");
    EXPECT_EQ(table.rows[2].opType, "RELU");
    EXPECT_EQ(table.rows[2].values[2], 1.25);
    EXPECT_EQ(table.rows[2].values[4], 1);
}

TEST(SigmaStarRmseLog, ThresholdNoticeOnItsOwnLineMarksTheRowAbove)
{
    const std::string log = test::sigmaStarLine("3.a.xx.output0", "CONV", 1, 0.9, 0.5)
        + "    **** OVER threshold!!!! ****\n" + test::sigmaStarLine("4.b.xx.output0", "CONV", 1, 0.9, 0.5);
    const auto table = okTable(parseSigmaStarRmseLog(log, "r.log"));
    ASSERT_EQ(table.rows.size(), 2u);
    EXPECT_EQ(table.rows[0].values[4], 1);
    EXPECT_EQ(table.rows[1].values[4], 0);
}

TEST(SigmaStarRmseLog, DumpDebugPyLines)
{
    const std::string out = test::dumpDebugLine(0, "images", 0, 1, 0)
        + test::dumpDebugLine(12, "conv1/Relu:0", 0.031250, 0.998765, 0.012345);
    const auto table = okTable(parseImportedTable(out, "dump_debug.txt"));
    EXPECT_EQ(table.format, "sigmastar_rmse_log");
    EXPECT_EQ(table.title, "dump_debug.py");
    ASSERT_EQ(table.rows.size(), 2u);
    EXPECT_EQ(table.rows[1].tensor, "conv1/Relu:0");
    EXPECT_TRUE(table.rows[1].opType.empty());
    EXPECT_EQ(table.rows[1].values[0], 0.03125);
    EXPECT_EQ(table.rows[1].values[1], 0.998765);
    EXPECT_EQ(table.rows[1].values[2], 0.012345);
    EXPECT_TRUE(std::isnan(table.rows[1].values[4])); // dump_debug.py has no threshold notice
}

TEST(SigmaStarRmseLog, BadNumberNamesTheLine)
{
    const std::string log = test::sigmaStarLine("1.a.xx.output0", "CONV", 1, 0.9, 0.5)
        + "2.b.xx.output0\tOP: CONV  Type: float  MSE: 1.0  COS: oops  RMSE:\t0.5\n";
    const auto result = parseSigmaStarRmseLog(log, "r.log");
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().toString(), "r.log: line 2: 'oops' in column 'COS' is not a number");
}

} // namespace quantlens
