#include "report/advice_report.h"

#include "report/calibration_report_parts.h"
#include "util/number_text.h"

#include <algorithm>
#include <sstream>

namespace quantlens {
namespace {
    using calibration_report::number;

    /// The toolchain's own switch for the lever ("" when it has none).
    std::string switchFor(const Toolchain& t, const advisor::Lever& l)
    {
        if (l.kind == advisor::LeverKind::Calibration)
            return t.calibration.forMethod(l.method);
        const LeverSwitch* own = t.leverSwitch(l.name);
        return own ? own->setting : "";
    }

    /// Whether the levers reach the target, and with which 16-bit tensors.
    std::string targetLine(const advisor::Advice& a)
    {
        const advisor::SixteenBitStep& t = *a.sixteenBit;
        const std::string target = formatSignificant(t.targetCos, 5);
        const std::string worst = formatSignificant(a.combination.back().measurement.worstCos(), 5);
        std::string tensors;
        for (const auto& name : t.tensors)
            tensors += (tensors.empty() ? "" : ", ") + name;
        std::string line;
        if (!t.searched)
            line = rendered(text("advise.target_free", { target, worst }));
        else if (t.reached)
            line = rendered(
                text("advise.target_sixteen_bit", { target, std::to_string(t.tensors.size()), tensors, worst }));
        else
            line = rendered(text("advise.target_not_reached", { target, std::to_string(t.tensors.size()), worst }));
        // The 16-bit plan alone may reach it with fewer tensors than on top of the levers (their
        // recalibrated ranges also hold at 16 bit): said, so that the cheaper path is seen.
        if (const advisor::Lever* alone = a.lever("sixteen_bit"); alone && alone->applicable && t.searched)
            line += " "
                + rendered(text("advise.target_alone",
                    { std::to_string(alone->changes), formatSignificant(alone->measurement.worstCos(), 5) }));
        return line;
    }

    std::string json(const advisor::Advice& a, const CalibrationReport& labels, const Toolchain* toolchain)
    {
        nlohmann::ordered_json doc;
        doc["base_method"] = a.baseMethod;
        if (toolchain)
            doc["toolchain"] = toolchain->key;
        doc["model"] = calibration_report::measured(labels, calib::kModelRangesKey, a.asIs);
        nlohmann::ordered_json levers = nlohmann::ordered_json::array();
        for (const auto& l : a.levers) {
            nlohmann::ordered_json item = calibration_report::measured(labels, l.name, l.measurement);
            nlohmann::ordered_json head { { "name", l.name }, { "applicable", l.applicable } };
            if (!l.applicable) {
                head["reason"] = rendered(text(l.reasonKey));
                item["predicted_cos_mean"] = nullptr;
                item["predicted_cos_worst"] = nullptr;
                item["per_input"] = nlohmann::ordered_json::array();
            }
            head["changes"] = l.changes;
            head["cost"] = adviceLeverCost(a, l);
            if (l.kind != advisor::LeverKind::Calibration && l.kind != advisor::LeverKind::SixteenBit)
                head["recalibrated_with"] = a.baseMethod;
            if (l.kind == advisor::LeverKind::SmoothQuant && l.applicable)
                head["alpha"] = l.alpha;
            if (l.kind == advisor::LeverKind::DropSamples)
                head["dropped"] = l.dropped;
            if (l.kind == advisor::LeverKind::SixteenBit) {
                nlohmann::ordered_json tensors = nlohmann::ordered_json::array();
                for (const auto& tensor : l.tensors)
                    tensors.push_back(tensor);
                head["tensors"] = std::move(tensors);
            }
            if (toolchain) {
                const std::string own = switchFor(*toolchain, l);
                head["toolchain_support"]
                    = { { "switch", own.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(own) },
                          { "how", adviceLeverSupport(*toolchain, l) } };
            }
            for (auto& [key, value] : item.items())
                if (key != "name")
                    head[key] = value;
            levers.push_back(std::move(head));
        }
        doc["levers"] = std::move(levers);
        nlohmann::ordered_json pairs = nlohmann::ordered_json::array();
        for (const auto& p : a.equalization.pairs)
            pairs.push_back({ { "first", p.first }, { "second", p.second }, { "spread_before", number(p.spreadBefore) },
                { "spread_after", number(p.spreadAfter) } });
        doc["equalized_pairs"] = std::move(pairs);
        doc["smoothed_tensors"] = a.smoothedTensors;
        if (!a.sites.empty()) {
            nlohmann::ordered_json sites = nlohmann::ordered_json::array();
            for (const auto& site : a.sites)
                sites.push_back({ { "lever", site.lever }, { "tensors", site.tensors }, { "nodes", site.nodes },
                    { "gain", site.gain } });
            doc["sites"] = std::move(sites);
        }
        nlohmann::ordered_json path = nlohmann::ordered_json::array();
        for (const auto& step : a.combination) {
            nlohmann::ordered_json item = calibration_report::measured(labels, step.lever, step.measurement);
            item.erase("name");
            item["lever"] = step.lever.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(step.lever);
            item["recalibrated_with"] = step.recalibratedWith.empty() ? nlohmann::ordered_json()
                                                                      : nlohmann::ordered_json(step.recalibratedWith);
            if (const advisor::Lever* l = a.lever(step.lever); l && l->kind == advisor::LeverKind::SmoothQuant)
                item["alpha"] = l->alpha;
            path.push_back(std::move(item));
        }
        doc["combination"] = std::move(path);
        if (a.sixteenBit)
            doc["target"] = { { "cos", a.sixteenBit->targetCos }, { "reached", a.sixteenBit->reached },
                { "sixteen_bit_searched", a.sixteenBit->searched }, { "sixteen_bit", a.sixteenBit->tensors } };
        return doc.dump(2) + "\n";
    }

