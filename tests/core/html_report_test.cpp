// report --format html: one page with the report's JSON, the laid-out graph and the triage embedded,
// safe against names that would end its script element.
#include "analysis/analysis_runner.h"
#include "model/graph.h"
#include "report/html_report.h"
#include "report/report_json_document.h"
#include "util/message_catalog.h"
#include "util/sha256.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <regex>
#include <set>

using namespace quantlens;

namespace {
// x → Conv → "</script><script>alert(1)</script>" → Relu → y; two runs that part at the Relu.
std::shared_ptr<Analysis> hostileAnalysis()
{
    const std::string hostile = "</script><script>alert(1)</script>";
    GraphBuilder builder("model.onnx");
    Value x;
    x.name = "x";
    builder.addInput(x);
    builder.addNode(Node { "conv", false, "Conv", "", { "x" }, { hostile }, {}, {}, {} });
    builder.addNode(Node { "relu\xff", false, "Relu", "", { hostile }, { "y" }, {}, {}, {} }); // invalid UTF-8
    Value y;
    y.name = "y";
    builder.addOutput(y);
    auto graph = builder.build();
    EXPECT_TRUE(graph.ok());
    auto a = std::make_shared<Analysis>();
    a->floatModelPath = "dir/model & <co>.onnx";
    a->floatGraph = graph.value();
    a->candidates = { { "simulator", "" }, { "board", "" } };
    a->unusedCandidateEntries.resize(a->candidates.size());
    int order = 0;
    for (const auto& [tensor, cosines] : std::vector<std::pair<std::string, std::pair<double, double>>> {
             { hostile, { 0.999, 0.998 } }, { "y", { 0.995, 0.90 } } }) {
        LayerRow row;
        row.order = order++;
        row.tensor = tensor;
        for (double cos : { cosines.first, cosines.second }) {
            PairMetrics m;
            m.cosine = cos;
            CandidateResult r;
            r.metrics = m;
            row.results.push_back(r);
        }
        a->rows.push_back(row);
    }
    a->indexRows();
    for (std::size_t run = 0; run < a->candidates.size(); ++run)
        a->summaries.push_back(summarize(*a, run, a->thresholds));
    return a;
}

nlohmann::json embeddedData(const std::string& page)
{
    const std::string open = "<script id=\"quantlens-data\" type=\"application/json\">";
    const auto begin = page.find(open);
    EXPECT_NE(begin, std::string::npos);
    const auto end = page.find("</script>", begin + open.size());
    EXPECT_NE(end, std::string::npos);
    return nlohmann::json::parse(page.substr(begin + open.size(), end - begin - open.size()));
}
}

TEST(HtmlReport, EmbedsTheReportGraphAndTriageAndFillsEveryPlaceholder)
{
    const auto analysis = hostileAnalysis();
    TriageResult triaged;
    triaged.culprits = { "y" };
    HtmlReportOptions options;
    options.triage = &triaged;
    options.language = "zh_CN";
    const std::string page = renderHtmlReport(*analysis, options);
    EXPECT_EQ(page.find("@QUANTLENS_"), std::string::npos);
    EXPECT_NE(page.find("<html lang=\"zh-CN\""), std::string::npos);
    EXPECT_NE(page.find("model &amp; &lt;co&gt;.onnx"), std::string::npos); // the title, escaped
    const auto data = embeddedData(page);
    // The report is the JSON report's document, its tensors' names intact after "<\/" went back.
    EXPECT_EQ(data.at("report"), nlohmann::json::parse(reportJsonText(*analysis)));
    EXPECT_EQ(data.at("report").at("tensors").at(0).at("tensor"), "</script><script>alert(1)</script>");
    EXPECT_EQ(data.at("report").at("summary").at("runs").at(1).at("first_parting").at("tensor"), "y");
    EXPECT_EQ(data.at("triage").at("culprits"), nlohmann::json::array({ "y" }));
    // Every ordered pair of runs: where they part, by row (the report's tensors), null for a run itself.
    EXPECT_EQ(data.at("partings"), nlohmann::json::parse("[[null, 1], [1, null]]"));
    EXPECT_EQ(data.at("lang"), "zh_CN");
    // Two boxes (Conv, Relu), one edge between them, every box with a size inside the drawing.
    const auto& graph = data.at("graph");
    ASSERT_EQ(graph.at("nodes").size(), 2u);
    ASSERT_EQ(graph.at("edges").size(), 1u);
    for (const auto& node : graph.at("nodes")) {
        EXPECT_GT(node.at("w").get<double>(), 0);
        EXPECT_LE(node.at("x").get<double>() + node.at("w").get<double>() / 2, graph.at("width").get<double>() + 1);
    }
    EXPECT_EQ(graph.at("nodes").at(0).at("tensors"), nlohmann::json::array({ "</script><script>alert(1)</script>" }));
    EXPECT_GE(graph.at("edges").at(0).at("points").size(), 2u);
}

