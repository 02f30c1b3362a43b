#pragma once
#include "tensor/dtype.h"

#include "util/text.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace quantlens {

/// How one float tensor is quantized.
struct QuantParams {
    DType dtype = DType::UInt8; ///< uint8 / int8 / uint16 / int16 (int32 for biases)
    std::vector<double> scales; ///< one, or one per channel
    std::vector<long long> zeroPoints;
    std::optional<int> axis; ///< channel axis when per-channel
    /// Representable float range per channel: [scale·(qmin−zp), scale·(qmax−zp)], or the min/max
    /// a vendor file gives directly (SigmaStar's quant-param JSON has ranges, no scales).
    std::vector<double> rangeMins;
    std::vector<double> rangeMaxs;
    int bits = 8;
    std::string origin; ///< what it was read from: "QuantizeLinear", "QLinearConv", "SigmaStar JSON", ...
    /// Quantized at run time (ONNX Runtime's dynamic quantization, DynamicQuantizeLinear): each input
    /// gets a scale from its own min/max, so no file holds one. Scales, zero points and ranges stay
    /// empty: there is nothing fixed to check, and integer dumps of the tensor cannot be dequantized.
    bool dynamic = false;

    bool perChannel() const { return scales.size() > 1 || rangeMins.size() > 1; }
    /// A representable range is known (not dynamic): rangeMin()/rangeMax() are numbers, not NaN.
    bool hasRange() const { return !rangeMins.empty() && !rangeMaxs.empty(); }
    double rangeMin() const; ///< smallest over channels; NaN without a range (see hasRange)
    double rangeMax() const; ///< largest over channels; NaN without a range
    /// Fills rangeMins/rangeMaxs from dtype, scales and zero points.
    void computeRanges();
};

/// Quantization of a quantized model, keyed by the *float* tensor name it stands for.
struct QuantInfo {
    std::map<std::string, QuantParams> byFloatTensor;
    /// Names the quantized model uses for a float tensor ("t_DequantizeLinear_Output",
    /// "t_quantized", ...) → that float tensor's name. Used by the matcher.
    std::map<std::string, std::string> floatNameOf;
    /// Float tensors the model quantizes with parameters that were skipped (a scale of 0, NaN or
    /// below 0, a per-channel list of the wrong length): why, as the import's warning says it. A tensor
    /// with such parameters is not a float tensor, and a comparison must not call it one.
    std::map<std::string, Text> unreadable;

    const QuantParams* find(const std::string& floatTensor) const;
};

} // namespace quantlens
