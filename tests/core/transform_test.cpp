// Float-model transforms that keep the outputs, and the simulator quantizing their new weights at the
// model's encoding, on the simulator's test model (x → Conv(w1, b1) → c1 → Relu → r1 → Conv(w2) → y;
// one of w1's channels forty times the others under one per-tensor scale).
#include "onnx_test_models.h"
#include "simulation_test_models.h"

#include "advisor/fix_advisor.h"
#include "calibration/method_what_if.h"
#include "simulation/sensitivity.h"
#include "simulation/weight_requantization.h"
#include "transform/equalization.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace quantlens;
using namespace quantlens::sim_test;
namespace fs = std::filesystem;

namespace {
double relativeL2(const runtime::Tensor& a, const runtime::Tensor& b)
{
    double diff = 0, norm = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const double d = double { a.data<float>()[i] } - double { b.data<float>()[i] };
        diff += d * d;
        norm += double { a.data<float>()[i] } * double { a.data<float>()[i] };
    }
    return std::sqrt(diff / norm);
}

/// MinMax ranges of `model` (the float model, transformed or not) over three calibration inputs.
std::map<std::string, sim::TensorRange> minmaxRanges(
    const runtime::CompiledModel& model, const sim::QuantStructure& structure, const std::string& tag)
{
    const std::vector<std::string> files = calibrationFiles(tag);
    runtime::ThreadPool pool(2);
    auto statistics = calib::gatherCalibrationStatistics(model, files, calib::calibratedTensors(structure), pool);
    EXPECT_TRUE(statistics.ok());
    return statistics ? calib::methodRanges(*calib::rangeMethod("minmax"), statistics.value(), structure, {})
                      : std::map<std::string, sim::TensorRange> {};
}
}

TEST(Equalization, KeepsTheOutputsAndEvensTheChannels)
{
    const Weights weights = makeWeights();
    const auto model = compiled(floatModel(weights));
    const transform::Equalization eq = transform::equalizeConvPairs(*model);
    ASSERT_EQ(eq.pairs.size(), 1u);
    EXPECT_EQ(eq.pairs[0].first, "conv1");
    EXPECT_EQ(eq.pairs[0].second, "conv2");
    EXPECT_GT(eq.pairs[0].spreadBefore, 20.0); // the wide channel
    EXPECT_LT(eq.pairs[0].spreadAfter, eq.pairs[0].spreadBefore / 2);
    ASSERT_TRUE(eq.parameters.count("w1") && eq.parameters.count("b1") && eq.parameters.count("w2"));
    // What equalization means: each channel's largest |weight| is the same in the first convolution's
    // output channel and the second's input channel.
    const float* w1 = eq.parameters.at("w1").data<float>();
    const float* w2 = eq.parameters.at("w2").data<float>();
    const std::size_t perChannel = weights.w1.size() / kMid;
    for (std::size_t c = 0; c < static_cast<std::size_t>(kMid); ++c) {
        float r1 = 0, r2 = 0;
        for (std::size_t k = 0; k < perChannel; ++k)
            r1 = std::max(r1, std::fabs(w1[c * perChannel + k]));
        for (std::size_t o = 0; o < static_cast<std::size_t>(kOut); ++o)
            r2 = std::max(r2, std::fabs(w2[o * kMid + c]));
        EXPECT_NEAR(r1 / r2, 1.0, 1e-5) << "channel " << c;
    }

    auto transformed = transform::compileTransformed(*model, eq.parameters);
    ASSERT_TRUE(transformed.ok()) << transformed.error().toString();
    runtime::ThreadPool pool(2);
    for (unsigned seed : { 1u, 2u, 3u }) {
        auto before = runtime::runModel(*model, sample(seed), pool);
        auto after = runtime::runModel(*transformed.value(), sample(seed), pool);
        ASSERT_TRUE(before.ok() && after.ok());
        const auto* y0 = before.value().find(*model, "y");
        const auto* y1 = after.value().find(*transformed.value(), "y");
        ASSERT_TRUE(y0 && y1);
        EXPECT_LE(relativeL2(*y0, *y1), 1e-5) << "input " << seed;
    }
    // A parameter of another shape is refused, naming the model.
    transform::FloatParameters wrong { { "w2", runtime::Tensor(DType::Float32, { 3 }) } };
    EXPECT_FALSE(transform::compileTransformed(*model, wrong).ok());
}

