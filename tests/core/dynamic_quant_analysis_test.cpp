// A dynamically quantized model compares as usual, and its run-time-quantized activations (no scale,
// no range) give no made-up numbers anywhere: no range, no clipping, no u8-range flag, no dequantized
// integers.
#include "analysis/analysis_runner.h"
#include "analysis/inspection.h"
#include "dynamic_quant_models.h"
#include "metrics/metrics_engine.h"
#include "metrics/stats_accumulator.h"
#include "report/markdown_cells.h"
#include "report/report_columns.h"
#include "tensor_test_support.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace quantlens;
using namespace quantlens::onnx_test;
using ::testing::HasSubstr;

namespace {
QuantParams dynamicParams()
{
    QuantParams p;
    p.dynamic = true;
    p.origin = "DynamicQuantizeLinear";
    return p;
}

std::string floatNpy(const std::string& shape, std::initializer_list<float> values)
{
    return test::npyImage(test::npyDict("<f4", shape), test::rawBytes(values));
}

/// Float and dynamic models and dumps of x [2,4], h [2,3], y [2,2]: the candidate close to the
/// reference, its x as `candidateX` gives it.
struct DynamicCase {
    test::TempDir dir;
    AnalysisInputs inputs;

    explicit DynamicCase(const std::string& candidateX)
    {
        writeFile(dir.path() / "float.onnx", serialize(floatMatMulModel()));
        writeFile(dir.path() / "dynamic.onnx", serialize(dynamicMatMulModel()));
        for (const char* run : { "ref", "cand" })
            std::filesystem::create_directories(dir.path() / run);
        const std::string x = floatNpy("(2, 4)", { 1, -2, 3, -4, 5, -6, 7, -8 });
        test::writeBytes(dir.path() / "ref" / "x.npy", x);
        test::writeBytes(dir.path() / "ref" / "h.npy", floatNpy("(2, 3)", { 1, 2, 3, 4, 5, 6 }));
        test::writeBytes(dir.path() / "ref" / "y.npy", floatNpy("(2, 2)", { 10, 20, 30, 40 }));
        test::writeBytes(dir.path() / "cand" / "x.npy", candidateX.empty() ? x : candidateX);
        test::writeBytes(dir.path() / "cand" / "h.npy", floatNpy("(2, 3)", { 1.01f, 2, 3, 4, 5.02f, 6 }));
        test::writeBytes(dir.path() / "cand" / "y.npy", floatNpy("(2, 2)", { 10.1f, 20, 30, 39.9f }));
        inputs.floatModel = dir.file("float.onnx");
        inputs.quantModel = dir.file("dynamic.onnx");
        inputs.reference = { "float", dir.file("ref") };
        inputs.candidates = { { "ort", dir.file("cand") } };
        inputs.threads = 1;
    }
};

std::string warningsOf(const Analysis& a)
{
    std::string all;
    for (const auto& w : a.warnings)
        all += w.toString() + "\n";
    return all;
}

const ReportColumn& column(const std::string& key)
{
    for (const auto& c : reportColumns())
        if (c.key == key)
            return c;
    ADD_FAILURE() << "no column " << key;
    return reportColumns().front();
}
}

