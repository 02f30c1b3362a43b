// Calibration inputs as the source of 16-bit ranges: the files a folder gives, the ranges gathered
// over them (the float model's own values), the 16-bit parameters derived as the fixture quantizer
// (tests/realmodels/quantize.py) derives them, and a simulator that uses them.
#include "onnx_test_models.h"
#include "simulation_test_models.h"

#include "runtime/executor.h"
#include "simulation/calibration_ranges.h"
#include "simulation/quant_structure.h"
#include "simulation/simulator.h"
#include "tensor/npy_writer.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>

using namespace quantlens;
namespace fs = std::filesystem;

namespace { }

TEST(CalibrationRanges, AFolderGivesItsNpyFilesInNameOrderAndNothingElse)
{
    const fs::path dir = onnx_test::makeTempDir("calibration_files");
    const auto x = sim_test::sample(1).at("x");
    sim_test::writeNpy((dir / "calib_01.npy").string(), x);
    sim_test::writeNpy((dir / "calib_00.npy").string(), x);
    onnx_test::writeFile(dir / "minmax.json", "{}"); // a toolchain's own files beside them
    fs::create_directories(dir / "old.npy"); // a folder, whatever its name
    auto files = sim::calibrationFiles({ dir.string(), (dir / "calib_01.npy").string() });
    ASSERT_TRUE(files.ok()) << files.error().toString();
    EXPECT_EQ(files.value(),
        (std::vector<std::string> {
            (dir / "calib_00.npy").string(), (dir / "calib_01.npy").string(), (dir / "calib_01.npy").string() }));
    fs::create_directories(dir / "empty");
    auto empty = sim::calibrationFiles({ (dir / "empty").string() });
    ASSERT_FALSE(empty.ok());
    EXPECT_EQ(empty.error().file, (dir / "empty").string());
    auto missing = sim::calibrationFiles({ (dir / "nothing.npy").string() });
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().file, (dir / "nothing.npy").string());
    fs::remove_all(dir);
}

TEST(CalibrationRanges, SixteenBitParametersAreDerivedAsAQuantizerDerivesThem)
{
    runtime::Tensor u8(DType::UInt8, {});
    auto [scale, zeroPoint] = sim::wideParametersFromRange(-1.5, 2.5, u8);
    // quantize.py: scale = float32((hi - lo) / 65535), zp = round(-lo / scale), lo and hi widened to hold 0.
    const float expectedScale = static_cast<float>(4.0 / 65535.0);
    EXPECT_EQ(scale.dtype(), DType::Float32);
    EXPECT_EQ(scale.data<float>()[0], expectedScale);
    EXPECT_EQ(zeroPoint.dtype(), DType::UInt16);
    EXPECT_EQ(zeroPoint.data<std::uint16_t>()[0], static_cast<std::uint16_t>(std::nearbyint(1.5 / expectedScale)));
    auto [positiveScale, positiveZero] = sim::wideParametersFromRange(0.25, 6.0, u8); // a ReLU's range holds 0
    EXPECT_EQ(positiveScale.data<float>()[0], static_cast<float>(6.0 / 65535.0));
    EXPECT_EQ(positiveZero.data<std::uint16_t>()[0], 0);
    runtime::Tensor s8(DType::Int8, {});
    auto [symmetricScale, symmetricZero] = sim::wideParametersFromRange(-3.0, 1.0, s8);
    EXPECT_EQ(symmetricZero.dtype(), DType::Int16);
    EXPECT_EQ(symmetricZero.data<std::int16_t>()[0], 0);
    EXPECT_EQ(symmetricScale.data<float>()[0], static_cast<float>(3.0 / 32767.0));
}

TEST(CalibrationRanges, TheRangesAreTheFloatModelsOwnValuesOverEveryInput)
{
    const fs::path dir = onnx_test::makeTempDir("calibration_ranges");
    const auto weights = sim_test::makeWeights();
    auto model = sim_test::compiled(sim_test::floatModel(weights));
    ASSERT_TRUE(model);
    std::vector<std::string> files;
    double low = INFINITY, high = -INFINITY;
    runtime::ThreadPool pool(2);
    for (unsigned seed : { 3u, 4u, 5u }) {
        const auto inputs = sim_test::sample(seed);
        files.push_back((dir / ("calib_" + std::to_string(seed) + ".npy")).string());
        sim_test::writeNpy(files.back(), inputs.at("x"));
        runtime::RunOptions all;
        all.keepAll = true;
        auto run = runtime::runModel(*model, inputs, pool, all);
        ASSERT_TRUE(run.ok());
        const runtime::Tensor* c1 = run.value().find(*model, "c1");
        ASSERT_TRUE(c1);
        for (std::size_t i = 0; i < c1->size(); ++i)
            low = std::min(low, double { c1->data<float>()[i] }),
            high = std::max(high, double { c1->data<float>()[i] });
    }
    auto ranges = sim::gatherCalibrationRanges(*model, files, { "c1", "x", "not_a_tensor" }, pool);
    ASSERT_TRUE(ranges.ok()) << ranges.error().toString();
    EXPECT_EQ(ranges.value().inputs, 3u);
    ASSERT_TRUE(ranges.value().byTensor.count("c1"));
    EXPECT_EQ(ranges.value().byTensor.at("c1").low, low);
    EXPECT_EQ(ranges.value().byTensor.at("c1").high, high);
    EXPECT_TRUE(ranges.value().byTensor.count("x"));
    EXPECT_FALSE(ranges.value().byTensor.count("not_a_tensor"));

    // The simulator takes them: c1's 8-bit range (±60) is far wider than what calibration sees, so its
    // 16-bit move predicts more with calibrated ranges, and says where they came from.
    auto measureWide = [&](std::vector<std::string> calibration) {
        sim::Simulator::Setup setup;
        setup.floatModel = model;
        setup.quantModel = sim_test::compiled(sim_test::quantModel(weights));
        setup.samples = { sim_test::sample(1), sim_test::sample(2) };
        setup.calibration = std::move(calibration);
        auto created = sim::Simulator::create(std::move(setup));
        EXPECT_TRUE(created.ok()) << (created.ok() ? "" : created.error().toString());
        sim::Variant wide;
        wide.activations["c1"] = sim::Choice::Wide;
        auto m = created.value()->measure(wide);
        EXPECT_TRUE(m.ok());
        return std::pair { created.value()->calibrationInputs(), m.value().meanCos() };
    };
    const auto [fromEightBit, eightBitCos] = measureWide({});
    const auto [fromCalibration, calibratedCos] = measureWide(files);
    EXPECT_EQ(fromEightBit, 0u);
    EXPECT_EQ(fromCalibration, 3u);
    EXPECT_NE(calibratedCos, eightBitCos);
    fs::remove_all(dir);
}
