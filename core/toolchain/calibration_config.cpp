#include "toolchain/calibration_config.h"

#include "precision/export_write.h"
#include "util/text_diff.h"
#include "util/whole_file.h"

#include <filesystem>

namespace quantlens {

bool calibrationWritable(const Toolchain& toolchain)
{
    return toolchain.calibration.writeConfig || toolchain.calibration.writeRanges;
}

Result<CalibrationSettingWritten> writeCalibrationSetting(const Toolchain& toolchain, const std::string& method,
    const std::map<std::string, sim::TensorRange>& ranges, const std::string& path)
{
    using R = Result<CalibrationSettingWritten>;
    const CalibrationSwitch& setting = toolchain.calibration;
    const std::string name = rendered(text(toolchain.nameCode));
    if (!calibrationWritable(toolchain))
        return R::failure(Problem::make(
            path, {}, text("calib.setting_in_code", { name, *setting.setting ? std::string(setting.setting) : "-" })));
    CalibrationSettingWritten out;
    out.value = setting.writeRanges ? method : setting.valueFor(method);
    if (out.value.empty())
        return R::failure(Problem::make(path, {}, text("calib.no_setting_for_method", { name, method })));
    if (setting.writeRanges && ranges.empty())
        return R::failure(Problem::make(path, {}, text("calib.no_ranges_to_write", { name })));
    std::optional<std::string> existing;
    if (isRegularFile(path)) {
        auto read = readWholeFile(path, file_limits::kConfig);
        if (!read)
            return R::failure(read.error());
        existing = std::move(read).value();
    }
    auto merged = setting.writeRanges ? setting.writeRanges(existing, ranges, path)
                                      : setting.writeConfig(existing, out.value, path);
    if (!merged)
        return R::failure(merged.error());
    auto saved = writeWithBackup(path, merged.value());
    if (!saved)
        return R::failure(saved.error());
    out.backup = saved.value();
    out.diff = unifiedDiff(existing.value_or(""), merged.value(), std::filesystem::path(path).filename().string());
    return R::success(std::move(out));
}

} // namespace quantlens
