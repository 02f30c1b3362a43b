// The 16-bit type follows the toolchain: a toolchain writing INT16 (SigmaStar, NNIE, RKNN) gets a uint8
// tensor moved to symmetric int16 over the larger magnitude of its range, one writing U16 (Pulsar2)
// gets an int8 tensor moved to asymmetric uint16; with no toolchain the model's kind stays.
#include "simulation_test_models.h"

#include "runtime/executor.h"
#include "simulation/quant_structure.h"
#include "simulation/simulator.h"

#include <gtest/gtest.h>

using namespace quantlens;
using namespace quantlens::sim_test;

namespace {
sim::QuantizedActivation activation(DType zeroPointType, float scale, int zeroPoint)
{
    sim::QuantizedActivation a;
    a.scale = runtime::Tensor(DType::Float32, {});
    a.scale.mutableData<float>()[0] = scale;
    a.zeroPoint = runtime::Tensor::zeros(zeroPointType, {});
    if (zeroPointType == DType::UInt8)
        a.zeroPoint.mutableData<std::uint8_t>()[0] = static_cast<std::uint8_t>(zeroPoint);
    return a;
}
}

TEST(WideEncoding, TheTypeIsTheToolchainsOverTheSameRange)
{
    // uint8, range [-1.2, 3.9] (scale 0.02, zero point 60).
    const auto u8 = activation(DType::UInt8, 0.02f, 60);
    const auto [fromModelScale, fromModelZero] = sim::wideParametersFor(u8, sim::WideEncoding::FromModel, {});
    EXPECT_EQ(fromModelZero.dtype(), DType::UInt16);
    const auto [signedScale, signedZero] = sim::wideParametersFor(u8, sim::WideEncoding::Signed, {});
    EXPECT_EQ(signedZero.dtype(), DType::Int16);
    EXPECT_EQ(signedZero.toInts()[0], 0);
    EXPECT_NEAR(signedScale.data<float>()[0], 0.02 * 195 / 32767.0, 1e-9) << "the larger magnitude, 3.9";
    // int8 symmetric, range [-2.56, 2.54]: U16 makes it asymmetric uint16 over that range.
    const auto s8 = activation(DType::Int8, 0.02f, 0);
    const auto [unsignedScale, unsignedZero] = sim::wideParametersFor(s8, sim::WideEncoding::Unsigned, {});
    EXPECT_EQ(unsignedZero.dtype(), DType::UInt16);
    EXPECT_NEAR(unsignedScale.data<float>()[0], 0.02 * 255 / 65535.0, 1e-9);
    EXPECT_EQ(unsignedZero.toInts()[0], 32896); // round(2.56 / scale)
    // A calibrated range wins over the 8-bit one, in the toolchain's type.
    const auto [calScale, calZero] = sim::wideParametersFor(u8, sim::WideEncoding::Signed, std::pair { -0.5, 7.0 });
    EXPECT_NEAR(calScale.data<float>()[0], 7.0 / 32767.0, 1e-9);
    EXPECT_EQ(calZero.dtype(), DType::Int16);
}

TEST(WideEncoding, ASignedToolchainsSixteenBitsEqualTheModelRebuiltWithInt16)
{
    const Weights w = makeWeights();
    sim::Simulator::Setup setup;
    setup.floatModel = compiled(floatModel(w));
    setup.quantModel = compiled(quantModel(w));
    setup.samples = { sample(1), sample(2) };
    setup.threads = 2;
    setup.wideEncoding = sim::WideEncoding::Signed;
    auto created = sim::Simulator::create(std::move(setup));
    ASSERT_TRUE(created.ok()) << created.error().toString();
    const auto& s = *created.value();
    sim::Variant wide;
    wide.activations["c1"] = sim::Choice::Wide;
    wide.activations["r1"] = sim::Choice::Wide; // [0, 6]: int16 symmetric has half uint16's resolution
    auto measured = s.measure(wide);
    ASSERT_TRUE(measured.ok());

    PoolQuantization int16, uint16;
    int16.c1Wide = uint16.c1Wide = int16.r1Wide = uint16.r1Wide = true;
    int16.signed16 = true;
    runtime::ThreadPool pool(1);
    for (const bool isSigned : { true, false }) {
        auto rebuilt = compiled(quantModelWith(w, isSigned ? int16 : uint16, false));
        ASSERT_TRUE(rebuilt);
        for (std::size_t i = 0; i < 2; ++i) {
            auto run = runtime::runModel(*rebuilt, sample(static_cast<unsigned>(i + 1)), pool);
            ASSERT_TRUE(run.ok());
            const auto expected
                = sim::compareOutput("y", *s.floatRun(i).find(s.floatModel(), "y"), *run.value().find(*rebuilt, "y"));
            if (isSigned)
                EXPECT_NEAR(measured.value().samples[i].front().cosine, expected.cosine, 1e-12) << "input " << i;
            else // the uint16 rebuild is another model: the test tells the two apart
                EXPECT_GT(std::abs(measured.value().samples[i].front().cosine - expected.cosine), 1e-9)
                    << "input " << i;
        }
    }
}
