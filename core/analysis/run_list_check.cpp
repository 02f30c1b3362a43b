#include "analysis/run_list_check.h"

#include <filesystem>
#include <map>

namespace quantlens {
namespace {
    /// One spelling per file: "dumps/sim", "./dumps/sim/", its absolute form and a symbolic link to
    /// it are the same run.
    std::string samePathKey(const std::string& path)
    {
        std::error_code error;
        auto absolute = std::filesystem::weakly_canonical(path, error);
        if (error)
            absolute = std::filesystem::path(path).lexically_normal();
        auto key = absolute.generic_string();
        while (key.size() > 1 && key.back() == '/')
            key.pop_back();
        return key;
    }
}

std::optional<Problem> checkRunList(const RunInfo& reference, const std::vector<RunInfo>& candidates)
{
    if (candidates.size() > kMaxRuns)
        return Problem::make(candidates[kMaxRuns].path, {},
            text("inputs.too_many_runs", { std::to_string(candidates.size()), std::to_string(kMaxRuns) }));
    std::map<std::string, const RunInfo*> byLabel, byPath;
    if (!reference.path.empty())
        byPath.emplace(samePathKey(reference.path), &reference);
    for (const RunInfo& run : candidates) {
        if (!byLabel.emplace(run.label, &run).second)
            return Problem::make(run.path, {}, text("inputs.duplicate_label", { run.label }));
        if (run.path.empty())
            continue;
        const auto [it, added] = byPath.emplace(samePathKey(run.path), &run);
        if (!added)
            return Problem::make(run.path, {}, text("inputs.duplicate_path", { it->second->label, run.label }));
    }
    return std::nullopt;
}

} // namespace quantlens
