// Bias correction on the simulator's test model (x → Conv(w1, b1) → c1 → Relu → Conv(w2) → y, w1 with one
// channel forty times the others under one per-tensor scale, so the others' weights round coarsely and
// shift c1's channel means), and the executor running a variant from the inputs up, which it measures with.
#include "onnx_test_models.h"
#include "simulation_test_models.h"

#include "runtime/executor.h"
#include "transform/bias_correction.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace quantlens;
using namespace quantlens::sim_test;

namespace {
/// Per channel of c1 (the quantized model's conv1 output, before its Q/DQ), mean over the inputs of
/// the quantized model with `variant` minus the float model's.
std::vector<double> meanShifts(const sim::Simulator& s, const sim::Variant& variant, const std::vector<unsigned>& seeds)
{
    runtime::ThreadPool pool(2);
    const runtime::RunOverrides overrides = s.overridesFor(variant);
    std::vector<double> shift(kMid, 0.0);
    const auto sites = transform::biasSites(s);
    EXPECT_EQ(sites.size(), 1u);
    if (sites.empty())
        return shift;
    for (unsigned seed : seeds) {
        runtime::RunOptions keep;
        keep.keepAll = true;
        keep.overrides = &overrides;
        auto q = runtime::runModel(s.quantModel(), sample(seed), pool, keep);
        auto f = runtime::runModel(s.floatModel(), sample(seed), pool, { .keepAll = true });
        EXPECT_TRUE(q.ok() && f.ok());
        const runtime::Tensor& qc = q.value().values[static_cast<std::size_t>(sites[0].quantOutput)];
        const runtime::Tensor* fc = f.value().find(s.floatModel(), "c1");
        EXPECT_TRUE(fc && qc.size() == fc->size());
        const std::size_t inner = qc.size() / kMid;
        for (std::size_t c = 0; c < static_cast<std::size_t>(kMid); ++c)
            for (std::size_t i = 0; i < inner; ++i)
                shift[c] += (double { qc.data<float>()[c * inner + i] } - fc->data<float>()[c * inner + i])
                    / static_cast<double>(inner * seeds.size());
    }
    return shift;
}
}

TEST(VariantRun, FromTheInputsUpGivesWhatTheSimulatorMeasures)
{
    const auto s = simulatorOf(makeWeights());
    ASSERT_TRUE(s);
    sim::Variant wide, removed;
    wide.activations["c1"] = sim::Choice::Wide;
    wide.perChannelWeights = true;
    removed.activations["c1"] = sim::Choice::Float; // a bypass
    runtime::ThreadPool pool(2);
    for (const sim::Variant* variant : { &wide, &removed }) {
        auto measured = s->measure(*variant);
        ASSERT_TRUE(measured.ok());
        const runtime::RunOverrides overrides = s->overridesFor(*variant);
        ASSERT_FALSE(overrides.empty());
        for (unsigned seed = 1; seed <= 3; ++seed) {
            runtime::RunOptions options;
            options.overrides = &overrides;
            auto q = runtime::runModel(s->quantModel(), sample(seed), pool, options);
            auto f = runtime::runModel(s->floatModel(), sample(seed), pool);
            ASSERT_TRUE(q.ok() && f.ok()) << (q.ok() ? f.error().toString() : q.error().toString());
            const auto* y = q.value().find(s->quantModel(), "y");
            const auto* reference = f.value().find(s->floatModel(), "y");
            ASSERT_TRUE(y && reference);
            EXPECT_NEAR(sim::compareOutput("y", *reference, *y).cosine, measured.value().sampleCos(seed - 1), 1e-9)
                << "input " << seed;
        }
    }
    // Without overrides, the model as it is.
    auto plain = runtime::runModel(s->quantModel(), sample(1), pool);
    auto f = runtime::runModel(s->floatModel(), sample(1), pool);
    ASSERT_TRUE(plain.ok() && f.ok());
    EXPECT_NEAR(
        sim::compareOutput("y", *f.value().find(s->floatModel(), "y"), *plain.value().find(s->quantModel(), "y"))
            .cosine,
        s->baseline().sampleCos(0), 1e-9);
}

