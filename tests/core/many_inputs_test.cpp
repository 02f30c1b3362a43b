// Several inputs of a one-input model (`--input a.npy --input b.npy`): each is analysed, the worst
// input's tensors are the ones shown, and every tensor carries its cosine over all inputs.
#include "onnx_test_models.h"
#include "simulation_test_models.h"

#include "analysis/analysis_runner.h"
#include "report/inspection_report.h"
#include "report/report_format.h"
#include "tensor/npy_writer.h"

#include <gtest/gtest.h>

#include <filesystem>

using namespace quantlens;
namespace fs = std::filesystem;

namespace {
struct Files {
    fs::path dir = onnx_test::makeTempDir("many_inputs");
    Files()
    {
        const auto weights = sim_test::makeWeights();
        onnx_test::writeFile(dir / "float.onnx", onnx_test::serialize(sim_test::floatModel(weights)));
        onnx_test::writeFile(dir / "quant.onnx", onnx_test::serialize(sim_test::quantModel(weights)));
        for (unsigned seed : { 1u, 2u, 3u }) {
            const runtime::Tensor x = sim_test::sample(seed).at("x");
            onnx_test::writeFile(input(seed),
                npyHeader(x.dtype(), x.shape()) + std::string(reinterpret_cast<const char*>(x.bytes()), x.byteSize()));
        }
    }
    ~Files() { fs::remove_all(dir); }
    std::string input(unsigned seed) const { return (dir / ("x" + std::to_string(seed) + ".npy")).string(); }
    AnalysisInputs inputs(std::vector<std::string> modelInputs) const
    {
        AnalysisInputs in;
        in.floatModel = (dir / "float.onnx").string();
        in.quantModel = (dir / "quant.onnx").string();
        in.modelInputs = std::move(modelInputs);
        return in;
    }
};

double cosOf(const Analysis& a, const std::string& tensor)
{
    return a.rows[static_cast<std::size_t>(a.rowOf(tensor))].primary().metrics->cosine;
}
}

TEST(ManyInputs, TheWorstInputIsShownAndEveryTensorHasItsCosineOverAll)
{
    Files f;
    auto all = runAnalysis(f.inputs({ f.input(1), f.input(2), f.input(3) }));
    ASSERT_TRUE(all.ok()) << all.error().toString();
    const Analysis& a = *all.value();
    ASSERT_EQ(a.inputRuns.size(), 3u);
    EXPECT_EQ(a.modelInputs.size(), 3u); // measuring runs on all of them
    // Each input alone, as the user would analyse it.
    std::vector<std::shared_ptr<const Analysis>> alone;
    for (unsigned seed : { 1u, 2u, 3u }) {
        auto one = runAnalysis(f.inputs({ f.input(seed) }));
        ASSERT_TRUE(one.ok());
        EXPECT_TRUE(one.value()->inputRuns.empty());
        alone.push_back(one.value());
    }
    std::size_t worst = 0;
    for (std::size_t i = 0; i < 3; ++i) {
        // The data-set pass sums in another order than the metrics engine: equal to rounding.
        EXPECT_NEAR(a.inputRuns[i].outputCos, cosOf(*alone[i], "y"), 1e-9);
        if (cosOf(*alone[i], "y") < cosOf(*alone[worst], "y"))
            worst = i;
    }
    EXPECT_EQ(a.shownInput, worst);
    for (const std::string tensor : { "c1", "r1", "y" }) {
        EXPECT_DOUBLE_EQ(cosOf(a, tensor), cosOf(*alone[worst], tensor)) << tensor;
        const auto& across = a.rows[static_cast<std::size_t>(a.rowOf(tensor))].acrossInputs;
        ASSERT_TRUE(across) << tensor;
        double mean = 0, low = 1;
        for (const auto& one : alone) {
            mean += cosOf(*one, tensor) / 3;
            low = std::min(low, cosOf(*one, tensor));
        }
        EXPECT_NEAR(across->meanCos, mean, 1e-9) << tensor;
        EXPECT_NEAR(across->worstCos, low, 1e-9) << tensor;
        EXPECT_LE(across->worstCos, across->meanCos);
        EXPECT_GE(across->bestCos, across->meanCos);
    }
    // The report says which input it shows and gives the columns over all inputs.
    const std::string md = renderReport(a, ReportFormat::Markdown);
    EXPECT_NE(md.find("## Inputs"), std::string::npos);
    const std::string csv = renderReport(a, ReportFormat::Csv);
    EXPECT_NE(csv.find("cos_mean_inputs"), std::string::npos);
    EXPECT_NE(csv.find("cos_worst_inputs"), std::string::npos);
    // inspect gives the distribution too: mean, 5th percentile, worst.
    const std::string inspected = renderInspection(a, InspectionRules {}, ReportFormat::Csv);
    const auto header = inspected.substr(0, inspected.find('\n'));
    EXPECT_NE(header.find("cos_mean_inputs,cos_p5_inputs,cos_worst_inputs"), std::string::npos) << header;
}

TEST(ManyInputs, InputsThatNameSeveralModelInputsAreNotSplit)
{
    Files f;
    // Bound by name to an input the model does not have: one run, whose error names it.
    auto named = runAnalysis(f.inputs({ "x=" + f.input(1), "other=" + f.input(2) }));
    ASSERT_FALSE(named.ok());
    EXPECT_NE(named.error().toString().find("other"), std::string::npos);
}
