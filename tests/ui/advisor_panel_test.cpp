// The window's Fix advisor view on the simulator's test model pair (a Conv → Relu → Conv whose first
// weight has one channel forty times the others under one scale), with calibration inputs: the levers are
// measured off the UI thread on request, drawn next to the model as it is, listed with their cost, and give
// the same numbers as the command line's advisor on the same session.
#include "onnx_test_models.h"
#include "simulation_test_models.h"

#include "analysis/analysis_runner.h"
#include "panels/advisor_panel.h"
#include "plots/method_bars.h"
#include "session_context.h"
#include "simulation/simulation_inputs.h"
#include "ticket/ticket_builder.h"

#include <QPushButton>
#include <QTableWidget>
#include <qcustomplot.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include <filesystem>

using namespace quantlens;
namespace fs = std::filesystem;

namespace {
struct AdvisedSession {
    fs::path dir = onnx_test::makeTempDir("advisor_panel");
    SessionContext context;
    explicit AdvisedSession(bool calibration)
    {
        const auto weights = sim_test::makeWeights();
        onnx_test::writeFile(dir / "float.onnx", onnx_test::serialize(sim_test::floatModel(weights)));
        onnx_test::writeFile(dir / "quant.onnx", onnx_test::serialize(sim_test::quantModel(weights)));
        sim_test::writeNpy((dir / "x.npy").string(), sim_test::sample(3).at("x"));
        fs::create_directories(dir / "calib");
        for (unsigned seed = 10; seed < 14; ++seed)
            sim_test::writeNpy(
                (dir / "calib" / ("calib_" + std::to_string(seed) + ".npy")).string(), sim_test::sample(seed).at("x"));
        AnalysisInputs inputs;
        inputs.floatModel = (dir / "float.onnx").string();
        inputs.quantModel = (dir / "quant.onnx").string();
        inputs.modelInputs = { (dir / "x.npy").string() };
        if (calibration)
            inputs.calibration = { (dir / "calib").string() };
        auto analysis = runAnalysis(inputs);
        EXPECT_TRUE(analysis.ok()) << (analysis.ok() ? "" : analysis.error().toString());
        context.setMeasureEnabled(true);
        if (analysis)
            context.setAnalysis(analysis.value());
    }
    ~AdvisedSession() { fs::remove_all(dir); }
};
}

TEST(AdvisorPanel, MeasuresTheLeversOnRequestAsTheCommandLineDoes)
{
    AdvisedSession s(true);
    AdvisorPanel panel(&s.context);
    ASSERT_TRUE(s.context.waitForMeasurement(120000));
    ASSERT_TRUE(s.context.simulator());
    ASSERT_TRUE(panel.measureButton()->isEnabled());
    ASSERT_TRUE(panel.measure());
    ASSERT_TRUE(panel.waitForAdvice(120000));
    const advisor::Advice* advice = panel.advice();
    ASSERT_NE(advice, nullptr);
    // Four methods, the calibration set without inputs that set ranges alone, per-channel weights,
    // equalization, SmoothQuant (not applicable here: no MatMul), bias correction.
    ASSERT_EQ(panel.levers()->rowCount(), 9);
    // The bars: the model as it is and each applicable lever, one bar each for the one eval input.
    auto* bars = qobject_cast<QCPBars*>(panel.bars()->plot()->plottable(0));
    ASSERT_NE(bars, nullptr);
    const auto applicable = std::count_if(
        advice->levers.begin(), advice->levers.end(), [](const advisor::Lever& l) { return l.applicable; });
    EXPECT_GE(applicable, 7);
    EXPECT_EQ(bars->data()->size(), 1 + applicable);
    // The same numbers as the advisor run directly on the session's simulator (what `advise` prints),
    // while the session's own calibration study may run beside it on the same simulator.
    auto files = sim::calibrationFiles({ (s.dir / "calib").string() });
    ASSERT_TRUE(files.ok());
    auto direct = advisor::advise(*s.context.simulator(), files.value());
    ASSERT_TRUE(direct.ok()) << direct.error().toString();
    ASSERT_EQ(direct.value().levers.size(), advice->levers.size());
    for (std::size_t i = 0; i < advice->levers.size(); ++i) {
        if (!advice->levers[i].applicable)
            continue;
        EXPECT_NEAR(advice->levers[i].measurement.meanCos(), direct.value().levers[i].measurement.meanCos(), 1e-9)
            << advice->levers[i].name;
        EXPECT_GT(advice->levers[i].measurement.meanCos(), 0.5) << advice->levers[i].name;
    }
    EXPECT_EQ(advice->combination.back().lever, direct.value().combination.back().lever);
}

TEST(AdvisorPanel, WithoutCalibrationInputsItSaysWhatItNeeds)
{
    AdvisedSession s(false);
    AdvisorPanel panel(&s.context);
    ASSERT_TRUE(s.context.waitForMeasurement(120000));
    EXPECT_FALSE(panel.measureButton()->isEnabled());
    EXPECT_FALSE(panel.measure());
    EXPECT_EQ(panel.advice(), nullptr);
}

