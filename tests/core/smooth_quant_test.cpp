// SmoothQuant on a LayerNorm-like tail feeding a MatMul (x → Mul(γ) → Add(β) → X → MatMul(W) → y, one of X's
// six channels thirty times the others): the site is found, the float outputs stay, X's channels even out.
#include "onnx_test_models.h"
#include "simulation_test_models.h"

#include "runtime/executor.h"
#include "transform/smooth_quant.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

using namespace quantlens;
namespace fs = std::filesystem;

namespace {
constexpr std::int64_t kTokens = 5, kChannels = 6, kOut = 4;

onnx::ModelProto layerNormTailModel(bool extraReader)
{
    onnx::ModelProto m = onnx_test::makeModel();
    auto& g = *m.mutable_graph();
    onnx_test::addInput(g, "x", { 1, kTokens, kChannels });
    std::vector<float> gamma { 1.0f, 0.5f, 30.0f, 2.0f, 1.5f, 0.8f }, beta { 0.1f, -0.2f, 3.0f, 0.0f, 0.5f, -1.0f };
    std::vector<float> w(kChannels * kOut);
    for (std::size_t i = 0; i < w.size(); ++i)
        w[i] = std::sin(static_cast<float>(i) * 0.7f) * 0.5f;
    onnx_test::addInitializer(g, onnx_test::floatTensor("gamma", { kChannels }, gamma));
    onnx_test::addInitializer(g, onnx_test::floatTensor("beta", { kChannels }, beta));
    onnx_test::addInitializer(g, onnx_test::floatTensor("w", { kChannels, kOut }, w));
    onnx_test::addNode(g, "Mul", { "x", "gamma" }, { "scaled" }, "mul");
    onnx_test::addNode(g, "Add", { "scaled", "beta" }, { "X" }, "add");
    onnx_test::addNode(g, "MatMul", { "X", "w" }, { "y" }, "matmul");
    onnx_test::addOutput(g, "y", { 1, kTokens, kOut });
    if (extraReader) { // a reader that cannot take the rescaled channels
        onnx_test::addNode(g, "Relu", { "X" }, { "r" }, "relu");
        onnx_test::addOutput(g, "r", { 1, kTokens, kChannels });
    }
    return m;
}

runtime::Tensor input(unsigned seed)
{
    std::mt19937 engine(seed);
    std::normal_distribution<float> normal(0.0f, 1.0f);
    runtime::Tensor x(DType::Float32, { 1, kTokens, kChannels });
    for (std::size_t i = 0; i < x.size(); ++i)
        x.mutableData<float>()[i] = normal(engine);
    return x;
}

std::vector<float> channelMaxOf(const runtime::Tensor& t)
{
    std::vector<float> out(kChannels, 0.0f);
    for (std::size_t i = 0; i < t.size(); ++i)
        out[i % kChannels] = std::max(out[i % kChannels], std::fabs(t.data<float>()[i]));
    return out;
}
}

TEST(SmoothQuant, FindsTheMatMulInputAndKeepsTheOutputsWhileItsChannelsEvenOut)
{
    const auto model = sim_test::compiled(layerNormTailModel(false));
    ASSERT_TRUE(model);
    const auto sites = transform::smoothQuantSites(*model);
    ASSERT_EQ(sites.size(), 1u);
    EXPECT_EQ(sites[0].tensor, "X");
    EXPECT_EQ(sites[0].scale, "gamma");
    EXPECT_EQ(sites[0].bias, "beta");
    ASSERT_EQ(sites[0].weights.size(), 1u);
    EXPECT_EQ(sites[0].weights[0].first, "w");
    EXPECT_EQ(sites[0].channels, static_cast<std::size_t>(kChannels));

    const fs::path dir = onnx_test::makeTempDir("smooth_quant");
    std::vector<std::string> files;
    for (unsigned seed : { 1u, 2u, 3u }) {
        files.push_back((dir / ("calib_" + std::to_string(seed) + ".npy")).string());
        sim_test::writeNpy(files.back(), input(seed));
    }
    runtime::ThreadPool pool(2);
    auto maxima = transform::channelMaxima(*model, files, sites, pool);
    ASSERT_TRUE(maxima.ok()) << maxima.error().toString();
    // The maxima are the largest |X_c| over the three inputs, as a plain loop finds them.
    std::vector<float> expected(kChannels, 0.0f);
    runtime::RunOptions all;
    all.keepAll = true;
    for (unsigned seed : { 1u, 2u, 3u }) {
        auto run = runtime::runModel(*model, { { "x", input(seed) } }, pool, all);
        ASSERT_TRUE(run.ok());
        const auto here = channelMaxOf(*run.value().find(*model, "X"));
        for (std::size_t c = 0; c < here.size(); ++c)
            expected[c] = std::max(expected[c], here[c]);
    }
    EXPECT_EQ(maxima.value().at("X"), expected);

    const auto parameters = transform::smoothQuant(*model, sites, maxima.value(), 0.5);
    EXPECT_EQ(parameters.size(), 3u); // γ, β, W
    auto transformed = transform::compileTransformed(*model, parameters);
    ASSERT_TRUE(transformed.ok()) << transformed.error().toString();
    for (unsigned seed : { 4u, 5u }) {
        auto before = runtime::runModel(*model, { { "x", input(seed) } }, pool, all);
        auto after = runtime::runModel(*transformed.value(), { { "x", input(seed) } }, pool, all);
        ASSERT_TRUE(before.ok() && after.ok());
        const auto* y0 = before.value().find(*model, "y");
        const auto* y1 = after.value().find(*transformed.value(), "y");
        double diff = 0, norm = 0;
        for (std::size_t i = 0; i < y0->size(); ++i) {
            const double d = double { y0->data<float>()[i] } - double { y1->data<float>()[i] };
            diff += d * d;
            norm += double { y0->data<float>()[i] } * double { y0->data<float>()[i] };
        }
        EXPECT_LE(std::sqrt(diff / norm), 1e-5) << "input " << seed;
        // X's widest channel over its narrowest: the outlier channel came down.
        auto spread = [](const std::vector<float>& m) {
            return *std::max_element(m.begin(), m.end()) / *std::min_element(m.begin(), m.end());
        };
        EXPECT_LT(spread(channelMaxOf(*after.value().find(*transformed.value(), "X"))),
            spread(channelMaxOf(*before.value().find(*model, "X"))) / 2);
    }
}

TEST(SmoothQuant, ATensorAlsoReadByAnotherOperatorIsNoSite)
{
    const auto model = sim_test::compiled(layerNormTailModel(true));
    ASSERT_TRUE(model);
    EXPECT_TRUE(transform::smoothQuantSites(*model).empty());
}
