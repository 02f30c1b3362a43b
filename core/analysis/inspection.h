#pragma once
#include "analysis/analysis.h"
#include "util/problem.h"
#include "util/text.h"

#include <optional>
#include <string>
#include <vector>

namespace quantlens {

/// The limits of the inspection flags, editable like the verdict thresholds.
struct InspectionRules {
    /// SigmaStar's rule: an 8-bit tensor whose quantization range (scale × (qmax − qmin), what the
    /// quantized model stores) spans more than this loses too much resolution.
    double u8RangeAbove = 20;
    double clipRatioAbove = 0.001; ///< share of reference values the quantization saturates
    double rangeUseBelow = 0.1; ///< observed range over the representable range
    double ownSqnrBelowDb = 20; ///< the tensor's own quantize-dequantize SQNR

    /// Why these rules are unusable (negative or non-finite limits), or nullopt.
    std::optional<Text> problem() const;
    /// The flag names, which carry their limits: "u8-range>20", "clipping>0.1%", ...
    std::string u8RangeFlag() const;
    std::string clippingFlag() const;
    std::string rangeUseFlag() const;
    std::string ownSqnrFlag() const;
};

/// Why one tensor is where it is: its range against what its quantization can represent, what its
/// own quantization costs, and how much accuracy its op loses. Numbers are absent when the inputs
/// do not give them (no quantization parameters, not compared).
struct TensorInspection {
    std::size_t row = 0;
    std::optional<double> refMin, refMax, range; ///< the reference dump's finite values
    std::optional<double> lowPercentile, highPercentile; ///< 0.01 % and 99.99 %
    std::optional<double> reprMin, reprMax; ///< the quantization's representable range
    std::optional<double> rangeUse; ///< range / (reprMax − reprMin)
    std::optional<double> clipRatio; ///< saturated share of the reference's values
    std::optional<double> ownCos, ownSqnrDb; ///< the reference against its own fake quantization
    std::optional<double> localDrop; ///< see localDrop(); of the first run
    /// Measured by running the models (Analysis::measured): the outputs' cosine it gives back alone at
    /// 16 bit and in float, and its isolated error (its node from float inputs, its own quantization).
    std::optional<double> gain16, gainFloat, isolatedCos;
    std::vector<std::string> flags;
    /// What to move to 16 bit for a flagged tensor, following SigmaStar's rule that only
    /// convolution inputs can be INT16; empty when nothing is flagged.
    std::optional<Text> advice;
};

/// SigmaStar's u8 range rule on a tensor's quantization (not on the dump's observed range).
bool exceedsU8Range(const QuantParams& quant, const InspectionRules& rules);

/// The inspection's numbers a view can colour by (the graph's "Colour by").
enum class InspectionMetric { RangeUse, ClipRatio, OwnSqnr, LocalDrop, Gain16, GainFloat, IsolatedCos };
struct InspectionMetricDescriptor {
    InspectionMetric id;
    const char* key; ///< workspace name: "range_use"
    const char* title; ///< translated in context "Metrics"
    bool higherIsBetter;
};
const std::vector<InspectionMetricDescriptor>& inspectionMetrics();
const InspectionMetricDescriptor& inspectionMetricDescriptor(InspectionMetric id);
std::optional<double> inspectionValue(const TensorInspection& inspection, InspectionMetric metric);

/// One entry per row, in row order.
std::vector<TensorInspection> inspect(const Analysis& analysis, const InspectionRules& rules);

} // namespace quantlens
