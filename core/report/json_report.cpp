#include "analysis/measuring_inputs.h"
#include "compare/run_parting.h"
#include "report/input_runs_fields.h"
#include "report/report_columns.h"
#include "report/report_format.h"
#include "report/report_json_document.h"
#include "report/sixteen_bit_fields.h"
#include "util/json_text.h"
#include "util/json_writer.h"

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

    /// One cell as nlohmann made it: a number column's value (null when empty or not finite), else
    /// its text.
    void writeCell(JsonWriter& w, const ReportColumn& column, const LayerRow& row, std::size_t run, const Analysis& a)
    {
        if (column.number)
            w.value(column.number(row, run));
        else
            w.value(column.text(row, run, a.thresholds));
    }

    void writeTensor(JsonWriter& w, const Analysis& a, const LayerRow& row)
    {
        w.beginObject();
        for (const auto& column : reportColumns()) {
            if (column.perRun)
                continue;
            w.key(column.key);
            if (column.key == "shape") { // the dimensions as numbers here, in the column's place
                w.beginArray();
                for (const std::int64_t dimension : row.shape)
                    w.value(dimension);
                w.endArray();
            } else {
                writeCell(w, column, row, 0, a);
            }
        }
        w.key("is_float"); // false: shape arithmetic, left out of counts, verdict summaries and partings
        w.value(row.isFloat);
        if (row.quant && row.quant->perChannel()) {
            w.key("quant_scales");
            w.value(ordered_json(row.quant->scales));
            w.key("quant_zero_points");
            w.value(ordered_json(row.quant->zeroPoints));
            w.key("quant_axis");
            w.value(row.quant->axis ? ordered_json(*row.quant->axis) : ordered_json(nullptr));
        }
        w.key("runs");
        w.beginArray();
        for (std::size_t run = 0; run < a.candidates.size(); ++run) {
            w.beginObject();
            w.key("label");
            w.value(a.candidates[run].label);
            for (const auto& column : reportColumns()) {
                if (column.perRun) {
                    w.key(column.key);
                    writeCell(w, column, row, run, a);
                }
            }
            w.endObject();
        }
        w.endArray();
        w.endObject();
    }

    ordered_json inputsJson(const Analysis& analysis)
    {
        ordered_json runs = ordered_json::array();
        for (const auto& run : analysis.candidates)
            runs.push_back({ { "label", run.label }, { "path", run.path } });
        ordered_json inputs = { { "float_model", analysis.floatModelPath }, { "quant_model", analysis.quantModelPath },
            { "reference", { { "label", analysis.reference.label }, { "path", analysis.reference.path } } },
            { "runs", runs } };
        // Several model inputs: each one's outputs, bad cases ranked; the tensors are the worst input's.
        if (!analysis.inputRuns.empty()) {
            inputs["model_inputs"] = modelInputsJson(analysis);
            inputs["tensors_shown_for_input"] = analysis.shownInput + 1;
        }
        return inputs;
    }

    ordered_json summaryJson(const Analysis& analysis)
    {
        ordered_json summary;
        summary["float_nodes"] = analysis.floatNodeCount;
        summary["tensors"] = analysis.rows.size();
        summary["runs"] = ordered_json::array();
        for (std::size_t run = 0; run < analysis.candidates.size(); ++run)
            summary["runs"].push_back(runSummary(analysis, run));
        summary["note"] = "Cosine similarity on one input is not dataset accuracy (mAP, top-1); confirm on a data set.";
        if (const auto& m = analysis.measured) {
            ordered_json measured { { "inputs", m->inputs }, { "outputs", m->outputs },
                { "baseline_cos", m->baselineCos }, { "worst_baseline_cos", m->worstBaselineCos } };
            addSixteenBitFields(measured, m->calibrationInputs, m->wideEncoding);
            if (const auto& subset = m->subset)
                measured["subset"] = { { "of", subset->of }, { "worst", subset->worst }, { "random", subset->random },
                    { "seed", subset->seed }, { "files", subset->files },
                    { "note", rendered(measuredSubsetText(*subset)) } };
            if (!m->recalibration.empty()) {
                measured["calibration_method"] = m->recalibration;
                measured["as_is_cos"] = m->asIsCos;
            }
            if (!m->levers.empty()) {
                measured["levers_applied"] = m->levers;
                measured["as_is_cos"] = m->asIsCos;
            }
            if (m->weightsOnlyCos)
                measured["weights_only_cos"] = *m->weightsOnlyCos;
            if (m->activationsOnlyCos)
                measured["activations_only_cos"] = *m->activationsOnlyCos;
            summary["measured"] = measured;
        }
        return summary;
    }
}

// The tensors, nearly all of the report, are written straight into the text; the small parts around
// them are made as values first.
std::string reportJsonText(const Analysis& analysis, int indent)
{
    JsonWriter w(indent);
    // About 1 KB per tensor and run as the pretty text measures (rec: 1.9 KB a tensor with one run).
    w.reserve((analysis.rows.size() + 1) * (analysis.candidates.size() + 1) * 1024);
    w.beginObject();
    w.key("format");
    w.value("quantlens-report");
    w.key("version");
    w.value(kVersion);
    w.key("inputs");
    w.value(inputsJson(analysis));
    const Thresholds& t = analysis.thresholds;
    w.key("thresholds");
    w.value(ordered_json { { "cos_warn_below", t.cosWarnBelow }, { "cos_fail_below", t.cosFailBelow },
        { "rel_l1_warn_above", t.relL1WarnAbove } });
    ordered_json checks = ordered_json::array();
    for (const auto& f : analysis.findings)
        checks.push_back(findingJson(f));
    w.key("checks");
    w.value(checks);
    w.key("summary");
    w.value(summaryJson(analysis));
    if (auto task = dataSetTaskJson(analysis); !task.is_null()) {
        w.key("task");
        w.value(task);
    }
    w.key("tensors");
    w.beginArray();
    for (const auto& row : analysis.rows)
        writeTensor(w, analysis, row);
    w.endArray();
    w.key("unused_reference_entries");
    w.value(ordered_json(analysis.unusedReferenceEntries));
    ordered_json unused = ordered_json::object();
    for (std::size_t run = 0; run < analysis.candidates.size(); ++run)
        unused[analysis.candidates[run].label] = analysis.unusedCandidateEntries[run];
    w.key("unused_candidate_entries");
    w.value(unused);
    ordered_json warnings = ordered_json::array();
    for (const auto& warning : analysis.warnings)
        warnings.push_back(problemJson(warning));
    w.key("warnings");
    w.value(warnings);
    w.endObject();
    return w.take();
}

std::string renderJsonReport(const Analysis& analysis) { return reportJsonText(analysis, 2) + "\n"; }

} // namespace quantlens
