#include "precision/plan_cost.h"

namespace quantlens {

PlanCost planCost(const PrecisionPlan& plan, const PlanContext& context)
{
    PlanCost cost;
    double macs = 0, elements = 0;
    for (const PlanTensor& t : context.tensors) {
        if (!isWide(plan.precisionOf(t.name, t.opType)))
            continue;
        ++cost.wideTensors;
        macs += t.macsReading;
        elements += t.elements;
    }
    cost.macShare = context.totalMacs > 0 ? macs / context.totalMacs : 0;
    cost.activationShare = context.totalElements > 0 ? elements / context.totalElements : 0;
    return cost;
}

} // namespace quantlens
