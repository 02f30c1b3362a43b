#pragma once
#include "precision/plan_context.h"
#include "precision/precision_plan.h"
#include "simulation/wide_encoding.h"

namespace quantlens {

/// How a toolchain moves a tensor to 16 bit: the type it writes, and which activations can carry it.
/// Plans, suggestions and searches take this value; which toolchain it belongs to is the registry's
/// business (core/toolchain), never theirs.
struct SixteenBitRule {
    Precision type = Precision::U16;
    /// Only convolution inputs can be 16 bit (SigmaStar's INT16): another tensor's choice moves to
    /// the inputs of the convolutions around it.
    bool convolutionInputsOnly = false;

    bool allows(const PlanTensor& tensor) const { return !convolutionInputsOnly || tensor.convolutionInput; }
    bool operator==(const SixteenBitRule&) const = default;
};

/// The 16-bit type measuring gives a tensor a plan sets to `type`: S16 is symmetric int16 (SigmaStar's,
/// NNIE's, RKNN's INT16) whatever the model's kind; U16 keeps the model's kind (uint16 for the uint8
/// models U16 toolchains take; an int8 model's U16 as uint16 is not simulated yet).
inline sim::WideEncoding wideEncodingOf(Precision type)
{
    return type == Precision::S16 ? sim::WideEncoding::Signed : sim::WideEncoding::FromModel;
}

/// The 16-bit type of a plan's 16-bit entries: int16 when every one says S16, else the model's kind.
inline sim::WideEncoding planWideEncoding(const PrecisionPlan& plan)
{
    bool any = false;
    for (const auto& [tensor, entry] : plan.tensors) {
        if (entry.precision == Precision::U16)
            return sim::WideEncoding::FromModel;
        any |= entry.precision == Precision::S16;
    }
    return any ? sim::WideEncoding::Signed : sim::WideEncoding::FromModel;
}

} // namespace quantlens
