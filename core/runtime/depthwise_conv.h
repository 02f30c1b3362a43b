#pragma once
#include "runtime/ops/conv_geometry.h"

namespace quantlens::runtime {

/// One plane of a 1-D or 2-D depthwise convolution (one input channel to one output channel):
/// out = taps of `weights` over `in`, plus `bias`. The taps are summed as ONNX Runtime's kernel for a
/// one-row product sums them (groups of four products added left to right, each group added to the
/// running sum, no fused multiply-add; the bias after), so a quantized model's values land on the same
/// side of a rounding step as in ONNX Runtime.
void depthwisePlane(const float* in, const float* weights, float bias, float* out, const ConvGeometry& g);

} // namespace quantlens::runtime
