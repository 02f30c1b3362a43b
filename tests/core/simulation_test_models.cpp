#include "simulation_test_models.h"

#include "onnx_test_models.h"
#include "tensor/npy_writer.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

namespace quantlens::sim_test {
using namespace quantlens::onnx_test;

namespace {
    // c1 calibrated ten times too wide: its 8 bits are coarse, the tensor that matters.
    constexpr float kC1Range = 60.f;
    constexpr float kR1Range = 6.f;
    constexpr float kBigChannel = 40.f; // w1's channel 0 is this much larger than the others

    void addConvPads(onnx::NodeProto& conv) { setInts(conv, "pads", { 1, 1, 1, 1 }); }

    struct QuantOf {
        float scale;
        std::uint8_t zeroPoint;
    };
    QuantOf asymmetric(float low, float high)
    {
        const float scale = (high - low) / 255.f;
        return { scale, static_cast<std::uint8_t>(std::lround(-low / scale)) };
    }

    /// Symmetric int8, one scale for the whole weight (what makes w1's small channels coarse).
    std::pair<std::vector<std::int8_t>, float> perTensorInt8(const std::vector<float>& w)
    {
        float largest = 0;
        for (float v : w)
            largest = std::max(largest, std::abs(v));
        const float scale = largest / 127.f;
        std::vector<std::int8_t> q(w.size());
        for (std::size_t i = 0; i < w.size(); ++i)
            q[i] = static_cast<std::int8_t>(std::clamp(std::lround(w[i] / scale), -127L, 127L));
        return { q, scale };
    }

    void addActivationPair(onnx::GraphProto& g, const std::string& name, const std::string& source, QuantOf q,
        int zeroPointType = onnx::TensorProto::UINT8, std::uint16_t zeroPoint16 = 0)
    {
        addInitializer(g, floatTensor(name + "_scale", {}, { q.scale }));
        if (zeroPointType == onnx::TensorProto::UINT8)
            addInitializer(g, rawTensor<std::uint8_t>(name + "_zero_point", zeroPointType, {}, { q.zeroPoint }));
        else if (zeroPointType == onnx::TensorProto::INT16)
            addInitializer(g, rawTensor<std::int16_t>(name + "_zero_point", zeroPointType, {}, { 0 }));
        else
            addInitializer(g, rawTensor<std::uint16_t>(name + "_zero_point", zeroPointType, {}, { zeroPoint16 }));
        addNode(g, "QuantizeLinear", { source, name + "_scale", name + "_zero_point" },
            { name + "_QuantizeLinear_Output" }, name + "_QuantizeLinear");
        addNode(g, "DequantizeLinear", { name + "_QuantizeLinear_Output", name + "_scale", name + "_zero_point" },
            { name + "_DequantizeLinear_Output" }, name + "_DequantizeLinear");
    }

