// The simulator on a model pair built here, a float model and its QDQ twin quantized in this file:
// undoing every quantization gives the float model back, the badly calibrated tensor is the one whose
// 16 bits gain most, a re-run of only what a change reaches equals running the changed model whole,
// and the weights' numbers (a per-tensor scale over uneven channels) are what they should be.
#include "simulation_test_models.h"

#include "onnx_test_models.h"

#include "runtime/compiled_model.h"
#include "runtime/executor.h"
#include "simulation/local_errors.h"
#include "simulation/plan_search.h"
#include "simulation/sensitivity.h"
#include "simulation/simulator.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

using namespace quantlens;

namespace {
using namespace quantlens::sim_test;

struct Fixture {
    Weights weights = makeWeights();
    std::unique_ptr<sim::Simulator> simulator;
    Fixture()
    {
        sim::Simulator::Setup setup;
        setup.floatModel = compiled(floatModel(weights));
        setup.quantModel = compiled(quantModel(weights));
        setup.samples = { sample(1), sample(2) };
        setup.threads = 2;
        auto created = sim::Simulator::create(std::move(setup));
        EXPECT_TRUE(created.ok()) << (created.ok() ? "" : created.error().toString());
        if (created)
            simulator = std::move(created).value();
    }
};
}

TEST(Simulation, UndoingEveryQuantizationGivesTheFloatModelBack)
{
    Fixture f;
    ASSERT_TRUE(f.simulator);
    EXPECT_EQ(f.simulator->sampleCount(), 2u);
    EXPECT_LT(f.simulator->baseline().worstCos(), 0.9999); // the quantized model does lose something
    sim::Variant none;
    none.weightsFloat = true;
    none.activationsFloat = true;
    auto measured = f.simulator->measure(none);
    ASSERT_TRUE(measured.ok());
    EXPECT_GT(measured.value().worstCos(), 0.999999);
}

TEST(Simulation, TheCoarselyCalibratedTensorGainsMostAtSixteenBit)
{
    Fixture f;
    ASSERT_TRUE(f.simulator);
    auto sensitivity = sim::measureSensitivity(*f.simulator);
    ASSERT_TRUE(sensitivity.ok());
    const auto* c1 = sensitivity.value().find("c1");
    const auto* r1 = sensitivity.value().find("r1");
    ASSERT_TRUE(c1 && r1);
    ASSERT_TRUE(c1->measured && r1->measured);
    EXPECT_GT(c1->gain16, 0.0);
    EXPECT_GT(c1->gain16, r1->gain16);
    // Float gains at least what 16 bits do, give or take rounding.
    EXPECT_GE(c1->gainFloat, c1->gain16 - 1e-6);
}

TEST(Simulation, ARerunOfWhatAChangeReachesEqualsRunningTheChangedModelWhole)
{
    Fixture f;
    ASSERT_TRUE(f.simulator);
    sim::Variant wide;
    wide.activations["c1"] = sim::Choice::Wide;
    auto rerun = f.simulator->measure(wide);
    ASSERT_TRUE(rerun.ok());
    // The same change written into the model, run from the start.
    auto changed = compiled(quantModel(f.weights, true));
    ASSERT_TRUE(changed);
    runtime::ThreadPool pool(1);
    for (std::size_t s = 0; s < 2; ++s) {
        auto whole = runtime::runModel(*changed, sample(static_cast<unsigned>(s + 1)), pool);
        ASSERT_TRUE(whole.ok());
        const runtime::Tensor* y = whole.value().find(*changed, "y");
        const runtime::Tensor* reference = f.simulator->floatRun(s).find(f.simulator->floatModel(), "y");
        ASSERT_TRUE(y && reference);
        const auto expected = sim::compareOutput("y", *reference, *y);
        EXPECT_NEAR(rerun.value().samples[s].front().cosine, expected.cosine, 1e-12) << "input " << s;
    }
}