TEST(WeightRequantization, TheModelsOwnWeightsGiveItsOwnCodesAndPerChannelScalesFollowEachChannel)
{
    const Weights weights = makeWeights();
    const auto s = simulatorOf(weights);
    ASSERT_TRUE(s);
    // Quantizing the float model's own weights again reproduces the model: the same outputs.
    sim::Variant same;
    same.floatParameters["w1"] = runtime::Tensor(DType::Float32, { kMid, kIn, 3, 3 });
    std::copy(weights.w1.begin(), weights.w1.end(), same.floatParameters["w1"].mutableData<float>());
    same.floatParameters["w2"] = runtime::Tensor(DType::Float32, { kOut, kMid, 1, 1 });
    std::copy(weights.w2.begin(), weights.w2.end(), same.floatParameters["w2"].mutableData<float>());
    auto measured = s->measure(same);
    ASSERT_TRUE(measured.ok());
    for (std::size_t i = 0; i < 3; ++i)
        EXPECT_NEAR(measured.value().sampleCos(i), s->baseline().sampleCos(i), 1e-9);

    // Per channel: each output channel's scale is its own largest |w| / 127.
    const sim::QuantizedWeight* w1 = nullptr;
    for (const auto& w : s->structure().weights)
        if (w.floatName == "w1")
            w1 = &w;
    ASSERT_TRUE(w1);
    const auto again = sim::requantizeWeight(*w1, same.floatParameters["w1"], true);
    ASSERT_EQ(again.scale.size(), static_cast<std::size_t>(kMid));
    const std::size_t perChannel = weights.w1.size() / kMid;
    for (std::size_t c = 0; c < static_cast<std::size_t>(kMid); ++c) {
        float largest = 0;
        for (std::size_t k = 0; k < perChannel; ++k)
            largest = std::max(largest, std::fabs(weights.w1[c * perChannel + k]));
        EXPECT_FLOAT_EQ(again.scale[c], largest / 127.0f) << "channel " << c;
    }
    sim::Variant perChannelWeights;
    perChannelWeights.perChannelWeights = true;
    auto finer = s->measure(perChannelWeights);
    ASSERT_TRUE(finer.ok());
    EXPECT_GT(finer.value().meanCos(), s->baseline().meanCos());
}

TEST(Equalization, ItsNewWeightsAndRangesMeasureBetterThanTheSameMethodWithout)
{
    const Weights weights = makeWeights();
    const auto s = simulatorOf(weights);
    ASSERT_TRUE(s);
    const transform::Equalization eq = transform::equalizeConvPairs(s->floatModel());
    auto transformed = transform::compileTransformed(s->floatModel(), eq.parameters);
    ASSERT_TRUE(transformed.ok());
    sim::Variant plain, equalized;
    plain.ranges = minmaxRanges(s->floatModel(), s->structure(), "equalization_plain");
    equalized.ranges = minmaxRanges(*transformed.value(), s->structure(), "equalization_equalized");
    equalized.floatParameters = eq.parameters;
    ASSERT_TRUE(plain.ranges.count("c1") && equalized.ranges.count("c1"));
    EXPECT_LT(equalized.ranges.at("c1").high, plain.ranges.at("c1").high); // the wide channel came down
    auto before = s->measure(plain);
    auto after = s->measure(equalized);
    ASSERT_TRUE(before.ok() && after.ok());
    EXPECT_GT(after.value().meanCos(), before.value().meanCos() + 1e-4);
    // Derived as a base (what a greedy search over levers starts the next step from), the same numbers.
    auto base = s->derive(s->base(), equalized);
    ASSERT_TRUE(base.ok());
    for (std::size_t i = 0; i < 3; ++i)
        EXPECT_NEAR(base.value().measurement.sampleCos(i), after.value().sampleCos(i), 1e-9);
}

