// ONNX Runtime dynamic quantization (DynamicQuantizeLinear + ConvInteger / MatMulInteger): the weights'
// parameters come from the scale Mul after the integer op, activations are marked dynamic.
#include "dynamic_quant_models.h"
#include "model/dynamic_quant_pattern.h"
#include "model/quant_import.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

using namespace quantlens;
using namespace quantlens::onnx_test;
using ::testing::DoubleNear;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::Pointwise;

namespace {
constexpr double kTol = 1e-6;

Result<QuantInfo> importDynamic(const onnx::ModelProto& model, const std::string& source = "dynamic.onnx")
{
    auto graph = importModel(model, source);
    if (!graph)
        return Result<QuantInfo>::failure(graph.error());
    return extractQuantInfo(*graph.value());
}

std::string allWarnings(const Result<QuantInfo>& r)
{
    std::string all;
    for (const auto& w : r.warnings())
        all += w.toString() + "\n";
    return all;
}

/// The import must succeed with the run-time note as its only warning.
QuantInfo cleanImport(const onnx::ModelProto& model, int dynamicActivations)
{
    auto result = importDynamic(model);
    EXPECT_TRUE(result.ok()) << (result.ok() ? "" : result.error().toString());
    if (!result.ok())
        return {};
    EXPECT_EQ(result.warnings().size(), 1u) << allWarnings(result);
    EXPECT_THAT(allWarnings(result),
        HasSubstr("dynamic.onnx: activation tensors quantized at run time (DynamicQuantizeLinear, ONNX Runtime's "
                  "dynamic quantization): "
            + std::to_string(dynamicActivations) + ";"));
    return result.value();
}

std::string floatNameOf(const QuantInfo& info, const std::string& name)
{
    auto it = info.floatNameOf.find(name);
    return it == info.floatNameOf.end() ? "<none>" : it->second;
}

void expectDynamicActivation(const QuantInfo& info, const std::string& name)
{
    const QuantParams* p = info.find(name);
    ASSERT_NE(p, nullptr) << name;
    EXPECT_TRUE(p->dynamic);
    EXPECT_EQ(p->origin, "DynamicQuantizeLinear");
    EXPECT_EQ(p->dtype, DType::UInt8);
    EXPECT_EQ(p->bits, 8);
    EXPECT_TRUE(p->scales.empty());
    EXPECT_TRUE(p->zeroPoints.empty());
    EXPECT_FALSE(p->hasRange());
    EXPECT_FALSE(p->perChannel());
    EXPECT_TRUE(std::isnan(p->rangeMin())); // never a made-up number
}
}

TEST(DynamicQuantImport, ConvPerTensorWeightAndDynamicInput)
{
    const QuantInfo info = cleanImport(dynamicConvModel(), 1);
    expectDynamicActivation(info, "x");

    const QuantParams* w = info.find("W");
    ASSERT_NE(w, nullptr);
    EXPECT_FALSE(w->dynamic);
    EXPECT_EQ(w->origin, "ConvInteger");
    EXPECT_EQ(w->dtype, DType::Int8);
    EXPECT_THAT(w->scales, ElementsAre(DoubleNear(0.05, kTol)));
    EXPECT_THAT(w->zeroPoints, ElementsAre(0));
    EXPECT_FALSE(w->axis.has_value());
    EXPECT_NEAR(w->rangeMin(), 0.05 * -128, kTol);
    EXPECT_NEAR(w->rangeMax(), 0.05 * 127, kTol);

    EXPECT_EQ(info.byFloatTensor.size(), 2u); // conv_out is float: not quantized by anything
    EXPECT_EQ(floatNameOf(info, "x_quantized"), "x");
    EXPECT_EQ(floatNameOf(info, "W_quantized"), "W");
}

TEST(DynamicQuantImport, ConvPerChannelWeightWithBias)
{
    const QuantInfo info = cleanImport(dynamicConvModel({ .perChannel = true, .bias = true }), 1);
    const QuantParams* w = info.find("W");
    ASSERT_NE(w, nullptr);
    EXPECT_TRUE(w->perChannel());
    EXPECT_EQ(w->axis, 0); // ConvInteger: by output channel
    EXPECT_THAT(w->scales, Pointwise(DoubleNear(kTol), std::vector<double> { 0.01, 0.02, 0.03, 0.04 }));
    EXPECT_THAT(w->zeroPoints, ElementsAre(0, 1, 2, 3));
    EXPECT_NEAR(w->rangeMaxs[3], 0.04 * (127 - 3), kTol);
    EXPECT_EQ(info.find("B"), nullptr); // the bias stays float in dynamic models
}

