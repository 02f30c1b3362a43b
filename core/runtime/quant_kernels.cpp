#include "runtime/quant_kernels.h"

#include "metrics/simd_clones.h"

#include <cmath>
#include <limits>

namespace quantlens::runtime {
namespace {
    template <class Q>
    QUANTLENS_INLINE void quantizeLoop(const float* x, std::size_t n, float scale, std::int32_t zeroPoint, Q* out)
    {
        const float lo = static_cast<float>(std::numeric_limits<Q>::min() - zeroPoint);
        const float hi = static_cast<float>(std::numeric_limits<Q>::max() - zeroPoint);
        for (std::size_t i = 0; i < n; ++i) {
            float v = x[i] / scale;
            v = v >= lo ? v : lo; // NaN fails the comparison: the lowest level, as MAXPS gives it
            v = v <= hi ? v : hi;
            out[i] = static_cast<Q>(static_cast<std::int32_t>(std::nearbyint(v)) + zeroPoint);
        }
    }

    template <class Q>
    QUANTLENS_INLINE void dequantizeLoop(const Q* q, std::size_t n, float scale, std::int32_t zeroPoint, float* out)
    {
        for (std::size_t i = 0; i < n; ++i)
            out[i] = static_cast<float>(static_cast<std::int32_t>(q[i]) - zeroPoint) * scale;
    }
}

// One clone set per element type: target_clones does not apply to templates.
#define QUANTLENS_QUANTIZE(Q)                                                                                          \
    QUANTLENS_MULTIVERSION void quantizeRun(const float* x, std::size_t n, float scale, std::int32_t zp, Q* out)       \
    {                                                                                                                  \
        quantizeLoop(x, n, scale, zp, out);                                                                            \
    }                                                                                                                  \
    QUANTLENS_MULTIVERSION void dequantizeRun(const Q* q, std::size_t n, float scale, std::int32_t zp, float* out)     \
    {                                                                                                                  \
        dequantizeLoop(q, n, scale, zp, out);                                                                          \
    }
QUANTLENS_QUANTIZE(std::uint8_t)
QUANTLENS_QUANTIZE(std::int8_t)
QUANTLENS_QUANTIZE(std::uint16_t)
QUANTLENS_QUANTIZE(std::int16_t)
#undef QUANTLENS_QUANTIZE

QUANTLENS_MULTIVERSION void dequantizeRun(
    const std::int32_t* q, std::size_t n, float scale, std::int32_t zp, float* out)
{
    // int32 values (biases) minus a zero point can leave int32's range: subtract in 64 bits. Real
    // biases have zero point 0, where this equals ONNX Runtime's int32 arithmetic exactly.
    for (std::size_t i = 0; i < n; ++i)
        out[i] = static_cast<float>(static_cast<std::int64_t>(q[i]) - zp) * scale;
}

} // namespace quantlens::runtime
