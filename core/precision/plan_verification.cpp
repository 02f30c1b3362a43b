#include "precision/plan_verification.h"

#include "precision/plan_format.h"

#include <algorithm>

namespace quantlens {
namespace {
    constexpr int kFuseHops = 3; // Conv → BatchNorm → Relu → Clip: as far as a build folds a tensor

    /// The next tensor downstream while the path does not branch: where a build folds this one.
    std::vector<std::string> downstream(const Graph& graph, const std::string& tensor)
    {
        std::vector<std::string> out;
        std::string at = tensor;
        for (int hop = 0; hop < kFuseHops; ++hop) {
            const Value* v = graph.value(at);
            if (!v || v->consumers.size() != 1)
                break;
            const Node& n = graph.nodes()[static_cast<std::size_t>(v->consumers.front())];
            if (n.outputs.size() != 1)
                break;
            at = n.outputs.front();
            out.push_back(at);
        }
        return out;
    }

    bool meets(BuiltType built, Precision planned)
    {
        if (planned == Precision::Float)
            return built == BuiltType::Float;
        return built == BuiltType::Wide || built == BuiltType::Float;
    }
}

const char* planCheckKey(PlanCheck check)
{
    switch (check) {
    case PlanCheck::Applied: return "applied";
    case PlanCheck::NotApplied: return "not_applied";
    case PlanCheck::Fused: return "fused";
    case PlanCheck::Unknown: break;
    }
    return "unknown";
}

std::size_t PlanVerification::count(PlanCheck state) const
{
    return static_cast<std::size_t>(
        std::count_if(entries.begin(), entries.end(), [&](const PlanCheckEntry& e) { return e.state == state; }));
}

PlanVerification verifyPlan(
    const PrecisionPlan& plan, const PlanContext& context, const BuiltPrecisions& built, const std::string& file)
{
    PlanVerification out;
    out.build = file;
    out.kind = built.kind;
    const auto shownOf = [&](const std::string& name) {
        const auto it = built.shown.find(name);
        return it == built.shown.end() ? std::string() : it->second;
    };
    for (const auto& [t, planned] : widePlanTensors(plan, context)) {
        PlanCheckEntry e { t->name, planned, PlanCheck::Unknown, {}, {} };
        const auto it = built.tensors.find(t->name);
        if (it != built.tensors.end() && it->second != BuiltType::Fused) {
            e.found = shownOf(t->name);
            if (it->second == BuiltType::Present)
                e.state = PlanCheck::Unknown; // listed, type not said
            else
                e.state = meets(it->second, planned) ? PlanCheck::Applied : PlanCheck::NotApplied;
        } else if (context.graph) {
            // Gone from the build (or listed empty): merged into the tensor downstream, which decides.
            for (const std::string& next : downstream(*context.graph, t->name)) {
                const auto n = built.tensors.find(next);
                if (n == built.tensors.end() || n->second == BuiltType::Fused)
                    continue;
                e.neighbour = next;
                e.found = shownOf(next);
                if (n->second == BuiltType::Present)
                    e.state = PlanCheck::Unknown;
                else
                    e.state = meets(n->second, planned) ? PlanCheck::Fused : PlanCheck::NotApplied;
                break;
            }
        }
        out.entries.push_back(std::move(e));
    }
    return out;
}

} // namespace quantlens
