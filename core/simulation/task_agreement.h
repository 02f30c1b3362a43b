#pragma once
// Does the quantized model give the same answer as the float model, judged the way the output is used
// rather than by its cosine: a classifier's top class, a CTC recognizer's decoded string, a mask's pixels
// at 0.5, a regression output's SQNR. The kind is told from the output's shape (overridable by the caller).
#include "runtime/tensor.h"

#include <optional>
#include <string>
#include <vector>

namespace quantlens::sim {

enum class OutputKind {
    Classification, ///< [N, C]: top-1 (and top-5) of the float output kept
    Sequence, ///< [N, T, C], T > 1: CTC, blank 0 (PaddleOCR, CRNN): the decoded string
    Mask, ///< [N, 1, H, W] or [N, H, W, 1]: segmentation, matte or detection heat map, IoU at 0.5
    Regression, ///< anything else: SQNR in dB
};

/// "classification", "sequence", "mask", "regression".
const char* outputKindName(OutputKind kind);
bool parseOutputKind(const std::string& name, OutputKind& kind);
/// The kind an output of `shape` most likely is.
OutputKind outputKindOf(const runtime::Shape& shape);

struct TaskAgreement {
    OutputKind kind = OutputKind::Regression;
    /// Classification: 1 when the top-1 class is kept, else 0; sequence: 1 − edit distance / the longer
    /// decoded length (1 for two empty strings); mask: IoU of the pixels above 0.5 (1 when both have none);
    /// regression: SQNR in dB.
    double agreement = 0;
    /// The decoded result is identical: the class, the whole string, every mask pixel (regression: no
    /// decoded result, false).
    bool equal = false;
    std::optional<bool> top5; ///< classification: the float top-1 class is among the quantized output's top 5
};

struct Measurement;

/// One graph output's task agreement over the inputs of a measurement.
struct TaskSummary {
    std::string output;
    OutputKind kind = OutputKind::Regression;
    double sum = 0; ///< of the agreements
    std::size_t equal = 0, count = 0; ///< inputs with an identical result, inputs judged
    double mean() const { return count ? sum / static_cast<double>(count) : 0.0; }
    double equalShare() const { return count ? static_cast<double>(equal) / static_cast<double>(count) : 0.0; }
};

/// Per graph output (in the order of the first input's outputs; outputs with no agreement have count 0).
std::vector<TaskSummary> taskSummaries(const Measurement& measured);

/// `value` against `reference` (the float output), judged as `kind`; nullopt when the shapes differ.
std::optional<TaskAgreement> taskAgreement(
    const runtime::Tensor& reference, const runtime::Tensor& value, OutputKind kind);

} // namespace quantlens::sim
