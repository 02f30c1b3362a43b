#include "model/quant_import.h"
#include "onnx_test_models.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace quantlens;
using namespace quantlens::onnx_test;
using ::testing::DoubleNear;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::Pointwise;

namespace {
constexpr double kTol = 1e-6;

std::shared_ptr<const Graph> graphOf(const onnx::ModelProto& model, const std::string& source = "quant.onnx")
{
    auto result = importModel(model, source);
    EXPECT_TRUE(result.ok()) << (result.ok() ? "" : result.error().toString());
    return result.ok() ? result.value() : nullptr;
}

QuantInfo quantOf(const onnx::ModelProto& model)
{
    auto graph = graphOf(model);
    if (!graph)
        return {};
    auto result = extractQuantInfo(*graph);
    EXPECT_TRUE(result.ok()) << (result.ok() ? "" : result.error().toString());
    for (const auto& w : result.warnings())
        ADD_FAILURE() << "unexpected warning: " << w.toString();
    return result.ok() ? result.value() : QuantInfo {};
}

void expectRanges(const QuantParams& p)
{
    ASSERT_EQ(p.rangeMins.size(), p.scales.size());
    for (std::size_t c = 0; c < p.scales.size(); ++c) {
        const double zp = static_cast<double>(p.zeroPoints[c]);
        EXPECT_NEAR(p.rangeMins[c], p.scales[c] * (static_cast<double>(integerMin(p.dtype)) - zp), kTol);
        EXPECT_NEAR(p.rangeMaxs[c], p.scales[c] * (static_cast<double>(integerMax(p.dtype)) - zp), kTol);
    }
}
}

TEST(QuantImportQdq, ActivationsWeightsAndBias)
{
    const QuantInfo info = quantOf(qdqModel());

    const QuantParams* x = info.find("x");
    ASSERT_NE(x, nullptr);
    EXPECT_EQ(x->dtype, DType::UInt8);
    EXPECT_EQ(x->bits, 8);
    EXPECT_THAT(x->scales, ElementsAre(DoubleNear(0.02, kTol)));
    EXPECT_THAT(x->zeroPoints, ElementsAre(128));
    EXPECT_FALSE(x->axis.has_value());
    EXPECT_FALSE(x->perChannel());
    EXPECT_EQ(x->origin, "QuantizeLinear");
    EXPECT_NEAR(x->rangeMin(), 0.02 * -128, kTol);
    EXPECT_NEAR(x->rangeMax(), 0.02 * 127, kTol);

    const QuantParams* w = info.find("conv.weight");
    ASSERT_NE(w, nullptr);
    EXPECT_EQ(w->dtype, DType::Int8);
    EXPECT_EQ(w->origin, "DequantizeLinear");
    EXPECT_TRUE(w->perChannel());
    EXPECT_EQ(w->axis, 0);
    EXPECT_THAT(w->scales, Pointwise(DoubleNear(kTol), std::vector<double> { 0.01, 0.02, 0.03, 0.04 }));
    EXPECT_THAT(w->zeroPoints, ElementsAre(0, 0, 0, 0));
    expectRanges(*w);
    EXPECT_NEAR(w->rangeMaxs[3], 0.04 * 127, kTol);

    const QuantParams* b = info.find("conv.bias");
    ASSERT_NE(b, nullptr);
    EXPECT_EQ(b->dtype, DType::Int32);
    EXPECT_EQ(b->bits, 32);
    EXPECT_EQ(b->axis, 0);
    EXPECT_THAT(b->scales, Pointwise(DoubleNear(1e-9), std::vector<double> { 0.0002, 0.0004, 0.0006, 0.0008 }));
    expectRanges(*b);

    const QuantParams* conv = info.find("conv_out");
    ASSERT_NE(conv, nullptr); // its scale is a Constant node's value_float
    EXPECT_THAT(conv->scales, ElementsAre(DoubleNear(0.1, kTol)));
    EXPECT_THAT(conv->zeroPoints, ElementsAre(100));
    EXPECT_NEAR(conv->rangeMin(), 0.1 * -100, kTol);
    EXPECT_NEAR(conv->rangeMax(), 0.1 * 155, kTol);

    const QuantParams* y = info.find("y"); // QuantizeLinear without zero point: uint8, zero point 0
    ASSERT_NE(y, nullptr);
    EXPECT_EQ(y->dtype, DType::UInt8);
    EXPECT_THAT(y->zeroPoints, ElementsAre(0));
    EXPECT_NEAR(y->rangeMin(), 0.0, kTol);
    EXPECT_NEAR(y->rangeMax(), 0.05 * 255, kTol);

    EXPECT_EQ(info.byFloatTensor.size(), 5u);
    EXPECT_EQ(info.find("x_DequantizeLinear_Output"), nullptr);
}

