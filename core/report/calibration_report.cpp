#include "report/calibration_report.h"

#include "report/calibration_report_parts.h"

#include "util/json_text.h"
#include "util/number_text.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <filesystem>
#include <set>

namespace quantlens {
using namespace calibration_report;

namespace {
    /// Among the methods the toolchain has a setting for, the one with the best mean output cos; −1: none.
    int bestOffered(const CalibrationReport& r)
    {
        int best = -1;
        for (std::size_t i = 0; i < r.lab.methods.size(); ++i)
            if (!r.toolchain->calibration.forMethod(r.lab.methods[i].key).empty()
                && (best < 0
                    || r.lab.methods[i].measurement.meanCos()
                        > r.lab.methods[static_cast<std::size_t>(best)].measurement.meanCos()))
                best = static_cast<int>(i);
        return best;
    }

}

nlohmann::ordered_json calibrationJsonDocument(const CalibrationReport& r, bool withTensors)
{
    nlohmann::ordered_json doc;
    doc["calibration_inputs"] = r.lab.calibrationInputs;
    doc["activations"] = r.lab.activations;
    doc["percentile"] = r.lab.options.percentile;
    doc["model"] = measured(r, "model", r.baseline);
    nlohmann::ordered_json methods = nlohmann::ordered_json::array();
    for (const auto& m : r.lab.methods) {
        methods.push_back(measured(r, m.key, m.measurement));
        if (r.toolchain) {
            const std::string setting = r.toolchain->calibration.forMethod(m.key);
            methods.back()["toolchain_switch"]
                = setting.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(setting);
        }
    }
    if (r.toolchain) {
        doc["toolchain"] = r.toolchain->key;
        const int offered = bestOffered(r);
        doc["recommended_for_toolchain"] = offered >= 0
            ? nlohmann::ordered_json(r.lab.methods[static_cast<std::size_t>(offered)].key)
            : nlohmann::ordered_json();
    }
    doc["methods"] = methods;
    doc["recommended"] = r.lab.recommended >= 0
        ? nlohmann::ordered_json(r.lab.methods[static_cast<std::size_t>(r.lab.recommended)].key)
        : nlohmann::ordered_json();
    if (r.mixed)
        doc["mixed"] = mixedJson(r, *r.mixed);
    std::set<std::string> names;
    for (const auto& m : r.lab.methods)
        if (withTensors)
            for (const auto& [name, range] : m.ranges)
                names.insert(name);
    nlohmann::ordered_json tensors = nlohmann::ordered_json::array();
    for (const auto& name : names) {
        nlohmann::ordered_json ranges = nlohmann::ordered_json::object();
        nlohmann::ordered_json levels = nlohmann::ordered_json::object();
        nlohmann::ordered_json clipped = nlohmann::ordered_json::object();
        auto addUsage = [&](const std::string& key, const std::map<std::string, calib::RangeUsage>& usage) {
            if (const auto it = usage.find(name); it != usage.end()) {
                levels[key] = it->second.levelsUsed;
                clipped[key] = number(it->second.clippedShare);
            }
        };
        addUsage("model", r.lab.modelUsage);
        for (const auto& m : r.lab.methods) {
            if (const auto it = m.ranges.find(name); it != m.ranges.end())
                ranges[m.key] = { number(it->second.low), number(it->second.high) };
            addUsage(m.key, m.usage);
        }
        if (r.mixed && !r.mixed->picks.empty())
            if (const auto it = r.mixed->ranges.find(name); it != r.mixed->ranges.end())
                ranges["mixed"] = { number(it->second.low), number(it->second.high) };
        tensors.push_back(
            { { "name", name }, { "ranges", ranges }, { "levels_used", levels }, { "clipped_share", clipped } });
    }
    if (withTensors)
        doc["tensors"] = tensors;
    if (r.samples) {
        nlohmann::ordered_json samples = nlohmann::ordered_json::array();
        for (const auto& s : r.samples->samples)
            samples.push_back({ { "name", s.file }, { "widened_tensors", s.widenedTensors },
                { "largest_widening", number(s.largestWidening) }, { "tensors", s.widened },
                { "predicted_cos_without", s.without ? number(s.without->meanCos()) : nlohmann::json() } });
        doc["samples"] = samples;
        doc["minmax_cos"] = number(r.samples->minmax.meanCos());
        if (r.samples->withoutAll) {
            std::vector<std::string> names;
            for (const std::size_t i : r.samples->dropped)
                for (const auto& s : r.samples->samples)
                    if (s.input == i)
                        names.push_back(s.file);
            doc["without_samples"]
                = { { "names", names }, { "predicted_cos_mean", number(r.samples->withoutAll->meanCos()) } };
        }
    }
    return doc;
}

CalibrationReport calibrationReportOf(const calib::CalibrationStudy& study, std::vector<std::string> inputs)
{
    CalibrationReport out;
    out.lab = study.lab;
    out.baseline = study.asIs;
    out.samples = study.samples;
    out.mixed = study.mixed;
    out.inputs = std::move(inputs);
    return out;
}

std::vector<std::string> evalInputNames(const Analysis& analysis, std::size_t count)
{
    std::vector<std::string> labels;
    if (analysis.modelInputs.size() == count)
        for (const auto& given : analysis.modelInputs)
            labels.push_back(std::filesystem::path(given.substr(given.find('=') + 1)).stem().string());
    else if (count == 1 && analysis.referenceDump)
        labels.push_back("float dump");
    return labels;
}

CalibrationReport calibrationReportOf(const calib::CalibrationStudy& study, const Analysis& analysis)
{
    return calibrationReportOf(study, evalInputNames(analysis, study.asIs.samples.size()));
}

namespace {
    std::string renderJson(const CalibrationReport& r) { return jsonText(calibrationJsonDocument(r), 2) + "\n"; }

