#include "advisor/fix_advisor.h"

#include "advisor/lever_sites.h"
#include "advisor/lever_variants.h"
#include "advisor/rebuild_biases.h"
#include "simulation/plan_search.h"
#include "transform/smooth_quant.h"

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

    Lever notApplicable(Lever l, std::string reasonKey)
    {
        l.applicable = false;
        l.reasonKey = std::move(reasonKey);
        return l;
    }

    /// One scale for a weight of several output channels (a one-channel weight's scale is its channel's).
    bool perTensor(const sim::QuantizedWeight& w)
    {
        const auto& shape = w.quantized.shape();
        const auto axis = static_cast<std::size_t>(w.channelAxis);
        return w.scale.size() == 1 && axis < shape.size() && shape[axis] > 1;
    }

    /// The lever measured alone (with the base method's recalibration when it is not a method itself).
    std::optional<Problem> measureAlone(const sim::Simulator& s, LeverVariants& variants, Lever& l)
    {
        auto variant = variants.variantOf({ &l });
        if (!variant)
            return variant.error();
        l.variant = std::move(variant).value();
        auto measured = s.measure(l.variant);
        if (!measured)
            return measured.error();
        l.measurement = std::move(measured).value();
        return std::nullopt;
    }

    /// The calibration inputs the lab found setting ranges alone left out, the rest calibrated with the base
    /// method. Not applicable when the lab found none whose removal gains (it measures the most influential).
    Result<Lever> dropSamplesLever(const sim::Simulator& s, LeverVariants& variants,
        const calib::CalibrationFinding& finding, const std::vector<std::string>& files)
    {
        Lever lever = named("drop_samples", LeverKind::DropSamples);
        for (const auto& file : finding.drop)
            if (std::find(files.begin(), files.end(), file) != files.end())
                lever.dropped.push_back(file);
        lever.changes = lever.dropped.size();
        if (lever.dropped.empty() || lever.dropped.size() == files.size())
            return Result<Lever>::success(notApplicable(std::move(lever), "advise.no_harmful_samples"));
        if (auto failed = measureAlone(s, variants, lever))
            return Result<Lever>::failure(std::move(*failed));
        return Result<Lever>::success(std::move(lever));
    }

    /// SmoothQuant at each strength, the best kept. Not applicable when no MatMul/Gemm input can be scaled.
    Result<Lever> smoothQuantLever(const sim::Simulator& s, const std::vector<std::string>& files,
        const AdviceOptions& options, LeverVariants& variants, Advice& advice, const ProgressCallback& progress)
    {
        Lever lever = named("smooth_quant", LeverKind::SmoothQuant);
        const auto sites = transform::smoothQuantSites(s.floatModel());
        if (sites.empty() || options.alphas.empty())
            return Result<Lever>::success(notApplicable(std::move(lever), "advise.no_smooth_sites"));
        for (const auto& site : sites)
            advice.smoothedTensors.push_back(site.tensor);
        lever.changes = sites.size();
        auto maxima = transform::channelMaxima(s.floatModel(), files, sites, s.pool(), progress);
        if (!maxima)
            return Result<Lever>::failure(maxima.error());
        std::optional<Lever> best;
        for (const double alpha : options.alphas) {
            Lever tried = lever;
            tried.alpha = alpha;
            tried.parameters = transform::smoothQuant(s.floatModel(), sites, maxima.value(), alpha);
            if (auto failed = measureAlone(s, variants, tried))
                return Result<Lever>::failure(std::move(*failed));
            if (!best || tried.measurement.meanCos() > best->measurement.meanCos())
                best = std::move(tried);
        }
        return Result<Lever>::success(std::move(*best));
    }

    /// Bias correction fitted to the quantized model with `chosen` (the combination so far) as a rebuild
    /// gets it (advisor/rebuild_biases.h): the rebuilt model's variant, measured.
    Result<std::pair<sim::Variant, sim::Measurement>> fittedBiases(const sim::Simulator& s, LeverVariants& variants,
        const std::vector<const Lever*>& chosen, const AdviceOptions& options, const ProgressCallback& progress)
    {
        using R = Result<std::pair<sim::Variant, sim::Measurement>>;
        auto start = variants.variantOf(chosen);
        if (!start)
            return R::failure(start.error());
        const std::string method = variants.methodOf(chosen);
        const std::vector<std::string> kept = variants.filesOf(chosen);
        const RangesOf rangesOf = [&](const transform::FloatParameters& parameters) {
            return variants.rangesFor(parameters, method, kept);
        };
        auto fitted = fitBiasesForRebuild(s, start.value(), rangesOf, kept, options.biasCorrection, 2, progress);
        if (!fitted)
            return R::failure(fitted.error());
        auto measured = s.measure(fitted.value());
        if (!measured)
            return R::failure(measured.error());
        return R::success({ std::move(fitted).value(), std::move(measured).value() });
    }

    /// Greedy: from the model as it is, the lever that gains most, then the next on top of it; a cheaper
    /// lever within kResolution of a costlier one wins. One calibration method at most (they replace each
    /// other), and none after a transform, per-channel weights or dropped inputs, which bring the base method
    /// with them. Bias correction last, fitted once to what the others made (a fit is a few recalibrations:
    /// fitted again for every candidate of every step, det at 640×640 took twice as long), unless it gains more
    /// alone than on top of them.
    std::optional<Problem> combine(const sim::Simulator& s, LeverVariants& variants, Advice& out,
        const AdviceOptions& options, const ProgressCallback& progress)
    {
        out.combination.push_back({ "", out.asIs, "", {} });
        std::vector<const Lever*> chosen;
        bool calibrated = false;
        struct Candidate {
            const Lever* lever;
            sim::Measurement measurement;
            sim::Variant variant; ///< the set's
        };
        const Lever* biases = nullptr;
        for (;;) {
            const double now = out.combination.back().measurement.meanCos();
            std::vector<Candidate> candidates;
            for (const Lever& l : out.levers) {
                if (l.applicable && l.kind == LeverKind::BiasCorrection)
                    biases = &l;
                if (!l.applicable || l.kind == LeverKind::SixteenBit || l.kind == LeverKind::BiasCorrection
                    || std::find(chosen.begin(), chosen.end(), &l) != chosen.end()
                    || (calibrated && l.kind == LeverKind::Calibration))
                    continue;
                Candidate c { &l, l.measurement, l.variant };
                if (!chosen.empty()) {
                    std::vector<const Lever*> set = chosen;
                    set.push_back(&l);
                    auto variant = variants.variantOf(set);
                    if (!variant)
                        return variant.error();
                    auto measured = s.measure(variant.value());
                    if (!measured)
                        return measured.error();
                    c.measurement = std::move(measured).value();
                    c.variant = std::move(variant).value();
                }
                if (c.measurement.meanCos() > now + Advice::kResolution)
                    candidates.push_back(std::move(c));
            }
            if (candidates.empty())
                break;
            std::size_t best = 0;
            for (std::size_t i = 1; i < candidates.size(); ++i)
                if (candidates[i].measurement.meanCos() > candidates[best].measurement.meanCos())
                    best = i;
            for (std::size_t i = 0; i < candidates.size(); ++i)
                if (static_cast<int>(candidates[i].lever->kind) < static_cast<int>(candidates[best].lever->kind)
                    && candidates[i].measurement.meanCos()
                        >= candidates[best].measurement.meanCos() - Advice::kResolution)
                    best = i;
            const Lever* picked = candidates[best].lever;
            chosen.push_back(picked);
            const std::string with = !calibrated && picked->kind != LeverKind::Calibration ? out.baseMethod : "";
            calibrated = true;
            out.combination.push_back(
                { picked->name, std::move(candidates[best].measurement), with, std::move(candidates[best].variant) });
        }
        if (!biases)
            return std::nullopt;
        CombinationStep corrected { biases->name, biases->measurement, chosen.empty() ? out.baseMethod : "",
            biases->variant };
        // The base method alone chosen: the start bias correction alone was fitted on.
        const bool sameStart = std::all_of(chosen.begin(), chosen.end(),
            [&](const Lever* l) { return l->kind == LeverKind::Calibration && l->method == out.baseMethod; });
        if (!sameStart) {
            auto fitted = fittedBiases(s, variants, chosen, options, progress);
            if (!fitted)
                return fitted.error();
            corrected = { biases->name, std::move(fitted.value().second), "", std::move(fitted.value().first) };
        }
        const double now = out.combination.back().measurement.meanCos();
        const double best = std::max(now, corrected.measurement.meanCos());
        if (!sameStart && biases->measurement.meanCos() > best + Advice::kResolution) {
            // Alone it beats the others, with it or without: the path is bias correction alone.
            out.combination.resize(1);
            out.combination.push_back({ biases->name, biases->measurement, out.baseMethod, biases->variant });
        } else if (corrected.measurement.meanCos() > now + Advice::kResolution)
            out.combination.push_back(std::move(corrected));
        return std::nullopt;
    }
}

