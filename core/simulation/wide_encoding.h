#pragma once
// Which 16-bit type a tensor moved to 16 bit gets. Shared by the simulator and what it measured.

namespace quantlens::sim {

/// The 16-bit type a tensor moved to 16 bit gets: the one the toolchain writes (its registry entry's
/// U16 or S16) or, with no toolchain named, the model's own kind (ONNX Runtime's quantizer).
enum class WideEncoding {
    FromModel, ///< uint16 for a uint8 tensor, int16 for an int8 one
    Unsigned, ///< uint16, asymmetric (Pulsar2's U16)
    Signed, ///< int16, symmetric (SigmaStar's, NNIE's and RKNN's INT16)
};
/// "model", "uint16", "int16": the key reports write.
const char* wideEncodingKey(WideEncoding e);

} // namespace quantlens::sim
