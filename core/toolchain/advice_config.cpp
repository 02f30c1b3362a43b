#include "toolchain/advice_config.h"

#include "precision/export_write.h"
#include "util/text_diff.h"
#include "util/whole_file.h"

#include <filesystem>

namespace quantlens {

std::string advisedMethod(const advisor::Advice& advice)
{
    std::string method;
    for (const auto& step : advice.combination) {
        if (step.lever.rfind("calibration:", 0) == 0)
            method = step.lever.substr(std::string("calibration:").size());
        if (!step.recalibratedWith.empty())
            method = step.recalibratedWith;
    }
    return method;
}

Result<AdviceConfigWritten> writeAdviceConfig(
    const Toolchain& toolchain, const advisor::Advice& advice, const std::string& path)
{
    using R = Result<AdviceConfigWritten>;
    AdviceConfigWritten out;
    std::optional<std::string> existing;
    if (isRegularFile(path)) {
        auto read = readWholeFile(path, file_limits::kConfig);
        if (!read)
            return R::failure(read.error());
        existing = std::move(read).value();
    }
    std::optional<std::string> merged = existing;
    auto apply = [&](Result<std::string> next, const std::string& lever) -> std::optional<Problem> {
        if (!next)
            return next.error();
        merged = std::move(next).value();
        out.written.push_back(lever);
        return std::nullopt;
    };
    // The ranges of the combination before any 16-bit tensor (by float tensor name: the transformed
    // model the user rebuilds from has the same names).
    const advisor::CombinationStep* last = nullptr;
    for (const auto& step : advice.combination)
        if (step.lever != "sixteen_bit")
            last = &step;
    const std::string method = advisedMethod(advice);
    const CalibrationSwitch& calibration = toolchain.calibration;
    if (!method.empty() && calibration.writeRanges && last && !last->variant.ranges.empty()) {
        if (auto failed = apply(calibration.writeRanges(merged, last->variant.ranges, path), "calibration:" + method))
            return R::failure(std::move(*failed));
    } else if (!method.empty() && calibration.writeConfig && !calibration.valueFor(method).empty()) {
        if (auto failed
            = apply(calibration.writeConfig(merged, calibration.valueFor(method), path), "calibration:" + method))
            return R::failure(std::move(*failed));
    } else if (!method.empty())
        out.elsewhere.push_back("calibration:" + method);
    // Bias correction is fitted on the model the transforms before it made: with it, every transform is
    // written by `quantlens transform`, none left to a switch of the toolchain's own.
    bool corrects = false;
    for (const auto& step : advice.combination)
        corrects = corrects || step.lever == "bias_correction";
    for (const auto& step : advice.combination) {
        if (step.lever.empty() || step.lever.rfind("calibration:", 0) == 0)
            continue;
        const LeverSwitch* own = corrects ? nullptr : toolchain.leverSwitch(step.lever);
        const auto lever = std::find_if(
            advice.levers.begin(), advice.levers.end(), [&](const advisor::Lever& l) { return l.name == step.lever; });
        if (own && own->writeConfig) {
            if (auto failed
                = apply(own->writeConfig(merged, lever != advice.levers.end() ? lever->alpha : 0.0, path), step.lever))
                return R::failure(std::move(*failed));
        } else
            out.elsewhere.push_back(step.lever);
    }
    if (out.written.empty())
        return R::failure(
            Problem::make(path, {}, text("advise.nothing_for_config", { rendered(text(toolchain.nameCode)) })));
    auto saved = writeWithBackup(path, *merged);
    if (!saved)
        return R::failure(saved.error());
    out.backup = saved.value();
    out.diff = unifiedDiff(existing.value_or(""), *merged, std::filesystem::path(path).filename().string());
    return R::success(std::move(out));
}

} // namespace quantlens