TEST(DynamicQuantImport, MatMulPerTensorWeightsAndDynamicIntermediate)
{
    const QuantInfo info = cleanImport(dynamicMatMulModel(), 2);
    expectDynamicActivation(info, "x");
    expectDynamicActivation(info, "h"); // between the two MatMuls: quantized again at run time

    const QuantParams* b = info.find("B");
    ASSERT_NE(b, nullptr);
    EXPECT_EQ(b->origin, "MatMulInteger");
    EXPECT_THAT(b->scales, ElementsAre(DoubleNear(0.02, kTol)));
    EXPECT_FALSE(b->axis.has_value());

    const QuantParams* c = info.find("C");
    ASSERT_NE(c, nullptr);
    EXPECT_EQ(c->dtype, DType::UInt8);
    EXPECT_THAT(c->scales, ElementsAre(DoubleNear(0.1, kTol)));
    EXPECT_THAT(c->zeroPoints, ElementsAre(3));
    EXPECT_NEAR(c->rangeMin(), 0.1 * -3, kTol);
    EXPECT_NEAR(c->rangeMax(), 0.1 * 252, kTol);

    EXPECT_EQ(floatNameOf(info, "h_quantized"), "h");
    EXPECT_EQ(floatNameOf(info, "C_quantized"), "C");
    EXPECT_EQ(info.byFloatTensor.size(), 4u);
}

TEST(DynamicQuantImport, MatMulPerColumnWeight)
{
    const QuantInfo info = cleanImport(dynamicMatMulModel(true), 2);
    const QuantParams* b = info.find("B");
    ASSERT_NE(b, nullptr);
    EXPECT_EQ(b->axis, 1); // MatMulInteger: B [K, N] by column
    EXPECT_THAT(b->scales, Pointwise(DoubleNear(kTol), std::vector<double> { 0.01, 0.02, 0.03 }));
    EXPECT_THAT(b->zeroPoints, ElementsAre(0, 0, 0));
}

TEST(DynamicQuantImport, IntermediateStepsAreNotNamesOfTheOutput)
{
    // The int32 result, its Cast and the Mul before the bias are the output divided by the scales (and
    // without the bias): a dump of them is not conv_out, which keeps its own name in the model.
    const QuantInfo info = cleanImport(dynamicConvModel({ .perChannel = false, .bias = true }), 1);
    for (const char* step : { "conv_out_output_quantized", "conv_out_output_quantized_cast_output",
             "conv_outquant_scaled_output", "conv_quant_scales_mul:0" })
        EXPECT_EQ(info.floatNameOf.count(step), 0u) << step;
}

TEST(DynamicQuantPattern, RescaleChainIsQuantizationPlumbing)
{
    // Cast, the two Muls, the bias Reshape and Add: what the float Conv does in one op.
    auto graph = importModel(dynamicConvModel({ .perChannel = false, .bias = true }));
    ASSERT_TRUE(graph.ok());
    std::vector<std::string> ops;
    for (int i : dynamicRescaleNodes(*graph.value()))
        ops.push_back(graph.value()->nodes()[static_cast<std::size_t>(i)].opType);
    std::sort(ops.begin(), ops.end());
    EXPECT_THAT(ops, ElementsAre("Add", "Cast", "Mul", "Mul", "Reshape"));
}

TEST(DynamicQuantImport, WeightScaleIsFoundThroughTheGraphNotItsName)
{
    auto model = dynamicConvModel();
    auto& g = *model.mutable_graph();
    ASSERT_TRUE(removeInitializer(g, "W_scale"));
    addInitializer(g, floatTensor("conv_weight_step", {}, { 0.25f }));
    auto* scalesMul = nodeNamed(g, "conv_quant_scales_mul");
    ASSERT_NE(scalesMul, nullptr);
    scalesMul->set_input(1, "conv_weight_step");
    const QuantInfo info = cleanImport(model, 1);
    ASSERT_NE(info.find("W"), nullptr);
    EXPECT_THAT(info.find("W")->scales, ElementsAre(DoubleNear(0.25, kTol)));
}

TEST(DynamicQuantImport, OlderInt32BiasAddBeforeTheCast)
{
    // Older ONNX Runtime versions add a dynamically quantized int32 bias before the Cast.
    auto model = dynamicConvModel();
    auto& g = *model.mutable_graph();
    addInitializer(g, rawTensor<std::int32_t>("B_quantized", onnx::TensorProto::INT32, { 1, 4, 1, 1 }, { 1, 2, 3, 4 }));
    auto* cast = nodeNamed(g, "conv_out_output_quantized_cast");
    ASSERT_NE(cast, nullptr);
    cast->set_input(0, "conv_out_output_quantized_bias_add");
    addNode(
        g, "Add", { "conv_out_output_quantized", "B_quantized" }, { "conv_out_output_quantized_bias_add" }, "bias_add");
    const QuantInfo info = cleanImport(model, 1);
    ASSERT_NE(info.find("W"), nullptr);
    EXPECT_THAT(info.find("W")->scales, ElementsAre(DoubleNear(0.05, kTol)));
}