    void addWeight(onnx::GraphProto& g, const std::string& name, const std::vector<std::int64_t>& dims,
        const std::vector<float>& w)
    {
        const auto [q, scale] = perTensorInt8(w);
        addInitializer(g, rawTensor(name + "_quantized", onnx::TensorProto::INT8, dims, q));
        addInitializer(g, floatTensor(name + "_scale", {}, { scale }));
        addInitializer(g, rawTensor<std::int8_t>(name + "_zero_point", onnx::TensorProto::INT8, {}, { 0 }));
        addNode(g, "DequantizeLinear", { name + "_quantized", name + "_scale", name + "_zero_point" },
            { name + "_DequantizeLinear_Output" }, name + "_DequantizeLinear");
    }
}

/// 3×3 max pooling, stride 1, padded to keep the size.
void addPool(onnx::NodeProto& node)
{
    setInts(node, "kernel_shape", { 3, 3 });
    setInts(node, "pads", { 1, 1, 1, 1 });
}

Weights makeWeights()
{
    std::mt19937 rng(7);
    std::normal_distribution<float> normal(0.f, 0.3f);
    Weights w;
    w.w1.resize(kMid * kIn * 9);
    for (std::size_t i = 0; i < w.w1.size(); ++i)
        w.w1[i] = normal(rng) * (i < kIn * 9 ? kBigChannel / 10 : 0.1f);
    w.b1.resize(kMid);
    for (auto& b : w.b1)
        b = normal(rng);
    w.w2.resize(kOut * kMid);
    for (auto& v : w.w2)
        v = normal(rng);
    return w;
}

/// x → Conv(w1, b1) → c1 → [MaxPool → p1 →] Relu → r1 → Conv(w2) → y.
onnx::ModelProto floatModel(const Weights& w, bool pool)
{
    auto model = makeModel(21, 10);
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 1, kIn, kSide, kSide });
    addInitializer(g, floatTensor("w1", { kMid, kIn, 3, 3 }, w.w1));
    addInitializer(g, floatTensor("b1", { kMid }, w.b1));
    addInitializer(g, floatTensor("w2", { kOut, kMid, 1, 1 }, w.w2));
    addConvPads(addNode(g, "Conv", { "x", "w1", "b1" }, { "c1" }, "conv1"));
    if (pool)
        addPool(addNode(g, "MaxPool", { "c1" }, { "p1" }, "pool1"));
    addNode(g, "Relu", { pool ? "p1" : "c1" }, { "r1" }, "relu1");
    addNode(g, "Conv", { "r1", "w2" }, { "y" }, "conv2");
    addOutput(g, "y", { 1, kOut, kSide, kSide });
    return model;
}

onnx::ModelProto quantModel(const Weights& w, bool c1Wide)
{
    PoolQuantization q;
    q.c1Wide = c1Wide;
    return quantModelWith(w, q, false);
}

onnx::ModelProto quantModelWithPool(const Weights& w, PoolQuantization q) { return quantModelWith(w, q, true); }

/// The QDQ twin as ONNX Runtime's quantizer writes it. `c1Wide`: c1's pair at uint16 over the same range
/// (what the simulator's "16 bit" means), to check a re-run against a whole run.
onnx::ModelProto quantModelWith(const Weights& w, PoolQuantization q, bool pool)
{
    const bool c1Wide = q.c1Wide;
    auto model = makeModel(21, 10);
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 1, kIn, kSide, kSide });
    const QuantOf x = asymmetric(-4.f, 4.f);
    addActivationPair(g, "x", "x", x);
    addWeight(g, "w1", { kMid, kIn, 3, 3 }, w.w1);
    const float w1Scale = perTensorInt8(w.w1).second;
    std::vector<std::int32_t> b1(w.b1.size());
    for (std::size_t i = 0; i < b1.size(); ++i)
        b1[i] = static_cast<std::int32_t>(std::lround(w.b1[i] / (x.scale * w1Scale)));
    addInitializer(g, rawTensor("b1_quantized", onnx::TensorProto::INT32, { kMid }, b1));
    addInitializer(g, floatTensor("b1_quantized_scale", {}, { x.scale * w1Scale }));
    addInitializer(g, rawTensor<std::int32_t>("b1_quantized_zero_point", onnx::TensorProto::INT32, {}, { 0 }));
    addNode(g, "DequantizeLinear", { "b1_quantized", "b1_quantized_scale", "b1_quantized_zero_point" },
        { "b1_DequantizeLinear_Output" }, "b1_DequantizeLinear");
    addConvPads(
        addNode(g, "Conv", { "x_DequantizeLinear_Output", "w1_DequantizeLinear_Output", "b1_DequantizeLinear_Output" },
            { "c1" }, "conv1"));
    const QuantOf c1 = asymmetric(-kC1Range, kC1Range);
    // The range the 8-bit parameters stand for, with 65,536 levels.
    const auto addWidePair = [&](const std::string& name, const std::string& source, QuantOf eight) {
        const float low = -static_cast<float>(eight.zeroPoint) * eight.scale,
                    high = (255 - eight.zeroPoint) * eight.scale;
        if (q.signed16) { // int16, symmetric over the larger magnitude (in double, as a quantizer derives it)
            const double s = eight.scale, z = eight.zeroPoint;
            const double bound = std::max(std::abs(s * (0 - z)), std::abs(s * (255 - z)));
            addActivationPair(g, name, source, { static_cast<float>(bound / 32767.0), 0 }, onnx::TensorProto::INT16);
            return;
        }
        const float scale = (high - low) / 65535.f;
        addActivationPair(g, name, source, { scale, 0 }, onnx::TensorProto::UINT16,
            static_cast<std::uint16_t>(std::lround(-low / scale)));
    };
    if (c1Wide)
        addWidePair("c1", "c1", c1);
    else
        addActivationPair(g, "c1", "c1", c1);
    if (pool) {
        addPool(addNode(g, "MaxPool", { "c1_DequantizeLinear_Output" }, { "p1" }, "pool1"));
        if (q.p1Wide)
            addWidePair("p1", "p1", c1);
        else
            addActivationPair(g, "p1", "p1", q.shared ? c1 : asymmetric(-kC1Range / 2, kC1Range));
    }
    addNode(g, "Relu", { pool ? "p1_DequantizeLinear_Output" : "c1_DequantizeLinear_Output" }, { "r1" }, "relu1");
    if (q.r1Wide)
        addWidePair("r1", "r1", asymmetric(0.f, kR1Range));
    else
        addActivationPair(g, "r1", "r1", asymmetric(0.f, kR1Range));
    addWeight(g, "w2", { kOut, kMid, 1, 1 }, w.w2);
    addNode(g, "Conv", { "r1_DequantizeLinear_Output", "w2_DequantizeLinear_Output" }, { "y" }, "conv2");
    addOutput(g, "y", { 1, kOut, kSide, kSide });
    return model;
}