TEST(Simulation, WeightErrorsShowAPerTensorScaleOverUnevenChannels)
{
    Fixture f;
    ASSERT_TRUE(f.simulator);
    const auto weights = sim::weightErrors(*f.simulator);
    const auto find = [&](const std::string& name) {
        return std::find_if(weights.begin(), weights.end(), [&](const auto& w) { return w.weight == name; });
    };
    const auto w1 = find("w1"), w2 = find("w2");
    ASSERT_NE(w1, weights.end());
    ASSERT_NE(w2, weights.end());
    EXPECT_FALSE(w1->perChannel);
    EXPECT_EQ(w1->channels, static_cast<std::size_t>(kMid));
    EXPECT_EQ(w1->layer, "c1");
    // Channel 0 is 40 times the others (a random spread of maxima around that).
    EXPECT_GT(w1->rangeSpread, 15.0);
    EXPECT_LT(w1->rangeSpread, 100.0);
    EXPECT_LT(w2->rangeSpread, 5.0);
    // The small channels got a few of the 255 levels: the worst channel is far worse than the whole.
    EXPECT_LT(w1->worstChannelCos, w1->cos);
    EXPECT_LT(w1->worstChannelCos, w2->worstChannelCos);
}

// A NaN in the input spreads to the windows that read it in both models alike; the isolated error is
// over the finite positions, as every pair metric of the dumps is (it was 0 for a layer of cos 0.9999).
TEST(Simulation, ANaNInTheInputLeavesTheIsolatedErrorOfTheFinitePositions)
{
    const Weights weights = makeWeights();
    sim::Simulator::Setup setup;
    setup.floatModel = compiled(floatModel(weights));
    setup.quantModel = compiled(quantModel(weights));
    auto input = sample(1);
    const auto clean = input;
    input.begin()->second.mutableData<float>()[7] = std::nanf("");
    setup.samples = { input };
    setup.threads = 1;
    auto created = sim::Simulator::create(std::move(setup));
    ASSERT_TRUE(created.ok()) << created.error().toString();
    const auto withNaN = created.value()->isolatedErrors();

    sim::Simulator::Setup cleanSetup;
    cleanSetup.floatModel = compiled(floatModel(weights));
    cleanSetup.quantModel = compiled(quantModel(weights));
    cleanSetup.samples = { clean };
    cleanSetup.threads = 1;
    auto reference = sim::Simulator::create(std::move(cleanSetup));
    ASSERT_TRUE(reference.ok());
    const auto withoutNaN = reference.value()->isolatedErrors();
    ASSERT_TRUE(withNaN.count("c1") && withoutNaN.count("c1"));
    ASSERT_TRUE(withNaN.at("c1").isolatedCos && withoutNaN.at("c1").isolatedCos);
    EXPECT_GT(*withoutNaN.at("c1").isolatedCos, 0.9);
    EXPECT_NEAR(*withNaN.at("c1").isolatedCos, *withoutNaN.at("c1").isolatedCos, 0.05);
}

// Which outputs count: a model with a second output (the hidden r1) is scored by the chosen one only,
// a tensor that reaches no chosen output is not measured, and a name the models lack is refused with
// the outputs they have.
TEST(Simulation, OnlyTheChosenOutputsCount)
{
    const Weights weights = makeWeights();
    auto withHidden = [](onnx::ModelProto model) {
        quantlens::onnx_test::addOutput(*model.mutable_graph(), "r1", {});
        return model;
    };
    auto create = [&](std::vector<std::string> outputs) {
        sim::Simulator::Setup setup;
        setup.floatModel = compiled(withHidden(floatModel(weights)));
        setup.quantModel = compiled(withHidden(quantModel(weights)));
        setup.samples = { sample(1) };
        setup.threads = 2;
        setup.outputs = std::move(outputs);
        return sim::Simulator::create(std::move(setup));
    };
    auto all = create({});
    ASSERT_TRUE(all.ok()) << all.error().toString();
    EXPECT_EQ(all.value()->countedOutputs(), (std::vector<std::string> { "y", "r1" }));
    ASSERT_EQ(all.value()->baseline().samples.front().size(), 2u);

    auto hidden = create({ "r1" });
    ASSERT_TRUE(hidden.ok()) << hidden.error().toString();
    ASSERT_EQ(hidden.value()->baseline().samples.front().size(), 1u);
    EXPECT_EQ(hidden.value()->baseline().samples.front().front().name, "r1");
    // r1's own quantization is downstream of the output r1 (its QDQ pair follows it): it cannot reach it.
    const auto& activations = hidden.value()->structure().activations;
    const auto r1
        = std::find_if(activations.begin(), activations.end(), [](const auto& a) { return a.floatName == "r1"; });
    ASSERT_NE(r1, activations.end());
    EXPECT_FALSE(hidden.value()->reachesOutput(*r1));
    EXPECT_TRUE(all.value()->reachesOutput(*r1));

    auto unknown = create({ "y", "logits" });
    ASSERT_FALSE(unknown.ok());
    EXPECT_NE(unknown.error().toString().find("'logits' is not an output of the models; their outputs: y, r1"),
        std::string::npos)
        << unknown.error().toString();
}

