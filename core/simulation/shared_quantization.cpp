#include "simulation/shared_quantization.h"

#include <set>

namespace quantlens::sim {
namespace {
    bool sameValues(const runtime::Tensor& a, const runtime::Tensor& b)
    {
        return a.dtype() == b.dtype() && a.shape() == b.shape() && a.toDoubles() == b.toDoubles();
    }
}

bool movesDataOnly(const std::string& opType)
{
    // Max pooling selects, nearest and linear resizing stay within their input's range; the rest move.
    static const std::set<std::string> ops { "MaxPool", "GlobalMaxPool", "Resize", "Upsample", "Reshape", "Transpose",
        "Flatten", "Squeeze", "Unsqueeze", "Slice", "Split", "Gather", "Identity", "SpaceToDepth", "DepthToSpace",
        "Expand", "Tile" };
    return ops.count(opType) > 0;
}

void linkSharedQuantization(const runtime::CompiledModel& model, QuantStructure& structure)
{
    // The activation whose DequantizeLinear gives each slot.
    std::map<int, std::size_t> byOutput;
    for (std::size_t i = 0; i < structure.activations.size(); ++i)
        byOutput[structure.activations[i].output] = i;
    for (auto& follower : structure.activations) {
        const std::size_t step = follower.input < 0 ? std::string::npos : model.producerStep(follower.input);
        if (step == std::string::npos)
            continue;
        const auto& producer = model.steps()[step];
        if (!movesDataOnly(model.graph().nodes()[producer.node].opType) || producer.inputs.empty())
            continue;
        const auto leader = byOutput.find(producer.inputs[0]);
        if (leader == byOutput.end())
            continue;
        const QuantizedActivation& from = structure.activations[leader->second];
        if (&from != &follower && sameValues(from.scale, follower.scale)
            && sameValues(from.zeroPoint, follower.zeroPoint))
            follower.sharesWith = static_cast<int>(leader->second);
    }
}

} // namespace quantlens::sim
