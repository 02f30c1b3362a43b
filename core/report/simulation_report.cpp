#include "report/simulation_report.h"

#include "report/sixteen_bit_fields.h"
#include "report/task_agreement_fields.h"
#include "simulation/calibration_ranges.h"
#include "util/json_text.h"
#include "util/number_text.h"

#include <nlohmann/json.hpp>

namespace quantlens {
namespace {
    nlohmann::json number(double v) { return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(); }

    std::string renderJson(const SimulationReport& r)
    {
        nlohmann::ordered_json doc;
        doc["plan"] = r.plan;
        doc["summary"] = { { "baseline_cos", number(r.baseline.meanCos()) },
            { "predicted_cos", number(r.predicted.meanCos()) }, { "worst_baseline_cos", number(r.baseline.worstCos()) },
            { "worst_predicted_cos", number(r.predicted.worstCos()) }, { "wide", r.wide }, { "float", r.floating } };
        addSixteenBitFields(doc["summary"], r.calibrationInputs, r.wideEncoding);
        nlohmann::ordered_json inputs = nlohmann::ordered_json::array();
        for (std::size_t s = 0; s < r.baseline.samples.size(); ++s) {
            nlohmann::ordered_json outputs = nlohmann::ordered_json::array();
            for (std::size_t o = 0; o < r.baseline.samples[s].size(); ++o) {
                const auto& b = r.baseline.samples[s][o];
                const auto& p = r.predicted.samples[s][o];
                nlohmann::ordered_json item { { "output", b.name }, { "baseline_cos", number(b.cosine) },
                    { "predicted_cos", number(p.cosine) }, { "baseline_sqnr_db", number(b.sqnrDb) },
                    { "predicted_sqnr_db", number(p.sqnrDb) } };
                if (b.top1 && p.top1) {
                    item["baseline_top1"] = *b.top1;
                    item["predicted_top1"] = *p.top1;
                }
                outputs.push_back(std::move(item));
            }
            inputs.push_back(
                { { "input", s < r.inputs.size() ? r.inputs[s] : std::to_string(s) }, { "outputs", outputs } });
        }
        doc["inputs"] = inputs;
        doc["task"] = taskAgreementJson(r.predicted, r.inputs, &r.baseline);
        doc["unplaced"] = r.unplaced;
        return jsonText(doc, 2) + "\n";
    }

    std::string renderMarkdown(const SimulationReport& r)
    {
        std::string out = "# " + rendered(text("sim.report_title")) + "\n\n";
        out += rendered(text("sim.report_summary",
                   { formatSignificant(r.baseline.meanCos(), 6), formatSignificant(r.predicted.meanCos(), 6),
                       std::to_string(r.wide), std::to_string(r.floating) }))
            + " " + rendered(sim::sixteenBitRangesNote(r.calibrationInputs, r.wideEncoding)) + ".\n\n";
        out += "| input | output | baseline cos | predicted cos | baseline SQNR dB | predicted SQNR dB | top-1 |\n";
        out += "|---|---|---|---|---|---|---|\n";
        for (std::size_t s = 0; s < r.baseline.samples.size(); ++s)
            for (std::size_t o = 0; o < r.baseline.samples[s].size(); ++o) {
                const auto& b = r.baseline.samples[s][o];
                const auto& p = r.predicted.samples[s][o];
                out += "| " + (s < r.inputs.size() ? r.inputs[s] : std::to_string(s)) + " | " + b.name + " | "
                    + formatSignificant(b.cosine, 6) + " | " + formatSignificant(p.cosine, 6) + " | "
                    + formatSignificant(b.sqnrDb, 4) + " | " + formatSignificant(p.sqnrDb, 4) + " | "
                    + (b.top1 && p.top1 ? formatSignificant(*b.top1, 4) + " → " + formatSignificant(*p.top1, 4) : "")
                    + " |\n";
            }
        out += "\n" + taskAgreementMarkdown(r.predicted, &r.baseline);
        if (!r.unplaced.empty()) {
            out += "\n" + rendered(text("sim.report_unplaced", { std::to_string(r.unplaced.size()) })) + "\n";
            for (const auto& name : r.unplaced)
                out += "- `" + name + "`\n";
        }
        return out;
    }
}

std::string renderSimulation(const SimulationReport& report, ReportFormat format)
{
    return format == ReportFormat::Json ? renderJson(report) : renderMarkdown(report);
}

} // namespace quantlens
