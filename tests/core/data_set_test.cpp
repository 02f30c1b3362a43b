// A data set of a one-input model's inputs: the streaming pass (one input's tensors in memory), its
// journal (a cancelled or killed run resumes), each tensor's distribution over the inputs, bad cases
// first, and a folder given as --input.
#include "onnx_test_models.h"
#include "simulation_test_models.h"

#include "analysis/analysis_runner.h"
#include "analysis/bad_cases.h"
#include "analysis/data_set_journal.h"
#include "analysis/data_set_pass.h"
#include "report/report_format.h"
#include "runtime/image_inputs.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>

using namespace quantlens;
namespace fs = std::filesystem;

namespace {
struct DataSet {
    fs::path dir = onnx_test::makeTempDir("data_set");
    std::vector<std::string> inputs;
    explicit DataSet(unsigned count = 6)
    {
        const auto weights = sim_test::makeWeights();
        onnx_test::writeFile(dir / "float.onnx", onnx_test::serialize(sim_test::floatModel(weights)));
        onnx_test::writeFile(dir / "quant.onnx", onnx_test::serialize(sim_test::quantModel(weights)));
        fs::create_directories(dir / "inputs");
        for (unsigned seed = 1; seed <= count; ++seed) {
            inputs.push_back((dir / "inputs" / ("x" + std::to_string(seed) + ".npy")).string());
            sim_test::writeNpy(inputs.back(), sim_test::sample(seed).at("x"));
        }
    }
    ~DataSet() { fs::remove_all(dir); }
    AnalysisInputs analysisInputs(std::vector<std::string> modelInputs, std::string journal = {}) const
    {
        AnalysisInputs in;
        in.floatModel = (dir / "float.onnx").string();
        in.quantModel = (dir / "quant.onnx").string();
        in.modelInputs = std::move(modelInputs);
        in.journal = std::move(journal);
        in.threads = 2;
        return in;
    }
    std::string journal() const { return (dir / "journal.jsonl").string(); }
};

std::size_t lineCount(const std::string& path)
{
    std::ifstream in(path);
    std::size_t n = 0;
    for (std::string line; std::getline(in, line);)
        ++n;
    return n;
}
}

TEST(DataSet, EachTensorsDistributionEqualsTheInputsAnalysedAlone)
{
    DataSet d(6);
    auto all = runAnalysis(d.analysisInputs(d.inputs));
    ASSERT_TRUE(all.ok()) << all.error().toString();
    const Analysis& a = *all.value();
    ASSERT_EQ(a.inputRuns.size(), 6u);
    std::vector<double> c1;
    for (const auto& input : d.inputs) {
        auto one = runAnalysis(d.analysisInputs({ input }));
        ASSERT_TRUE(one.ok());
        c1.push_back(one.value()->rows[static_cast<std::size_t>(one.value()->rowOf("c1"))].primary().metrics->cosine);
    }
    const auto& across = a.rows[static_cast<std::size_t>(a.rowOf("c1"))].acrossInputs;
    ASSERT_TRUE(across);
    std::sort(c1.begin(), c1.end());
    EXPECT_EQ(across->inputs, 6u);
    EXPECT_NEAR(across->worstCos, c1.front(), 1e-9);
    EXPECT_NEAR(across->bestCos, c1.back(), 1e-9);
    // Nearest rank of 5 % of 6 inputs is the first: the worst.
    EXPECT_NEAR(across->p5Cos, c1[0], 1e-9);
    // Each input's output carries its task agreement.
    for (const auto& run : a.inputRuns) {
        ASSERT_EQ(run.outputs.size(), 1u);
        EXPECT_TRUE(run.outputs.front().task.has_value());
        EXPECT_NEAR(run.outputs.front().cosine, run.outputCos, 0);
    }
    const std::string json = renderReport(a, ReportFormat::Json);
    EXPECT_NE(json.find("\"bad_case_rank\""), std::string::npos);
    EXPECT_NE(json.find("\"task\""), std::string::npos);
    EXPECT_NE(renderReport(a, ReportFormat::Csv).find("cos_p5_inputs"), std::string::npos);
}

