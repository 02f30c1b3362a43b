#pragma once
// Where a compiled QDQ model quantizes what: each activation's QuantizeLinear/DequantizeLinear pair
// (by the float tensor it stands for), the biases whose scale follows from it, and each weight's
// DequantizeLinear. The simulations change these places and nothing else.
#include "runtime/compiled_model.h"
#include "simulation/wide_encoding.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace quantlens::sim {

/// A bias quantized with scale = input scale × weight scale (int32, zero point 0).
struct BiasLink {
    int slot = -1; ///< the bias's DequantizeLinear output (a constant of the compiled model)
    std::string floatName; ///< the float model's bias, requantized from when it has one
    runtime::Tensor quantized; ///< int32 values
    runtime::Tensor scale; ///< its scale (one, or one per output channel)
    std::vector<float> weightScale; ///< of the weight it goes with (one, or one per output channel)
    int weightOutput = -1; ///< that weight's DequantizeLinear output (QuantizedWeight::output)
};

/// One activation quantized by a QuantizeLinear → DequantizeLinear pair.
struct QuantizedActivation {
    std::string floatName; ///< the float model's tensor it stands for
    std::size_t quantizeStep = 0, dequantizeStep = 0;
    int input = -1; ///< the float value QuantizeLinear reads
    int output = -1; ///< what DequantizeLinear gives the rest of the graph
    runtime::Tensor scale; ///< float32, one value or one per channel
    runtime::Tensor zeroPoint; ///< its type is the quantized type (uint8, int8, uint16, int16)
    std::vector<BiasLink> biases;
    /// The activation (index) whose scale and zero point this one shares through a data-movement
    /// operator (simulation/shared_quantization.h): it moves to 16 bit or float with that one. −1: none.
    int sharesWith = -1;
    bool wide() const; ///< 16 bit already
};

/// A weight quantized offline and dequantized by a DequantizeLinear.
struct QuantizedWeight {
    std::string floatName; ///< the float model's weight
    int output = -1; ///< the DequantizeLinear output (a constant of the compiled model)
    std::size_t consumerStep = 0; ///< the Conv/MatMul/Gemm reading it
    runtime::Tensor quantized;
    runtime::Tensor scale;
    runtime::Tensor zeroPoint;
    int axis = 0; ///< of per-channel scales
    int channelAxis = 0; ///< the consumer's output-channel axis of the weight (Conv 0, MatMul 1, …)
};

struct QuantStructure {
    std::vector<QuantizedActivation> activations; ///< in graph order
    std::vector<QuantizedWeight> weights;
    std::map<std::string, std::size_t> activationIndex; ///< by float name
    const QuantizedActivation* activation(const std::string& floatName) const;
};

/// Reads a compiled QDQ model's quantization (QuantizeLinear/DequantizeLinear, default or
/// com.microsoft domain, with constant scales and zero points). A model with none gives an empty
/// structure.
QuantStructure analyseQuantization(const runtime::CompiledModel& quant);

/// The 16-bit parameters of `a` as `encoding` gives them: from the calibrated range [low, high] when
/// there is one (per-tensor tensors), else from the range its 8-bit parameters represent.
std::pair<runtime::Tensor, runtime::Tensor> wideParametersFor(
    const QuantizedActivation& a, WideEncoding encoding, const std::optional<std::pair<double, double>>& calibrated);

/// The same range with 65,536 levels: uint16 for uint8, int16 for int8, scale and zero point
/// re-derived from the range the 8-bit parameters represent (as quantizers derive them).
std::pair<runtime::Tensor, runtime::Tensor> wideParameters(
    const runtime::Tensor& scale, const runtime::Tensor& zeroPoint);

/// The 16-bit parameters a quantizer derives from a calibrated range [low, high] (widened to hold 0):
/// uint16 with scale (high − low) / 65,535 and the zero point rounded, for a uint8 tensor; int16
/// symmetric (scale max|·| / 32,767, zero point 0) for an int8 one. Per tensor.
std::pair<runtime::Tensor, runtime::Tensor> wideParametersFromRange(
    double low, double high, const runtime::Tensor& zeroPoint8);

/// The parameters a quantizer derives from a range [low, high] (widened to hold 0) at the type of
/// `zeroPoint`: asymmetric, scale (high − low) / (qmax − qmin) and zero point round(qmin − low / scale);
/// symmetric (scale max|·| / qmax, zero point 0) when the type is signed and the zero point is 0, as a
/// symmetric quantizer leaves it. Per tensor; the zero point keeps its type.
std::pair<runtime::Tensor, runtime::Tensor> parametersFromRange(
    double low, double high, const runtime::Tensor& zeroPoint);

} // namespace quantlens::sim