TEST(QuantImportQdq, AlternateNamesMapToFloatNames)
{
    const QuantInfo info = quantOf(qdqModel());
    const auto& names = info.floatNameOf;
    auto floatName = [&](const std::string& n) {
        auto it = names.find(n);
        return it == names.end() ? std::string("<none>") : it->second;
    };
    EXPECT_EQ(floatName("x_QuantizeLinear_Output"), "x");
    EXPECT_EQ(floatName("x_DequantizeLinear_Output"), "x");
    EXPECT_EQ(floatName("x_quantized"), "x");
    EXPECT_EQ(floatName("conv.weight_quantized"), "conv.weight");
    EXPECT_EQ(floatName("conv.weight_DequantizeLinear_Output"), "conv.weight");
    EXPECT_EQ(floatName("conv.bias_quantized"), "conv.bias");
    EXPECT_EQ(floatName("conv.bias_DequantizeLinear_Output"), "conv.bias");
    EXPECT_EQ(floatName("conv_out_DequantizeLinear_Output"), "conv_out");
    EXPECT_EQ(floatName("y_QuantizeLinear_Input"), "y");
    EXPECT_EQ(floatName("y_QuantizeLinear_Output"), "y");
    EXPECT_EQ(names.count("y"), 0u); // no identity entries
    EXPECT_EQ(names.count("conv_out"), 0u);
}

TEST(QuantImportQdq, SixteenBitOpset21)
{
    const QuantInfo info = quantOf(qdq16Model());
    const QuantParams* x = info.find("x");
    ASSERT_NE(x, nullptr);
    EXPECT_EQ(x->dtype, DType::UInt16);
    EXPECT_EQ(x->bits, 16);
    EXPECT_THAT(x->zeroPoints, ElementsAre(32768));
    EXPECT_NEAR(x->rangeMin(), 0.001 * -32768, 1e-5);
    EXPECT_NEAR(x->rangeMax(), 0.001 * 32767, 1e-5);

    const QuantParams* w = info.find("w");
    ASSERT_NE(w, nullptr);
    EXPECT_EQ(w->dtype, DType::Int16);
    EXPECT_FALSE(w->axis.has_value());
    EXPECT_NEAR(w->rangeMin(), 0.0001 * -32768, kTol);

    const QuantParams* y = info.find("y"); // output_dtype = INT16, no zero point
    ASSERT_NE(y, nullptr);
    EXPECT_EQ(y->dtype, DType::Int16);
    EXPECT_THAT(y->zeroPoints, ElementsAre(0));
    EXPECT_NEAR(y->rangeMax(), 0.002 * 32767, 1e-5);
    EXPECT_EQ(info.floatNameOf.at("y_DequantizeLinear_Output"), "y");
}

TEST(QuantImportQOperator, QLinearConvSigmoidAdd)
{
    const QuantInfo info = quantOf(qoperatorModel());

    const QuantParams* input = info.find("input");
    ASSERT_NE(input, nullptr);
    EXPECT_THAT(input->scales, ElementsAre(DoubleNear(0.02, kTol)));
    EXPECT_THAT(input->zeroPoints, ElementsAre(128));

    const QuantParams* w = info.find("W");
    ASSERT_NE(w, nullptr);
    EXPECT_EQ(w->dtype, DType::Int8);
    EXPECT_EQ(w->axis, 0);
    EXPECT_EQ(w->origin, "QLinearConv");
    EXPECT_EQ(w->scales.size(), 4u);

    const QuantParams* b = info.find("B");
    ASSERT_NE(b, nullptr);
    EXPECT_EQ(b->dtype, DType::Int32);
    EXPECT_THAT(b->scales, Pointwise(DoubleNear(1e-9), std::vector<double> { 0.0002, 0.0004, 0.0006, 0.0008 }));
    expectRanges(*b);

    const QuantParams* conv = info.find("conv_out");
    ASSERT_NE(conv, nullptr);
    EXPECT_EQ(conv->origin, "QLinearConv");
    EXPECT_EQ(conv->dtype, DType::UInt8);
    EXPECT_THAT(conv->scales, ElementsAre(DoubleNear(0.05, kTol)));
    EXPECT_THAT(conv->zeroPoints, ElementsAre(10));
    expectRanges(*conv);

    const QuantParams* sig = info.find("sig_out");
    ASSERT_NE(sig, nullptr);
    EXPECT_EQ(sig->origin, "QLinearSigmoid");
    EXPECT_NEAR(sig->rangeMax(), 255.0 / 256, kTol);

    const QuantParams* add = info.find("add_out");
    ASSERT_NE(add, nullptr);
    EXPECT_EQ(add->origin, "QLinearAdd");
    EXPECT_THAT(add->zeroPoints, ElementsAre(20));

    EXPECT_EQ(info.floatNameOf.at("input_quantized"), "input");
    EXPECT_EQ(info.floatNameOf.at("W_quantized"), "W");
    EXPECT_EQ(info.floatNameOf.at("conv_out_quantized"), "conv_out");
    EXPECT_EQ(info.floatNameOf.at("add_out_quantized"), "add_out");
    EXPECT_EQ(info.byFloatTensor.size(), 6u);
}

