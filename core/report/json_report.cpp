#include "compare/run_parting.h"
#include "report/report_columns.h"
#include "report/report_format.h"
#include "report/report_json_document.h"
#include "util/json_text.h"

#include <cmath>
#include <nlohmann/json.hpp>

namespace quantlens {
namespace {
    using nlohmann::ordered_json;
    constexpr int kVersion = 2; // 2: runs as objects, verdicts, checks

    // JSON has no NaN or Infinity: non-finite numbers become null (their meaning is in the docs
    // of each metric, e.g. cosine is null only when no element pair was finite).
    ordered_json number(std::optional<double> v)
    {
        if (!v || !std::isfinite(*v))
            return nullptr;
        return *v;
    }

    ordered_json problemJson(const Problem& p)
    {
        ordered_json j
            = { { "file", p.file }, { "position", p.renderedPosition() }, { "message", p.renderedMessage() } };
        if (!p.what.empty())
            j["code"] = p.what.code;
        return j;
    }

    ordered_json findingJson(const Finding& f)
    {
        ordered_json j = problemJson(f.problem);
        j["severity"] = f.severity == Finding::Severity::Error ? "error" : "warning";
        j["details"] = f.details;
        return j;
    }

    ordered_json rowRef(const Analysis& a, std::size_t index, std::size_t run)
    {
        const auto& row = a.rows[index];
        const auto& m = row.results[run].metrics;
        return { { "order", row.order }, { "tensor", row.tensor }, { "op_type", row.opType },
            { "cosine", number(m ? std::optional(m->cosine) : std::nullopt) },
            { "verdict", verdictName(row.results[run].verdict(a.thresholds)) } };
    }

    ordered_json optionalRow(const Analysis& a, const std::optional<std::size_t>& index, std::size_t run)
    {
        return index ? rowRef(a, *index, run) : ordered_json(nullptr);
    }

    ordered_json runSummary(const Analysis& a, std::size_t run)
    {
        const AnalysisSummary& s = a.summaries[run];
        ordered_json j;
        j["label"] = a.candidates[run].label;
        j["compared"] = s.comparedCount;
        j["not_compared"] = s.notComparedCount;
        j["pass"] = s.passCount;
        j["warn"] = s.warnCount;
        j["fail"] = s.failCount;
        j["final_outputs"] = ordered_json::array();
        for (auto i : s.finalOutputs)
            j["final_outputs"].push_back(rowRef(a, i, run));
        j["first_warn"] = optionalRow(a, s.firstWarn, run);
        j["first_fail"] = optionalRow(a, s.firstFail, run);
        j["largest_drop"] = optionalRow(a, s.largestDrop, run);
        if (s.largestDrop)
            j["largest_drop"]["drop"] = s.largestDropAmount;
        j["worst"] = ordered_json::array();
        for (auto i : s.worst)
            j["worst"].push_back(rowRef(a, i, run));
        // Every further run against the first: where their errors part (board against simulator, ...).
        if (run > 0) {
            const auto parting = firstParting(a, 0, run);
            j["first_parting"] = parting ? rowRef(a, parting->row, run) : ordered_json(nullptr);
            if (parting) {
                j["first_parting"]["against"] = a.candidates[0].label;
                j["first_parting"]["against_cosine"] = number(parting->cosA);
                j["first_parting"]["against_verdict"] = verdictName(parting->verdictA);
            }
        }
        return j;
    }

    ordered_json tensorJson(const Analysis& a, const LayerRow& row)
    {
        ordered_json t;
        auto value = [&](const ReportColumn& column, std::size_t run) {
            return column.number ? number(column.number(row, run)) : ordered_json(column.text(row, run, a.thresholds));
        };
        for (const auto& column : reportColumns())
            if (!column.perRun)
                t[column.key] = value(column, 0);
        t["shape"] = row.shape;
        t["is_float"] = row.isFloat; // false: shape arithmetic, left out of counts, verdict summaries and partings
        if (row.quant && row.quant->perChannel()) {
            t["quant_scales"] = row.quant->scales;
            t["quant_zero_points"] = row.quant->zeroPoints;
            t["quant_axis"] = row.quant->axis ? ordered_json(*row.quant->axis) : nullptr;
        }
        t["runs"] = ordered_json::array();
        for (std::size_t run = 0; run < a.candidates.size(); ++run) {
            ordered_json r;
            r["label"] = a.candidates[run].label;
            for (const auto& column : reportColumns())
                if (column.perRun)
                    r[column.key] = value(column, run);
            t["runs"].push_back(std::move(r));
        }
        return t;
    }
}

nlohmann::ordered_json reportJsonDocument(const Analysis& analysis)
{
    ordered_json doc;
    doc["format"] = "quantlens-report";
    doc["version"] = kVersion;
    ordered_json runs = ordered_json::array();
    for (const auto& run : analysis.candidates)
        runs.push_back({ { "label", run.label }, { "path", run.path } });
    doc["inputs"] = { { "float_model", analysis.floatModelPath }, { "quant_model", analysis.quantModelPath },
        { "reference", { { "label", analysis.reference.label }, { "path", analysis.reference.path } } },
        { "runs", runs } };
    // Several model inputs: each one's output cosine; the tensors are the worst input's.
    if (!analysis.inputRuns.empty()) {
        ordered_json each = ordered_json::array();
        for (std::size_t i = 0; i < analysis.inputRuns.size(); ++i)
            each.push_back({ { "input", i + 1 }, { "file", analysis.inputRuns[i].file },
                { "output_cos", number(analysis.inputRuns[i].outputCos) } });
        doc["inputs"]["model_inputs"] = each;
        doc["inputs"]["tensors_shown_for_input"] = analysis.shownInput + 1;
    }
    const Thresholds& t = analysis.thresholds;
    doc["thresholds"] = { { "cos_warn_below", t.cosWarnBelow }, { "cos_fail_below", t.cosFailBelow },
        { "rel_l1_warn_above", t.relL1WarnAbove } };
    doc["checks"] = ordered_json::array();
    for (const auto& f : analysis.findings)
        doc["checks"].push_back(findingJson(f));

    ordered_json summary;
    summary["float_nodes"] = analysis.floatNodeCount;
    summary["tensors"] = analysis.rows.size();
    summary["runs"] = ordered_json::array();
    for (std::size_t run = 0; run < analysis.candidates.size(); ++run)
        summary["runs"].push_back(runSummary(analysis, run));
    summary["note"] = "Cosine similarity on one input is not dataset accuracy (mAP, top-1); confirm on a data set.";
    doc["summary"] = summary;

    ordered_json tensors = ordered_json::array();
    for (const auto& row : analysis.rows)
        tensors.push_back(tensorJson(analysis, row));
    doc["tensors"] = std::move(tensors);
    doc["unused_reference_entries"] = analysis.unusedReferenceEntries;
    ordered_json unused = ordered_json::object();
    for (std::size_t run = 0; run < analysis.candidates.size(); ++run)
        unused[analysis.candidates[run].label] = analysis.unusedCandidateEntries[run];
    doc["unused_candidate_entries"] = unused;
    doc["warnings"] = ordered_json::array();
    for (const auto& w : analysis.warnings)
        doc["warnings"].push_back(problemJson(w));
    return doc;
}

std::string renderJsonReport(const Analysis& analysis) { return jsonText(reportJsonDocument(analysis), 2) + "\n"; }

} // namespace quantlens