TEST(BiasCorrection, TakesTheQuantizedLayersMeanShiftOutOfItsBias)
{
    const Weights weights = makeWeights();
    const auto s = simulatorOf(weights);
    ASSERT_TRUE(s);
    const auto sites = transform::biasSites(*s);
    ASSERT_EQ(sites.size(), 1u);
    EXPECT_EQ(sites[0].bias, "b1");
    EXPECT_EQ(sites[0].weight, "w1");
    EXPECT_EQ(s->quantModel().nameOf(sites[0].inputBeforeQuantization), "x"); // the graph input, before its Q/DQ
    EXPECT_EQ(sites[0].channels, static_cast<std::size_t>(kMid));

    const std::vector<unsigned> seeds { 11, 12, 13, 14, 15, 16 };
    const auto files = calibrationFiles("bias_correction", seeds);
    const sim::Variant asIs;
    auto corrected = transform::correctBiases(*s, asIs, {}, files);
    ASSERT_TRUE(corrected.ok()) << corrected.error().toString();
    EXPECT_EQ(corrected.value().sites, 1u);
    ASSERT_TRUE(corrected.value().parameters.count("b1"));
    EXPECT_GT(corrected.value().shiftBefore, 0.0);

    // Measured apart from the correction's own runs: on the calibration inputs the per-channel shift of
    // c1 is (nearly) gone — what is left is the requantized bias's rounding — and well below before.
    sim::Variant with;
    with.floatParameters = corrected.value().parameters;
    const auto before = meanShifts(*s, asIs, seeds);
    const auto after = meanShifts(*s, with, seeds);
    double largestBefore = 0, largestAfter = 0;
    for (std::size_t c = 0; c < static_cast<std::size_t>(kMid); ++c) {
        largestBefore = std::max(largestBefore, std::fabs(before[c]));
        largestAfter = std::max(largestAfter, std::fabs(after[c]));
    }
    EXPECT_GT(largestBefore, 1e-3);
    EXPECT_LT(largestAfter, largestBefore / 4);
    // The correction is the shift: the new bias minus the old is the negated mean shift.
    const float* b = corrected.value().parameters.at("b1").data<float>();
    for (std::size_t c = 0; c < static_cast<std::size_t>(kMid); ++c)
        EXPECT_NEAR(b[c] - weights.b1[c], -before[c], std::fabs(before[c]) * 0.5 + 1e-3) << "channel " << c;
}

// A weight's Transpose is folded into a constant when the model is compiled; a variant that changes the
// weight runs it again from the inputs up, as a re-run on a baseline does.
TEST(VariantRun, AFoldedStepAfterAChangedWeightRunsAgain)
{
    auto proto = onnx_test::makeModel();
    auto& g = *proto.mutable_graph();
    onnx_test::addInput(g, "x", { 1, 4 });
    onnx_test::addInitializer(g, onnx_test::floatTensor("w", { 3, 4 }, { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 }));
    onnx_test::setInts(onnx_test::addNode(g, "Transpose", { "w" }, { "wt" }, "transpose"), "perm", { 1, 0 });
    onnx_test::addNode(g, "MatMul", { "x", "wt" }, { "y" }, "matmul");
    onnx_test::addOutput(g, "y", { 1, 3 });
    const auto model = compiled(proto);
    ASSERT_TRUE(model);
    runtime::Tensor x(DType::Float32, { 1, 4 });
    const float ones[] = { 1.0f, 0.0f, 0.0f, 1.0f };
    std::copy(std::begin(ones), std::end(ones), x.mutableData<float>());
    runtime::Tensor w(DType::Float32, { 3, 4 });
    for (std::size_t i = 0; i < 12; ++i)
        w.mutableData<float>()[i] = -static_cast<float>(i); // row r: 4r, 4r+1, 4r+2, 4r+3 negated
    runtime::RunOverrides overrides;
    overrides.values[model->slotOf("w")] = w;
    runtime::RunOptions options;
    options.overrides = &overrides;
    runtime::ThreadPool pool(1);
    auto run = runtime::runModel(*model, { { "x", x } }, pool, options);
    ASSERT_TRUE(run.ok()) << run.error().toString();
    const runtime::Tensor* y = run.value().find(*model, "y");
    ASSERT_NE(y, nullptr);
    // y_r = x · w_r = w_r[0] + w_r[3] = −(4r) − (4r + 3).
    for (std::size_t r = 0; r < 3; ++r)
        EXPECT_FLOAT_EQ(y->data<float>()[r], -(8.0f * static_cast<float>(r) + 3.0f)) << "row " << r;
    auto plain = runtime::runModel(*model, { { "x", x } }, pool);
    ASSERT_TRUE(plain.ok());
    EXPECT_FLOAT_EQ(plain.value().find(*model, "y")->data<float>()[0], 1.0f + 4.0f); // the model's own w
}
