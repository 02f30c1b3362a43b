#include "analysis/bad_cases.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace quantlens {
namespace {
    bool decoded(const sim::OutputMeasure& o)
    {
        return o.task && o.task->kind != sim::OutputKind::Regression && std::isfinite(o.task->agreement);
    }
}

std::optional<double> decodedAgreement(const Analysis::InputRun& run)
{
    std::optional<double> lowest;
    for (const auto& o : run.outputs)
        if (decoded(o) && (!lowest || o.task->agreement < *lowest))
            lowest = o.task->agreement;
    return lowest;
}

std::optional<bool> decodedEqual(const Analysis::InputRun& run)
{
    std::optional<bool> all;
    for (const auto& o : run.outputs)
        if (decoded(o))
            all = all.value_or(true) && o.task->equal;
    return all;
}

std::vector<std::size_t> badCaseOrder(const std::vector<Analysis::InputRun>& runs)
{
    std::vector<std::size_t> order(runs.size());
    std::iota(order.begin(), order.end(), std::size_t { 0 });
    std::vector<std::optional<double>> agreement(runs.size());
    for (std::size_t i = 0; i < runs.size(); ++i)
        agreement[i] = decodedAgreement(runs[i]);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (agreement[a].has_value() != agreement[b].has_value())
            return agreement[a].has_value();
        if (agreement[a] && *agreement[a] != *agreement[b])
            return *agreement[a] < *agreement[b];
        const double ca = runs[a].outputCos, cb = runs[b].outputCos;
        if (std::isnan(ca) != std::isnan(cb))
            return std::isnan(cb);
        return ca < cb;
    });
    return order;
}

} // namespace quantlens