TEST(FixAdvisor, MeasuresEachLeverAndCombinesThoseThatGain)
{
    const Weights weights = makeWeights();
    const auto s = simulatorOf(weights);
    ASSERT_TRUE(s);
    const std::vector<std::string> files = calibrationFiles("fix_advisor");
    auto advice = advisor::advise(*s, files);
    ASSERT_TRUE(advice.ok()) << advice.error().toString();
    const advisor::Advice& a = advice.value();
    std::map<std::string, const advisor::Lever*> byName;
    for (const auto& l : a.levers)
        byName[l.name] = &l;
    for (const char* name : { "calibration:minmax", "calibration:percentile", "calibration:mse", "calibration:kl",
             "drop_samples", "per_channel_weights", "equalization", "smooth_quant", "bias_correction" })
        ASSERT_TRUE(byName.count(name)) << name;
    EXPECT_TRUE(byName["equalization"]->applicable);
    EXPECT_FALSE(byName["smooth_quant"]->applicable); // no MatMul here
    EXPECT_EQ(byName["smooth_quant"]->reasonKey, "advise.no_smooth_sites");
    EXPECT_EQ(byName["equalization"]->changes, 1u);
    EXPECT_EQ(byName["per_channel_weights"]->changes, 2u); // w1 and w2, each one scale
    EXPECT_TRUE(byName["bias_correction"]->applicable);
    EXPECT_EQ(byName["bias_correction"]->changes, 1u); // conv1's b1 (conv2 has no bias)
    // Each lever's number is its variant measured again; the path climbs and ends above every lever alone.
    for (const auto& l : a.levers) {
        if (!l.applicable)
            continue;
        auto again = s->measure(l.variant);
        ASSERT_TRUE(again.ok());
        EXPECT_NEAR(again.value().meanCos(), l.measurement.meanCos(), 1e-9) << l.name;
    }
    ASSERT_GE(a.combination.size(), 2u);
    EXPECT_EQ(a.combination.front().lever, "");
    for (std::size_t i = 1; i < a.combination.size(); ++i)
        EXPECT_GT(a.combination[i].measurement.meanCos(),
            a.combination[i - 1].measurement.meanCos() + advisor::Advice::kResolution);
    // A cheaper lever within kResolution of a costlier one is taken instead of it.
    for (const auto& l : a.levers) {
        if (l.applicable) {
            EXPECT_GE(
                a.combination.back().measurement.meanCos(), l.measurement.meanCos() - advisor::Advice::kResolution)
                << l.name;
        }
    }
}