namespace {
    /// The 16-bit plan search from `start`: the plan, whether it reaches the target, and the variant of
    /// `levers` (the start's changes) with the plan's tensors at 16 bit, measured.
    struct SixteenBitPlan {
        std::vector<std::string> tensors;
        bool reached = false;
        sim::Variant variant;
        sim::Measurement measurement;
    };
    Result<SixteenBitPlan> planFrom(const sim::Simulator& s, double target, const sim::SimulationBase& start,
        const sim::Variant& levers, const ProgressCallback& progress)
    {
        using R = Result<SixteenBitPlan>;
        auto ranking = sim::measureSensitivity(s, progressPart(progress, 0, 1, 2), &start);
        if (!ranking)
            return R::failure(ranking.error());
        sim::SearchOptions search;
        search.targetCos = target;
        search.start = &start;
        auto plan = sim::searchPlan(s, ranking.value(), search, progressPart(progress, 1, 1, 2));
        if (!plan)
            return R::failure(plan.error());
        SixteenBitPlan out { plan.value().chosen, plan.value().reached, levers, start.measurement };
        const sim::Variant wide = sim::moved(out.tensors, sim::Choice::Wide, &start);
        out.variant.activations = wide.activations;
        out.variant.ranges.insert(wide.ranges.begin(), wide.ranges.end());
        if (!out.tensors.empty()) {
            auto measured = s.measure(out.variant);
            if (!measured)
                return R::failure(measured.error());
            out.measurement = std::move(measured).value();
        }
        return R::success(std::move(out));
    }

