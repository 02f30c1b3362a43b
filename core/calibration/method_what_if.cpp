#include "calibration/method_what_if.h"

#include "tensor/dtype.h"

namespace quantlens::calib {

namespace {
    Grid gridOf(const sim::QuantizedActivation& a)
    {
        const DType type = a.zeroPoint.dtype();
        const auto zeroPoints = a.zeroPoint.toInts();
        const bool signedType = type == DType::Int8 || type == DType::Int16;
        return Grid::of(integerMin(type), integerMax(type), signedType && !zeroPoints.empty() && zeroPoints[0] == 0);
    }
}

std::map<std::string, sim::TensorRange> methodRanges(const RangeMethod& method, const CalibrationStatistics& statistics,
    const sim::QuantStructure& structure, const MethodOptions& options)
{
    std::map<std::string, sim::TensorRange> out;
    for (const auto& a : structure.activations) {
        if (a.scale.size() != 1)
            continue; // per channel: kept
        if (a.sharesWith >= 0) { // shares its leader's parameters: its range, so a table written from these agrees
            const auto& leader = structure.activations[static_cast<std::size_t>(a.sharesWith)].floatName;
            if (const auto it = out.find(leader); it != out.end())
                out[a.floatName] = it->second;
            continue;
        }
        const auto found = statistics.histograms.find(a.floatName);
        if (found == statistics.histograms.end() || found->second.empty())
            continue;
        out[a.floatName] = method.range(found->second, gridOf(a), options);
    }
    return out;
}

std::map<std::string, RangeUsage> usageOf(const std::map<std::string, sim::TensorRange>& ranges,
    const CalibrationStatistics& statistics, const sim::QuantStructure& structure)
{
    std::map<std::string, RangeUsage> out;
    for (const auto& [name, range] : ranges) {
        const sim::QuantizedActivation* a = structure.activation(name);
        const auto found = statistics.histograms.find(name);
        if (a && found != statistics.histograms.end())
            out[name] = rangeUsage(found->second, range, gridOf(*a));
    }
    return out;
}

std::map<std::string, sim::TensorRange> modelRanges(const sim::QuantStructure& structure)
{
    std::map<std::string, sim::TensorRange> out;
    for (const auto& a : structure.activations) {
        if (a.scale.size() != 1)
            continue;
        const DType type = a.zeroPoint.dtype();
        const double scale = a.scale.scalarAsDouble(0);
        const auto zeroPoint = static_cast<double>(a.zeroPoint.scalarAsInt(0));
        out[a.floatName] = { (static_cast<double>(integerMin(type)) - zeroPoint) * scale,
            (static_cast<double>(integerMax(type)) - zeroPoint) * scale };
    }
    return out;
}

Result<CalibrationLab> measureMethods(const sim::Simulator& simulator, const CalibrationStatistics& statistics,
    const std::vector<const RangeMethod*>& methods, const MethodOptions& options, const ProgressCallback& progress)
{
    using R = Result<CalibrationLab>;
    CalibrationLab lab;
    lab.options = options;
    lab.calibrationInputs = statistics.files.size();
    lab.modelUsage = usageOf(modelRanges(simulator.structure()), statistics, simulator.structure());
    std::vector<sim::Variant> variants;
    for (const RangeMethod* method : methods) {
        MethodOutcome outcome;
        outcome.key = method->key;
        outcome.ranges = methodRanges(*method, statistics, simulator.structure(), options);
        outcome.usage = usageOf(outcome.ranges, statistics, simulator.structure());
        lab.activations = std::max(lab.activations, outcome.ranges.size());
        sim::Variant v;
        v.ranges = outcome.ranges;
        variants.push_back(std::move(v));
        lab.methods.push_back(std::move(outcome));
    }
    auto results = simulator.measureAll(variants, progress);
    double best = simulator.baseline().meanCos() + CalibrationLab::kResolution;
    for (std::size_t i = 0; i < results.size(); ++i) {
        if (!results[i])
            return R::failure(results[i].error());
        lab.methods[i].measurement = std::move(results[i]).value();
        // A later method must beat the best so far by the resolution too: among equals the simpler one
        // (the registry's order: MinMax first) is recommended.
        if (const double cos = lab.methods[i].measurement.meanCos(); cos > best)
            best = cos + CalibrationLab::kResolution, lab.recommended = static_cast<int>(i);
    }
    return R::success(std::move(lab));
}

} // namespace quantlens::calib
