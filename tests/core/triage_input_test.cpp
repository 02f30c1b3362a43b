// The input hypotheses of the triage on small synthetic images: each slip is made, then must be
// named (and nothing must be named for unrelated data).
#include "report/triage_report.h"
#include "triage/input_hypotheses.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <random>

namespace quantlens {
namespace {
    constexpr std::int64_t kC = 3, kH = 8, kW = 12;
    const std::vector<std::int64_t> kShape { 1, kC, kH, kW };

    /// A smooth image with different content per channel, NCHW.
    std::vector<double> image(unsigned seed)
    {
        std::mt19937 rng(seed);
        std::normal_distribution<double> noise(0, 0.1);
        std::vector<double> v(static_cast<std::size_t>(kC * kH * kW));
        for (std::int64_t c = 0; c < kC; ++c)
            for (std::int64_t y = 0; y < kH; ++y)
                for (std::int64_t x = 0; x < kW; ++x)
                    v[static_cast<std::size_t>((c * kH + y) * kW + x)]
                        = std::sin(0.3 * x * (c + 1) + 0.2 * y) + 0.5 * c + noise(rng);
        return v;
    }

    double at(const std::vector<double>& v, std::int64_t c, std::int64_t y, std::int64_t x)
    {
        return v[static_cast<std::size_t>((c * kH + y) * kW + x)];
    }
}

TEST(TriageInput, SameInputAgrees)
{
    const auto ref = image(1);
    const auto d = diagnoseInput(ref, ref, kShape, InputAgreement {});
    EXPECT_TRUE(d.agrees);
    EXPECT_FALSE(d.explanation);
}

TEST(TriageInput, SwappedChannelsAreNamed)
{
    const auto ref = image(1);
    std::vector<double> bgr(ref.size());
    for (std::int64_t c = 0; c < kC; ++c)
        for (std::int64_t y = 0; y < kH; ++y)
            for (std::int64_t x = 0; x < kW; ++x)
                bgr[static_cast<std::size_t>((c * kH + y) * kW + x)] = at(ref, kC - 1 - c, y, x);
    const auto d = diagnoseInput(ref, bgr, kShape, InputAgreement {});
    ASSERT_FALSE(d.agrees);
    ASSERT_TRUE(d.explanation);
    EXPECT_EQ(d.explanation->channelOrder, (std::vector<int> { 2, 1, 0 }));
    EXPECT_TRUE(d.explanation->scale.empty());
    EXPECT_FALSE(d.explanation->layout);
    EXPECT_GT(d.explanation->cosine, 0.9999);
}

TEST(TriageInput, ScaleAloneIsCaughtThoughCosineIsOne)
{
    const auto ref = image(2);
    std::vector<double> doubled(ref);
    for (auto& v : doubled)
        v *= 2; // normalisation applied twice with std 0.5
    const auto d = diagnoseInput(ref, doubled, kShape, InputAgreement {});
    EXPECT_GT(d.cosine, 0.9999);
    ASSERT_FALSE(d.agrees);
    ASSERT_TRUE(d.explanation);
    ASSERT_EQ(d.explanation->scale.size(), 3u);
    for (int c = 0; c < 3; ++c)
        EXPECT_NEAR(d.explanation->scale[static_cast<std::size_t>(c)], 2, 1e-9);
}

TEST(TriageInput, PerChannelMeanStdIsFitted)
{
    const auto ref = image(3);
    const double scale[] = { 1.2, 0.8, 1.5 }, offset[] = { -0.3, 0.1, 0.4 };
    std::vector<double> shifted(ref.size());
    for (std::int64_t c = 0; c < kC; ++c)
        for (std::int64_t y = 0; y < kH; ++y)
            for (std::int64_t x = 0; x < kW; ++x)
                shifted[static_cast<std::size_t>((c * kH + y) * kW + x)] = scale[c] * at(ref, c, y, x) + offset[c];
    const auto d = diagnoseInput(ref, shifted, kShape, InputAgreement {});
    ASSERT_TRUE(d.explanation);
    EXPECT_TRUE(d.explanation->channelOrder.empty());
    for (std::size_t c = 0; c < 3; ++c) {
        EXPECT_NEAR(d.explanation->scale[c], scale[c], 1e-9);
        EXPECT_NEAR(d.explanation->offset[c], offset[c], 1e-9);
    }
}

TEST(TriageInput, HwcPixelsReadAsChwAreNamed)
{
    const auto ref = image(4);
    std::vector<double> interleaved(ref.size()); // the same pixels stored H, W, C but declared C, H, W
    for (std::int64_t y = 0; y < kH; ++y)
        for (std::int64_t x = 0; x < kW; ++x)
            for (std::int64_t c = 0; c < kC; ++c)
                interleaved[static_cast<std::size_t>((y * kW + x) * kC + c)] = at(ref, c, y, x);
    const auto d = diagnoseInput(ref, interleaved, kShape, InputAgreement {});
    ASSERT_TRUE(d.explanation);
    EXPECT_TRUE(d.explanation->layout);
    EXPECT_TRUE(d.explanation->channelOrder.empty());
    EXPECT_TRUE(d.explanation->scale.empty());
}

TEST(TriageInput, AnotherImageIsNotExplained)
{
    std::vector<double> other = image(5);
    std::reverse(other.begin(), other.end());
    const auto d = diagnoseInput(image(5), other, kShape, InputAgreement {});
    EXPECT_FALSE(d.agrees);
    EXPECT_FALSE(d.explanation);
    EXPECT_LT(d.bestCorrectedCosine, 0.999);
}

TEST(TriageReport, JsonHasExactlyTheDocumentedKeys)
{
    TriageResult r;
    r.category = TriageCategory::QuantizationJump;
    r.culprits = { "conv1", "relu1" };
    r.evidence.push_back({ "own_loss", "conv1", 0.25, text("triage.clipping", { "12" }) });
    r.evidence.push_back({ "final_cos", "out", NAN, text("triage.step_ok") });
    r.nextSteps.push_back(text("triage.step_16bit", { "conv1" }));
    const auto doc = nlohmann::json::parse(renderTriageJson(r));
    std::vector<std::string> keys;
    for (const auto& [k, v] : doc.items())
        keys.push_back(k);
    EXPECT_EQ(keys, (std::vector<std::string> { "category", "culprits", "evidence", "next_steps" }));
    EXPECT_EQ(doc["category"], "quantization_jump");
    EXPECT_EQ(doc["culprits"][0], "conv1");
    std::vector<std::string> evidenceKeys;
    for (const auto& [k, v] : doc["evidence"][0].items())
        evidenceKeys.push_back(k);
    EXPECT_EQ(evidenceKeys, (std::vector<std::string> { "code", "rule", "tensor", "text", "value" }));
    EXPECT_EQ(doc["evidence"][0]["code"], "triage.clipping");
    EXPECT_EQ(doc["evidence"][0]["text"], "12 % of its values saturate");
    EXPECT_TRUE(doc["evidence"][1]["value"].is_null()); // NaN is not JSON
    EXPECT_EQ(doc["next_steps"][0], "Move conv1 to 16 bit and compare again");
}

} // namespace quantlens
