#pragma once
#include "precision/plan_context.h"
#include "precision/precision_plan.h"

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

} // namespace quantlens