    std::string markdown(const advisor::Advice& a, const CalibrationReport& labels, const Toolchain* toolchain)
    {
        std::ostringstream out;
        out << "# " << rendered(text("advise.title")) << "\n\n| " << rendered(text("advise.column_lever")) << " | "
            << rendered(text("calib.column_mean"));
        for (std::size_t s = 0; s < a.asIs.samples.size(); ++s)
            out << " | " << calibration_report::inputLabel(labels, s);
        out << " | " << rendered(text("advise.column_cost"));
        if (toolchain)
            out << " | " << rendered(text(toolchain->nameCode));
        out << " |\n|---|---:";
        for (std::size_t s = 0; s < a.asIs.samples.size(); ++s)
            out << "|---:";
        out << (toolchain ? "|---|---|\n| " : "|---|\n| ") << rendered(text("advise.as_is")) << " | "
            << formatSignificant(a.asIs.meanCos(), 5);
        for (std::size_t s = 0; s < a.asIs.samples.size(); ++s)
            out << " | " << formatSignificant(a.asIs.sampleCos(s), 5);
        out << (toolchain ? " | | |\n" : " | |\n");
        for (const auto& l : a.levers) {
            out << "| " << adviceLeverName(l) << " | ";
            if (!l.applicable) {
                out << rendered(text("advise.not_applicable", { rendered(text(l.reasonKey)) }));
                for (std::size_t s = 0; s < a.asIs.samples.size(); ++s)
                    out << " | ";
                out << (toolchain ? " | | |\n" : " | |\n");
                continue;
            }
            out << formatSignificant(l.measurement.meanCos(), 5);
            for (std::size_t s = 0; s < l.measurement.samples.size(); ++s)
                out << " | " << formatSignificant(l.measurement.sampleCos(s), 5);
            out << " | " << adviceLeverCost(a, l);
            if (toolchain)
                out << " | " << adviceLeverSupport(*toolchain, l);
            out << " |\n";
        }
        out << "\n" << rendered(text("advise.path")) << ":\n\n";
        for (const auto& step : a.combination)
            out << "1. " << adviceStepName(a, step) << ": " << formatSignificant(step.measurement.meanCos(), 5) << "\n";
        if (a.sixteenBit)
            out << "\n" << targetLine(a) << "\n";
        if (!a.sites.empty()) {
            // Most helpful first: where keeping the transform pays, and where it costs.
            std::vector<const advisor::LeverSite*> sites;
            for (const auto& site : a.sites)
                sites.push_back(&site);
            std::stable_sort(sites.begin(), sites.end(),
                [](const advisor::LeverSite* x, const advisor::LeverSite* y) { return x->gain > y->gain; });
            out << "\n" << rendered(text("advise.sites")) << ":\n\n";
            for (const advisor::LeverSite* site : sites) {
                const advisor::Lever* lever = a.lever(site->lever);
                std::string tensors;
                for (const auto& tensor : site->tensors)
                    tensors += (tensors.empty() ? "" : ", ") + tensor;
                out << "- " << (lever ? adviceLeverName(*lever) : site->lever) << " " << tensors << ": "
                    << (site->gain >= 0 ? "+" : "") << formatSignificant(site->gain, 3) << "\n";
            }
        }
        return out.str();
    }
}

std::string adviceStepName(const advisor::Advice& a, const advisor::CombinationStep& step)
{
    const advisor::Lever* l = a.lever(step.lever);
    std::string name = l ? adviceLeverName(*l) : rendered(text("advise.as_is"));
    if (step.lever == "sixteen_bit" && a.sixteenBit)
        name = rendered(text("advise.lever_sixteen_bit", { std::to_string(a.sixteenBit->tensors.size()) }));
    if (!step.recalibratedWith.empty())
        name = rendered(text("advise.with_method", { name, calibration_report::methodName(step.recalibratedWith) }));
    return name;
}

Text adviceNextStep(const advisor::Advice& a)
{
    const std::string before = formatSignificant(a.asIs.meanCos(), 5);
    // The free levers only: a 16-bit plan on top of them is not "before any 16-bit tensor".
    std::size_t last = 0;
    for (std::size_t i = 1; i < a.combination.size(); ++i)
        if (a.combination[i].lever != "sixteen_bit")
            last = i;
    if (last == 0)
        return text("advise.step_nothing", { before });
    std::string path;
    for (std::size_t i = 1; i <= last; ++i)
        path += (i > 1 ? " + " : "") + adviceStepName(a, a.combination[i]);
    return text(
        "advise.step_measured", { path, before, formatSignificant(a.combination[last].measurement.meanCos(), 5) });
}

void insertAdviceStep(std::vector<Text>& steps, const advisor::Advice& a, const calib::CalibrationFinding* finding)
{
    double offered = 0; // the best the triage's own calibration steps quote
    if (finding) {
        if (!finding->drop.empty())
            offered = std::max(offered, finding->cosWithoutDrop);
        if (!finding->bestMethod.empty())
            offered = std::max(offered, finding->bestCos);
    }
    double advised = a.asIs.meanCos();
    for (const auto& step : a.combination)
        if (step.lever != "sixteen_bit")
            advised = step.measurement.meanCos();
    const bool first = steps.empty() || advised > offered;
    steps.insert(first ? steps.begin() : steps.begin() + 1, adviceNextStep(a));
}

std::string adviceLeverName(const advisor::Lever& l)
{
    switch (l.kind) {
    case advisor::LeverKind::Calibration:
        return rendered(text("advise.lever_calibration",
            { calibration_report::methodName(l.name.substr(std::string("calibration:").size())) }));
    case advisor::LeverKind::DropSamples:
        return rendered(text("advise.lever_drop_samples", { std::to_string(l.dropped.size()) }));
    case advisor::LeverKind::PerChannelWeights: return rendered(text("advise.lever_per_channel"));
    case advisor::LeverKind::Equalization: return rendered(text("advise.lever_equalization"));
    case advisor::LeverKind::SmoothQuant:
        // No strength was tried where nothing can be smoothed.
        return l.applicable ? rendered(text("advise.lever_smooth_quant", { formatSignificant(l.alpha, 2) }))
                            : std::string("SmoothQuant");
    case advisor::LeverKind::BiasCorrection: return rendered(text("advise.lever_bias_correction"));
    case advisor::LeverKind::SixteenBit:
        return rendered(text("advise.lever_sixteen_bit", { std::to_string(l.changes) }));
    }
    return l.name;
}

std::string adviceLeverCost(const advisor::Advice& a, const advisor::Lever& l)
{
    switch (l.kind) {
    case advisor::LeverKind::Calibration: return rendered(text("advise.cost_setting"));
    case advisor::LeverKind::DropSamples: {
        std::string files;
        for (const auto& file : l.dropped) // the names: the JSON's "dropped" has the paths
            files += (files.empty() ? "" : ", ") + file.substr(file.find_last_of("/\\") + 1);
        return rendered(text("advise.cost_drop_samples", { files, calibration_report::methodName(a.baseMethod) }));
    }
    case advisor::LeverKind::PerChannelWeights: return rendered(text("advise.cost_per_channel"));
    case advisor::LeverKind::Equalization:
        return rendered(text("advise.cost_rebuild",
            { std::to_string(a.equalization.pairs.size()), calibration_report::methodName(a.baseMethod) }));
    case advisor::LeverKind::SmoothQuant:
        return rendered(text("advise.cost_rebuild_smooth",
            { std::to_string(a.smoothedTensors.size()), calibration_report::methodName(a.baseMethod) }));
    case advisor::LeverKind::BiasCorrection:
        return rendered(text(
            "advise.cost_rebuild_biases", { std::to_string(l.changes), calibration_report::methodName(a.baseMethod) }));
    case advisor::LeverKind::SixteenBit: return rendered(text("advise.cost_sixteen_bit"));
    }
    return {};
}

std::string adviceLeverSupport(const Toolchain& t, const advisor::Lever& l)
{
    const std::string own = switchFor(t, l);
    if (!own.empty())
        return own;
    switch (l.kind) {
    case advisor::LeverKind::Calibration:
        return rendered(text(t.calibration.writeRanges ? "advise.support_ranges" : "advise.support_none"));
    case advisor::LeverKind::DropSamples: return rendered(text("advise.support_calibration_set"));
    case advisor::LeverKind::PerChannelWeights: return rendered(text("advise.support_none"));
    case advisor::LeverKind::Equalization:
    case advisor::LeverKind::SmoothQuant:
    case advisor::LeverKind::BiasCorrection: return rendered(text("advise.support_transform"));
    case advisor::LeverKind::SixteenBit: return rendered(text("advise.support_plan"));
    }
    return {};
}

std::string renderAdvice(const advisor::Advice& advice, const std::vector<std::string>& inputs, ReportFormat format,
    const Toolchain* toolchain)
{
    CalibrationReport labels;
    labels.inputs = inputs;
    return format == ReportFormat::Json ? json(advice, labels, toolchain) : markdown(advice, labels, toolchain);
}

} // namespace quantlens
