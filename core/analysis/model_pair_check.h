#pragma once
#include "analysis/analysis.h"
#include "model/graph.h"
#include "model/quant_params.h"
#include "model/shape_inference.h"

#include <set>
#include <string>
#include <vector>

namespace quantlens {

/// Whether a quantized model is a quantization of the float model at all.
struct ModelPairCheck {
    std::vector<Finding> findings;
    /// Float tensors whose shape differs in the quantized model: their parameters must not be used.
    std::set<std::string> contradicting;
    /// The models do not belong together: none of the quantized model's parameters may be used.
    bool mismatched = false;
};

/// Compares the two graphs by the shapes they give the tensors they share (both inferred for the
/// same input shapes), by their graph inputs and by their operators (Quantize/Dequantize left out,
/// QOperator ops read as their float twins). Names alone prove nothing: PaddleOCR's detector and
/// recogniser share hundreds of tensor names.
ModelPairCheck compareModels(const Graph& floatGraph, const InferredShapes& floatShapes, const Graph& quantGraph,
    const InferredShapes& quantShapes, const QuantInfo& quant);

/// Shape text for messages, "?" for dimensions not known.
std::string modelShapeText(const std::vector<std::int64_t>& shape);

} // namespace quantlens
