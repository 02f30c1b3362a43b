#include "calibration_exports.h"

#include "cli_common.h"
#include "core_text.h"

#include "toolchain/calibration_config.h"
#include "util/atomic_file.h"
#include "util/number_text.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace quantlens::cli {

/// Holds the translation context of the calibration exports' strings.
class CalibrationExports {
    Q_DECLARE_TR_FUNCTIONS(CalibrationExports)
};

int writeCalibrationConfig(const Toolchain& toolchain, const std::string& method,
    const std::map<std::string, sim::TensorRange>& ranges, const QString& path, bool quiet)
{
    auto written = writeCalibrationSetting(toolchain, method, ranges, path.toStdString());
    if (!written) {
        printError(CalibrationExports::tr("quantlens calibrate: %1\n").arg(problemText(written.error())));
        // The toolchain cannot take it (its setting lives in code, no value for the method): the request was
        // wrong, not the file.
        const bool usage = !calibrationWritable(toolchain)
            || (!toolchain.calibration.writeRanges && toolchain.calibration.valueFor(method).empty());
        return usage ? kExitBadUsage : kExitBadInput;
    }
    if (!quiet) {
        printError(QString::fromStdString(written.value().diff));
        if (!written.value().backup.empty())
            printError(CalibrationExports::tr("quantlens calibrate: the previous %1 is kept as %2\n")
                           .arg(path, QString::fromStdString(written.value().backup)));
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
    auto written = writeFileAtomically(path.toStdString(), withUsersNames(list));
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
