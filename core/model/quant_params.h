#pragma once
#include "tensor/dtype.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace quantlens {

/// How one float tensor is quantized.
struct QuantParams {
    DType dtype = DType::UInt8;      ///< uint8 / int8 / uint16 / int16 (int32 for biases)
    std::vector<double> scales;      ///< one, or one per channel
    std::vector<long long> zeroPoints;
    std::optional<int> axis;         ///< channel axis when per-channel
    /// Representable float range per channel: [scale·(qmin−zp), scale·(qmax−zp)], or the min/max
    /// a vendor file gives directly (SigmaStar's quant-param JSON has ranges, no scales).
    std::vector<double> rangeMins;
    std::vector<double> rangeMaxs;
    int bits = 8;
    std::string origin; ///< what it was read from: "QuantizeLinear", "QLinearConv", "SigmaStar JSON", ...

    bool perChannel() const { return scales.size() > 1 || rangeMins.size() > 1; }
    double rangeMin() const; ///< smallest over channels
    double rangeMax() const; ///< largest over channels
    /// Fills rangeMins/rangeMaxs from dtype, scales and zero points.
    void computeRanges();
};

/// Quantization of a quantized model, keyed by the *float* tensor name it stands for.
struct QuantInfo {
    std::map<std::string, QuantParams> byFloatTensor;
    /// Names the quantized model uses for a float tensor ("t_DequantizeLinear_Output",
    /// "t_quantized", ...) → that float tensor's name. Used by the matcher.
    std::map<std::string, std::string> floatNameOf;

    const QuantParams* find(const std::string& floatTensor) const;
};

} // namespace quantlens
