#pragma once
// The loops of QuantizeLinear and DequantizeLinear over one run of elements sharing a scale and zero
// point, built for the CPU's vector units (most of a QDQ model's elements pass through them twice).
#include <cstddef>
#include <cstdint>

namespace quantlens::runtime {

/// out = saturate(round_half_even(x / scale) + zeroPoint), NaN to the lowest level, as ONNX Runtime:
/// x / scale is clamped to [qmin − zeroPoint, qmax − zeroPoint] before rounding.
void quantizeRun(const float* x, std::size_t n, float scale, std::int32_t zeroPoint, std::uint8_t* out);
void quantizeRun(const float* x, std::size_t n, float scale, std::int32_t zeroPoint, std::int8_t* out);
void quantizeRun(const float* x, std::size_t n, float scale, std::int32_t zeroPoint, std::uint16_t* out);
void quantizeRun(const float* x, std::size_t n, float scale, std::int32_t zeroPoint, std::int16_t* out);

/// out = (q − zeroPoint) · scale, the difference taken in int32, as ONNX Runtime.
void dequantizeRun(const std::uint8_t* q, std::size_t n, float scale, std::int32_t zeroPoint, float* out);
void dequantizeRun(const std::int8_t* q, std::size_t n, float scale, std::int32_t zeroPoint, float* out);
void dequantizeRun(const std::uint16_t* q, std::size_t n, float scale, std::int32_t zeroPoint, float* out);
void dequantizeRun(const std::int16_t* q, std::size_t n, float scale, std::int32_t zeroPoint, float* out);
void dequantizeRun(const std::int32_t* q, std::size_t n, float scale, std::int32_t zeroPoint, float* out);

} // namespace quantlens::runtime
