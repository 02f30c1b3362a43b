#pragma once
#include "precision/plan_format.h"

#include <optional>
#include <string>
#include <vector>

namespace quantlens {

/// A plan written in one vendor format, as a ticket carries it: the file, the diff against what the
/// user's config held before (or against nothing), or why the format could not take the plan.
struct PlanExport {
    const PlanFormat* format = nullptr;
    std::string fileName; ///< "pulsar2.json", "input_config.ini", ... (the user's own name when merged)
    std::optional<std::string> content;
    std::string diff;
    std::vector<Problem> warnings;
    std::optional<Problem> failure; ///< set when `content` is empty
};

/// The user's existing vendor config, merged into instead of written afresh.
struct ExistingConfig {
    std::string path;
    std::string content;
};

/// The format an existing config file is in, told by its content (detectPlanFormat()).
const PlanFormat* planFormatOfFile(const ExistingConfig& config, const PlanContext& context);

/// Why `config` is no config the plan can be merged into (its format cannot merge into it, or it is
/// a "list" none of whose lines names a tensor of the model: some other file); nullopt when it is one.
std::optional<Problem> configProblem(const ExistingConfig& config, const PlanContext& context);

/// The plan in every registered format; with `existing`, that file's format is merged into it (and
/// its diff is against it) and the other formats are written afresh.
std::vector<PlanExport> exportPlanEverywhere(
    const PrecisionPlan& plan, const PlanContext& context, const std::optional<ExistingConfig>& existing);

} // namespace quantlens
