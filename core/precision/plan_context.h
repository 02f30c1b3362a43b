#pragma once
#include "model/graph.h"
#include "model/quant_params.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace quantlens {

struct Analysis;

/// What the plan's cost, suggestion and exporters need to know of one activation.
struct PlanTensor {
    std::string name;
    std::string opType; ///< producer's op type, "Input" for graph inputs
    std::string nodeName; ///< producer, empty for graph inputs
    bool nodeNamed = false; ///< the model names the producer (vendors select layers by that name)
    std::size_t nodeOutputs = 0; ///< the producer's output count: a layer setting reaches all of them
    double elements = 0; ///< 0 when the shape is unknown
    /// MACs of the convolutions and matrix products that read this tensor as their activation:
    /// they run at 16 bit when it is 16 bit.
    double macsReading = 0;
    bool convolutionInput = false; ///< read as input 0 of a Conv/ConvTranspose (SigmaStar's INT16 rule)
    std::optional<double> rangeMin, rangeMax; ///< calibrated range (quantization), else the reference's
};

/// The model's activations as the plan sees them, built once per analysis or model.
struct PlanContext {
    std::shared_ptr<const Graph> graph;
    std::vector<PlanTensor> tensors; ///< topological order
    double totalMacs = 0;
    double totalElements = 0;

    const PlanTensor* find(const std::string& name) const;
    std::unordered_map<std::string, std::size_t> index; ///< tensors by name, looked up only
};

/// From an analysis: the rows' tensors, shapes as dumped, calibrated ranges.
PlanContext planContextOf(const Analysis& analysis);
/// From a model alone (exporting a saved plan): shapes as the model declares them, ranges from the
/// quantized model's parameters when given.
PlanContext planContextOf(const std::shared_ptr<const Graph>& graph, const QuantInfo* quant = nullptr);

} // namespace quantlens