TEST(DynamicQuantAnalysis, ComparesAsUsualWithoutRangesForDynamicTensors)
{
    DynamicCase c("");
    auto result = runAnalysis(c.inputs);
    ASSERT_TRUE(result.ok()) << result.error().toString();
    const Analysis& a = *result.value();
    EXPECT_THAT(warningsOf(a),
        HasSubstr("activation tensors quantized at run time (DynamicQuantizeLinear, ONNX "
                  "Runtime's dynamic quantization): 2;"));
    for (const auto& f : a.findings) // e.g. check.model_ops, had the Cast and Muls counted as float ops
        ADD_FAILURE() << "unexpected finding: " << f.problem.toString();

    const std::vector<TensorInspection> inspections = inspect(a, InspectionRules {});
    for (const char* name : { "x", "h", "y" }) {
        const int r = a.rowOf(name);
        ASSERT_GE(r, 0) << name;
        const LayerRow& row = a.rows[static_cast<std::size_t>(r)];
        EXPECT_TRUE(row.primary().compared()) << name;
        const TensorInspection& t = inspections[static_cast<std::size_t>(r)];
        EXPECT_FALSE(t.reprMin || t.reprMax || t.rangeUse) << name;
        EXPECT_FALSE(t.clipRatio.has_value()) << name << ": clipping is not measured without a range";
        EXPECT_FALSE(t.ownCos.has_value()) << name;
        EXPECT_TRUE(t.flags.empty()) << name;
        EXPECT_EQ(rowFlags(row), "") << name;
    }
    const LayerRow& x = a.rows[static_cast<std::size_t>(a.rowOf("x"))];
    ASSERT_TRUE(x.quant.has_value());
    EXPECT_TRUE(x.quant->dynamic);
    EXPECT_FALSE(a.rows[static_cast<std::size_t>(a.rowOf("y"))].quant.has_value()); // float output of the Mul
    EXPECT_NEAR(x.primary().metrics->cosine, 1.0, 1e-12);

    EXPECT_EQ(column("quant_granularity").text(x, 0, a.thresholds), "dynamic");
    EXPECT_EQ(column("quant_dtype").text(x, 0, a.thresholds), "uint8");
    for (const char* key : { "quant_range_min", "quant_range_max", "quant_scale", "quant_zero_point" })
        EXPECT_FALSE(column(key).number(x, 0).has_value()) << key;
    const std::string md = markdownTableRow(a, x);
    EXPECT_THAT(md, HasSubstr("| uint8 dynamic |"));
    EXPECT_THAT(md, ::testing::Not(HasSubstr("nan")));
}

TEST(DynamicQuantAnalysis, IntegerDumpOfADynamicTensorIsNotCompared)
{
    // x dumped as the uint8 DynamicQuantizeLinear gave it: without its run-time scale it means nothing.
    DynamicCase c(
        test::npyImage(test::npyDict("|u1", "(2, 4)"), test::rawBytes<std::uint8_t>({ 1, 2, 3, 4, 5, 6, 7, 8 })));
    auto result = runAnalysis(c.inputs);
    ASSERT_TRUE(result.ok()) << result.error().toString();
    const Analysis& a = *result.value();
    const LayerRow& x = a.rows[static_cast<std::size_t>(a.rowOf("x"))];
    EXPECT_FALSE(x.primary().compared());
    ASSERT_TRUE(x.primary().problem.has_value());
    EXPECT_THAT(x.primary().problem->toString(), HasSubstr("holds uint8 integers of a tensor quantized at run time"));
    EXPECT_THAT(x.primary().problem->toString(), HasSubstr("x.npy"));
    EXPECT_TRUE(a.rows[static_cast<std::size_t>(a.rowOf("h"))].primary().compared());
}

TEST(DynamicQuantParams, NoRangeMeansNoFlagNoDequantizationNoLevels)
{
    const QuantParams p = dynamicParams();
    EXPECT_FALSE(p.hasRange());
    EXPECT_FALSE(exceedsU8Range(p, InspectionRules { .u8RangeAbove = -1 })); // would flag any real range
    EXPECT_FALSE(dequantizationOf(p).has_value());

    TensorStatsRequest request;
    request.reference = true;
    request.quant = p;
    StatsAccumulator stats(request, { 4 });
    const double reference[] = { -100, 0, 50, 1000 }, candidate[] = { -99, 0, 50, 999 };
    stats.add(reference, candidate, 0, 4);
    const TensorStats s = stats.finish(OwnLossSums {});
    EXPECT_EQ(s.clippedCount, 0u);
    EXPECT_EQ(s.candidateFiniteCount, 0u); // no levels to count values at
    EXPECT_FALSE(s.ownLoss.has_value());
}
