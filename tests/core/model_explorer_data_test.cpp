// report --model-explorer: Model Explorer node-data files keyed as its ONNX adapter names nodes.
#include "model/graph.h"
#include "report/model_explorer_data.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <limits>
#include <set>

using namespace quantlens;

namespace {
// x → Conv "conv" → a → Relu (unnamed in the file) → b → Sigmoid "gate" → y (graph output).
std::shared_ptr<Analysis> analysisWithTwoRuns()
{
    GraphBuilder builder("model.onnx");
    Value x;
    x.name = "x";
    builder.addInput(x);
    builder.addNode(Node { "conv", false, "Conv", "", { "x" }, { "a" }, {}, {}, {} });
    builder.addNode(Node { "", false, "Relu", "", { "a" }, { "b" }, {}, {}, {} });
    builder.addNode(Node { "gate", false, "Sigmoid", "", { "b" }, { "y" }, {}, {}, {} });
    Value y;
    y.name = "y";
    builder.addOutput(y);
    auto graph = builder.build();
    EXPECT_TRUE(graph.ok());
    auto analysis = std::make_shared<Analysis>();
    analysis->floatGraph = graph.value();
    analysis->candidates = { { "sim", "" }, { "sim", "" } };
    const std::vector<std::pair<std::string, std::string>> rows { { "a", "conv" }, { "b", "Relu_1" }, { "y", "gate" } };
    for (std::size_t i = 0; i < rows.size(); ++i) {
        LayerRow row;
        row.tensor = rows[i].first;
        row.nodeName = rows[i].second;
        row.isGraphOutput = row.tensor == "y";
        for (int run = 0; run < 2; ++run) {
            PairMetrics m;
            m.cosine = 0.999 - 0.01 * static_cast<double>(i) - 0.1 * run;
            m.relativeL2NormError = row.tensor == "a" ? std::numeric_limits<double>::infinity() : 0.5;
            CandidateResult r;
            r.metrics = m;
            row.results.push_back(r);
        }
        analysis->rows.push_back(row);
    }
    analysis->indexRows();
    return analysis;
}
}

TEST(ModelExplorerData, KeysAreNodeNamesAndGraphOutputValuesAndBandsAreTheThresholds)
{
    const auto analysis = analysisWithTwoRuns();
    const auto doc = nlohmann::json::parse(modelExplorerNodeData(*analysis, MetricId::Cosine, 1));
    const auto& results = doc.at("results");
    EXPECT_EQ(results.size(), 3u); // conv, gate, [value] y: the unnamed Relu is one the viewer names itself
    EXPECT_DOUBLE_EQ(results.at("conv").at("value").get<double>(), 0.899);
    EXPECT_DOUBLE_EQ(results.at("gate").at("value").get<double>(), 0.879);
    EXPECT_DOUBLE_EQ(results.at("[value] y").at("value").get<double>(), 0.879);
    // Model Explorer colours a value by the first band whose value is not below it: a cosine at the
    // fail level exactly warns, as our verdicts say.
    const auto& bands = doc.at("thresholds");
    ASSERT_EQ(bands.size(), 3u);
    EXPECT_LT(bands[0].at("value").get<double>(), analysis->thresholds.cosFailBelow);
    EXPECT_GT(bands[0].at("value").get<double>(), analysis->thresholds.cosFailBelow - 1e-12);
    EXPECT_EQ(bands[0].at("bgColor"), "#f46d43");

    const auto rel = nlohmann::json::parse(modelExplorerNodeData(*analysis, MetricId::RelL2NormError, 0));
    EXPECT_FALSE(rel.at("results").contains("conv")); // +inf has no JSON form
    EXPECT_TRUE(rel.contains("gradient"));
}

TEST(ModelExplorerData, OneFilePerMetricOfEachRunNamedByItsLabel)
{
    const auto files = modelExplorerFiles(*analysisWithTwoRuns());
    ASSERT_EQ(files.size(), 2 * metricList().size());
    EXPECT_EQ(files.front().first, "sim.cosine.json");
    EXPECT_EQ(files[metricList().size()].first, "sim_2.cosine.json"); // two runs with one label
}

// Labels alike in their file-name form ("a.b", "a_b") or equal to a numbered one ("a_b_2") each keep
// their files: before, one run's files silently replaced another's.
TEST(ModelExplorerData, RunsWhoseLabelsLookAlikeGetFilesOfTheirOwn)
{
    auto analysis = analysisWithTwoRuns();
    analysis->candidates = { { "a_b_2", "" }, { "a.b", "" }, { "a_b", "" } };
    for (auto& row : analysis->rows)
        row.results.push_back(row.results.back());
    std::set<std::string> names;
    for (const auto& [name, content] : modelExplorerFiles(*analysis))
        EXPECT_TRUE(names.insert(name).second) << name << " written twice";
    EXPECT_EQ(names.size(), 3 * metricList().size());
}