TEST(DynamicQuantImportErrors, MissingWeightScaleInitializer)
{
    auto model = dynamicConvModel();
    ASSERT_TRUE(removeInitializer(*model.mutable_graph(), "W_scale"));
    auto result = importDynamic(model, "noscale.onnx");
    ASSERT_TRUE(result.ok()) << result.error().toString();
    EXPECT_EQ(result.value().find("W"), nullptr);
    ASSERT_NE(result.value().find("x"), nullptr); // the rest is still read
    EXPECT_THAT(allWarnings(result),
        HasSubstr("noscale.onnx: node 'conv_quant': scale 'W_scale' is not a constant tensor; "
                  "tensor 'W' skipped"));
}

TEST(DynamicQuantImportErrors, PerChannelScaleOfTheWrongLength)
{
    auto model = dynamicConvModel({ .perChannel = true });
    replaceInitializer(*model.mutable_graph(), floatTensor("W_scale", { 3, 1, 1 }, { 0.01f, 0.02f, 0.03f }));
    replaceInitializer(
        *model.mutable_graph(), rawTensor<std::int8_t>("W_zero_point", onnx::TensorProto::INT8, { 3 }, { 0, 0, 0 }));
    auto result = importDynamic(model);
    ASSERT_TRUE(result.ok());
    EXPECT_EQ(result.value().find("W"), nullptr);
    EXPECT_THAT(allWarnings(result),
        HasSubstr("scale 'W_scale' has 3 values but axis 0 of 'W_quantized' has 4 channels; tensor 'W' skipped"));
}

TEST(DynamicQuantImportErrors, PerColumnZeroPointOfTheWrongLength)
{
    auto model = dynamicMatMulModel(true);
    replaceInitializer(
        *model.mutable_graph(), rawTensor<std::int8_t>("B_zero_point", onnx::TensorProto::INT8, { 2 }, { 0, 0 }));
    auto result = importDynamic(model);
    ASSERT_TRUE(result.ok());
    EXPECT_EQ(result.value().find("B"), nullptr);
    EXPECT_NE(result.value().find("C"), nullptr);
    EXPECT_THAT(allWarnings(result),
        HasSubstr("zero point 'B_zero_point' has 2 values but the scale has 3; tensor 'B' skipped"));
}

TEST(DynamicQuantImportErrors, NoScaleMulAfterTheIntegerOp)
{
    // The int32 result goes straight out: nothing says what the weight's scale is.
    auto model = dynamicConvModel();
    auto& g = *model.mutable_graph();
    auto* cast = nodeNamed(g, "conv_out_output_quantized_cast");
    ASSERT_NE(cast, nullptr);
    cast->set_input(0, "x"); // the Cast now reads something else
    auto result = importDynamic(model);
    ASSERT_TRUE(result.ok());
    EXPECT_EQ(result.value().find("W"), nullptr);
    EXPECT_THAT(allWarnings(result),
        HasSubstr("node 'conv_quant': the scale of weight 'W' was not found: ONNX Runtime multiplies the output of "
                  "ConvInteger by it"));
}

TEST(DynamicQuantImportErrors, SeveralCandidateScalesNoneNamedForTheWeight)
{
    auto model = dynamicConvModel();
    auto& g = *model.mutable_graph();
    ASSERT_TRUE(removeInitializer(g, "W_scale"));
    addInitializer(g, floatTensor("factor_a", {}, { 0.5f }));
    addInitializer(g, floatTensor("factor_b", {}, { 0.1f }));
    addNode(g, "Mul", { "factor_a", "factor_b" }, { "W_scale" }, "weight_scale_product");
    auto result = importDynamic(model);
    ASSERT_TRUE(result.ok());
    EXPECT_EQ(result.value().find("W"), nullptr);
    EXPECT_THAT(allWarnings(result),
        HasSubstr("the output of ConvInteger is multiplied by 2 scales and none is named 'W_scale'"));
}

TEST(DynamicQuantImportErrors, ModelWithNeitherIsStillRefused)
{
    auto result = importDynamic(floatMatMulModel(), "float.onnx");
    ASSERT_FALSE(result.ok());
    EXPECT_THAT(result.error().toString(), HasSubstr("float.onnx"));
    EXPECT_THAT(result.error().toString(), HasSubstr("no quantization operators"));
}
