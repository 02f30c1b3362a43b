#include "simulation/weight_requantization.h"

#include <algorithm>
#include <cmath>

namespace quantlens::sim {

RequantizedWeight requantizeWeight(const QuantizedWeight& w, const runtime::Tensor& values, bool perChannel)
{
    const auto codes = w.quantized.toInts();
    const DType type = w.quantized.dtype();
    const bool isSigned = type == DType::Int8 || type == DType::Int16;
    const auto zeros = w.zeroPoint.size() > 0 ? w.zeroPoint.toInts() : std::vector<std::int64_t> {};
    const bool symmetric = isSigned && std::all_of(zeros.begin(), zeros.end(), [](auto z) { return z == 0; });
    double largestCode = 0;
    for (const auto c : codes)
        largestCode = std::max(largestCode, static_cast<double>(std::llabs(c)));
    const double qmin = type == DType::Int8 ? -128 : type == DType::Int16 ? -32768 : 0;
    const double qmax = type == DType::Int8 ? 127 : type == DType::Int16 ? 32767 : type == DType::UInt16 ? 65535 : 255;

    // Channels along the axis: outer × channel × inner layout.
    const auto& shape = w.quantized.shape();
    const bool byChannel = (perChannel || w.scale.size() > 1) && !shape.empty();
    const auto axis = static_cast<std::size_t>(w.scale.size() > 1 ? w.axis : w.channelAxis);
    const std::size_t channels = byChannel && axis < shape.size() ? static_cast<std::size_t>(shape[axis]) : 1;
    std::size_t inner = 1;
    for (std::size_t d = axis + 1; byChannel && d < shape.size(); ++d)
        inner *= static_cast<std::size_t>(shape[d]);
    auto channelOf = [&](std::size_t i) { return channels == 1 ? 0 : (i / inner) % channels; };

    const float* x = values.data<float>();
    const std::size_t n = values.size();
    std::vector<double> low(channels, 0.0), high(channels, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t c = channelOf(i);
        low[c] = std::min(low[c], static_cast<double>(x[i]));
        high[c] = std::max(high[c], static_cast<double>(x[i]));
    }
    RequantizedWeight out { runtime::Tensor(DType::Float32, shape), std::vector<float>(channels, 1.0f) };
    std::vector<double> zero(channels, 0.0);
    for (std::size_t c = 0; c < channels; ++c) {
        double scale = 1.0;
        if (symmetric) {
            const double top = largestCode > 0 ? largestCode : qmax;
            const double amax = std::max(-low[c], high[c]);
            scale = amax > 0 ? amax / top : 1.0;
        } else if (high[c] > low[c]) {
            scale = (high[c] - low[c]) / (qmax - qmin);
            zero[c] = std::clamp(std::nearbyint(qmin - low[c] / scale), qmin, qmax);
        }
        out.scale[c] = static_cast<float>(scale);
    }
    const double lowest = symmetric && largestCode > 0 ? -largestCode : qmin;
    const double highest = symmetric && largestCode > 0 ? largestCode : qmax;
    float* y = out.dequantized.mutableData<float>();
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t c = channelOf(i);
        const float s = out.scale[c];
        const double q = std::clamp(std::nearbyint(static_cast<double>(x[i] / s)) + zero[c], lowest, highest);
        y[i] = static_cast<float>(q - zero[c]) * s;
    }
    return out;
}

} // namespace quantlens::sim
