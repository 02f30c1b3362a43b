#pragma once
// What a vendor build says each tensor ended up as, read from whatever the build produced: a quantized
// ONNX model (QDQ or QOperator), a SigmaStar quantization-parameter JSON, a Pulsar2 precision table
// (its QDType column), an RKNN quantization.cfg (quantize_parameters' dtype) or an RKNN
// error_analysis.txt (which tensors exist, and which rows the build left empty because it fused them).
#include "util/result.h"

#include <map>
#include <string>

namespace quantlens {

enum class BuiltType {
    Narrow, ///< 8 bit (or fewer)
    Wide, ///< 16 bit
    Float, ///< not quantized
    Present, ///< the build has the tensor but does not say its type
    Fused, ///< listed with no values: the build merged it into a neighbour
};

struct BuiltPrecisions {
    std::string kind; ///< "onnx", "sigmastar-json", "pulsar2_precision", "rknn-cfg", "rknn_error_analysis"
    std::map<std::string, BuiltType> tensors; ///< by the build's tensor name
    std::map<std::string, std::string> shown; ///< the type as the build writes it ("uint16", "U8", "bit 16")
};

/// Reads the build's output, its kind told by content. Fails naming the file when it is none of the above.
Result<BuiltPrecisions> readBuiltPrecisions(const std::string& path);

} // namespace quantlens
