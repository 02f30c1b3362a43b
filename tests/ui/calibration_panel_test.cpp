// The window's Calibration view on a model pair built here (tests/core/simulation_test_models), with
// calibration inputs of which one is at an extreme contrast: once measured, the lab runs in the
// background, the bars show each method next to the model as it is, the extreme input leads the samples,
// and "Use this method" makes the session measure from that method, undoably.
#include "onnx_test_models.h"
#include "simulation_test_models.h"

#include "analysis/analysis_runner.h"
#include "panels/calibration_panel.h"
#include "plots/method_bars.h"
#include "session_context.h"
#include "tensor/npy_writer.h"
#include "ticket/ticket_builder.h"

#include <QComboBox>
#include <QPushButton>
#include <QTableWidget>
#include <QUndoStack>
#include <qcustomplot.h>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

using namespace quantlens;
namespace fs = std::filesystem;

namespace {
struct CalibratedSession {
    fs::path dir = onnx_test::makeTempDir("calibration_panel");
    SessionContext context;
    CalibratedSession()
    {
        const auto weights = sim_test::makeWeights();
        onnx_test::writeFile(dir / "float.onnx", onnx_test::serialize(sim_test::floatModel(weights)));
        onnx_test::writeFile(dir / "quant.onnx", onnx_test::serialize(sim_test::quantModel(weights)));
        sim_test::writeNpy((dir / "x.npy").string(), sim_test::sample(3).at("x"));
        fs::create_directories(dir / "calib");
        for (unsigned seed = 10; seed < 14; ++seed)
            sim_test::writeNpy(
                (dir / "calib" / ("calib_" + std::to_string(seed) + ".npy")).string(), sim_test::sample(seed).at("x"));
        // One input at an extreme contrast: it alone sets the ranges of what follows it.
        runtime::Tensor extreme = sim_test::sample(20).at("x");
        for (std::size_t i = 0; i < extreme.size(); ++i)
            extreme.mutableData<float>()[i] *= 12.f;
        sim_test::writeNpy((dir / "calib" / "calib_extreme.npy").string(), extreme);
        AnalysisInputs inputs;
        inputs.floatModel = (dir / "float.onnx").string();
        inputs.quantModel = (dir / "quant.onnx").string();
        inputs.modelInputs = { (dir / "x.npy").string() };
        inputs.calibration = { (dir / "calib").string() };
        auto analysis = runAnalysis(inputs);
        EXPECT_TRUE(analysis.ok()) << (analysis.ok() ? "" : analysis.error().toString());
        context.setMeasureEnabled(true);
        if (analysis)
            context.setAnalysis(analysis.value());
    }
    ~CalibratedSession() { fs::remove_all(dir); }
};
}

TEST(CalibrationPanel, ShowsEachMethodAndNamesTheExtremeInput)
{
    CalibratedSession s;
    CalibrationPanel panel(&s.context);
    ASSERT_TRUE(panel.waitForStudy(120000));
    const auto study = s.context.calibrationStudy();
    ASSERT_NE(study, nullptr) << s.context.calibrationProblem().toStdString();
    // The model as it is, then MinMax, Percentile, MSE, KL: one bar per group for the one eval input.
    ASSERT_EQ(panel.bars()->plot()->plottableCount(), 2); // the input's bars and the means
    auto* bars = qobject_cast<QCPBars*>(panel.bars()->plot()->plottable(0));
    ASSERT_NE(bars, nullptr);
    EXPECT_EQ(bars->data()->size(), 5);
    // The extreme input sets ranges alone: it leads the samples table.
    ASSERT_EQ(panel.samples()->rowCount(), 5);
    EXPECT_EQ(panel.samples()->item(0, 0)->text(), QStringLiteral("calib_extreme.npy"));
    EXPECT_GT(panel.samples()->item(0, 1)->text().toInt(), 0);
    // A click on a sample selects the tensor it widens most, and the tensor's ranges are listed by method.
    panel.samples()->setCurrentCell(0, 0);
    ASSERT_FALSE(s.context.selectedTensor().isEmpty());
    EXPECT_EQ(s.context.selectedTensor().toStdString(), study->samples.samples.front().widened.front());
    EXPECT_EQ(panel.tensorRanges()->rowCount(), 5); // the model's own and four methods
}

