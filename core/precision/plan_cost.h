#pragma once
#include "precision/plan_context.h"
#include "precision/precision_plan.h"

#include <cstddef>

namespace quantlens {

/// What a plan costs, estimated from the float graph's shapes: 16-bit activations double their
/// bytes, and the convolutions and matrix products reading them run at 16 bit (Hisi: about 2×).
struct PlanCost {
    std::size_t wideTensors = 0; ///< activations at 16 bit or float
    double macShare = 0; ///< MACs of compute ops whose activation input is wide / all MACs
    double activationShare = 0; ///< elements of wide activations / all activation elements
    /// The budget a plan is held to: the larger share, so neither compute nor memory is hidden.
    double share() const { return macShare > activationShare ? macShare : activationShare; }
};

PlanCost planCost(const PrecisionPlan& plan, const PlanContext& context);

} // namespace quantlens
