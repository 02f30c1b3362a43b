#pragma once
// The range each float tensor takes over the calibration inputs (the least and greatest finite value),
// as a MinMax calibrator gathers it: a toolchain that moves a tensor to 16 bit recalibrates it from
// these statistics (Pulsar2, the fixture quantizer), so the 16-bit scale and zero point a prediction
// uses come from them when the user gives the calibration inputs, and from the range the 8-bit
// parameters represent when not.
#include "runtime/compiled_model.h"
#include "runtime/thread_pool.h"
#include "util/progress.h"
#include "util/result.h"

#include "simulation/wide_encoding.h"
#include <map>

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace quantlens::sim {

struct TensorRange {
    double low = 0, high = 0;
};

struct CalibrationRanges {
    std::map<std::string, TensorRange> byTensor; ///< by float tensor name
    std::size_t inputs = 0; ///< calibration inputs they were gathered over
};

/// Where the 16-bit ranges of a measurement come from and, when a toolchain chose it, the 16-bit type,
/// as every output states it.
Text sixteenBitRangesNote(std::size_t calibrationInputs, WideEncoding encoding = WideEncoding::FromModel);

/// The calibration files `entries` name: a file as it is, a folder's .npy files in name order (the
/// other files a toolchain keeps beside them are left alone). Fails naming an entry that does not
/// exist or a folder with no .npy file.
Result<std::vector<std::string>> calibrationFiles(const std::vector<std::string>& entries);

/// A calibration input with NaN or infinite values, told by the run's warnings: a problem naming the
/// file. Such an input would set no range and skew none visibly, so it is refused (the executor only
/// warns, for inputs that are looked at rather than calibrated on).
std::optional<Problem> nonFiniteCalibrationInput(const std::string& file, const std::vector<Problem>& runWarnings);

/// Runs the float model (one input) on each file in turn, only one held at a time, and gathers the
/// ranges of `tensors`. Fails naming the file that cannot be read or run; progress counts nodes.
Result<CalibrationRanges> gatherCalibrationRanges(const runtime::CompiledModel& floatModel,
    const std::vector<std::string>& files, const std::set<std::string>& tensors, runtime::ThreadPool& pool,
    const ProgressCallback& progress = {});

} // namespace quantlens::sim