TEST(CalibrationPanel, UseThisMethodMeasuresFromItAndUndoes)
{
    CalibratedSession s;
    CalibrationPanel panel(&s.context);
    ASSERT_TRUE(panel.waitForStudy(120000));
    ASSERT_NE(s.context.calibrationStudy(), nullptr);
    ASSERT_TRUE(s.context.analysis()->measured);
    EXPECT_TRUE(s.context.analysis()->measured->recalibration.empty());
    EXPECT_FALSE(panel.useButton()->isEnabled()); // the combo shows the session's choice

    panel.methodChoice()->setCurrentIndex(panel.methodChoice()->findData(QStringLiteral("percentile")));
    ASSERT_TRUE(panel.useButton()->isEnabled());
    panel.useButton()->click();
    EXPECT_EQ(s.context.calibrationMethod(), QStringLiteral("percentile"));
    EXPECT_EQ(s.context.undoStack()->count(), 1);
    ASSERT_TRUE(s.context.waitForMeasurement(120000));
    ASSERT_TRUE(s.context.analysis()->measured);
    EXPECT_EQ(s.context.analysis()->measured->recalibration, "percentile");
    // The prediction starts from the method: the baseline is the percentile's, as the lab measured it.
    double percentile = 0;
    for (const auto& m : s.context.calibrationStudy()->lab.methods)
        if (m.key == "percentile")
            percentile = m.measurement.meanCos();
    EXPECT_NEAR(s.context.analysis()->measured->baselineCos, percentile, 1e-9);
    EXPECT_FALSE(panel.useButton()->isEnabled());

    s.context.undoStack()->undo();
    EXPECT_TRUE(s.context.calibrationMethod().isEmpty());
    EXPECT_EQ(panel.methodChoice()->currentData().toString(), QString());
    ASSERT_TRUE(s.context.waitForMeasurement(120000));
    EXPECT_TRUE(s.context.analysis()->measured->recalibration.empty());
}

// The ticket carries the lab on screen: report/calibration.json, the triage naming its finding, the
// page's method table.
TEST(CalibrationPanel, TheTicketCarriesTheStudy)
{
    CalibratedSession s;
    ASSERT_TRUE(s.context.waitForMeasurement(120000) && s.context.waitForCalibrationStudy(120000));
    const auto study = s.context.calibrationStudy();
    ASSERT_NE(study, nullptr);
    TicketOptions options;
    options.calibration = study;
    Workspace workspace;
    workspace.floatModel = (s.dir / "float.onnx").string();
    workspace.quantModel = (s.dir / "quant.onnx").string();
    TicketBuilder builder(s.context.analysis(), workspace, s.context.thresholds(), options);
    builder.prepareTexts();
    std::map<std::string, std::string> files(builder.files().begin(), builder.files().end());
    ASSERT_TRUE(files.count("report/calibration.json"));
    ASSERT_TRUE(files.count("report/calibration.md"));
    const auto lab = nlohmann::json::parse(files.at("report/calibration.json"));
    EXPECT_EQ(lab.at("methods").size(), 4u);
    EXPECT_EQ(lab.at("samples").at(0).at("name").get<std::string>(), study->samples.samples.front().file);
    const auto triaged = nlohmann::json::parse(files.at("report/triage.json"));
    bool named = false; // the finding reaches the triage: a method or a sample is evidence
    for (const auto& e : triaged.at("evidence"))
        named = named || e.at("rule") == "calibration_method" || e.at("rule") == "calibration_sample";
    EXPECT_EQ(named, !study->finding.empty());
    EXPECT_NE(files.at("report/report.html").find("\"calibration\":{"), std::string::npos);
}

// "Write into config…": the chosen method into the session's toolchain's config, the user's keys and
// comments kept; a toolchain whose setting lives in code cannot.
TEST(CalibrationPanel, WritesTheMethodIntoThePulsar2Config)
{
    CalibratedSession s;
    CalibrationPanel panel(&s.context);
    ASSERT_TRUE(panel.waitForStudy(120000));
    s.context.setToolchain(QStringLiteral("rknn"));
    panel.methodChoice()->setCurrentIndex(panel.methodChoice()->findData(QStringLiteral("mse")));
    EXPECT_FALSE(panel.writeConfigButton()->isEnabled()); // RKNN: rknn.config(quantized_algorithm=...) in code
    s.context.setToolchain(QStringLiteral("axera"));
    EXPECT_TRUE(panel.writeConfigButton()->isEnabled());
    const fs::path config = s.dir / "pulsar2_config.json";
    onnx_test::writeFile(config, "{\n  // mine\n  \"quant\": {\"layer_configs\": []}\n}\n");
    const QString said = panel.writeConfig(QString::fromStdString(config.string()));
    EXPECT_TRUE(said.contains(QStringLiteral("quant.calibration_method = MSE"))) << said.toStdString();
    std::ifstream in(config);
    const std::string text((std::istreambuf_iterator<char>(in)), {});
    EXPECT_NE(text.find("// mine"), std::string::npos);
    EXPECT_NE(text.find("\"calibration_method\": \"MSE\""), std::string::npos) << text;
    EXPECT_TRUE(fs::exists(s.dir / "pulsar2_config.json.bak"));
}
