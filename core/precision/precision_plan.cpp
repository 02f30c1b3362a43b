#include "precision/precision_plan.h"

namespace quantlens {
namespace {
    struct PrecisionName {
        Precision value;
        const char* key;
    };
    constexpr PrecisionName kPrecisions[] = { { Precision::U8, "U8" }, { Precision::S8, "S8" },
        { Precision::U16, "U16" }, { Precision::S16, "S16" }, { Precision::Float, "FP32" } };

    struct SourceName {
        PlanSource value;
        const char* key;
    };
    constexpr SourceName kSources[] = { { PlanSource::User, "user" }, { PlanSource::Suggested, "suggested" },
        { PlanSource::Imported, "imported" } };

    template <class Table, class Value> const char* keyIn(const Table& table, Value value, const char* fallback)
    {
        for (const auto& n : table)
            if (n.value == value)
                return n.key;
        return fallback;
    }
    template <class Table>
    auto valueIn(const Table& table, const std::string& key) -> std::optional<decltype(table[0].value)>
    {
        for (const auto& n : table)
            if (key == n.key)
                return n.value;
        return std::nullopt;
    }
}

const char* precisionKey(Precision p) { return keyIn(kPrecisions, p, "U8"); }
std::optional<Precision> precisionFromKey(const std::string& key) { return valueIn(kPrecisions, key); }
const char* planSourceKey(PlanSource s) { return keyIn(kSources, s, "user"); }
std::optional<PlanSource> planSourceFromKey(const std::string& key) { return valueIn(kSources, key); }

Precision PrecisionPlan::precisionOf(const std::string& tensor, const std::string& opType) const
{
    if (auto it = tensors.find(tensor); it != tensors.end())
        return it->second.precision;
    return precisionByRules(opType);
}

Precision PrecisionPlan::precisionByRules(const std::string& opType) const
{
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
