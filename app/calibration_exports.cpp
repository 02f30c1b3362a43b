#include "calibration_exports.h"

#include "cli_common.h"
#include "core_text.h"

#include "precision/export_write.h"
#include "util/atomic_file.h"
#include "util/number_text.h"
#include "util/text_diff.h"
#include "util/whole_file.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace quantlens::cli {

/// Holds the translation context of the calibration exports' strings.
class CalibrationExports {
    Q_DECLARE_TR_FUNCTIONS(CalibrationExports)
};

int writeCalibrationSetting(const Toolchain& toolchain, const std::string& method, const QString& path, bool quiet)
{
    const CalibrationSwitch& setting = toolchain.calibration;
    const QString toolchainName = QString::fromStdString(rendered(text(toolchain.nameCode)));
    if (!setting.writeConfig) {
        printError(CalibrationExports::tr("quantlens calibrate: %1 takes its calibration method in code, not in a "
                                          "config file (%2); --config is for toolchains whose config holds it\n")
                       .arg(toolchainName,
                           *setting.setting ? QString::fromLatin1(setting.setting) : CalibrationExports::tr("none")));
        return kExitBadUsage;
    }
    const std::string value = setting.valueFor(method);
    if (value.empty()) {
        printError(CalibrationExports::tr("quantlens calibrate: %1 has no calibration method for '%2'; choose "
                                          "another with --method\n")
                       .arg(toolchainName, QString::fromStdString(method)));
        return kExitBadUsage;
    }
    const std::string file = path.toStdString();
    std::optional<std::string> existing;
    if (isRegularFile(file)) {
        auto read = readWholeFile(file, file_limits::kConfig);
        if (!read) {
            printError(CalibrationExports::tr("quantlens calibrate: %1\n").arg(problemText(read.error())));
            return kExitBadInput;
        }
        existing = std::move(read).value();
    }
    auto merged = setting.writeConfig(existing, value, file);
    if (!merged) {
        printError(CalibrationExports::tr("quantlens calibrate: %1\n").arg(problemText(merged.error())));
        return kExitBadInput;
    }
    auto saved = writeWithBackup(file, merged.value());
    if (!saved) {
        printError(CalibrationExports::tr("quantlens calibrate: %1\n").arg(problemText(saved.error())));
        return kExitFailure;
    }
    if (!quiet) {
        const std::string name = QFileInfo(path).fileName().toStdString();
        printError(QString::fromStdString(unifiedDiff(existing.value_or(""), merged.value(), name)));
        if (!saved.value().empty())
            printError(CalibrationExports::tr("quantlens calibrate: the previous %1 is kept as %2\n")
                           .arg(path, QString::fromStdString(saved.value())));
    }
    return kExitOk;
}

int writeCalibrationList(
    const std::vector<std::string>& files, const calib::CalibrationFinding& finding, const QString& path, bool quiet)
{
    std::string list;
    for (const auto& file : files)
        if (std::find(finding.drop.begin(), finding.drop.end(), file) == finding.drop.end())
            list += file + "\n";
    auto written = writeFileAtomically(path.toStdString(), list);
    if (!written) {
        printError(CalibrationExports::tr("quantlens calibrate: %1\n").arg(problemText(written.error())));
        return kExitFailure;
    }
    if (!quiet && !finding.drop.empty()) {
        QStringList left;
        for (const auto& file : finding.drop)
            left << QString::fromStdString(file);
        printError(
            CalibrationExports::tr("quantlens calibrate: %1 lists %2 calibration inputs, without %3 (measured: "
                                   "output cos %4 → %5)\n")
                .arg(path)
                .arg(files.size() - finding.drop.size())
                .arg(left.join(QStringLiteral(", ")), QString::fromStdString(formatSignificant(finding.asIsCos, 5)),
                    QString::fromStdString(formatSignificant(finding.cosWithoutDrop, 5))));
    }
    return kExitOk;
}

} // namespace quantlens::cli
