#include "report/encoding_diff_report.h"

#include "report/markdown_cells.h"
#include "report/table_writer.h"
#include "tensor/dtype.h"
#include "util/json_text.h"
#include "util/number_text.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace quantlens {
namespace {
    using Json = nlohmann::ordered_json;

    std::size_t countDiffering(const EncodingComparison& c, bool weight)
    {
        return static_cast<std::size_t>(std::count_if(
            c.differences.begin(), c.differences.end(), [&](const auto& d) { return d.weight == weight; }));
    }

    /// "uint8", "float" (present, not quantized), "invalid" (parameters that cannot be used) or "" (absent).
    std::string dtypeOf(const EncodingSide& s)
    {
        if (s.params)
            return dtypeName(s.params->dtype);
        if (s.invalid)
            return "invalid";
        return s.present ? "float" : "";
    }

    std::string granularityOf(const EncodingSide& s) { return s.params ? granularityName(*s.params) : ""; }

    template <class T> Json numbersJson(const std::vector<T>& values)
    {
        if (values.empty())
            return nullptr;
        if (values.size() == 1)
            return values.front();
        return Json(values);
    }

    Json rangeJson(const EncodingSide& s)
    {
        if (!s.params || !s.params->hasRange())
            return nullptr;
        return Json::array({ s.params->rangeMin(), s.params->rangeMax() });
    }

    std::string renderJson(const EncodingComparison& c, const EncodingDiffSources& sources)
    {
        Json doc;
        doc["format"] = "quantlens-diff";
        doc["version"] = 1;
        doc["a"] = sources.a;
        doc["b"] = sources.b;
        doc["float"] = sources.floatModel.empty() ? Json(nullptr) : Json(sources.floatModel);
        doc["compared"] = { { "activations", c.activationsCompared }, { "weights", c.weightsCompared } };
        doc["differ"] = { { "activations", countDiffering(c, false) }, { "weights", countDiffering(c, true) } };
        Json tensors = Json::array();
        for (const auto& d : c.differences) {
            Json changes = Json::array();
            for (auto aspect : d.changes)
                changes.push_back(encodingAspectKey(aspect));
            const std::string aType = dtypeOf(d.a);
            const std::string bType = dtypeOf(d.b);
            static const std::vector<double> none;
            static const std::vector<long long> noZero;
            tensors.push_back(Json { { "tensor", d.tensor }, { "kind", d.weight ? "weight" : "activation" },
                { "changes", changes }, { "in_a", d.a.present }, { "in_b", d.b.present },
                { "a_dtype", aType.empty() ? Json(nullptr) : Json(aType) },
                { "b_dtype", bType.empty() ? Json(nullptr) : Json(bType) },
                { "a_granularity", d.a.params ? Json(granularityOf(d.a)) : Json(nullptr) },
                { "b_granularity", d.b.params ? Json(granularityOf(d.b)) : Json(nullptr) },
                { "a_scale", numbersJson(d.a.params ? d.a.params->scales : none) },
                { "b_scale", numbersJson(d.b.params ? d.b.params->scales : none) },
                { "a_zero_point", numbersJson(d.a.params ? d.a.params->zeroPoints : noZero) },
                { "b_zero_point", numbersJson(d.b.params ? d.b.params->zeroPoints : noZero) },
                { "a_range", rangeJson(d.a) }, { "b_range", rangeJson(d.b) },
                { "a_invalid", d.a.invalid ? Json(rendered(*d.a.invalid)) : Json(nullptr) },
                { "b_invalid", d.b.invalid ? Json(rendered(*d.b.invalid)) : Json(nullptr) } });
        }
        doc["tensors"] = std::move(tensors);
        return jsonText(doc, 2) + "\n";
    }

    template <class T> std::string joined(const std::vector<T>& values)
    {
        std::string out;
        for (const auto& v : values)
            out += (out.empty() ? "" : " ") + formatNumber(static_cast<double>(v));
        return out;
    }

    std::string changesText(const EncodingDifference& d, const char* separator)
    {
        std::string out;
        for (auto aspect : d.changes)
            out += (out.empty() ? "" : separator) + std::string(encodingAspectKey(aspect));
        return out;
    }

