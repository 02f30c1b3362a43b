#pragma once
// A calibration method written into the user's toolchain config (Pulsar2 quant.calibration_method), for the
// command line (`calibrate --config`) and the window's Calibration view alike: the registry's writer, the
// export's safety rules (the old file kept as a backup, written atomically) and the diff to show.
#include "toolchain/toolchain.h"
#include "util/result.h"

#include <map>
#include <string>

namespace quantlens {

struct CalibrationSettingWritten {
    std::string value; ///< what the setting now holds: "Percentile"; ranges: the method's key
    std::string diff; ///< unified diff of the file, before → after
    std::string backup; ///< where the old content went; empty when there was none
};

/// Sets `method`'s value of the toolchain's calibration switch in `path` (created when absent), or, for a
/// toolchain that reads ranges instead (SigmaStar's --quant_file), writes `ranges` (the method's, by float
/// tensor name) into it. Fails naming the file: the toolchain's setting lives in code (RKNN), it has no
/// value for the method, the file is no config, or it cannot be written.
Result<CalibrationSettingWritten> writeCalibrationSetting(const Toolchain& toolchain, const std::string& method,
    const std::map<std::string, sim::TensorRange>& ranges, const std::string& path);
/// Whether the toolchain takes a calibration from a file at all (a method switch or ranges).
bool calibrationWritable(const Toolchain& toolchain);

} // namespace quantlens
