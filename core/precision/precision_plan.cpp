#include "precision/precision_plan.h"

namespace quantlens {
namespace {
    struct PrecisionName {
        Precision precision;
        const char* key;
    };
    constexpr PrecisionName kPrecisions[] = { { Precision::U8, "U8" }, { Precision::S8, "S8" },
        { Precision::U16, "U16" }, { Precision::S16, "S16" }, { Precision::Float, "FP32" } };

    struct SourceName {
        PlanSource source;
        const char* key;
    };
    constexpr SourceName kSources[] = { { PlanSource::User, "user" }, { PlanSource::Suggested, "suggested" },
        { PlanSource::Imported, "imported" } };
}

const char* precisionKey(Precision p)
{
    for (const auto& n : kPrecisions)
        if (n.precision == p)
            return n.key;
    return "U8";
}

std::optional<Precision> precisionFromKey(const std::string& key)
{
    for (const auto& n : kPrecisions)
        if (key == n.key)
            return n.precision;
    return std::nullopt;
}

const char* planSourceKey(PlanSource s)
{
    for (const auto& n : kSources)
        if (n.source == s)
            return n.key;
    return "user";
}

std::optional<PlanSource> planSourceFromKey(const std::string& key)
{
    for (const auto& n : kSources)
        if (key == n.key)
            return n.source;
    return std::nullopt;
}

Precision PrecisionPlan::precisionOf(const std::string& tensor, const std::string& opType) const
{
    if (auto it = tensors.find(tensor); it != tensors.end())
        return it->second.precision;
    if (auto it = opTypes.find(opType); it != opTypes.end())
        return it->second;
    return wholeModel.value_or(defaultPrecision);
}

bool operator==(const PlanEntry& a, const PlanEntry& b)
{
    return a.precision == b.precision && a.source == b.source && a.reason.code == b.reason.code
        && a.reason.args == b.reason.args;
}

bool PrecisionPlan::operator==(const PrecisionPlan& o) const
{
    return defaultPrecision == o.defaultPrecision && wholeModel == o.wholeModel && opTypes == o.opTypes
        && tensors == o.tensors;
}

} // namespace quantlens