TEST(QuantImportErrors, DynamicScaleIsAWarningNamingTheTensor)
{
    auto model = qdqModel();
    auto& g = *model.mutable_graph();
    // Make y's scale computed at run time instead of a constant.
    for (int i = 0; i < g.initializer_size(); ++i)
        if (g.initializer(i).name() == "y_scale")
            g.mutable_initializer()->DeleteSubrange(i, 1);
    addInput(g, "y_scale", {});
    auto graph = graphOf(model, "dyn.onnx");
    ASSERT_TRUE(graph);
    auto result = extractQuantInfo(*graph);
    ASSERT_TRUE(result.ok()) << result.error().toString();
    EXPECT_EQ(result.value().find("y"), nullptr);
    EXPECT_NE(result.value().find("x"), nullptr);
    ASSERT_FALSE(result.warnings().empty());
    const std::string msg = result.warnings()[0].toString();
    EXPECT_THAT(msg, HasSubstr("dyn.onnx"));
    EXPECT_THAT(msg, HasSubstr("scale 'y_scale' is not a constant tensor"));
    EXPECT_THAT(msg, HasSubstr("tensor 'y' skipped"));
}

TEST(QuantImportErrors, ZeroPointCountNotMatchingScales)
{
    auto model = qdqModel();
    auto& g = *model.mutable_graph();
    for (auto& t : *g.mutable_initializer())
        if (t.name() == "conv.weight_zero_point")
            t = rawTensor<std::int8_t>("conv.weight_zero_point", onnx::TensorProto::INT8, { 3 }, { 0, 0, 0 });
    auto graph = graphOf(model, "zp.onnx");
    ASSERT_TRUE(graph);
    auto result = extractQuantInfo(*graph);
    ASSERT_TRUE(result.ok());
    EXPECT_EQ(result.value().find("conv.weight"), nullptr);
    ASSERT_EQ(result.warnings().size(), 1u);
    EXPECT_THAT(result.warnings()[0].toString(), HasSubstr("zp.onnx"));
    EXPECT_THAT(result.warnings()[0].toString(), HasSubstr("has 3 values but the scale has 4"));
}

TEST(QuantImportErrors, FloatModelHasNoQuantization)
{
    auto graph = graphOf(convReluAddModel(), "float.onnx");
    ASSERT_TRUE(graph);
    auto result = extractQuantInfo(*graph);
    ASSERT_FALSE(result.ok());
    EXPECT_THAT(result.error().toString(), HasSubstr("float.onnx"));
    EXPECT_THAT(result.error().toString(), HasSubstr("no quantization operators"));
}

TEST(QuantParamsTest, ComputeRangesPerChannel)
{
    QuantParams p;
    p.dtype = DType::Int8;
    p.scales = { 0.5, 0.25 };
    p.zeroPoints = { 0, 2 };
    p.computeRanges();
    EXPECT_THAT(p.rangeMins, ElementsAre(-64.0, 0.25 * -130));
    EXPECT_THAT(p.rangeMaxs, ElementsAre(63.5, 0.25 * 125));
    EXPECT_DOUBLE_EQ(p.rangeMin(), -64.0);
    EXPECT_DOUBLE_EQ(p.rangeMax(), 63.5);
}

namespace {
/// The quantization of `model` and the warnings it gave, for the malformed-parameter tests.
Result<QuantInfo> quantWithWarnings(const onnx::ModelProto& model, const std::string& source)
{
    auto graph = graphOf(model, source);
    if (!graph)
        return Result<QuantInfo>::failure(Problem::make(source, {}, text("onnx.not_a_model")));
    return extractQuantInfo(*graph);
}

void replaceInitializer(onnx::ModelProto& model, const onnx::TensorProto& tensor)
{
    for (auto& t : *model.mutable_graph()->mutable_initializer())
        if (t.name() == tensor.name())
            t = tensor;
}

void setAxis(onnx::ModelProto& model, const std::string& nodeName, std::int64_t axis)
{
    for (auto& n : *model.mutable_graph()->mutable_node())
        if (n.name() == nodeName)
            for (auto& a : *n.mutable_attribute())
                if (a.name() == "axis")
                    a.set_i(axis);
}

std::string allWarnings(const Result<QuantInfo>& r)
{
    std::string all;
    for (const auto& w : r.warnings())
        all += w.toString() + "\n";
    return all;
}
}