// A search that cannot reach its target keeps no pick the search cannot tell from none: removing any
// pick of the plan costs at least the resolution.
TEST(Simulation, APlanShortOfItsTargetKeepsOnlyPicksThatGain)
{
    Fixture f;
    ASSERT_TRUE(f.simulator);
    auto ranking = sim::measureSensitivity(*f.simulator);
    ASSERT_TRUE(ranking.ok());
    sim::SearchOptions options;
    options.targetCos = 1.0; // out of reach: the search goes on while picks help
    auto found = sim::searchPlan(*f.simulator, ranking.value(), options);
    ASSERT_TRUE(found.ok()) << found.error().toString();
    const auto& plan = found.value();
    EXPECT_FALSE(plan.reached);
    ASSERT_FALSE(plan.chosen.empty()) << "c1's 16 bits gain: the plan has it";
    double best = 0;
    for (const auto& point : plan.path)
        best = std::max(best, point.worstCos);
    EXPECT_GE(plan.worstCos, best - options.resolution) << "the drops together cost less than the resolution";
    for (const auto& pick : plan.chosen) {
        sim::Variant without;
        for (const auto& t : plan.chosen)
            if (t != pick)
                without.activations[t] = sim::Choice::Wide;
        auto m = f.simulator->measure(without);
        ASSERT_TRUE(m.ok());
        EXPECT_LT(m.value().worstCos(), best - options.resolution) << pick << " gains nothing the search can tell";
    }
}

TEST(Simulation, ACompactBaselineKeepsCodesAndMeasuresAsAWholeRunDoes)
{
    Fixture f;
    ASSERT_TRUE(f.simulator);
    const auto& qm = f.simulator->quantModel();
    const auto& kept = f.simulator->quantRun(0).values;
    // c1's dequantized value and the float value only its QuantizeLinear reads are computed again.
    for (const char* dropped : { "c1_DequantizeLinear_Output", "r1_DequantizeLinear_Output", "c1", "r1" }) {
        ASSERT_GE(qm.slotOf(dropped), 0) << dropped;
        EXPECT_FALSE(kept[static_cast<std::size_t>(qm.slotOf(dropped))].valid()) << dropped << " is kept";
    }
    const auto* c1 = f.simulator->structure().activation("c1");
    ASSERT_TRUE(c1);
    const auto& codes = qm.steps()[c1->quantizeStep].outputs.front();
    EXPECT_TRUE(kept[static_cast<std::size_t>(codes)].valid()) << "the 8-bit codes are what a re-run starts from";

    // A change on top of another (a search step) gives what both give measured at once, to the bit.
    sim::Variant first, second, both;
    first.activations["c1"] = sim::Choice::Wide;
    second.activations["r1"] = sim::Choice::Float;
    both.activations = { { "c1", sim::Choice::Wide }, { "r1", sim::Choice::Float } };
    auto derived = f.simulator->derive(f.simulator->base(), first);
    ASSERT_TRUE(derived.ok()) << derived.error().toString();
    auto stepwise = f.simulator->measure(derived.value(), second);
    auto atOnce = f.simulator->measure(both);
    ASSERT_TRUE(stepwise.ok() && atOnce.ok());
    for (std::size_t s = 0; s < 2; ++s)
        EXPECT_EQ(stepwise.value().samples[s].front().cosine, atOnce.value().samples[s].front().cosine);
    // And the changed model run whole (c1 at 16 bit in the model itself), r1 then bypassed.
    auto changed = compiled(quantModel(f.weights, true));
    ASSERT_TRUE(changed);
    runtime::ThreadPool pool(1);
    for (std::size_t s = 0; s < 2; ++s) {
        auto whole = runtime::runModel(*changed, sample(static_cast<unsigned>(s + 1)), pool);
        ASSERT_TRUE(whole.ok());
        const auto expected = sim::compareOutput(
            "y", *f.simulator->floatRun(s).find(f.simulator->floatModel(), "y"), *whole.value().find(*changed, "y"));
        EXPECT_NEAR(derived.value().measurement.samples[s].front().cosine, expected.cosine, 1e-12);
    }
}
