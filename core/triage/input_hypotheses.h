#pragma once
#include "analysis/input_agreement.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace quantlens {

/// What explains a difference between two runs' graph input, the hypotheses of the vendors'
/// "input layer first" step: channel order (RGB/BGR), layout (HWC data read as CHW) and a
/// per-channel affine map (mean/std missing, applied twice or different), alone or together.
struct InputExplanation {
    bool layout = false; ///< the candidate holds NHWC data declared NCHW
    std::vector<int> channelOrder; ///< candidate channel i is reference channel channelOrder[i]; empty: same
    std::vector<double> scale, offset; ///< per channel, candidate ≈ scale·reference + offset; empty: none
    double cosine = 0; ///< reference against the candidate after undoing the above
    double relativeError = 0; ///< ‖difference‖ / ‖candidate‖ after undoing the above
};

struct InputDiagnosis {
    double cosine = 0; ///< the inputs as given
    double relativeError = 0;
    /// The simplest explanation whose corrected cosine reaches the limit; nullopt when none does
    /// (another image, a different resize, noise) or the input has no small channel axis.
    std::optional<InputExplanation> explanation;
    /// The best corrected cosine among all hypotheses, explained or not.
    double bestCorrectedCosine = 0;
    bool agrees = false; ///< the inputs as given agree: nothing to explain
};

/// Compares two flattened row-major tensors of `shape` (the reference's). Channels are the axis
/// of 1 to 4 entries: axis 1 of a 4-D NCHW tensor, else the last axis of an NHWC one.
InputDiagnosis diagnoseInput(const std::vector<double>& reference, const std::vector<double>& candidate,
    const std::vector<std::int64_t>& shape, const InputAgreement& agreement);

} // namespace quantlens
