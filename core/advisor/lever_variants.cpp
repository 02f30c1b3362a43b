#include "advisor/lever_variants.h"

#include "advisor/rebuild_biases.h"
#include "transform/smooth_quant.h"

#include <algorithm>
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
    const std::vector<std::string> files = filesOf(levers);
    const bool dropping = files.size() != m_files.size();
    for (const Lever* l : levers) {
        out.perChannelWeights = out.perChannelWeights || l->kind == LeverKind::PerChannelWeights;
        if (l->parameters.empty())
            continue;
        key << l->name << '@' << l->alpha << ';';
        if (l->kind == LeverKind::SmoothQuant && dropping) {
            // Its scales come from the inputs kept, as `quantlens transform --calib` (those files) fits them.
            auto smoothed = smoothedOver(files, l->alpha, progress);
            if (!smoothed)
                return R::failure(smoothed.error());
            out.floatParameters = transform::combined(out.floatParameters, smoothed.value());
        } else
            out.floatParameters = transform::combined(out.floatParameters, l->parameters);
    }
    if (dropping)
        key << "drop;";
    const calib::RangeMethod* range = calib::rangeMethod(method);
    if (!range)
        return R::failure(Problem::make({}, {}, text("calib.unknown_method", { method, "" })));
    if (out.floatParameters.empty() && !dropping) {
        for (const auto& m : m_lab.methods)
            if (m.key == method)
                out.ranges = m.ranges;
        return R::success(std::move(out));
    }
    auto cached = m_statistics.find(key.str());
    if (cached == m_statistics.end()) {
        std::shared_ptr<const runtime::CompiledModel> transformed;
        if (!out.floatParameters.empty()) {
            auto model = transform::compileTransformed(m_simulator.floatModel(), out.floatParameters);
            if (!model)
                return R::failure(model.error());
            transformed = std::move(model).value();
        }
        auto statistics = calib::gatherCalibrationStatistics(transformed ? *transformed : m_simulator.floatModel(),
            files, calib::calibratedTensors(m_simulator.structure()), m_simulator.pool(), progress);
        if (!statistics)
            return R::failure(statistics.error());
        cached = m_statistics.emplace(key.str(), std::move(statistics).value()).first;
    }
    out.ranges = calib::methodRanges(*range, cached->second, m_simulator.structure(), m_options.method);
    return R::success(std::move(out));
}

Result<std::map<std::string, sim::TensorRange>> LeverVariants::rangesFor(const transform::FloatParameters& parameters,
    const std::string& method, const std::vector<std::string>& files, const ProgressCallback& progress)
{
    using R = Result<std::map<std::string, sim::TensorRange>>;
    const calib::RangeMethod* range = calib::rangeMethod(method);
    if (!range)
        return R::failure(Problem::make({}, {}, text("calib.unknown_method", { method, "" })));
    return rangesOfTransformed(m_simulator, parameters, files, *range, m_options.method, progress);
}

std::string LeverVariants::methodOf(const std::vector<const Lever*>& levers) const
{
    std::string method = m_baseMethod;
    for (const Lever* l : levers)
        if (l->kind == LeverKind::Calibration)
            method = l->method;
    return method;
}

Result<transform::FloatParameters> LeverVariants::smoothedOver(
    const std::vector<std::string>& files, double alpha, const ProgressCallback& progress)
{
    const auto sites = transform::smoothQuantSites(m_simulator.floatModel());
    if (!m_keptMaxima) {
        auto maxima = transform::channelMaxima(m_simulator.floatModel(), files, sites, m_simulator.pool(), progress);
        if (!maxima)
            return Result<transform::FloatParameters>::failure(maxima.error());
        m_keptMaxima = std::move(maxima).value();
    }
    return Result<transform::FloatParameters>::success(
        transform::smoothQuant(m_simulator.floatModel(), sites, *m_keptMaxima, alpha));
}

std::vector<std::string> LeverVariants::filesOf(const std::vector<const Lever*>& levers) const
{
    std::vector<std::string> out;
    for (const auto& file : m_files) {
        bool dropped = false;
        for (const Lever* l : levers)
            dropped = dropped || std::find(l->dropped.begin(), l->dropped.end(), file) != l->dropped.end();
        if (!dropped)
            out.push_back(file);
    }
    return out;
}

} // namespace quantlens::advisor
