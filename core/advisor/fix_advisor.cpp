#include "advisor/fix_advisor.h"

#include "calibration/calibration_statistics.h"

#include <algorithm>

namespace quantlens::advisor {
namespace {
    Lever named(std::string name, LeverKind kind)
    {
        Lever l;
        l.name = std::move(name);
        l.kind = kind;
        return l;
    }

    /// The variant of several levers at once: the equalized model's ranges and weights when equalization
    /// is among them (it recalibrates with the base method itself), else the base method's ranges.
    sim::Variant combinedVariant(const std::vector<const Lever*>& levers, const sim::Variant& baseRanges)
    {
        sim::Variant out = baseRanges;
        for (const Lever* l : levers) {
            if (l->kind == LeverKind::Equalization) {
                out.ranges = l->variant.ranges;
                out.floatParameters = l->variant.floatParameters;
            }
            if (l->kind == LeverKind::Calibration)
                out.ranges = l->variant.ranges;
            out.perChannelWeights = out.perChannelWeights || l->variant.perChannelWeights;
        }
        return out;
    }

    /// One scale for a weight of several output channels (a one-channel weight's scale is its channel's).
    bool perTensor(const sim::QuantizedWeight& w)
    {
        const auto& shape = w.quantized.shape();
        const auto axis = static_cast<std::size_t>(w.channelAxis);
        return w.scale.size() == 1 && axis < shape.size() && shape[axis] > 1;
    }

    /// The equalization lever: the transformed float model's statistics over the calibration inputs, the
    /// base method's ranges from them, the new weights.
    Result<Lever> equalizationLever(const sim::Simulator& s, const std::vector<std::string>& files,
        const calib::RangeMethod& method, const AdviceOptions& options, transform::Equalization& eq,
        const ProgressCallback& progress)
    {
        Lever lever = named("equalization", LeverKind::Equalization);
        eq = transform::equalizeConvPairs(s.floatModel());
        lever.changes = eq.pairs.size();
        if (eq.pairs.empty()) {
            lever.applicable = false;
            lever.reasonKey = "advise.no_conv_pairs";
            return Result<Lever>::success(std::move(lever));
        }
        auto model = transform::compileTransformed(s.floatModel(), eq.parameters);
        if (!model)
            return Result<Lever>::failure(model.error());
        auto statistics = calib::gatherCalibrationStatistics(
            *model.value(), files, calib::calibratedTensors(s.structure()), s.pool(), progress);
        if (!statistics)
            return Result<Lever>::failure(statistics.error());
        lever.variant.ranges = calib::methodRanges(method, statistics.value(), s.structure(), options.method);
        lever.variant.floatParameters = eq.parameters;
        return Result<Lever>::success(std::move(lever));
    }
}

Result<Advice> advise(const sim::Simulator& s, const std::vector<std::string>& files, const AdviceOptions& options,
    const ProgressCallback& progress)
{
    using R = Result<Advice>;
    Advice out;
    out.asIs = s.asIs();
    calib::StudyOptions study;
    study.method = options.method;
    study.measuredSamples = 0;
    auto lab = calib::studyCalibration(s, files, study, progressPart(progress, 0, 600, 1000));
    if (!lab)
        return R::failure(lab.error());
    const calib::CalibrationLab& methods = lab.value().lab;
    // The method the other levers recalibrate with: the recommended one, else the best measured (a
    // rebuild recalibrates, so the model's own ranges are not on offer to a transformed model).
    std::size_t base = 0;
    for (std::size_t i = 0; i < methods.methods.size(); ++i)
        if (methods.methods[i].measurement.meanCos() > methods.methods[base].measurement.meanCos())
            base = i;
    if (methods.recommended >= 0)
        base = static_cast<std::size_t>(methods.recommended);
    out.baseMethod = methods.methods[base].key;
    sim::Variant baseRanges;
    baseRanges.ranges = methods.methods[base].ranges;
    for (const auto& m : methods.methods) {
        Lever l = named("calibration:" + m.key, LeverKind::Calibration);
        l.changes = m.ranges.size();
        l.variant.ranges = m.ranges;
        l.measurement = m.measurement;
        out.levers.push_back(std::move(l));
    }

    Lever perChannel = named("per_channel_weights", LeverKind::PerChannelWeights);
    perChannel.variant.perChannelWeights = true;
    for (const auto& w : s.structure().weights)
        perChannel.changes += perTensor(w) ? 1 : 0;
    if (perChannel.changes == 0) {
        perChannel.applicable = false;
        perChannel.reasonKey = "advise.already_per_channel";
    }
    out.levers.push_back(std::move(perChannel));

    auto eq = equalizationLever(s, files, *calib::rangeMethod(out.baseMethod), options, out.equalization,
        progressPart(progress, 600, 250, 1000));
    if (!eq)
        return R::failure(eq.error());
    out.levers.push_back(std::move(eq).value());

    // Each lever that is not a calibration method, measured on top of the base method.
    for (Lever& l : out.levers) {
        if (l.kind == LeverKind::Calibration || !l.applicable)
            continue;
        l.variant = combinedVariant({ &l }, baseRanges);
        auto measured = s.measure(l.variant);
        if (!measured)
            return R::failure(measured.error());
        l.measurement = std::move(measured).value();
    }

    // Greedy: from the model as it is, the lever that gains most, then the next on top of it. One
    // calibration method at most (they replace each other), and none after a transform or per-channel
    // weights, which bring the base method's recalibration with them.
    out.combination.push_back({ "", out.asIs, "" });
    std::vector<const Lever*> chosen;
    bool calibrated = false;
    for (;;) {
        const double now = out.combination.back().measurement.meanCos();
        const Lever* best = nullptr;
        sim::Measurement bestMeasurement;
        std::vector<std::pair<const Lever*, sim::Measurement>> candidates;
        for (const Lever& l : out.levers) {
            if (!l.applicable || std::find(chosen.begin(), chosen.end(), &l) != chosen.end()
                || (calibrated && l.kind == LeverKind::Calibration))
                continue;
            std::vector<const Lever*> with = chosen;
            with.push_back(&l);
            sim::Measurement m;
            if (chosen.empty())
                m = l.measurement;
            else {
                auto measured = s.measure(combinedVariant(with, baseRanges));
                if (!measured)
                    return R::failure(measured.error());
                m = std::move(measured).value();
            }
            if (m.meanCos() > now + Advice::kResolution)
                candidates.push_back({ &l, std::move(m) });
        }
        // The best gain, unless a cheaper lever (a setting before a rebuild) comes within kResolution of it.
        for (auto& [l, m] : candidates)
            if (!best || m.meanCos() > bestMeasurement.meanCos())
                best = l, bestMeasurement = m;
        for (auto& [l, m] : candidates)
            if (static_cast<int>(l->kind) < static_cast<int>(best->kind)
                && m.meanCos() >= bestMeasurement.meanCos() - Advice::kResolution)
                best = l, bestMeasurement = m;
        if (!best)
            break;
        chosen.push_back(best);
        // A transform or per-channel weights first: the rebuild recalibrates with the base method.
        const std::string with = !calibrated && best->kind != LeverKind::Calibration ? out.baseMethod : "";
        calibrated = true;
        out.combination.push_back({ best->name, std::move(bestMeasurement), with });
    }
    if (progress)
        progress(1000, 1000);
    return R::success(std::move(out));
}

} // namespace quantlens::advisor
