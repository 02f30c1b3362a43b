#include "precision/plan_exports.h"

#include "util/text_diff.h"

#include <filesystem>

namespace quantlens {
namespace {
    /// The name a fresh export gets: what each vendor's tool calls the file.
    std::string defaultFileName(const PlanFormat& format)
    {
        const std::string key = format.key;
        if (key == "pulsar2")
            return "pulsar2_config.json";
        if (key == "sigmastar-ini")
            return "input_config.ini";
        if (key == "sigmastar-json")
            return "quant_param.json";
        return key + format.extension;
    }
}

const PlanFormat* planFormatOfFile(const ExistingConfig& config, const PlanContext& context)
{
    const std::string suffix = std::filesystem::path(config.path).extension().string();
    for (const auto& f : planFormats())
        if (suffix == f.extension && f.read(config.content, context, config.path))
            return &f;
    return nullptr;
}

std::vector<PlanExport> exportPlanEverywhere(
    const PrecisionPlan& plan, const PlanContext& context, const std::optional<ExistingConfig>& existing)
{
    const PlanFormat* mergedFormat = existing ? planFormatOfFile(*existing, context) : nullptr;
    std::vector<PlanExport> out;
    for (const auto& format : planFormats()) {
        PlanExport e;
        e.format = &format;
        const bool merged = &format == mergedFormat;
        e.fileName = merged ? std::filesystem::path(existing->path).filename().string() : defaultFileName(format);
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
