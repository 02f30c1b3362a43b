#include "report/model_explorer_data.h"

#include "util/json_text.h"
#include "util/unique_file_names.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace quantlens {
namespace {
    using Json = nlohmann::ordered_json;
    // The window's verdict colours (ui/verdict_style.cpp), as CSS colours.
    constexpr const char* kPass = "#66bd63";
    constexpr const char* kWarn = "#fee08b";
    constexpr const char* kFail = "#f46d43";

    double sqnrAtCosine(double cos) { return -10.0 * std::log10(std::max(2.0 * (1.0 - cos), 1e-12)); }

    /// Model Explorer colours a value with the first item whose `value` is not below it. Our bands are
    /// half-open ([fail, warn) warns), so each band ends just below the next level.
    Json bands(double failBelow, double warnBelow, double top)
    {
        const double below = -std::numeric_limits<double>::infinity();
        return Json::array({ Json { { "value", std::nextafter(failBelow, below) }, { "bgColor", kFail } },
            Json { { "value", std::nextafter(warnBelow, below) }, { "bgColor", kWarn } },
            Json { { "value", top }, { "bgColor", kPass } } });
    }

}

std::string modelExplorerNodeData(const Analysis& analysis, MetricId metric, std::size_t candidate)
{
    Json results = Json::object();
    const Graph* graph = analysis.floatGraph.get();
    for (const LayerRow& row : analysis.rows) {
        if (candidate >= row.results.size() || !row.results[candidate].metrics)
            continue;
        const double v = metricValue(*row.results[candidate].metrics, metric);
        if (!std::isfinite(v))
            continue;
        // The viewer's ONNX adapter shows a node by its name and a graph output as "[value] <name>";
        // a name we made up for an unnamed node is one the viewer does not know.
        const int node = graph != nullptr ? graph->nodeIndex(row.nodeName) : -1;
        if (node >= 0 && !graph->nodes()[static_cast<std::size_t>(node)].generatedName
            && !results.contains(row.nodeName)) // a node with several outputs: its first speaks for it
            results[row.nodeName] = Json { { "value", v } };
        if (row.isGraphOutput)
            results["[value] " + row.tensor] = Json { { "value", v } };
    }
    Json doc;
    doc["results"] = std::move(results);
    const Thresholds& t = analysis.thresholds;
    if (metric == MetricId::Cosine) {
        doc["thresholds"] = bands(t.cosFailBelow, t.cosWarnBelow, 2.0); // a cosine is at most 1
    } else if (metric == MetricId::Sqnr) {
        doc["thresholds"] = bands(sqnrAtCosine(t.cosFailBelow), sqnrAtCosine(t.cosWarnBelow), 1e9);
    } else {
        const bool higherIsBetter = metricDescriptor(metric).higherIsBetter;
        doc["gradient"] = Json::array({ Json { { "stop", 0 }, { "bgColor", higherIsBetter ? kFail : kPass } },
            Json { { "stop", 0.5 }, { "bgColor", kWarn } },
            Json { { "stop", 1 }, { "bgColor", higherIsBetter ? kPass : kFail } } });
    }
    return jsonText(doc, 2) + "\n";
}

std::vector<std::pair<std::string, std::string>> modelExplorerFiles(const Analysis& analysis)
{
    std::vector<std::pair<std::string, std::string>> files;
    UniqueFileNames prefixes("run"); // labels "a.b" and "a_b" get files of their own
    for (std::size_t c = 0; c < analysis.candidates.size(); ++c) {
        std::string prefix;
        if (analysis.candidates.size() > 1)
            prefix = prefixes.claim(analysis.candidates[c].label) + ".";
        for (const MetricDescriptor& m : metricList())
            files.emplace_back(prefix + m.key + ".json", modelExplorerNodeData(analysis, m.id, c));
    }
    return files;
}

} // namespace quantlens
