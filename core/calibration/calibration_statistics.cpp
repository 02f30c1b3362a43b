#include "calibration/calibration_statistics.h"

#include "runtime/executor.h"
#include "runtime/model_inputs.h"

#include <limits>

namespace quantlens::calib {

sim::CalibrationRanges CalibrationStatistics::ranges() const
{
    sim::CalibrationRanges out;
    out.inputs = files.size();
    for (const auto& [name, h] : histograms)
        if (!h.empty())
            out.byTensor[name] = { h.min(), h.max() };
    return out;
}

std::set<std::string> calibratedTensors(const sim::QuantStructure& structure)
{
    std::set<std::string> out;
    for (const auto& a : structure.activations)
        if (a.scale.size() == 1)
            out.insert(a.floatName);
    return out;
}

Result<CalibrationStatistics> gatherCalibrationStatistics(const runtime::CompiledModel& floatModel,
    const std::vector<std::string>& files, const std::set<std::string>& tensors, runtime::ThreadPool& pool,
    const ProgressCallback& progress)
{
    using R = Result<CalibrationStatistics>;
    CalibrationStatistics out;
    std::vector<TensorHistogram*> bySlot(floatModel.slotCount(), nullptr);
    std::vector<std::vector<sim::TensorRange>*> rangesBySlot(floatModel.slotCount(), nullptr);
    for (const std::string& name : tensors)
        if (const int slot = floatModel.slotOf(name); slot >= 0) {
            bySlot[static_cast<std::size_t>(slot)] = &out.histograms[name];
            rangesBySlot[static_cast<std::size_t>(slot)] = &out.perInput[name];
        }
    constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
    for (std::size_t f = 0; f < files.size(); ++f) {
        auto inputs = runtime::readModelInputs(floatModel, { runtime::InputArgument { {}, files[f] } });
        if (!inputs)
            return R::failure(inputs.error());
        for (auto* perInput : rangesBySlot)
            if (perInput)
                perInput->push_back({ kNaN, kNaN }); // stays NaN for a tensor with no finite value
        runtime::RunOptions options;
        options.progress = progressPart(progress, f * 1000, 1000, files.size() * 1000);
        options.onTensor = [&](int slot, const runtime::Tensor& value) {
            TensorHistogram* h = bySlot[static_cast<std::size_t>(slot)];
            if (!h || value.dtype() != DType::Float32)
                return true;
            if (const auto extremes = h->add(value.data<float>(), value.size(), &pool))
                rangesBySlot[static_cast<std::size_t>(slot)]->back() = { extremes->first, extremes->second };
            return true;
        };
        auto run = runtime::runModel(floatModel, inputs.value(), pool, options);
        if (!run)
            return R::failure(run.error()); // names the model and the node, or says it was cancelled
        if (auto refused = sim::nonFiniteCalibrationInput(files[f], run.warnings()))
            return R::failure(std::move(*refused));
        out.files.push_back(files[f]);
    }
    return R::success(std::move(out));
}

} // namespace quantlens::calib