TEST(HtmlReport, NoNameEndsTheDataEarlyOrLandsInAnotherPlaceholder)
{
    auto analysis = hostileAnalysis();
    // "<!--" then "<script" would keep the real end tag from closing the data (the parser's double-escaped
    // state); a model file named like a placeholder must stay in the title.
    analysis->rows[1].tensor = "<!--<script>";
    analysis->floatModelPath = "@QUANTLENS_DATA@.onnx";
    const std::string page = renderHtmlReport(*analysis);
    const std::string open = "<script id=\"quantlens-data\" type=\"application/json\">";
    const auto begin = page.find(open) + open.size();
    const auto end = page.find("</script>", begin);
    EXPECT_EQ(page.substr(begin, end - begin).find('<'), std::string::npos);
    EXPECT_NE(page.find("\\u003c/script>\\u003cscript>alert(1)\\u003c/script>", begin), std::string::npos);
    EXPECT_NE(page.find("<title>QuantLens — @QUANTLENS_DATA@.onnx</title>"), std::string::npos);
    EXPECT_EQ(embeddedData(page).at("report").at("tensors").at(1).at("tensor"), "<!--<script>");
    EXPECT_EQ(page.find("<html lang=\"en\""), page.find("<html lang="));
}

// The page allows its own script by hash, not every inline script: an injection that got past the
// escaping could still not run. The hash is of the script as the page holds it.
TEST(HtmlReport, OnlyThePagesOwnScriptMayRun)
{
    const std::string page = renderHtmlReport(*hostileAnalysis());
    const auto csp = page.substr(page.find("Content-Security-Policy"), 300);
    EXPECT_EQ(csp.find("unsafe-inline'; img"), std::string::npos) << csp;
    const auto policy
        = csp.substr(csp.find("script-src "), csp.find(';', csp.find("script-src ")) - csp.find("script-src "));
    const auto begin = page.rfind("<script>") + 8;
    const auto script = page.substr(begin, page.find("</script>", begin) - begin);
    const auto digest = sha256(script);
    EXPECT_EQ(policy, "script-src 'sha256-" + base64(digest.data(), digest.size()) + "'");
    EXPECT_GT(script.size(), 1000u);
}

// The page's words are the catalog's (core/util/messages_report_page.cpp), translated as the window
// translates them: every word the page's script or markup names is one of them, so none escapes the
// translations.
TEST(HtmlReport, EveryWordThePageNamesIsACatalogEntry)
{
    std::set<std::string> catalog;
    for (const CatalogMessage& m : messageCatalog())
        if (std::string_view(m.code).starts_with(kPageWordPrefix))
            catalog.insert(m.english);
    const std::string page(htmlReportTemplate());
    const std::string markup = page.substr(0, page.find("<script"));
    const std::pair<const std::string*, std::regex> uses[] = {
        { &page, std::regex(R"re(\btf?\('((?:[^'\\]|\\.)*)')re") }, // t('…'), tf('…') in the script
        { &page, std::regex(R"re(\blabel: '([^']+)')re") }, // the table's own columns
        { &markup, std::regex(R"re(data-t[^>]*>([^<]+)<)re") }, // <h2 data-t>…</h2>
        { &markup, std::regex(R"re(\btitle="([^"]+)")re") }, // attributes translated at load
        { &markup, std::regex(R"re(\bplaceholder="([^"]+)")re") },
    };
    int named = 0;
    for (const auto& [text, use] : uses)
        for (auto it = std::sregex_iterator(text->begin(), text->end(), use); it != std::sregex_iterator(); ++it) {
            std::string word = (*it)[1].str();
            word.erase(0, word.find_first_not_of(" \n"));
            word.erase(word.find_last_not_of(" \n") + 1);
            ++named;
            EXPECT_TRUE(catalog.count(word)) << "the page names '" << word << "', which the catalog lacks";
        }
    EXPECT_GT(named, 60);
}

TEST(HtmlReport, WordsCategoriesAndMetricColumnsComeTranslated)
{
    const auto analysis = hostileAnalysis();
    HtmlReportOptions options;
    const auto english = embeddedData(renderHtmlReport(*analysis, options));
    EXPECT_TRUE(english.at("words").empty()) << "English needs no words: the script's own are English";
    EXPECT_EQ(english.at("categories").at("failed"), "no verdict: the triage itself stopped on an error");
    ASSERT_FALSE(english.at("metrics").empty());
    EXPECT_EQ(english.at("metrics").front().at("key"), "cosine");
    EXPECT_EQ(english.at("metrics").front().at("label"), "Cos");

    options.translate = [](const char* context, const char* text) { return std::string(context) + ":" + text; };
    const auto translated = embeddedData(renderHtmlReport(*analysis, options));
    EXPECT_EQ(translated.at("words").at("Findings"), "CoreMessage:Findings");
    EXPECT_EQ(translated.at("categories").at("gradual"), "CoreMessage:gradual: small losses everywhere add up");
    EXPECT_EQ(translated.at("metrics").front().at("label"), "Metrics:Cos");
    std::set<std::string> keys;
    for (const auto& m : translated.at("metrics"))
        keys.insert(m.at("key").get<std::string>());
    EXPECT_TRUE(keys.count("sigmastar_rel_l1")) << "the default thresholds judge by SigmaStar's relative L1 too";
}
