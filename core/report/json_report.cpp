#include "report/report_columns.h"
#include "report/report_format.h"

#include <cmath>
#include <nlohmann/json.hpp>

namespace quantlens {
namespace {
    using nlohmann::ordered_json;

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
        return { { "file", p.file }, { "position", p.position }, { "message", p.message } };
    }

    ordered_json rowRef(const Analysis& a, std::size_t index)
    {
        const auto& row = a.rows[index];
        return { { "order", row.order }, { "tensor", row.tensor }, { "op_type", row.opType },
            { "cosine", number(row.primary().metrics ? std::optional(row.primary().metrics->cosine) : std::nullopt) } };
    }
}

std::string renderJsonReport(const Analysis& analysis)
{
    ordered_json doc;
    doc["format"] = "quantlens-report";
    doc["version"] = 1;
    doc["inputs"] = { { "float_model", analysis.floatModelPath }, { "quant_model", analysis.quantModelPath },
        { "reference_dump", analysis.reference.path }, { "candidate_dump", analysis.candidates.front().path },
        { "reference_label", analysis.reference.label }, { "candidate_label", analysis.candidates.front().label } };

    const auto& s = analysis.summary();
    ordered_json summary;
    summary["float_nodes"] = analysis.floatNodeCount;
    summary["tensors"] = s.tensorCount;
    summary["compared"] = s.comparedCount;
    summary["not_compared"] = s.unmatchedCount;
    summary["cos_threshold"] = s.cosThreshold;
    summary["final_outputs"] = ordered_json::array();
    for (auto i : s.finalOutputs)
        summary["final_outputs"].push_back(rowRef(analysis, i));
    summary["first_below_threshold"] = s.firstBelowThreshold ? rowRef(analysis, *s.firstBelowThreshold) : nullptr;
    summary["worst"] = ordered_json::array();
    for (auto i : s.worst)
        summary["worst"].push_back(rowRef(analysis, i));
    summary["note"] = "Cosine similarity on one input is not dataset accuracy (mAP, top-1); confirm on a data set.";
    doc["summary"] = summary;

    ordered_json tensors = ordered_json::array();
    for (const auto& row : analysis.rows) {
        ordered_json t;
        for (const auto& column : reportColumns())
            t[column.key] = column.number ? number(column.number(row)) : ordered_json(column.text(row));
        t["shape"] = row.shape;
        if (row.quant && row.quant->perChannel()) {
            t["quant_scales"] = row.quant->scales;
            t["quant_zero_points"] = row.quant->zeroPoints;
            t["quant_axis"] = row.quant->axis ? ordered_json(*row.quant->axis) : nullptr;
        }
        tensors.push_back(std::move(t));
    }
    doc["tensors"] = std::move(tensors);
    doc["unused_reference_entries"] = analysis.unusedReferenceEntries;
    doc["unused_candidate_entries"] = analysis.unusedCandidateEntries.front();
    doc["warnings"] = ordered_json::array();
    for (const auto& w : analysis.warnings)
        doc["warnings"].push_back(problemJson(w));
    return doc.dump(2) + "\n";
}

} // namespace quantlens