TEST(DataSet, AJournalResumesAndKeepsWhatACancelledRunMeasured)
{
    DataSet d(5);
    // Cancelled once the second input has started: the first stays recorded.
    int calls = 0;
    auto cancelled = measureDataSet(d.analysisInputs(d.inputs), d.inputs, d.journal(),
        [&](std::size_t done, std::size_t total) { return ++calls < 3 || done * 5 <= total; });
    ASSERT_FALSE(cancelled.ok());
    const std::size_t recorded = lineCount(d.journal()) - 1; // the header
    ASSERT_GE(recorded, 1u);
    ASSERT_LT(recorded, 5u);
    auto resumed = measureDataSet(d.analysisInputs(d.inputs), d.inputs, d.journal(), {});
    ASSERT_TRUE(resumed.ok()) << resumed.error().toString();
    EXPECT_EQ(resumed.value().resumed, recorded);
    EXPECT_EQ(lineCount(d.journal()), 6u);
    auto fresh = measureDataSet(d.analysisInputs(d.inputs), d.inputs, {}, {});
    ASSERT_TRUE(fresh.ok());
    for (std::size_t i = 0; i < 5; ++i) {
        EXPECT_EQ(resumed.value().inputs[i].file, d.inputs[i]);
        EXPECT_DOUBLE_EQ(resumed.value().inputs[i].outputCos(), fresh.value().inputs[i].outputCos());
        ASSERT_EQ(resumed.value().inputs[i].tensorCos.size(), fresh.value().inputs[i].tensorCos.size());
        for (std::size_t t = 0; t < fresh.value().tensors.size(); ++t)
            EXPECT_DOUBLE_EQ(resumed.value().inputs[i].tensorCos[t], fresh.value().inputs[i].tensorCos[t]);
    }
    // All recorded now: nothing is measured again.
    auto again = measureDataSet(d.analysisInputs(d.inputs), d.inputs, d.journal(), {});
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again.value().resumed, 5u);
}

TEST(DataSet, AJournalOfOtherModelsOrAnotherFileIsRefusedAndKept)
{
    DataSet d(2);
    ASSERT_TRUE(measureDataSet(d.analysisInputs(d.inputs), d.inputs, d.journal(), {}).ok());
    // The quantized model changes: the recorded results no longer apply.
    const auto weights = sim_test::makeWeights();
    onnx_test::writeFile(d.dir / "quant.onnx", onnx_test::serialize(sim_test::quantModel(weights, true)));
    const auto before = fs::file_size(d.journal());
    auto other = measureDataSet(d.analysisInputs(d.inputs), d.inputs, d.journal(), {});
    ASSERT_FALSE(other.ok());
    EXPECT_EQ(other.error().file, d.journal());
    EXPECT_NE(other.error().message.find("other models"), std::string::npos);
    EXPECT_EQ(fs::file_size(d.journal()), before);
    // A file of the user's that is no journal is never written to.
    const std::string notes = (d.dir / "notes.txt").string();
    onnx_test::writeFile(notes, "my notes\n");
    auto refused = measureDataSet(d.analysisInputs(d.inputs), d.inputs, notes, {});
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().file, notes);
    EXPECT_EQ(fs::file_size(notes), 9u);
}

TEST(DataSet, ATornLastLineIsMeasuredAgain)
{
    DataSet d(3);
    ASSERT_TRUE(measureDataSet(d.analysisInputs(d.inputs), d.inputs, d.journal(), {}).ok());
    // The process was killed while writing the last line.
    const auto size = fs::file_size(d.journal());
    fs::resize_file(d.journal(), size - 20);
    auto resumed = measureDataSet(d.analysisInputs(d.inputs), d.inputs, d.journal(), {});
    ASSERT_TRUE(resumed.ok()) << resumed.error().toString();
    EXPECT_EQ(resumed.value().resumed, 2u);
}

TEST(DataSet, BadCasesComeFirstByTaskAgreementThenCosine)
{
    auto run = [](std::string file, double cos, std::optional<double> agreement) {
        Analysis::InputRun r;
        r.file = std::move(file);
        r.outputCos = cos;
        sim::OutputMeasure o;
        o.cosine = cos;
        if (agreement)
            o.task = sim::TaskAgreement { sim::OutputKind::Sequence, *agreement, *agreement == 1.0, std::nullopt };
        else
            o.task = sim::TaskAgreement { sim::OutputKind::Regression, 30.0, false, std::nullopt };
        r.outputs.push_back(o);
        return r;
    };
    // a: text kept but low cos; b: text changed; c: text changed more; d: no decoded output.
    const std::vector<Analysis::InputRun> runs { run("a", 0.90, 1.0), run("b", 0.99, 0.8), run("c", 0.995, 0.5),
        run("d", 0.5, std::nullopt) };
    EXPECT_EQ(badCaseOrder(runs), (std::vector<std::size_t> { 2, 1, 0, 3 }));
    EXPECT_EQ(decodedEqual(runs[0]), true);
    EXPECT_EQ(decodedEqual(runs[1]), false);
    EXPECT_FALSE(decodedAgreement(runs[3]).has_value());
}

TEST(DataSet, AFolderAsInputIsItsTensorsInNameOrder)
{
    DataSet d(3);
    // A toolchain's own files beside the inputs are not inputs.
    onnx_test::writeFile(d.dir / "inputs" / "calib_list.txt", "x1.npy\n");
    auto expanded = runtime::expandInputFolders({ (d.dir / "inputs").string(), "x=" + d.inputs[0] });
    ASSERT_TRUE(expanded.ok()) << expanded.error().toString();
    EXPECT_EQ(
        expanded.value(), (std::vector<std::string> { d.inputs[0], d.inputs[1], d.inputs[2], "x=" + d.inputs[0] }));
    fs::create_directories(d.dir / "empty");
    auto empty = runtime::expandInputFolders({ (d.dir / "empty").string() });
    ASSERT_FALSE(empty.ok());
    EXPECT_EQ(empty.error().file, (d.dir / "empty").string());
}