    /// The 16-bit plan alone, from the model as it is (a lever of its own: the expensive one).
    Result<Lever> sixteenBitLever(const sim::Simulator& s, double target, const ProgressCallback& progress)
    {
        Lever lever = named("sixteen_bit", LeverKind::SixteenBit);
        if (s.asIs().worstCos() >= target)
            return Result<Lever>::success(notApplicable(std::move(lever), "advise.target_met"));
        sim::Variant none;
        auto plan = planFrom(s, target, s.base(), none, progress);
        if (!plan)
            return Result<Lever>::failure(plan.error());
        lever.changes = plan.value().tensors.size();
        lever.tensors = plan.value().tensors;
        lever.variant = std::move(plan.value().variant);
        lever.measurement = std::move(plan.value().measurement);
        return Result<Lever>::success(std::move(lever));
    }

    /// The expensive lever last: the 16-bit plan search from the combination, when it falls short.
    std::optional<Problem> searchSixteenBit(
        const sim::Simulator& s, double target, Advice& out, const ProgressCallback& progress)
    {
        SixteenBitStep step;
        step.targetCos = target;
        const CombinationStep& last = out.combination.back();
        step.reached = last.measurement.worstCos() >= target;
        if (!step.reached) {
            step.searched = true;
            auto start = s.derive(s.base(), last.variant);
            if (!start)
                return start.error();
            auto plan = planFrom(s, target, start.value(), last.variant, progress);
            if (!plan)
                return plan.error();
            step.reached = plan.value().reached;
            step.tensors = plan.value().tensors;
            if (!step.tensors.empty())
                out.combination.push_back(
                    { "sixteen_bit", std::move(plan.value().measurement), "", std::move(plan.value().variant) });
        }
        out.sixteenBit = std::move(step);
        return std::nullopt;
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
    std::shared_ptr<const calib::CalibrationStudy> lab = options.study;
    if (!lab) {
        auto measured = calib::studyCalibration(s, files, study, progressPart(progress, 0, 400, 1000));
        if (!measured)
            return R::failure(measured.error());
        lab = std::make_shared<const calib::CalibrationStudy>(std::move(measured).value());
    }
    const calib::CalibrationLab& methods = lab->lab;
    // The method the other levers recalibrate with: the recommended one, else the best measured (a
    // rebuild recalibrates, so the model's own ranges are not on offer to a transformed model).
    std::size_t base = 0;
    for (std::size_t i = 0; i < methods.methods.size(); ++i)
        if (methods.methods[i].measurement.meanCos() > methods.methods[base].measurement.meanCos())
            base = i;
    if (methods.recommended >= 0)
        base = static_cast<std::size_t>(methods.recommended);
    out.baseMethod = methods.methods[base].key;
    LeverVariants variants(s, files, methods, out.baseMethod, options);
    for (const auto& m : methods.methods) {
        Lever l = named("calibration:" + m.key, LeverKind::Calibration);
        l.method = m.key;
        l.changes = m.ranges.size();
        l.variant.ranges = m.ranges;
        l.measurement = m.measurement;
        out.levers.push_back(std::move(l));
    }

    auto drop = dropSamplesLever(s, variants, lab->finding, files);
    if (!drop)
        return R::failure(drop.error());
    out.levers.push_back(std::move(drop).value());

    Lever perChannel = named("per_channel_weights", LeverKind::PerChannelWeights);
    for (const auto& w : s.structure().weights)
        perChannel.changes += perTensor(w) ? 1 : 0;
    if (perChannel.changes == 0)
        perChannel = notApplicable(std::move(perChannel), "advise.already_per_channel");
    else if (auto failed = measureAlone(s, variants, perChannel))
        return R::failure(std::move(*failed));
    out.levers.push_back(std::move(perChannel));

    Lever equalization = named("equalization", LeverKind::Equalization);
    out.equalization = transform::equalizeConvPairs(s.floatModel());
    equalization.changes = out.equalization.pairs.size();
    equalization.parameters = out.equalization.parameters;
    if (out.equalization.pairs.empty())
        equalization = notApplicable(std::move(equalization), "advise.no_conv_pairs");
    else if (auto failed = measureAlone(s, variants, equalization))
        return R::failure(std::move(*failed));
    out.levers.push_back(std::move(equalization));

    auto smooth = smoothQuantLever(s, files, options, variants, out, progressPart(progress, 400, 300, 1000));
    if (!smooth)
        return R::failure(smooth.error());
    out.levers.push_back(std::move(smooth).value());

    Lever biases = named("bias_correction", LeverKind::BiasCorrection);
    biases.changes = transform::biasSites(s).size();
    if (biases.changes == 0)
        biases = notApplicable(std::move(biases), "advise.no_biases");
    else {
        auto fitted = fittedBiases(s, variants, {}, options, progressPart(progress, 700, 100, 1000));
        if (!fitted)
            return R::failure(fitted.error());
        biases.variant = std::move(fitted.value().first);
        biases.parameters = biases.variant.floatParameters;
        biases.measurement = std::move(fitted.value().second);
    }
    out.levers.push_back(std::move(biases));

    if (auto failed = combine(s, variants, out, options, progressPart(progress, 800, 100, 1000)))
        return R::failure(std::move(*failed));
    if (options.targetCos) {
        auto alone = sixteenBitLever(s, *options.targetCos, progressPart(progress, 900, 50, 1000));
        if (!alone)
            return R::failure(alone.error());
        out.levers.push_back(std::move(alone).value());
        if (auto failed = searchSixteenBit(s, *options.targetCos, out, progressPart(progress, 950, 50, 1000)))
            return R::failure(std::move(*failed));
    }
    if (options.measureSites) {
        auto sites = measureLeverSites(s, out, progressPart(progress, 990, 10, 1000));
        if (!sites)
            return R::failure(sites.error());
        out.sites = std::move(sites).value();
    }
    if (progress)
        progress(1000, 1000);
    return R::success(std::move(out));
}

sim::AppliedLevers freeCombination(const Advice& a)
{
    sim::AppliedLevers out;
    for (std::size_t i = 1; i < a.combination.size(); ++i)
        if (a.combination[i].lever != "sixteen_bit") {
            out.names.push_back(a.combination[i].lever);
            out.variant = a.combination[i].variant;
        }
    return out;
}

} // namespace quantlens::advisor
