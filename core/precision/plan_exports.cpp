#include "precision/plan_exports.h"

#include "precision/plan_import.h"
#include "util/text_diff.h"

#include <filesystem>

namespace quantlens {
const PlanFormat* planFormatOfFile(const ExistingConfig& config, const PlanContext& context)
{
    const PlanFormat* format = detectPlanFormat(config.content);
    if (std::string(format->key) != "list")
        return format;
    // Any text reads as a tensor list: it is one only when it names tensors of the model.
    const auto read = format->read(config.content, context, config.path);
    return read && (!read.value().tensors.empty() || read.value().wholeModel) ? format : nullptr;
}

std::optional<Problem> configProblem(const ExistingConfig& config, const PlanContext& context)
{
    const PlanFormat* format = planFormatOfFile(config, context);
    if (format == nullptr)
        return Problem::make(config.path, {}, text("plan.not_a_config"));
    // Whether a plan can be merged into it (a Pulsar2 config need not have layer_configs yet).
    const auto merged = format->write(PrecisionPlan {}, context, config.content, config.path);
    if (!merged)
        return merged.error();
    return std::nullopt;
}

std::vector<PlanExport> exportPlanEverywhere(
    const PrecisionPlan& plan, const PlanContext& context, const std::optional<ExistingConfig>& existing)
{
    const PlanFormat* mergedFormat = existing ? planFormatOfFile(*existing, context) : nullptr;
    std::vector<PlanExport> out;
    for (const auto& format : planFormats()) {
        if (!format.fits(context))
            continue; // the NNIE prototxt of an ONNX model: no such file
        PlanExport e;
        e.format = &format;
        const bool merged = &format == mergedFormat;
        e.fileName
            = merged ? std::filesystem::path(existing->path).filename().string() : std::string(format.defaultFileName);
        const std::optional<std::string> before = merged ? std::optional(existing->content) : std::nullopt;
        auto written = format.write(plan, context, before, e.fileName);
        if (!written) {
            e.failure = written.error();
            out.push_back(std::move(e));
            continue;
        }
        e.warnings = written.warnings();
        e.diff = unifiedDiff(before.value_or(""), written.value(), e.fileName);
        e.content = std::move(written).value();
        out.push_back(std::move(e));
    }
    return out;
}

} // namespace quantlens