    std::string renderCsv(const EncodingComparison& c)
    {
        std::string out = "tensor,kind,changes,in_a,in_b,a_dtype,b_dtype,a_granularity,b_granularity,a_scale,b_scale,"
                          "a_zero_point,b_zero_point,a_range_min,a_range_max,b_range_min,b_range_max\n";
        auto range = [](const EncodingSide& s, bool max) {
            if (!s.params || !s.params->hasRange())
                return std::string();
            return formatNumber(max ? s.params->rangeMax() : s.params->rangeMin());
        };
        for (const auto& d : c.differences) {
            std::vector<std::string> fields { d.tensor, d.weight ? "weight" : "activation", changesText(d, ";"),
                d.a.present ? "true" : "false", d.b.present ? "true" : "false", dtypeOf(d.a), dtypeOf(d.b),
                granularityOf(d.a), granularityOf(d.b), d.a.params ? joined(d.a.params->scales) : "",
                d.b.params ? joined(d.b.params->scales) : "", d.a.params ? joined(d.a.params->zeroPoints) : "",
                d.b.params ? joined(d.b.params->zeroPoints) : "", range(d.a, false), range(d.a, true),
                range(d.b, false), range(d.b, true) };
            for (std::size_t i = 0; i < fields.size(); ++i)
                out += (i == 0 ? "" : ",") + csvField(fields[i]);
            out += "\n";
        }
        return out;
    }

    /// "uint8 per-tensor, scale 0.0235, zero point 128, range [-3.01, 2.98]"; per channel the extremes.
    std::string describe(const EncodingSide& s)
    {
        if (!s.present)
            return "absent";
        if (s.invalid)
            return "invalid parameters: " + rendered(*s.invalid);
        if (!s.params)
            return "float";
        const QuantParams& p = *s.params;
        std::string out = dtypeName(p.dtype) + " " + granularityName(p);
        auto spread = [](const auto& values) {
            const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
            if (*lo == *hi)
                return formatSignificant(static_cast<double>(*lo), 6);
            return formatSignificant(static_cast<double>(*lo), 6) + "…"
                + formatSignificant(static_cast<double>(*hi), 6);
        };
        if (!p.scales.empty())
            out += ", scale " + spread(p.scales);
        if (!p.zeroPoints.empty())
            out += ", zero point " + spread(p.zeroPoints);
        if (p.hasRange())
            out += ", range [" + formatSignificant(p.rangeMin(), 6) + ", " + formatSignificant(p.rangeMax(), 6) + "]";
        return out;
    }

    std::string renderMarkdown(const EncodingComparison& c, const EncodingDiffSources& sources)
    {
        std::string out = "# What changed between two quantized models\n\n";
        out += "- A: `" + sources.a + "`\n- B: `" + sources.b + "`\n";
        if (!sources.floatModel.empty())
            out += "- Float model: `" + sources.floatModel + "`\n";
        out += "\n" + std::to_string(countDiffering(c, false)) + " of " + std::to_string(c.activationsCompared)
            + " quantized activations and " + std::to_string(countDiffering(c, true)) + " of "
            + std::to_string(c.weightsCompared) + " quantized weights differ.\n";
        if (c.differences.empty())
            return out;
        out += "\n| tensor | kind | changed | A | B |\n|---|---|---|---|---|\n";
        for (const auto& d : c.differences)
            out += "| `" + markdownCell(d.tensor) + "` | " + (d.weight ? "weight" : "activation") + " | "
                + changesText(d, ", ") + " | " + markdownCell(describe(d.a)) + " | " + markdownCell(describe(d.b))
                + " |\n";
        return out;
    }
}

std::string renderEncodingDiff(const EncodingComparison& c, const EncodingDiffSources& sources, ReportFormat format)
{
    switch (format) {
    case ReportFormat::Json: return renderJson(c, sources);
    case ReportFormat::Csv: return renderCsv(c);
    case ReportFormat::Markdown: break;
    }
    return renderMarkdown(c, sources);
}

} // namespace quantlens