    /// What the toolchain's switch is for each method, and that its own computation is not published.
    std::string toolchainNote(const CalibrationReport& r)
    {
        const std::string name = rendered(text(r.toolchain->nameCode));
        if (std::string(r.toolchain->calibration.setting).empty())
            return rendered(text("calib.report_no_switch", { name }));
        std::string out = rendered(text("calib.report_switches", { name })) + "\n\n";
        for (const auto& m : r.lab.methods) {
            const std::string setting = r.toolchain->calibration.forMethod(m.key);
            out += "- " + methodName(m.key) + ": "
                + (setting.empty() ? rendered(text("calib.report_switch_none")) : "`" + setting + "`") + "\n";
        }
        const int offered = bestOffered(r);
        if (r.lab.recommended >= 0 && offered >= 0 && offered != r.lab.recommended) {
            const auto& chosen = r.lab.methods[static_cast<std::size_t>(offered)];
            out += "\n"
                + rendered(text("calib.report_best_offered",
                    { name, methodName(r.lab.methods[static_cast<std::size_t>(r.lab.recommended)].key),
                        r.toolchain->calibration.forMethod(chosen.key),
                        formatSignificant(chosen.measurement.meanCos(), 5) }))
                + "\n";
        }
        return out;
    }

    std::string renderSamples(const calib::SampleAttribution& a)
    {
        std::string out = "\n## " + rendered(text("calib.samples_title")) + "\n\n"
            + rendered(text("calib.samples_summary", { formatSignificant(a.minmax.meanCos(), 5) })) + "\n\n";
        out += "| " + rendered(text("calib.samples_column_input")) + " | "
            + rendered(text("calib.samples_column_widened")) + " | " + rendered(text("calib.samples_column_largest"))
            + " | " + rendered(text("calib.samples_column_without")) + " |\n|---|---|---|---|\n";
        for (const auto& s : a.samples)
            out += "| " + s.file + " | " + std::to_string(s.widenedTensors) + " | "
                + (s.widenedTensors ? formatSignificant(s.largestWidening, 3) + "×" : "–") + " | "
                + (s.without ? formatSignificant(s.without->meanCos(), 5) : "–") + " |\n";
        if (a.withoutAll)
            out += "\n"
                + rendered(text("calib.samples_together",
                    { std::to_string(a.dropped.size()), formatSignificant(a.withoutAll->meanCos(), 5) }))
                + "\n";
        return out;
    }

