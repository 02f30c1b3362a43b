#include "advisor/lever_variants.h"

#include "advisor/rebuild_biases.h"

#include <sstream>

namespace quantlens::advisor {

LeverVariants::LeverVariants(const sim::Simulator& simulator, const std::vector<std::string>& files,
    const calib::CalibrationLab& lab, std::string baseMethod, const AdviceOptions& options)
    : m_simulator(simulator)
    , m_files(files)
    , m_lab(lab)
    , m_baseMethod(std::move(baseMethod))
    , m_options(options)
{ }

Result<sim::Variant> LeverVariants::variantOf(const std::vector<const Lever*>& levers, const ProgressCallback& progress)
{
    using R = Result<sim::Variant>;
    sim::Variant out;
    const std::string method = methodOf(levers);
    std::ostringstream key;
    for (const Lever* l : levers) {
        out.perChannelWeights = out.perChannelWeights || l->kind == LeverKind::PerChannelWeights;
        if (!l->parameters.empty()) {
            out.floatParameters = transform::combined(out.floatParameters, l->parameters);
            key << l->name << '@' << l->alpha << ';';
        }
    }
    const calib::RangeMethod* range = calib::rangeMethod(method);
    if (!range)
        return R::failure(Problem::make({}, {}, text("calib.unknown_method", { method, "" })));
    if (out.floatParameters.empty()) {
        for (const auto& m : m_lab.methods)
            if (m.key == method)
                out.ranges = m.ranges;
        return R::success(std::move(out));
    }
    auto cached = m_statistics.find(key.str());
    if (cached == m_statistics.end()) {
        auto model = transform::compileTransformed(m_simulator.floatModel(), out.floatParameters);
        if (!model)
            return R::failure(model.error());
        auto statistics = calib::gatherCalibrationStatistics(
            *model.value(), m_files, calib::calibratedTensors(m_simulator.structure()), m_simulator.pool(), progress);
        if (!statistics)
            return R::failure(statistics.error());
        cached = m_statistics.emplace(key.str(), std::move(statistics).value()).first;
    }
    out.ranges = calib::methodRanges(*range, cached->second, m_simulator.structure(), m_options.method);
    return R::success(std::move(out));
}

Result<std::map<std::string, sim::TensorRange>> LeverVariants::rangesFor(
    const transform::FloatParameters& parameters, const std::string& method, const ProgressCallback& progress)
{
    using R = Result<std::map<std::string, sim::TensorRange>>;
    const calib::RangeMethod* range = calib::rangeMethod(method);
    if (!range)
        return R::failure(Problem::make({}, {}, text("calib.unknown_method", { method, "" })));
    return rangesOfTransformed(m_simulator, parameters, m_files, *range, m_options.method, progress);
}

std::string LeverVariants::methodOf(const std::vector<const Lever*>& levers) const
{
    std::string method = m_baseMethod;
    for (const Lever* l : levers)
        if (l->kind == LeverKind::Calibration)
            method = l->method;
    return method;
}

} // namespace quantlens::advisor