TEST(QuantImportErrors, ZeroScaleIsSkippedNamingTheTensor)
{
    auto model = qdqModel();
    replaceInitializer(model, floatTensor("x_scale", {}, { 0.0f }));
    auto result = quantWithWarnings(model, "zero.onnx");
    ASSERT_TRUE(result.ok());
    EXPECT_EQ(result.value().find("x"), nullptr);
    EXPECT_NE(result.value().find("y"), nullptr);
    EXPECT_THAT(allWarnings(result), HasSubstr("scale 'x_scale' holds the invalid value 0;"));
    EXPECT_THAT(allWarnings(result), HasSubstr("tensor 'x' skipped"));
}

class ZeroPointOutOfRange : public ::testing::TestWithParam<int> { };

TEST_P(ZeroPointOutOfRange, IsWarnedNamingTheTensor)
{
    // uint8 values written one per int32 (int32_data), as some exporters do, but outside 0..255.
    auto model = qdqModel();
    onnx::TensorProto zp;
    zp.set_name("x_zero_point");
    zp.set_data_type(onnx::TensorProto::UINT8);
    zp.add_int32_data(GetParam());
    replaceInitializer(model, zp);
    auto reimported = importModel(model, "zp.onnx");
    ASSERT_TRUE(reimported.ok());
    std::string warnings;
    for (const auto& w : reimported.warnings())
        warnings += w.toString() + "\n";
    EXPECT_THAT(warnings, HasSubstr("zp.onnx"));
    EXPECT_THAT(warnings, HasSubstr("x_zero_point"));
    EXPECT_THAT(warnings, HasSubstr("holds " + std::to_string(GetParam()) + ", outside the range of uint8"));
}

INSTANTIATE_TEST_SUITE_P(QuantImportErrors, ZeroPointOutOfRange, ::testing::Values(300, -5));

TEST(QuantImportErrors, ZeroPointInRangeInInt32DataGivesNoWarning)
{
    auto model = qdqModel();
    onnx::TensorProto zp;
    zp.set_name("x_zero_point");
    zp.set_data_type(onnx::TensorProto::UINT8);
    zp.add_int32_data(255);
    replaceInitializer(model, zp);
    auto imported = importModel(model, "zp.onnx");
    ASSERT_TRUE(imported.ok());
    EXPECT_TRUE(imported.warnings().empty());
    const QuantInfo info = quantOf(model);
    ASSERT_NE(info.find("x"), nullptr);
    EXPECT_THAT(info.find("x")->zeroPoints, ElementsAre(255));
}

TEST(QuantImportErrors, PerChannelScalesNotMatchingTheAxisLength)
{
    // conv.weight is [4, 3, 3, 3] with 4 scales; axis 1 has 3 channels.
    auto model = qdqModel();
    setAxis(model, "conv.weight_DequantizeLinear", 1);
    auto result = quantWithWarnings(model, "axis.onnx");
    ASSERT_TRUE(result.ok());
    EXPECT_EQ(result.value().find("conv.weight"), nullptr);
    EXPECT_THAT(allWarnings(result),
        HasSubstr("scale 'conv.weight_scale' has 4 values but axis 1 of 'conv.weight_quantized' has 3 channels"));
}

TEST(QuantImportErrors, AxisOutsideTheTensor)
{
    auto model = qdqModel();
    setAxis(model, "conv.weight_DequantizeLinear", 4);
    auto result = quantWithWarnings(model, "axis.onnx");
    ASSERT_TRUE(result.ok());
    EXPECT_EQ(result.value().find("conv.weight"), nullptr);
    EXPECT_THAT(
        allWarnings(result), HasSubstr("axis 4 does not exist in 'conv.weight_quantized', which has 4 dimensions"));
}

TEST(QuantImportErrors, NegativeAxisCountsFromTheEnd)
{
    auto model = qdqModel();
    setAxis(model, "conv.weight_DequantizeLinear", -4);
    const QuantInfo info = quantOf(model);
    ASSERT_NE(info.find("conv.weight"), nullptr);
    EXPECT_EQ(info.find("conv.weight")->axis, 0);
}