    std::string renderMarkdown(const CalibrationReport& r)
    {
        std::string out = "# " + rendered(text("calib.report_title")) + "\n\n";
        int best = -1;
        for (std::size_t i = 0; i < r.lab.methods.size(); ++i)
            if (best < 0
                || r.lab.methods[i].measurement.meanCos()
                    > r.lab.methods[static_cast<std::size_t>(best)].measurement.meanCos())
                best = static_cast<int>(i);
        if (r.lab.recommended >= 0) // within the resolution of the best, the recommendation is the simpler one
            best = r.lab.recommended;
        const auto* top = best >= 0 ? &r.lab.methods[static_cast<std::size_t>(best)] : nullptr;
        out += rendered(text("calib.report_summary",
                   { std::to_string(r.lab.calibrationInputs), std::to_string(r.lab.activations),
                       std::to_string(r.baseline.samples.size()), formatSignificant(r.baseline.meanCos(), 5),
                       top ? formatSignificant(top->measurement.meanCos(), 5) : "–",
                       top ? methodName(top->key) : "–" }))
            + "\n\n";
        if (r.lab.recommended >= 0) {
            const auto& m = r.lab.methods[static_cast<std::size_t>(r.lab.recommended)];
            out += rendered(text("calib.report_recommended",
                       { methodName(m.key), formatSignificant(m.measurement.meanCos(), 5),
                           formatSignificant(m.measurement.worstCos(), 5) }))
                + "\n\n";
        } else
            out += rendered(text("calib.report_keep", { formatSignificant(calib::CalibrationLab::kResolution, 2) }))
                + "\n\n";
        out += "| " + rendered(text("calib.column_method")) + " | " + rendered(text("calib.column_mean")) + " | "
            + rendered(text("calib.column_worst")) + " |";
        for (std::size_t s = 0; s < r.baseline.samples.size(); ++s)
            out += " " + inputLabel(r, s) + " |";
        out += "\n|---|---|---|";
        for (std::size_t s = 0; s < r.baseline.samples.size(); ++s)
            out += "---|";
        out += "\n";
        auto row = [&](const std::string& name, const sim::Measurement& m, bool marked) {
            out += "| " + (marked ? "**" + name + "**" : name) + " | " + formatSignificant(m.meanCos(), 5) + " | "
                + formatSignificant(m.worstCos(), 5) + " |";
            for (std::size_t s = 0; s < m.samples.size(); ++s)
                out += " " + formatSignificant(m.sampleCos(s), 5) + " |";
            out += "\n";
        };
        row(rendered(text("calib.method_model")), r.baseline, false);
        for (std::size_t i = 0; i < r.lab.methods.size(); ++i)
            row(methodName(r.lab.methods[i].key), r.lab.methods[i].measurement,
                static_cast<int>(i) == r.lab.recommended);
        if (r.mixed && !r.mixed->picks.empty())
            row(rendered(text("calib.mixed_name")), r.mixed->measurement, false);
        if (r.mixed)
            out += "\n" + renderMixed(*r.mixed);
        if (r.toolchain)
            out += "\n" + toolchainNote(r) + "\n";
        if (r.samples && !r.samples->samples.empty())
            out += renderSamples(*r.samples);
        return out;
    }
}

std::string renderCalibration(const CalibrationReport& report, ReportFormat format)
{
    return format == ReportFormat::Json ? renderJson(report) : renderMarkdown(report);
}

std::string renderCalibrationTable(const std::map<std::string, sim::TensorRange>& ranges)
{
    nlohmann::ordered_json doc = nlohmann::ordered_json::object();
    for (const auto& [name, range] : ranges)
        doc[name] = { range.low, range.high };
    return jsonText(doc, 1) + "\n";
}

} // namespace quantlens
