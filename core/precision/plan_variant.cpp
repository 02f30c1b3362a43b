#include "precision/plan_variant.h"

namespace quantlens::sim {

Variant variantForPlan(const PrecisionPlan& plan, const Simulator& simulator, std::vector<std::string>* unplaced)
{
    Variant v;
    const Graph& floatGraph = simulator.floatModel().graph();
    for (const auto& a : simulator.structure().activations) {
        const Node* producer = floatGraph.producer(a.floatName);
        const Precision p = plan.precisionOf(a.floatName, producer ? producer->opType : std::string("Input"));
        if (p == Precision::Float)
            v.activations[a.floatName] = Choice::Float;
        else if (p == Precision::U16 || p == Precision::S16)
            v.activations[a.floatName] = Choice::Wide;
    }
    if (unplaced)
        for (const auto& [name, entry] : plan.tensors)
            if (isWide(entry.precision) && !simulator.structure().activation(name))
                unplaced->push_back(name);
    return v;
}

} // namespace quantlens::sim