std::shared_ptr<const runtime::CompiledModel> compiled(const onnx::ModelProto& proto)
{
    auto graph = importModel(proto);
    EXPECT_TRUE(graph.ok()) << (graph.ok() ? "" : graph.error().toString());
    auto model = runtime::CompiledModel::compile(graph.value());
    EXPECT_TRUE(model.ok()) << (model.ok() ? "" : model.error().toString());
    return model.ok() ? model.value() : nullptr;
}

std::map<std::string, runtime::Tensor> sample(unsigned seed)
{
    std::mt19937 rng(seed);
    std::normal_distribution<float> normal(0.f, 1.f);
    runtime::Tensor x(DType::Float32, { 1, kIn, kSide, kSide });
    for (std::size_t i = 0; i < x.size(); ++i)
        x.mutableData<float>()[i] = std::clamp(normal(rng), -3.9f, 3.9f);
    return { { "x", std::move(x) } };
}

void writeNpy(const std::string& path, const runtime::Tensor& x)
{
    onnx_test::writeFile(
        path, npyHeader(x.dtype(), x.shape()) + std::string(reinterpret_cast<const char*>(x.bytes()), x.byteSize()));
}

std::unique_ptr<sim::Simulator> simulatorOf(const Weights& weights, unsigned samples)
{
    sim::Simulator::Setup setup;
    setup.floatModel = compiled(floatModel(weights));
    setup.quantModel = compiled(quantModel(weights));
    for (unsigned s = 1; s <= samples; ++s)
        setup.samples.push_back(sample(s));
    setup.threads = 2;
    auto created = sim::Simulator::create(std::move(setup));
    EXPECT_TRUE(created.ok()) << (created.ok() ? "" : created.error().toString());
    return created ? std::move(created).value() : nullptr;
}

std::vector<std::string> calibrationFiles(const std::string& tag, const std::vector<unsigned>& seeds)
{
    const std::filesystem::path dir = onnx_test::makeTempDir(tag);
    std::vector<std::string> files;
    for (unsigned seed : seeds) {
        files.push_back((dir / ("calib_" + std::to_string(seed) + ".npy")).string());
        writeNpy(files.back(), sample(seed).at("x"));
    }
    return files;
}

} // namespace quantlens::sim_test
