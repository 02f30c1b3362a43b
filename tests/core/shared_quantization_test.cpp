// A MaxPool's output quantized with its input's parameters (as ONNX Runtime's quantizer writes it, and
// as a toolchain runs it: on its input's codes) moves to 16 bit with its input: the simulator's 16-bit
// variant of c1 must equal the model rebuilt with c1 and p1 at 16 bit, not the one with c1 alone, and
// the sensitivity says p1 moves with c1 instead of measuring it alone.
#include "simulation_test_models.h"

#include "runtime/executor.h"
#include "simulation/sensitivity.h"
#include "simulation/shared_quantization.h"
#include "simulation/simulator.h"

#include <gtest/gtest.h>

using namespace quantlens;
using namespace quantlens::sim_test;

namespace {
std::unique_ptr<sim::Simulator> simulatorWithPool(const Weights& w, PoolQuantization q)
{
    sim::Simulator::Setup setup;
    setup.floatModel = compiled(floatModel(w, true));
    setup.quantModel = compiled(quantModelWithPool(w, q));
    setup.samples = { sample(1), sample(2) };
    setup.threads = 2;
    auto created = sim::Simulator::create(std::move(setup));
    EXPECT_TRUE(created.ok()) << (created.ok() ? "" : created.error().toString());
    return created ? std::move(created).value() : nullptr;
}

/// The worst output cosine of `model` run whole on the samples, against the simulator's float runs.
std::vector<double> wholeRunCos(const sim::Simulator& s, const onnx::ModelProto& model)
{
    auto changed = compiled(model);
    EXPECT_TRUE(changed);
    runtime::ThreadPool pool(1);
    std::vector<double> out;
    for (std::size_t i = 0; i < 2 && changed; ++i) {
        auto run = runtime::runModel(*changed, sample(static_cast<unsigned>(i + 1)), pool);
        EXPECT_TRUE(run.ok());
        const runtime::Tensor* y = run.value().find(*changed, "y");
        const runtime::Tensor* reference = s.floatRun(i).find(s.floatModel(), "y");
        EXPECT_TRUE(y && reference);
        out.push_back(sim::compareOutput("y", *reference, *y).cosine);
    }
    return out;
}
}

TEST(SharedQuantization, APoolWithItsInputsParametersFollowsIt)
{
    const Weights w = makeWeights();
    auto shared = compiled(quantModelWithPool(w, {}));
    ASSERT_TRUE(shared);
    const auto structure = sim::analyseQuantization(*shared);
    const auto* p1 = structure.activation("p1");
    ASSERT_TRUE(p1);
    ASSERT_GE(p1->sharesWith, 0);
    EXPECT_EQ(structure.activations[static_cast<std::size_t>(p1->sharesWith)].floatName, "c1");
    EXPECT_EQ(structure.activation("c1")->sharesWith, -1);
    EXPECT_EQ(structure.activation("r1")->sharesWith, -1) << "Relu computes: it does not share";

    PoolQuantization own;
    own.shared = false;
    auto separate = compiled(quantModelWithPool(w, own));
    ASSERT_TRUE(separate);
    EXPECT_EQ(sim::analyseQuantization(*separate).activation("p1")->sharesWith, -1)
        << "a range of its own is not shared";
}

TEST(SharedQuantization, SixteenBitsOfTheInputMoveTheSharedOutputToo)
{
    const Weights w = makeWeights();
    auto s = simulatorWithPool(w, {});
    ASSERT_TRUE(s);
    sim::Variant wide;
    wide.activations["c1"] = sim::Choice::Wide;
    auto measured = s->measure(wide);
    ASSERT_TRUE(measured.ok());

    PoolQuantization both, alone;
    both.c1Wide = both.p1Wide = true;
    alone.c1Wide = true;
    const auto withFollower = wholeRunCos(*s, quantModelWithPool(w, both));
    const auto withoutFollower = wholeRunCos(*s, quantModelWithPool(w, alone));
    ASSERT_EQ(withFollower.size(), 2u);
    ASSERT_EQ(withoutFollower.size(), 2u);
    for (std::size_t i = 0; i < 2; ++i) {
        EXPECT_NEAR(measured.value().samples[i].front().cosine, withFollower[i], 1e-12) << "input " << i;
        // The follower at 8 bit throws the gain away: the two rebuilds differ, so the test tells them apart.
        EXPECT_GT(std::abs(withFollower[i] - withoutFollower[i]), 1e-4) << "input " << i;
    }
}

TEST(SharedQuantization, TheSharedOutputIsNotMeasuredAlone)
{
    const Weights w = makeWeights();
    auto s = simulatorWithPool(w, {});
    ASSERT_TRUE(s);
    auto sensitivity = sim::measureSensitivity(*s);
    ASSERT_TRUE(sensitivity.ok());
    const auto* c1 = sensitivity.value().find("c1");
    const auto* p1 = sensitivity.value().find("p1");
    ASSERT_TRUE(c1 && p1);
    EXPECT_TRUE(c1->measured);
    EXPECT_GT(c1->gain16, 0.0);
    EXPECT_FALSE(p1->measured);
    EXPECT_EQ(p1->movesWith, "c1");
}