TEST(FixAdvisor, ACalibrationInputThatSetsRangesAloneIsALeverLeftOutAndTheRestCalibratedWithTheBaseMethod)
{
    const auto s = simulatorOf(makeWeights());
    ASSERT_TRUE(s);
    // Three ordinary inputs and one forty times as bright (a stray frame in the user's calibration folder).
    std::vector<std::string> files = calibrationFiles("fix_advisor_drop", { 11, 12, 13, 14 });
    runtime::Tensor bright = sample(14).at("x");
    for (std::size_t i = 0; i < bright.size(); ++i)
        bright.mutableData<float>()[i] *= 40.f;
    writeNpy(files.back(), bright);
    auto advice = advisor::advise(*s, files);
    ASSERT_TRUE(advice.ok()) << advice.error().toString();
    const advisor::Advice& a = advice.value();
    const advisor::Lever* drop = nullptr;
    for (const auto& l : a.levers)
        if (l.name == "drop_samples")
            drop = &l;
    ASSERT_NE(drop, nullptr);
    ASSERT_TRUE(drop->applicable) << drop->reasonKey;
    EXPECT_EQ(drop->kind, advisor::LeverKind::DropSamples);
    EXPECT_EQ(drop->dropped, std::vector<std::string> { files.back() });
    // Its variant: the base method's ranges over the other three inputs, measured.
    const std::vector<std::string> kept(files.begin(), files.end() - 1);
    runtime::ThreadPool pool(2);
    auto statistics
        = calib::gatherCalibrationStatistics(s->floatModel(), kept, calib::calibratedTensors(s->structure()), pool);
    ASSERT_TRUE(statistics.ok());
    const auto ranges = calib::methodRanges(*calib::rangeMethod(a.baseMethod), statistics.value(), s->structure(), {});
    ASSERT_EQ(drop->variant.ranges.size(), ranges.size());
    for (const auto& [tensor, range] : ranges) {
        EXPECT_FLOAT_EQ(drop->variant.ranges.at(tensor).low, range.low) << tensor;
        EXPECT_FLOAT_EQ(drop->variant.ranges.at(tensor).high, range.high) << tensor;
    }
    auto again = s->measure(drop->variant);
    ASSERT_TRUE(again.ok());
    EXPECT_NEAR(again.value().meanCos(), drop->measurement.meanCos(), 1e-9);
    // The bright input costs MinMax its resolution: leaving it out beats MinMax over all four.
    for (const auto& l : a.levers) {
        if (l.name == "calibration:minmax" && a.baseMethod == "minmax") {
            EXPECT_GT(drop->measurement.meanCos(), l.measurement.meanCos() + advisor::Advice::kResolution);
        }
    }
    // Without such an input there is nothing to leave out: three copies of one input set no range alone.
    std::vector<std::string> same = calibrationFiles("fix_advisor_no_drop", { 11, 12, 13 });
    for (const auto& file : same)
        writeNpy(file, sample(11).at("x"));
    auto plain = advisor::advise(*s, same);
    ASSERT_TRUE(plain.ok());
    for (const auto& l : plain.value().levers) {
        if (l.name == "drop_samples") {
            EXPECT_FALSE(l.applicable);
            EXPECT_EQ(l.reasonKey, "advise.no_harmful_samples");
        }
    }
}

TEST(FixAdvisor, WithATargetThe16BitSearchRunsLastOnTopOfTheLeversAndAloneFromTheModel)
{
    const auto s = simulatorOf(makeWeights());
    ASSERT_TRUE(s);
    const std::vector<std::string> files = calibrationFiles("fix_advisor_target");
    advisor::AdviceOptions options;
    options.targetCos = 0.999999; // beyond the free levers here
    auto advice = advisor::advise(*s, files, options);
    ASSERT_TRUE(advice.ok()) << advice.error().toString();
    const advisor::Advice& a = advice.value();
    ASSERT_TRUE(a.sixteenBit);
    EXPECT_EQ(a.sixteenBit->targetCos, 0.999999);
    ASSERT_TRUE(a.sixteenBit->searched);
    ASSERT_FALSE(a.sixteenBit->tensors.empty());
    // The last step is the plan on top of the levers before it: its variant measured again gives its number,
    // and it holds the step before's changes.
    const advisor::CombinationStep& last = a.combination.back();
    ASSERT_EQ(last.lever, "sixteen_bit");
    const advisor::CombinationStep& before = a.combination[a.combination.size() - 2];
    EXPECT_GT(last.measurement.worstCos(), before.measurement.worstCos());
    EXPECT_EQ(last.variant.floatParameters.size(), before.variant.floatParameters.size());
    for (const auto& tensor : a.sixteenBit->tensors)
        EXPECT_EQ(last.variant.activations.at(tensor), sim::Choice::Wide) << tensor;
    auto again = s->measure(last.variant);
    ASSERT_TRUE(again.ok());
    EXPECT_NEAR(again.value().meanCos(), last.measurement.meanCos(), 1e-9);
    // Alone, from the model as it is: a lever of its own.
    const advisor::Lever* alone = nullptr;
    for (const auto& l : a.levers)
        if (l.name == "sixteen_bit")
            alone = &l;
    ASSERT_NE(alone, nullptr);
    ASSERT_TRUE(alone->applicable);
    EXPECT_EQ(alone->changes, alone->variant.activations.size());
    EXPECT_TRUE(alone->variant.floatParameters.empty());
    EXPECT_GT(alone->measurement.worstCos(), s->asIs().worstCos());

    // A target the model as it is already meets: nothing searched, nothing at 16 bit.
    options.targetCos = s->asIs().worstCos() - 0.01;
    auto met = advisor::advise(*s, files, options);
    ASSERT_TRUE(met.ok());
    ASSERT_TRUE(met.value().sixteenBit);
    EXPECT_FALSE(met.value().sixteenBit->searched);
    EXPECT_TRUE(met.value().sixteenBit->reached);
    EXPECT_NE(met.value().combination.back().lever, "sixteen_bit");
    EXPECT_FALSE(met.value().levers.back().applicable);
    EXPECT_EQ(met.value().levers.back().reasonKey, "advise.target_met");
}

