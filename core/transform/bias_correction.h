#pragma once
// Empirical bias correction (Nagel et al. 2019, "Data-Free Quantization", §4.2, measured on data):
// quantizing a layer's weights and its input shifts the mean of its output per channel; that shift is
// taken out of the layer's bias. Each layer corrects the shift it makes itself — its output in the
// quantized model against the same layer with float weights and bias on its input before that input's
// quantization, both on the quantized model's values — so a shift made upstream is corrected upstream
// and not again by every layer after it (correcting each layer's whole shift against the float model at
// once over-corrects: on the real recognizer the shifts grew tenfold in a second pass). One run of the
// quantized model per calibration input. Unlike equalization and SmoothQuant this changes the float model's outputs on
// purpose: the bias is fitted to one quantization (the model's encoding with a given calibration), and a vendor
// quantizer given the corrected float model must calibrate it the same way.
#include "simulation/simulator.h"
#include "transform/transformed_model.h"

namespace quantlens::transform {

/// A Conv or Gemm with a quantized bias: where its output's per-channel mean is compared.
struct BiasSite {
    std::string bias, weight; ///< the float model's initializers
    std::size_t step = 0; ///< the layer's step in the quantized model
    int quantOutput = -1; ///< its output slot (before its own Q/DQ)
    int input = -1; ///< the input it reads (a DequantizeLinear's output)
    int inputBeforeQuantization = -1; ///< what that input's QuantizeLinear reads (`input` when none)
    int weightInput = -1, biasInput = -1; ///< the DequantizeLinear outputs of its weight and bias
    std::size_t channels = 0;
};

struct BiasCorrectionOptions {
    /// Calibration inputs the means are taken over (the first ones): a per-channel mean over every
    /// position of a few inputs is already steady, and each pass runs the quantized model on each.
    std::size_t inputs = 8;
};

struct BiasCorrection {
    FloatParameters parameters; ///< the corrected biases, by the float model's name
    std::size_t sites = 0;
    /// Mean over sites of the largest |mean shift| of a channel relative to that channel's float spread
    /// (RMS), before the correction: how much there was to correct.
    double shiftBefore = 0;
};

/// The biases of the quantized model's Conv/Gemm layers (each activation's BiasLinks with a float bias).
std::vector<BiasSite> biasSites(const sim::Simulator& simulator);

/// Bias correction fitted to the quantized model with `variant` applied: each layer is compared with
/// its float weights and bias in `reference` (the transforms' parameters, else the float model's); the
/// new bias is the variant's (a correction fitted before, refined) minus the shift that remains. Fails
/// naming the calibration file or run that failed, or a cancellation.
Result<BiasCorrection> correctBiases(const sim::Simulator& simulator, const sim::Variant& variant,
    const FloatParameters& reference, const std::vector<std::string>& files, const BiasCorrectionOptions& options = {},
    const ProgressCallback& progress = {});

} // namespace quantlens::transform