// The levers measured in the view reach the ticket: report/advice.* and a next step of the triage that
// quotes the advised combination.
TEST(AdvisorPanel, TheTicketQuotesTheMeasuredLevers)
{
    AdvisedSession s(true);
    AdvisorPanel panel(&s.context);
    ASSERT_TRUE(s.context.waitForMeasurement(120000) && s.context.waitForCalibrationStudy(120000));
    EXPECT_EQ(s.context.advice(), nullptr);
    ASSERT_TRUE(panel.measure());
    ASSERT_TRUE(panel.waitForAdvice(120000));
    ASSERT_NE(s.context.advice(), nullptr);
    EXPECT_EQ(s.context.advice().get(), panel.advice());
    TicketOptions options;
    options.calibration = s.context.calibrationStudy();
    options.advice = s.context.advice();
    Workspace workspace;
    workspace.floatModel = (s.dir / "float.onnx").string();
    workspace.quantModel = (s.dir / "quant.onnx").string();
    TicketBuilder builder(s.context.analysis(), workspace, s.context.thresholds(), options);
    builder.prepareTexts();
    std::map<std::string, std::string> files(builder.files().begin(), builder.files().end());
    ASSERT_TRUE(files.count("report/advice.json") && files.count("report/advice.md"));
    const auto advice = nlohmann::json::parse(files.at("report/advice.json"));
    EXPECT_EQ(advice.at("levers").size(), panel.advice()->levers.size());
    const auto triaged = nlohmann::json::parse(files.at("report/triage.json"));
    bool quoted = false;
    for (const auto& step : triaged.at("next_steps"))
        quoted = quoted || step.get<std::string>().find("quantlens advise") != std::string::npos;
    EXPECT_TRUE(quoted) << triaged.at("next_steps").dump();
    // New models: the advice is dropped with them.
    s.context.setAnalysis(nullptr);
    EXPECT_EQ(s.context.advice(), nullptr);
}

// "Apply": the combination becomes the session's what-if — measured again as if rebuilt with it (the
// baseline is the combination's measured number, the model as it is kept beside it), one undoable step.
TEST(AdvisorPanel, ApplyMeasuresTheSessionWithTheCombinationAndUndoGoesBack)
{
    AdvisedSession s(true);
    AdvisorPanel panel(&s.context);
    ASSERT_TRUE(s.context.waitForMeasurement(120000));
    EXPECT_FALSE(panel.applyButton()->isEnabled()); // nothing measured to apply yet
    ASSERT_TRUE(panel.measure());
    ASSERT_TRUE(panel.waitForAdvice(120000));
    const advisor::Advice* advice = panel.advice();
    ASSERT_NE(advice, nullptr);
    ASSERT_GE(advice->combination.size(), 2u) << "the test model's wide channel leaves levers to gain";
    const double asIs = s.context.analysis()->measured->baselineCos;
    ASSERT_TRUE(panel.applyButton()->isEnabled());
    panel.applyButton()->click();
    ASSERT_NE(s.context.appliedLevers(), nullptr);
    ASSERT_TRUE(s.context.waitForMeasurement(120000));
    const auto& measured = s.context.analysis()->measured;
    ASSERT_TRUE(measured);
    std::vector<std::string> path;
    for (std::size_t i = 1; i < advice->combination.size(); ++i)
        path.push_back(advice->combination[i].lever);
    EXPECT_EQ(measured->levers, path);
    EXPECT_NEAR(measured->baselineCos, advice->combination.back().measurement.meanCos(), 1e-9);
    EXPECT_NEAR(measured->asIsCos, asIs, 1e-9);
    // The advice still shows (measured from the model as it is); measuring it again waits for the undo.
    EXPECT_EQ(panel.advice(), advice);
    EXPECT_FALSE(panel.measureButton()->isEnabled());
    EXPECT_FALSE(panel.measure());
    s.context.undoStack()->undo();
    EXPECT_EQ(s.context.appliedLevers(), nullptr);
    ASSERT_TRUE(s.context.waitForMeasurement(120000));
    EXPECT_TRUE(s.context.analysis()->measured->levers.empty());
    EXPECT_NEAR(s.context.analysis()->measured->baselineCos, asIs, 1e-9);
    EXPECT_TRUE(panel.measureButton()->isEnabled());
    // One lever alone, chosen in the table.
    for (int row = 0; row < panel.levers()->rowCount(); ++row)
        if (advice->levers[static_cast<std::size_t>(row)].name == "equalization")
            panel.levers()->selectRow(row);
    panel.applyButton()->click();
    ASSERT_TRUE(s.context.waitForMeasurement(120000));
    EXPECT_EQ(s.context.analysis()->measured->levers, std::vector<std::string> { "equalization" });
    for (const auto& l : advice->levers)
        if (l.name == "equalization") {
            EXPECT_NEAR(s.context.analysis()->measured->baselineCos, l.measurement.meanCos(), 1e-9);
        }
    // New models drop the levers with the advice.
    s.context.setAnalysis(nullptr);
    EXPECT_EQ(s.context.appliedLevers(), nullptr);
}