TEST(Equalization, A16BitInputOnTopOfTheTransformMeasuresAsTheWholeVariantDoes)
{
    const auto s = simulatorOf(makeWeights());
    ASSERT_TRUE(s);
    const transform::Equalization eq = transform::equalizeConvPairs(s->floatModel());
    auto transformed = transform::compileTransformed(s->floatModel(), eq.parameters);
    ASSERT_TRUE(transformed.ok());
    sim::Variant equalized;
    equalized.ranges = minmaxRanges(*transformed.value(), s->structure(), "equalization_wide");
    equalized.floatParameters = eq.parameters;
    auto start = s->derive(s->base(), equalized);
    ASSERT_TRUE(start.ok());
    // x at 16 bit: conv1's bias (b1, divided by the equalization's scales) follows x's new scale.
    const sim::Variant wide = sim::moved({ "x" }, sim::Choice::Wide, &start.value());
    auto onTop = s->measure(start.value(), wide);
    auto whole = s->measure(sim::combinedVariant(equalized, wide));
    ASSERT_TRUE(onTop.ok() && whole.ok());
    for (std::size_t i = 0; i < 3; ++i)
        EXPECT_NEAR(onTop.value().sampleCos(i), whole.value().sampleCos(i), 1e-9) << "input " << i;
    // The same through the 16-bit sensitivity, which measures every tensor on top of the start.
    auto ranking = sim::measureSensitivity(*s, {}, &start.value());
    ASSERT_TRUE(ranking.ok());
    const sim::TensorSensitivity* x = ranking.value().find("x");
    ASSERT_NE(x, nullptr);
    EXPECT_NEAR(x->cos16, whole.value().meanCos(), 1e-9);
}

// Where a transform helps: the test model's one Conv pair is equalization's one site, so the site alone is
// the whole lever (its gain over the base method is the lever's); its tensors are the two between the convs.
TEST(FixAdvisor, EachSiteOfATransformIsMeasuredAlone)
{
    const auto s = simulatorOf(makeWeights());
    ASSERT_TRUE(s);
    advisor::AdviceOptions options;
    options.measureSites = true;
    auto advice = advisor::advise(*s, calibrationFiles("fix_advisor_sites"), options);
    ASSERT_TRUE(advice.ok()) << advice.error().toString();
    const advisor::Advice& a = advice.value();
    ASSERT_EQ(a.sites.size(), 1u); // no MatMul: no SmoothQuant site
    const advisor::LeverSite& site = a.sites.front();
    EXPECT_EQ(site.lever, "equalization");
    EXPECT_EQ(site.tensors, (std::vector<std::string> { "c1", "r1" }));
    EXPECT_EQ(site.nodes, (std::vector<std::string> { "conv1", "conv2" }));
    const advisor::Lever *equalization = nullptr, *base = nullptr;
    for (const auto& l : a.levers) {
        if (l.name == "equalization")
            equalization = &l;
        if (l.name == "calibration:" + a.baseMethod)
            base = &l;
    }
    ASSERT_TRUE(equalization && base);
    EXPECT_NEAR(site.gain, equalization->measurement.meanCos() - base->measurement.meanCos(), 1e-9);
    EXPECT_GT(site.gain, advisor::Advice::kResolution); // the wide channel: equalization helps here
    // Not asked for: not measured.
    auto plain = advisor::advise(*s, calibrationFiles("fix_advisor_no_sites"));
    ASSERT_TRUE(plain.ok());
    EXPECT_TRUE(plain.value().sites.empty());
}
