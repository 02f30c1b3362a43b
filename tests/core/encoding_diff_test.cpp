// compareEncodings: what `quantlens diff` lists between two quantized models.
#include "compare/encoding_diff.h"
#include "model/quant_import.h"
#include "onnx_test_models.h"
#include "report/encoding_diff_report.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace quantlens;
using namespace quantlens::onnx_test;
using ::testing::ElementsAre;

namespace {
QuantizedModel quantizedOf(const onnx::ModelProto& model)
{
    auto graph = importModel(model, "quant.onnx");
    EXPECT_TRUE(graph.ok());
    auto info = extractQuantInfo(*graph.value());
    EXPECT_TRUE(info.ok());
    return { "quant.onnx", info.value(), graph.value() };
}

void replaceInitializer(onnx::ModelProto& model, const onnx::TensorProto& tensor)
{
    for (auto& t : *model.mutable_graph()->mutable_initializer())
        if (t.name() == tensor.name()) {
            t = tensor;
            return;
        }
    ADD_FAILURE() << "no initializer " << tensor.name();
}

const EncodingDifference* find(const EncodingComparison& c, const std::string& tensor)
{
    for (const auto& d : c.differences)
        if (d.tensor == tensor)
            return &d;
    return nullptr;
}

QuantParams uint8Params(double scale, long long zeroPoint)
{
    QuantParams p;
    p.scales = { scale };
    p.zeroPoints = { zeroPoint };
    p.computeRanges();
    return p;
}
}

TEST(EncodingDiff, TheSameModelHasNoDifferencesAndCountsActivationsAndWeights)
{
    const QuantizedModel a = quantizedOf(qdqModel());
    const EncodingComparison c = compareEncodings(a, quantizedOf(qdqModel()), nullptr);
    EXPECT_TRUE(c.differences.empty());
    EXPECT_EQ(c.activationsCompared, 3u); // x, conv_out, y
    EXPECT_EQ(c.weightsCompared, 2u); // conv.weight, conv.bias
}

TEST(EncodingDiff, NamesEachChangedAspectInTheNetworksOrder)
{
    auto changed = qdqModel();
    replaceInitializer(changed, floatTensor("x_scale", {}, { 0.03f }));
    replaceInitializer(changed, rawTensor<std::uint8_t>("conv_out_zero_point", onnx::TensorProto::UINT8, {}, { 90 }));
    replaceInitializer(changed, floatTensor("conv.weight_scale", { 4 }, { 0.01f, 0.02f, 0.05f, 0.04f }));
    const EncodingComparison c = compareEncodings(quantizedOf(qdqModel()), quantizedOf(changed), nullptr);

    ASSERT_EQ(c.differences.size(), 3u);
    EXPECT_EQ(c.differences[0].tensor, "x"); // the graph's order, not the names'
    const EncodingDifference* x = find(c, "x");
    ASSERT_NE(x, nullptr);
    EXPECT_FALSE(x->weight);
    EXPECT_THAT(x->changes, ElementsAre(EncodingAspect::Scale, EncodingAspect::Range));
    const EncodingDifference* out = find(c, "conv_out");
    ASSERT_NE(out, nullptr);
    EXPECT_THAT(out->changes, ElementsAre(EncodingAspect::ZeroPoint, EncodingAspect::Range));
    const EncodingDifference* w = find(c, "conv.weight");
    ASSERT_NE(w, nullptr);
    EXPECT_TRUE(w->weight); // its quantized initializer is the weight
    EXPECT_EQ(granularityName(*w->a.params), "per-channel (axis 0, 4)");
    EXPECT_THAT(w->changes, ElementsAre(EncodingAspect::Scale, EncodingAspect::Range));
    EXPECT_EQ(find(c, "y"), nullptr);
}

