#pragma once
// What `quantlens calibrate` writes for the user's toolchain: the chosen method's setting merged into the
// toolchain's config (Pulsar2 quant.calibration_method), and the calibration list without the inputs
// whose dropping measured a gain. Same safety rules as every export: atomic, a backup of what was there,
// the user's other keys and comments kept, the diff on standard error.
#include "calibration/calibration_finding.h"
#include "toolchain/toolchain.h"

#include <QString>

#include <string>
#include <vector>

namespace quantlens::cli {

/// Sets `method`'s value of the toolchain's calibration switch in `path` (created when absent), or its
/// `ranges` for a toolchain that reads ranges (SigmaStar's --quant_file). An exit code: the toolchain's
/// setting not being a file, or no value for the method, is bad usage.
int writeCalibrationConfig(const Toolchain& toolchain, const std::string& method,
    const std::map<std::string, sim::TensorRange>& ranges, const QString& path, bool quiet);

/// `files` without `finding.drop`, one path per line (RKNN's dataset.txt, any list a toolchain reads), to
/// `path` atomically; says on standard error which inputs were left out.
int writeCalibrationList(
    const std::vector<std::string>& files, const calib::CalibrationFinding& finding, const QString& path, bool quiet);

} // namespace quantlens::cli
