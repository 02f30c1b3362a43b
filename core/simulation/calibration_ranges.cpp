#include "simulation/calibration_ranges.h"

#include "runtime/executor.h"
#include "runtime/model_inputs.h"
#include "tensor/folder_listing.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <limits>

namespace quantlens::sim {
namespace fs = std::filesystem;

Text sixteenBitRangesNote(std::size_t calibrationInputs, WideEncoding encoding)
{
    const std::string type = encoding == WideEncoding::Signed ? "_int16"
        : encoding == WideEncoding::Unsigned                  ? "_uint16"
                                                              : "";
    return calibrationInputs == 0 ? text("sim.ranges_from_8bit" + type)
                                  : text("sim.ranges_calibrated" + type, { std::to_string(calibrationInputs) });
}

Result<std::vector<std::string>> calibrationFiles(const std::vector<std::string>& entries)
{
    using R = Result<std::vector<std::string>>;
    std::vector<std::string> files;
    for (const std::string& entry : entries) {
        std::error_code error;
        if (!fs::is_directory(entry, error)) {
            if (!fs::exists(entry, error))
                return R::failure(Problem::make(entry, {}, text("sim.calibration_missing")));
            files.push_back(entry);
            continue;
        }
        std::vector<std::string> found;
        for (const std::string& name : regularFileNames(entry, error))
            if (name.ends_with(".npy"))
                found.push_back((fs::path(entry) / name).string());
        if (found.empty())
            return R::failure(Problem::make(entry, {}, text("sim.calibration_empty")));
        std::sort(found.begin(), found.end());
        files.insert(files.end(), found.begin(), found.end());
    }
    return R::success(std::move(files));
}

std::optional<Problem> nonFiniteCalibrationInput(const std::string& file, const std::vector<Problem>& runWarnings)
{
    for (const Problem& warning : runWarnings)
        if (warning.what.code == "run.input_non_finite")
            return Problem::make(file, warning.where, warning.what);
    return std::nullopt;
}

Result<CalibrationRanges> gatherCalibrationRanges(const runtime::CompiledModel& floatModel,
    const std::vector<std::string>& files, const std::set<std::string>& tensors, runtime::ThreadPool& pool,
    const ProgressCallback& progress)
{
    using R = Result<CalibrationRanges>;
    CalibrationRanges out;
    constexpr double kInf = std::numeric_limits<double>::infinity();
    std::vector<TensorRange> ranges(floatModel.slotCount(), TensorRange { kInf, -kInf });
    std::vector<bool> wanted(floatModel.slotCount(), false);
    for (const std::string& name : tensors)
        if (const int slot = floatModel.slotOf(name); slot >= 0)
            wanted[static_cast<std::size_t>(slot)] = true;
    for (std::size_t f = 0; f < files.size(); ++f) {
        auto inputs = runtime::readModelInputs(floatModel, { runtime::InputArgument { {}, files[f] } });
        if (!inputs)
            return R::failure(inputs.error());
        runtime::RunOptions options;
        options.progress = progressPart(progress, f * 1000, 1000, files.size() * 1000);
        options.onTensor = [&](int slot, const runtime::Tensor& value) {
            if (!wanted[static_cast<std::size_t>(slot)] || value.dtype() != DType::Float32)
                return true;
            TensorRange& r = ranges[static_cast<std::size_t>(slot)];
            const float* v = value.data<float>();
            float low = std::numeric_limits<float>::infinity(), high = -low;
            for (std::size_t i = 0; i < value.size(); ++i)
                if (std::isfinite(v[i]))
                    low = std::min(low, v[i]), high = std::max(high, v[i]);
            r.low = std::min(r.low, static_cast<double>(low));
            r.high = std::max(r.high, static_cast<double>(high));
            return true;
        };
        auto run = runtime::runModel(floatModel, inputs.value(), pool, options);
        if (!run)
            return R::failure(run.error()); // names the model and the node
        if (auto refused = nonFiniteCalibrationInput(files[f], run.warnings()))
            return R::failure(std::move(*refused));
        ++out.inputs;
    }
    for (std::size_t slot = 0; slot < ranges.size(); ++slot)
        if (wanted[slot] && ranges[slot].low <= ranges[slot].high)
            out.byTensor[floatModel.nameOf(static_cast<int>(slot))] = ranges[slot];
    return R::success(std::move(out));
}

} // namespace quantlens::sim
