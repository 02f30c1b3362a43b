#include "calibration/recalibration.h"

#include "calibration/calibration_statistics.h"
#include "calibration/method_what_if.h"

#include <set>

namespace quantlens::calib {

sim::Recalibration recalibrationBy(const RangeMethod& method, std::vector<std::string> files, MethodOptions options)
{
    sim::Recalibration out;
    out.method = method.key;
    out.ranges = [&method, files = std::move(files), options](const runtime::CompiledModel& floatModel,
                     const sim::QuantStructure& structure, runtime::ThreadPool& pool,
                     const ProgressCallback& progress) -> Result<std::map<std::string, sim::TensorRange>> {
        const std::set<std::string> tensors = calibratedTensors(structure);
        auto statistics = gatherCalibrationStatistics(floatModel, files, tensors, pool, progress);
        if (!statistics)
            return Result<std::map<std::string, sim::TensorRange>>::failure(statistics.error());
        return Result<std::map<std::string, sim::TensorRange>>::success(
            methodRanges(method, statistics.value(), structure, options));
    };
    return out;
}

} // namespace quantlens::calib
