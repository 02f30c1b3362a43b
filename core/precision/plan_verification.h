#pragma once
// Did the vendor build apply the plan? Toolchains silently ignore precision requests (an op type they
// cannot run at 16 bit, a name their optimised graph no longer has, a type reported wrong), so each
// planned tensor is looked up in what the build produced.
#include "precision/built_precisions.h"
#include "precision/plan_context.h"
#include "precision/precision_plan.h"

#include <string>
#include <vector>

namespace quantlens {

enum class PlanCheck {
    Applied, ///< the build has the tensor at the planned precision (or wider)
    NotApplied, ///< the build has it, at 8 bit
    Fused, ///< the build has no such tensor, but the neighbour it was merged into runs at 16 bit
    Unknown, ///< the build has no such name (or does not say its type)
};
const char* planCheckKey(PlanCheck check); ///< "applied", "not_applied", "fused", "unknown"

struct PlanCheckEntry {
    std::string tensor;
    Precision planned = Precision::U16;
    PlanCheck state = PlanCheck::Unknown;
    std::string found; ///< the type as the build writes it, empty when it has none
    std::string neighbour; ///< for Fused (and a NotApplied found through a neighbour): the tensor it went into
};

struct PlanVerification {
    std::string build; ///< the file read
    std::string kind; ///< BuiltPrecisions::kind
    std::vector<PlanCheckEntry> entries; ///< the plan's 16-bit and float tensors, in graph order
    std::size_t count(PlanCheck state) const;
};

/// Checks every tensor the plan widens (its op-type and whole-model rules spelled out, `context` being
/// the float model the plan was made for) against the build. A tensor the build lacks is looked for
/// downstream (up to a few single-consumer nodes: where fusing moves it) before it is called unknown.
PlanVerification verifyPlan(
    const PrecisionPlan& plan, const PlanContext& context, const BuiltPrecisions& built, const std::string& file);

} // namespace quantlens