TEST(EncodingDiff, ATensorMissingFromOneModelIsAPresenceChangeAndAWiderTypeADtypeChange)
{
    QuantizedModel a { "a.json", {}, nullptr };
    QuantizedModel b { "b.json", {}, nullptr };
    a.info.byFloatTensor["t"] = uint8Params(0.1, 128);
    a.info.byFloatTensor["gone"] = uint8Params(0.1, 0);
    QuantParams wide;
    wide.dtype = DType::UInt16;
    wide.bits = 16;
    wide.scales = { 0.1 * 255 / 65535 };
    wide.zeroPoints = { 32896 };
    wide.computeRanges();
    b.info.byFloatTensor["t"] = wide;
    QuantParams perChannel = uint8Params(0.1, 0);
    perChannel.scales = { 0.1, 0.2 };
    perChannel.zeroPoints = { 0, 0 };
    perChannel.axis = 0;
    perChannel.computeRanges();
    b.info.byFloatTensor["new"] = perChannel;

    const EncodingComparison c = compareEncodings(a, b, nullptr);
    ASSERT_EQ(c.differences.size(), 3u);
    EXPECT_THAT(find(c, "gone")->changes, ElementsAre(EncodingAspect::Presence));
    EXPECT_FALSE(find(c, "gone")->b.present);
    EXPECT_THAT(find(c, "new")->changes, ElementsAre(EncodingAspect::Presence));
    // 65,536 levels over the same range: type, scale and zero point change, the range stays.
    EXPECT_THAT(
        find(c, "t")->changes, ElementsAre(EncodingAspect::DType, EncodingAspect::Scale, EncodingAspect::ZeroPoint));

    const auto doc = nlohmann::json::parse(renderEncodingDiff(c, { "a.json", "b.json", "" }, ReportFormat::Json));
    EXPECT_EQ(doc["differ"]["activations"], 3);
    for (const auto& item : doc["tensors"])
        if (item["tensor"] == "new") {
            EXPECT_TRUE(item["a_dtype"].is_null());
            EXPECT_EQ(item["b_scale"], nlohmann::json::array({ 0.1, 0.2 }));
            EXPECT_EQ(item["b_granularity"], "per-channel (axis 0, 2)");
        } else if (item["tensor"] == "t") {
            EXPECT_EQ(item["a_dtype"], "uint8");
            EXPECT_EQ(item["b_dtype"], "uint16");
            EXPECT_EQ(item["a_zero_point"], 128);
        }
}

TEST(EncodingDiff, RangesAloneAreComparedWithinAMillionth)
{
    // SigmaStar's parameter files give ranges and no scales.
    QuantizedModel a { "a.json", {}, nullptr };
    QuantizedModel b { "b.json", {}, nullptr };
    QuantParams p;
    p.rangeMins = { -2.0 };
    p.rangeMaxs = { 6.0 };
    a.info.byFloatTensor["r"] = p;
    a.info.byFloatTensor["same"] = p;
    p.rangeMaxs = { 6.0 * (1 + 1e-9) }; // written as text and read back
    b.info.byFloatTensor["same"] = p;
    p.rangeMaxs = { 6.5 };
    b.info.byFloatTensor["r"] = p;
    const EncodingComparison c = compareEncodings(a, b, nullptr);
    ASSERT_EQ(c.differences.size(), 1u);
    EXPECT_EQ(c.differences[0].tensor, "r");
    EXPECT_THAT(c.differences[0].changes, ElementsAre(EncodingAspect::Range));
    const std::string csv = renderEncodingDiff(c, { "a.json", "b.json", "" }, ReportFormat::Csv);
    EXPECT_NE(
        csv.find("r,activation,range,true,true,uint8,uint8,per-tensor,per-tensor,,,,,-2,6,-2,6.5"), std::string::npos)
        << csv;
}

// A scale of 0, NaN or below 0, or a per-channel list of the wrong length, was shown as "dtype: uint8 →
// float": the tensor is still quantized, with parameters that cannot be used, and the diff says that.
TEST(EncodingDiff, ParametersThatCannotBeUsedAreNamedAsSuchNotAsFloat)
{
    for (const auto& broken : { floatTensor("x_scale", {}, { 0.0f }), floatTensor("x_scale", {}, { std::nanf("") }),
             floatTensor("x_scale", {}, { -0.02f }),
             floatTensor("conv.weight_scale", { 3 }, { 0.01f, 0.02f, 0.03f }) }) {
        auto changed = qdqModel();
        replaceInitializer(changed, broken);
        const EncodingComparison c = compareEncodings(quantizedOf(qdqModel()), quantizedOf(changed), nullptr);
        const std::string tensor = broken.name() == "x_scale" ? "x" : "conv.weight";
        const EncodingDifference* d = find(c, tensor);
        ASSERT_NE(d, nullptr) << broken.name();
        EXPECT_THAT(d->changes, ElementsAre(EncodingAspect::Invalid));
        ASSERT_TRUE(d->b.invalid.has_value());
        const std::string markdown = renderEncodingDiff(c, { "a.onnx", "b.onnx", "" }, ReportFormat::Markdown);
        EXPECT_NE(markdown.find("invalid parameters: "), std::string::npos) << markdown;
        EXPECT_NE(markdown.find(rendered(*d->b.invalid)), std::string::npos) << markdown;
        EXPECT_EQ(markdown.find("| float"), std::string::npos) << markdown;
    }
}
