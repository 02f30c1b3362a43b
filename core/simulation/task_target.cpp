#include "simulation/task_target.h"

#include "util/number_text.h"

#include <charconv>
#include <cmath>

namespace quantlens::sim {
namespace {
    struct Name {
        const char* text;
        OutputKind kind;
    };
    constexpr Name kNames[] = { { "top1", OutputKind::Classification }, { "text", OutputKind::Sequence },
        { "iou", OutputKind::Mask }, { "sqnr", OutputKind::Regression } };
}

std::optional<TaskTarget> parseTaskTarget(const std::string& text)
{
    const auto at = text.find(">=");
    if (at == std::string::npos)
        return std::nullopt;
    const std::string name = text.substr(0, at), value = text.substr(at + 2);
    for (const Name& n : kNames) {
        if (name != n.text)
            continue;
        double v = 0;
        const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), v);
        if (error != std::errc() || end != value.data() + value.size() || !std::isfinite(v))
            return std::nullopt;
        if (n.kind != OutputKind::Regression && (v < 0 || v > 1))
            return std::nullopt;
        return TaskTarget { n.kind, v };
    }
    return std::nullopt;
}

std::string taskTargetText(const TaskTarget& target)
{
    for (const Name& n : kNames)
        if (n.kind == target.kind)
            return std::string(n.text) + ">=" + formatNumber(target.atLeast);
    return {};
}

std::optional<double> taskScore(const Measurement& measured, const std::vector<std::size_t>& inputs, OutputKind kind)
{
    double sum = 0;
    std::size_t counted = 0;
    auto add = [&](std::size_t sample) {
        std::optional<double> lowest;
        for (const auto& o : measured.samples[sample])
            if (o.task && o.task->kind == kind && std::isfinite(o.task->agreement)
                && (!lowest || o.task->agreement < *lowest))
                lowest = o.task->agreement;
        if (lowest) {
            sum += *lowest;
            ++counted;
        }
    };
    if (inputs.empty())
        for (std::size_t s = 0; s < measured.samples.size(); ++s)
            add(s);
    else
        for (std::size_t s : inputs)
            if (s < measured.samples.size())
                add(s);
    if (counted == 0)
        return std::nullopt;
    return sum / static_cast<double>(counted);
}

} // namespace quantlens::sim
