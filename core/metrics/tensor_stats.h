#pragma once
#include "metrics/pair_metrics.h"
#include "model/quant_params.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace quantlens {

/// A tensor's own quantization loss: the reference against its own quantize-dequantize.
struct OwnLoss {
    double cosine = 0; ///< as PairMetrics::cosine (both all-zero → 1, one → 0)
    double sqnrDb = 0; ///< as PairMetrics::sqnrDb
};

/// The sums OwnLoss comes from; one per range, merged in a fixed order. Σ x·f is not summed: it is
/// (Σx² + Σf² − Σ(x−f)²) / 2, one multiply-add per value fewer in the hottest statistic.
struct OwnLossSums {
    double referenceSq = 0, fakeSq = 0, differenceSq = 0;
    std::size_t count = 0;

    void merge(const OwnLossSums& o)
    {
        referenceSq += o.referenceSq;
        fakeSq += o.fakeSq;
        differenceSq += o.differenceSq;
        count += o.count;
    }
    OwnLoss finish() const;
};

/// What the metrics pass should also gather for one job, besides the pair metrics.
struct TensorStatsRequest {
    /// Statistics of the reference tensor itself (percentiles, per-channel max |x|, and with
    /// `quant` its own quantization loss and clipping). Asked of one run per tensor only.
    bool reference = false;
    /// Axis of the reference whose channels get a max |x| each (the outlier table); -1: none.
    int channelAxis = -1;
    /// The tensor's quantization in the quantized model: the reference is fake-quantized with it,
    /// and the candidate's values at its lowest and highest level are counted.
    std::optional<QuantParams> quant;

    bool any() const { return reference || quant.has_value(); }
};

/// The answers, per job. Percentiles are exact, interpolated as numpy's default (TailValues keeps
/// the values at those ranks).
struct TensorStats {
    std::optional<double> lowPercentile; ///< 0.01 % of the reference's finite values
    std::optional<double> highPercentile; ///< 99.99 %
    int channelAxis = -1;
    std::vector<double> channelMaxAbs; ///< per channel of `channelAxis`, over finite values
    /// The reference against its own quantize-dequantize with the tensor's scale and zero point
    /// (rounding half to even and clamping, as QuantizeLinear does).
    std::optional<OwnLoss> ownLoss;
    /// Finite reference values that quantization saturates: more than half a step beyond the
    /// representable range of their channel (within half a step they only round).
    std::size_t clippedCount = 0;
    std::size_t referenceFiniteCount = 0;
    /// Candidate values within half a step of the lowest / highest representable level.
    std::size_t candidateAtMin = 0;
    std::size_t candidateAtMax = 0;
    std::size_t candidateFiniteCount = 0;
};

} // namespace quantlens
