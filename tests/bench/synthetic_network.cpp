#include "synthetic_network.h"

#include <algorithm>

namespace quantlens::bench {
namespace {
    constexpr double kInceptionShare = 0.12;
    constexpr double kLongSkipShare = 0.05;
    constexpr double kBoxHeight = 28;

    class Builder {
    public:
        explicit Builder(SyntheticNetwork& network)
            : m_network(network)
        { }
        int add(const std::string& name, const std::string& opType, const std::vector<int>& inputs)
        {
            const int index = static_cast<int>(m_network.names.size());
            m_network.names.push_back(name);
            m_network.opTypes.push_back(opType);
            m_network.layout.widths.push_back(24 + 7 * static_cast<double>(opType.size()));
            m_network.layout.heights.push_back(kBoxHeight);
            for (int input : inputs)
                m_network.layout.edges.emplace_back(input, index);
            return index;
        }
        std::size_t size() const { return m_network.names.size(); }

    private:
        SyntheticNetwork& m_network;
    };

    int inceptionBlock(Builder& b, Random& random, const std::string& prefix, int input)
    {
        const int paths = 2 + random.below(3);
        std::vector<int> ends;
        for (int p = 0; p < paths; ++p) {
            const std::string path = prefix + "branch" + std::to_string(p + 1) + "/";
            const int length = 1 + random.below(3);
            int x = input;
            for (int k = 0; k < length; ++k) {
                const bool conv = k % 2 == 0;
                x = b.add(path + (conv ? "conv" : "relu") + std::to_string(k / 2 + 1), conv ? "Conv" : "Relu", { x });
            }
            ends.push_back(x);
        }
        return b.add(prefix + "concat", "Concat", ends);
    }

    int residualBlock(Builder& b, Random& random, const std::string& prefix, int input, const std::vector<int>& earlier)
    {
        const int conv1 = b.add(prefix + "conv1", "Conv", { input });
        const int bn1 = b.add(prefix + "bn1", "BatchNormalization", { conv1 });
        const int relu = b.add(prefix + "relu", "Relu", { bn1 });
        const int conv2 = b.add(prefix + "conv2", "Conv", { relu });
        const int bn2 = b.add(prefix + "bn2", "BatchNormalization", { conv2 });
        std::vector<int> sum { bn2, input };
        // A long skip from 3–20 blocks back; never from the block right before, which `input` already is.
        if (earlier.size() > 4 && random.chance(kLongSkipShare)) {
            const int back = 3 + random.below(std::min<int>(18, static_cast<int>(earlier.size()) - 3));
            sum.push_back(earlier[earlier.size() - 1 - static_cast<std::size_t>(back)]);
        }
        return b.add(prefix + "add", "Add", sum);
    }
}

SyntheticNetwork makeSyntheticNetwork(std::size_t nodes, std::uint64_t seed)
{
    SyntheticNetwork network;
    if (nodes == 0)
        return network;
    Random random(seed);
    Builder b(network);
    int current = b.add("stem/conv", "Conv", {});
    current = b.add("stem/bn", "BatchNormalization", { current });
    current = b.add("stem/relu", "Relu", { current });
    std::vector<int> blockOutputs;
    int stage = 1;
    int block = 0;
    int blocksInStage = 4 + random.below(13);
    while (b.size() < nodes) {
        if (block == blocksInStage) {
            ++stage;
            block = 0;
            blocksInStage = 4 + random.below(13);
            current = b.add("stage" + std::to_string(stage) + "/downsample/conv", "Conv", { current });
        }
        ++block;
        const std::string prefix = "stage" + std::to_string(stage) + "/block" + std::to_string(block) + "/";
        current = random.chance(kInceptionShare) ? inceptionBlock(b, random, prefix, current)
                                                 : residualBlock(b, random, prefix, current, blockOutputs);
        blockOutputs.push_back(current);
    }

    // The last block may overshoot: cut it so that sizes in tables are exact.
    network.names.resize(nodes);
    network.opTypes.resize(nodes);
    network.layout.widths.resize(nodes);
    network.layout.heights.resize(nodes);
    const int limit = static_cast<int>(nodes);
    std::erase_if(network.layout.edges, [limit](const auto& e) { return e.first >= limit || e.second >= limit; });
    return network;
}

SyntheticNetwork makeFanInNetwork(std::size_t nodes)
{
    SyntheticNetwork network;
    for (std::size_t i = 0; i + 1 < nodes; ++i) {
        network.names.push_back("branch" + std::to_string(i) + "/relu");
        network.opTypes.push_back("Relu");
        network.layout.widths.push_back(60);
        network.layout.heights.push_back(30);
    }
    network.names.push_back("join/sum");
    network.opTypes.push_back("Sum");
    network.layout.widths.push_back(60);
    network.layout.heights.push_back(30);
    const int join = static_cast<int>(network.names.size()) - 1;
    for (int i = 0; i < join; ++i)
        network.layout.edges.emplace_back(i, join);
    return network;
}

SyntheticNetwork makeWideNetwork(std::size_t nodes, std::size_t branchLength)
{
    SyntheticNetwork network;
    Builder b(network);
    branchLength = std::max<std::size_t>(branchLength, 1);
    for (std::size_t branch = 0; b.size() < nodes; ++branch) {
        const std::string prefix = "branch" + std::to_string(branch) + "/";
        int x = -1;
        for (std::size_t step = 0; step < branchLength && b.size() < nodes; ++step)
            x = b.add(prefix + (step % 2 ? "relu" : "conv") + std::to_string(step), step % 2 ? "Relu" : "Conv",
                x < 0 ? std::vector<int> {} : std::vector<int> { x });
    }
    return network;
}

SyntheticNetwork makeDeepNetwork(std::size_t nodes)
{
    SyntheticNetwork network;
    Builder b(network);
    for (std::size_t i = 0; i < nodes; ++i)
        b.add("layer" + std::to_string(i), i % 2 ? "Relu" : "Conv",
            i == 0 ? std::vector<int> {} : std::vector<int> { static_cast<int>(i) - 1 });
    return network;
}

std::shared_ptr<const Graph> makeSyntheticGraph(const SyntheticNetwork& network, bool constantWeights)
{
    GraphBuilder builder("synthetic.onnx");
    Value input;
    input.name = "input";
    builder.addInput(input);
    std::vector<std::vector<std::string>> inputs(network.names.size());
    for (const auto& [from, to] : network.layout.edges)
        inputs[static_cast<std::size_t>(to)].push_back(network.names[static_cast<std::size_t>(from)] + ":0");
    for (std::size_t i = 0; i < network.names.size(); ++i) {
        Node node;
        node.name = network.names[i];
        node.opType = network.opTypes[i];
        node.inputs = inputs[i].empty() ? std::vector<std::string> { "input" } : inputs[i];
        node.outputs = { node.name + ":0" };
        if (constantWeights && node.opType == "Conv") {
            Node weight;
            weight.name = node.name + "/weight";
            weight.opType = "Constant";
            weight.outputs = { weight.name + ":0" };
            node.inputs.push_back(weight.outputs.front());
            builder.addNode(std::move(weight));
        }
        builder.addNode(std::move(node));
    }
    if (!network.names.empty()) {
        Value output;
        output.name = network.names.back() + ":0";
        builder.addOutput(output);
    }
    auto result = builder.build();
    return result.ok() ? result.value() : nullptr;
}

} // namespace quantlens::bench
