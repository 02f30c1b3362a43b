#pragma once
#include <cstddef>

namespace quantlens {

/// Statistics of one side (reference or candidate) over its finite elements.
struct SideStats {
    std::size_t finiteCount = 0;
    std::size_t nanCount = 0;
    std::size_t infCount = 0;
    double min = 0; ///< NaN when there is no finite element
    double max = 0;
    double mean = 0;
    double std = 0; ///< population standard deviation (numpy's default, ddof = 0)
    double l2Norm = 0;
};

/// How far a candidate tensor (quantized, board, ...) is from its reference (usually float).
/// Pair metrics cover the element positions where both sides are finite; a NaN or Inf on either
/// side is counted in SideStats and left out of the pair metrics.
struct PairMetrics {
    std::size_t elementCount = 0; ///< elements in the tensor
    std::size_t comparedCount = 0; ///< positions where both sides are finite
    /// Σab / (‖a‖·‖b‖). Both all-zero → 1 (identical); exactly one all-zero → 0.
    double cosine = 0;
    double mse = 0;
    double rmse = 0; ///< √MSE (true root-mean-square, unlike SigmaStar's "RMSE")
    double maxAbsError = 0;
    double meanAbsError = 0;
    /// (‖q‖ − ‖f‖) / ‖f‖ over compared positions; ‖f‖ = 0 gives 0 when ‖q‖ = 0, else +inf.
    double relativeL2NormError = 0;
    /// 20·log10(max(‖f‖, ε) / max(‖f − q‖, ε)), ε = double machine epsilon, as ONNX Runtime's
    /// qdq_loss_debug computes it; higher is better, always finite.
    double sqnrDb = 0;
    /// SigmaStar's "RMSE": Σ|q − f| / Σ|f|, a relative L1 error (0/0 → 0, x/0 → +inf).
    double sigmaStarRelativeL1 = 0;
    SideStats reference;
    SideStats candidate;
};

} // namespace quantlens
