#pragma once
// SmoothQuant (Xiao et al., "SmoothQuant: Accurate and Efficient Post-Training Quantization for Large
// Language Models", 2023): a MatMul/Gemm input with outlier channels is divided per channel by
// s_c = max|X_c|^α / max|W_c|^(1−α) and the weight's matching rows multiplied by it, X·W = (X/s)·(sW). The
// division is folded into what produces X — a LayerNormalization's scale and bias, or the Mul (γ) → Add (β)
// that ends a LayerNorm written out in plain operators — so the float model's outputs stay the same and the
// quantized activation has channels of more equal range (the weights, quantized per output channel, take
// the outliers instead).
#include "runtime/thread_pool.h"
#include "transform/transformed_model.h"
#include "util/progress.h"

#include <string>
#include <vector>

namespace quantlens::transform {

/// A tensor whose last axis (channels) can be rescaled: what it is folded into, and who reads it.
struct SmoothSite {
    std::string tensor; ///< X
    std::string scale; ///< γ: divided by s
    std::string bias; ///< β: divided by s ("" when none)
    /// The weights multiplied by s along their input channels, with the axis that holds them (MatMul
    /// [K, N]: 0; Gemm with transB: 1).
    std::vector<std::pair<std::string, int>> weights;
    std::size_t channels = 0;
};

/// Every tensor produced by a LayerNormalization (constant scale, bias), or by Add(β) ← Mul(γ) with
/// per-channel constants of its own, that only MatMul/Gemm with constant weights of their own read (and
/// Shape, which scaling does not change).
std::vector<SmoothSite> smoothQuantSites(const runtime::CompiledModel& floatModel);

/// max |X_c| over every calibration input, per site (by tensor name), channel by channel along the last
/// axis. Fails naming the file that cannot be read or run, or a cancellation.
Result<std::map<std::string, std::vector<float>>> channelMaxima(const runtime::CompiledModel& floatModel,
    const std::vector<std::string>& files, const std::vector<SmoothSite>& sites, runtime::ThreadPool& pool,
    const ProgressCallback& progress = {});

/// The new parameters of SmoothQuant with migration strength `alpha` (0…1) at every site with maxima.
FloatParameters smoothQuant(const runtime::CompiledModel& floatModel, const std::vector<SmoothSite>& sites,
    const std::map<std::string, std::vector<float>>& maxima, double alpha);

} // namespace quantlens::transform
