#include "report/html_report.h"

#include "compare/run_parting.h"
#include "metrics/metric_list.h"
#include "report/html_graph.h"
#include "report/report_json_document.h"
#include "util/json_writer.h"
#include "util/message_catalog.h"
#include "util/sha256.h"

#include <algorithm>
#include <filesystem>
#include <vector>

namespace quantlens {
namespace {
    std::string escapedHtml(const std::string& text)
    {
        std::string out;
        out.reserve(text.size());
        for (char c : text) {
            switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            default: out += c;
            }
        }
        return out;
    }

    /// JSON inside <script>: a '<' could end the element early ("</script>") or, after "<!--" and
    /// "<script", keep the real end tag from ending it (the HTML parser's double-escaped state). "\u003c"
    /// is the same character to JSON.parse, and outside strings JSON never holds '<'.
    std::string scriptSafe(const std::string& json)
    {
        std::string out;
        out.reserve(json.size());
        for (char c : json) {
            if (c == '<')
                out += "\\u003c";
            else
                out += c;
        }
        return out;
    }

    /// The CSP hash source of the page's one script ("'sha256-…'"): only that script may run, so a
    /// value that escaped its escaping could still not execute. Its text is the template's, unfilled.
    std::string pageScriptHash()
    {
        static const std::string hash = [] {
            const std::string_view page = htmlReportTemplate();
            constexpr std::string_view open = "<script>", close = "</script>";
            const auto begin = page.rfind(open);
            const auto end = begin == std::string_view::npos ? begin : page.find(close, begin);
            if (end == std::string_view::npos)
                return std::string("'none'");
            const auto digest = sha256(page.substr(begin + open.size(), end - begin - open.size()));
            return "'sha256-" + base64(digest.data(), digest.size()) + "'";
        }();
        return hash;
    }

    /// Fills the placeholders at the places the template has them, never inside a value put in before
    /// (a model file named "@QUANTLENS_DATA@.onnx" in the title).
    std::string filled(std::string_view page, std::vector<std::pair<std::string_view, std::string>> values)
    {
        std::vector<std::pair<std::size_t, std::size_t>> at; // (position in the template, value index)
        for (std::size_t i = 0; i < values.size(); ++i)
            if (const auto position = page.find(values[i].first); position != std::string_view::npos)
                at.emplace_back(position, i);
        std::sort(at.begin(), at.end());
        std::string out;
        std::size_t done = 0;
        for (const auto& [position, i] : at) {
            out.append(page.substr(done, position - done));
            out += values[i].second;
            done = position + values[i].first.size();
        }
        out.append(page.substr(done));
        return out;
    }
}

namespace {
    /// The page's words (English → translated, only those that differ), the triage's categories and
    /// the metric columns, from the catalog and registries the window reads.
    void addWords(JsonWriter& data, const Thresholds& thresholds, const HtmlReportOptions& options)
    {
        auto translate = [&](const char* context, const char* english) {
            return options.translate ? options.translate(context, english) : std::string(english);
        };
        nlohmann::ordered_json words = nlohmann::ordered_json::object();
        for (const CatalogMessage& m : messageCatalog())
            if (std::string_view(m.code).starts_with(kPageWordPrefix))
                if (auto said = translate("CoreMessage", m.english); said != m.english)
                    words[m.english] = std::move(said);
        data.key("words");
        data.value(words);
        nlohmann::ordered_json categories = nlohmann::ordered_json::object();
        for (int c = 0; c <= static_cast<int>(TriageCategory::Failed); ++c) {
            const auto category = static_cast<TriageCategory>(c);
            categories[triageCategoryName(category)]
                = translate("CoreMessage", englishTemplate(triageCategoryText(category).code));
        }
        data.key("categories");
        data.value(categories);
        // The Markdown report's metric columns, and SigmaStar's relative L1 while it decides verdicts.
        nlohmann::ordered_json metrics = nlohmann::ordered_json::array();
        for (const MetricDescriptor& m : metricList())
            if (m.inMarkdown || (m.id == MetricId::SigmaStarRelL1 && thresholds.relL1WarnAbove > 0))
                metrics.push_back({ { "key", m.key }, { "label", translate("Metrics", m.label) },
                    { "title", translate("Metrics", m.title) } });
        data.key("metrics");
        data.value(metrics);
    }
}

namespace {
    /// The lab's method table for the page: the calibrate command's JSON without the per-tensor ranges,
    /// each method's name in the page's language.
    nlohmann::ordered_json calibrationPageDocument(const CalibrationReport& report, const HtmlReportOptions& options)
    {
        nlohmann::ordered_json doc = calibrationJsonDocument(report, false);
        auto translate = [&](const std::string& code) {
            const std::string english = englishTemplate(code);
            return options.translate ? options.translate("CoreMessage", english.c_str()) : english;
        };
        doc["model"]["label"] = translate("calib.method_model");
        for (auto& m : doc["methods"])
            if (const calib::RangeMethod* method = calib::rangeMethod(m["name"].get<std::string>()))
                m["label"] = translate(method->messageKey);
        return doc;
    }
}

std::string renderHtmlReport(const Analysis& analysis, const HtmlReportOptions& options)
{
    // The page's data in the compact form, the report as the JSON report writes it (not made again as
    // a tree: for a 20,000-node model that took longer than writing it).
    JsonWriter data;
    data.beginObject();
    data.key("report");
    data.valueText(reportJsonText(analysis));
    data.key("graph");
    data.value(analysis.floatGraph ? htmlGraphDocument(
                   *analysis.floatGraph, [&](const std::string& tensor) { return analysis.rowOf(tensor) >= 0; })
                                   : nlohmann::ordered_json(nullptr));
    data.key("triage");
    data.value(options.triage ? triageJsonDocument(*options.triage) : nlohmann::ordered_json(nullptr));
    data.key("calibration");
    data.value(
        options.calibration ? calibrationPageDocument(*options.calibration, options) : nlohmann::ordered_json(nullptr));
    // Where every two runs part (the page's difference colour-by), by the one rule the window and the
    // report use: partings[a][b] is the index in report.tensors (= Analysis::rows), null where they agree.
    nlohmann::ordered_json partings = nlohmann::ordered_json::array();
    for (std::size_t a = 0; a < analysis.candidates.size(); ++a) {
        nlohmann::ordered_json against = nlohmann::ordered_json::array();
        for (std::size_t b = 0; b < analysis.candidates.size(); ++b) {
            const auto parting = firstParting(analysis, a, b);
            against.push_back(parting ? nlohmann::ordered_json(parting->row) : nlohmann::ordered_json(nullptr));
        }
        partings.push_back(std::move(against));
    }
    data.key("partings");
    data.value(partings);
    addWords(data, analysis.thresholds, options);
    data.key("lang");
    data.value(options.language);
    data.key("generator");
    data.value(std::string("QuantLens ") + QUANTLENS_VERSION);
    data.endObject();
    // Invalid UTF-8 in a name (models do carry it) is written as U+FFFD, so no report fails for it.
    const std::string json = data.take();

    const std::string title = options.title.empty()
        ? "QuantLens — " + std::filesystem::path(analysis.floatModelPath).filename().string()
        : options.title;
    return filled(htmlReportTemplate(),
        { { "@QUANTLENS_LANG@", options.language == "zh_CN" ? "zh-CN" : "en" },
            { "@QUANTLENS_TITLE@", escapedHtml(title) }, { "@QUANTLENS_SCRIPT_HASH@", pageScriptHash() },
            { "@QUANTLENS_DATA@", scriptSafe(json) } });
}

} // namespace quantlens
