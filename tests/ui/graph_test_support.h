#pragma once
// A small float graph and its analysis (one or two runs) for the graph panel's tests.
#include "analysis/analysis.h"
#include "graph/graph_box_item.h"
#include "graph/graph_panel.h"
#include "graph/graph_scene.h"
#include "model/graph.h"
#include "util/text.h"

#include <QColor>

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace quantlens::graphtest {
struct Op {
    std::string type;
    std::string name;
    std::vector<std::string> inputs;
    std::vector<std::string> outputs;
};

inline std::shared_ptr<const Graph> buildGraph(const std::vector<Op>& ops, const std::vector<std::string>& outputs)
{
    GraphBuilder builder("graph_panel_test.onnx");
    Value x;
    x.name = "x";
    x.shape = { 1, 3, 8, 8 };
    x.shapeKnown = true;
    builder.addInput(x);
    for (const Op& op : ops) {
        Node node;
        node.opType = op.type;
        node.name = op.name;
        node.inputs = op.inputs;
        node.outputs = op.outputs;
        builder.addNode(node);
    }
    for (const std::string& out : outputs) {
        Value v;
        v.name = out;
        builder.addOutput(v);
    }
    auto graph = builder.build();
    EXPECT_TRUE(graph.ok());
    return graph.value();
}

// x → Conv (weights from a Constant) → Relu → Add → y, and a side branch Sigmoid that is not compared.
inline std::shared_ptr<const Analysis> smallAnalysis(int candidates = 1)
{
    auto a = std::make_shared<Analysis>();
    a->floatGraph = buildGraph({ { "Constant", "/backbone/w_const", {}, { "w" } },
                                   { "Conv", "/backbone/conv1/Conv", { "x", "w" }, { "conv_out" } },
                                   { "Relu", "/backbone/act/Relu", { "conv_out" }, { "relu_out" } },
                                   { "Sigmoid", "/head/gate/Sigmoid", { "relu_out" }, { "gate" } },
                                   { "Add", "/head/Add", { "relu_out", "gate" }, { "y" } } },
        { "y" });
    const std::map<std::string, double> cosines { { "conv_out", 0.999 }, { "relu_out", 0.985 }, { "y", 0.5 } };
    for (int c = 0; c < candidates; ++c)
        a->candidates.push_back({ c == 0 ? "simulator" : "board", "" });
    int order = 0;
    for (const Node& node : a->floatGraph->nodes()) {
        if (node.opType == "Constant")
            continue;
        LayerRow row;
        row.order = order++;
        row.tensor = node.outputs.front();
        row.opType = node.opType;
        row.nodeName = node.name;
        row.shape = { 1, 4, 8, 8 };
        for (int c = 0; c < candidates; ++c) {
            CandidateResult result;
            if (const auto it = cosines.find(row.tensor); it != cosines.end()) {
                PairMetrics m;
                m.cosine = c == 0 ? it->second : 0.9999; // the board run is fine everywhere
                m.rmse = 1.0 - m.cosine;
                m.sqnrDb = -10 * std::log10(2 * (1 - m.cosine)); // what equal norms give

                m.maxAbsError = 2 * m.rmse;
                result.metrics = m;
            } else {
                result.problem = Problem::make("", {}, text("match.missing_candidate"));
            }
            row.results.push_back(result);
        }
        a->rows.push_back(row);
    }
    a->indexRows();
    return a;
}

/// One run over `graph`: every node's first output compared, at cos 0.9995 except `badTensor` at 0.5.
inline std::shared_ptr<const Analysis> oneBadTensorAnalysis(
    std::shared_ptr<const Graph> graph, const std::string& badTensor)
{
    auto a = std::make_shared<Analysis>();
    a->floatGraph = std::move(graph);
    a->candidates.push_back({ "simulator", "" });
    int order = 0;
    for (const Node& node : a->floatGraph->nodes()) {
        LayerRow row;
        row.order = order++;
        row.tensor = node.outputs.front();
        row.opType = node.opType;
        row.nodeName = node.name;
        row.shape = { 1, 8 };
        CandidateResult result;
        PairMetrics m;
        m.cosine = row.tensor == badTensor ? 0.5 : 0.9995;
        result.metrics = m;
        row.results.push_back(result);
        a->rows.push_back(row);
    }
    a->indexRows();
    return a;
}

inline GraphBoxItem* boxOf(const GraphPanel& panel, const std::string& tensor)
{
    return panel.scene()->boxItem(panel.scene()->boxOfTensor(tensor));
}

inline bool reddish(const QColor& c) { return c.red() > 150 && c.green() < 130; }
inline bool greenish(const QColor& c) { return c.green() > 150 && c.red() < 150; }

} // namespace quantlens::graphtest
