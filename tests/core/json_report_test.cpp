// The JSON report is written straight into text (util/json_writer.h): the same document in either
// form, each value as it should be, every key once.
#include "analysis/analysis_runner.h"
#include "report/report_columns.h"
#include "report/report_format.h"
#include "report/report_json_document.h"
#include "util/json_text.h"

#include <gtest/gtest.h>

#include <cmath>
#include <set>

using namespace quantlens;

namespace {
/// Two runs; one tensor quantized per channel, one with a name that is not UTF-8 and metrics that
/// are not finite.
std::shared_ptr<Analysis> analysisWithEveryKindOfCell()
{
    auto a = std::make_shared<Analysis>();
    a->candidates = { { "simulator", "" }, { "板端 \"board\"", "" } };
    a->unusedCandidateEntries = { { "extra" }, {} };
    a->unusedReferenceEntries = { "unused\xff" };
    LayerRow perChannel;
    perChannel.order = 0;
    perChannel.tensor = "conv";
    perChannel.shape = { 1, 2, 4, 4 };
    QuantParams q;
    q.dtype = DType::Int8;
    q.scales = { 0.5, 0.25 };
    q.zeroPoints = { 0, -3 };
    q.axis = 1;
    q.computeRanges();
    perChannel.quant = q;
    LayerRow odd;
    odd.order = 1;
    odd.tensor = "relu\xff";
    odd.isFloat = false;
    for (LayerRow* row : { &perChannel, &odd }) {
        for (const double cosine : { 0.999, std::nan("") }) {
            PairMetrics m;
            m.cosine = cosine;
            m.sqnrDb = row == &odd ? INFINITY : 12.5;
            CandidateResult r;
            r.metrics = m;
            row->results.push_back(r);
        }
        a->rows.push_back(*row);
    }
    a->indexRows();
    for (std::size_t run = 0; run < a->candidates.size(); ++run)
        a->summaries.push_back(summarize(*a, run, a->thresholds));
    return a;
}
}

TEST(JsonReport, IsItsDocumentWrittenOut)
{
    const auto a = analysisWithEveryKindOfCell();
    const std::string text = renderReport(*a, ReportFormat::Json);
    const auto document = nlohmann::ordered_json::parse(reportJsonText(*a));
    EXPECT_EQ(text, jsonText(document, 2) + "\n"); // the pretty form is the compact one's document
    const auto& conv = document.at("tensors").at(0);
    EXPECT_EQ(conv.at("shape"), nlohmann::ordered_json::parse("[1, 2, 4, 4]"));
    EXPECT_EQ(conv.at("quant_scales"), nlohmann::ordered_json::parse("[0.5, 0.25]"));
    EXPECT_EQ(conv.at("quant_zero_points"), nlohmann::ordered_json::parse("[0, -3]"));
    EXPECT_EQ(conv.at("quant_axis"), 1);
    EXPECT_EQ(conv.at("runs").at(1).at("label"), "板端 \"board\"");
    EXPECT_TRUE(conv.at("runs").at(1).at("cosine").is_null()); // NaN
    const auto& odd = document.at("tensors").at(1);
    EXPECT_EQ(odd.at("tensor"), "relu\xef\xbf\xbd"); // U+FFFD for the byte that is not UTF-8
    EXPECT_EQ(odd.at("is_float"), false);
    EXPECT_TRUE(odd.at("runs").at(0).at("sqnr_db").is_null()); // infinite
    EXPECT_EQ(document.at("unused_candidate_entries").at("simulator"), nlohmann::ordered_json::parse("[\"extra\"]"));
}

TEST(JsonReport, EveryKeyOfATensorOnce)
{
    // The writer writes what it is given: a column named like a key the report adds would be a
    // second member of that name.
    std::set<std::string> tensorKeys { "is_float", "quant_scales", "quant_zero_points", "quant_axis", "runs" };
    std::set<std::string> runKeys { "label" };
    for (const auto& column : reportColumns())
        EXPECT_TRUE((column.perRun ? runKeys : tensorKeys).insert(column.key).second) << column.key;
}
