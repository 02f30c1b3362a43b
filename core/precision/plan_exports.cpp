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

const PlanFormat* planFormatOfFile(const ExistingConfig& config, const PlanContext&)
{
    // By suffix, and for JSON by its shape: a Pulsar2 config is an object (with or without
    // layer_configs yet), SigmaStar's quantization parameters a list.
    const std::string suffix = std::filesystem::path(config.path).extension().string();
    const auto first = config.content.find_first_not_of(" \t\r\n\xef\xbb\xbf");
    const char opening = first == std::string::npos ? '\0' : config.content[first];
    const char* key = suffix == ".ini" ? "sigmastar-ini"
        : suffix == ".txt"             ? "list"
        : suffix != ".json"            ? nullptr
        : opening == '['               ? "sigmastar-json"
                                       : "pulsar2";
    return key ? planFormat(key) : nullptr;
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
