#include "layout/graph_outline.h"

#include "synthetic_network.h"

#include <gtest/gtest.h>

#include <set>
#include <tuple>

using namespace quantlens;

namespace {
Node op(
    const std::string& name, const std::string& type, std::vector<std::string> inputs, std::vector<std::string> outputs)
{
    Node n;
    n.name = name;
    n.opType = type;
    n.inputs = std::move(inputs);
    n.outputs = std::move(outputs);
    return n;
}

std::shared_ptr<const Graph> build(GraphBuilder& builder)
{
    auto result = builder.build();
    EXPECT_TRUE(result.ok());
    return result.ok() ? result.value() : nullptr;
}

using BoxKey = std::tuple<OutlineNode::Kind, int, std::string, std::string, std::vector<int>, std::vector<std::string>>;
using EdgeKey = std::tuple<int, int, std::string>;

std::vector<BoxKey> boxKeys(const GraphOutline& outline)
{
    std::vector<BoxKey> keys;
    for (const auto& n : outline.nodes())
        keys.emplace_back(n.kind, n.graphNode, n.scope, n.label, n.members, n.outputs);
    return keys;
}

std::vector<EdgeKey> edgeKeys(const GraphOutline& outline)
{
    std::vector<EdgeKey> keys;
    for (const auto& e : outline.edges())
        keys.emplace_back(e.from, e.to, e.tensor);
    return keys;
}

// Every op is in exactly one box, Constants in none; edges join different boxes, once per tensor, and carry
// a tensor produced in `from` and read in `to`.
void expectConsistent(const Graph& graph, const GraphOutline& outline)
{
    std::vector<int> boxOf(graph.nodes().size(), -1);
    for (std::size_t b = 0; b < outline.nodes().size(); ++b) {
        const auto& box = outline.nodes()[b];
        const std::vector<int> members
            = box.kind == OutlineNode::Kind::Op ? std::vector<int> { box.graphNode } : box.members;
        for (int m : members) {
            ASSERT_EQ(boxOf[m], -1) << "node " << m << " in two boxes";
            boxOf[m] = static_cast<int>(b);
        }
        if (box.kind == OutlineNode::Kind::Group) {
            EXPECT_FALSE(outline.isExpanded(box.scope));
            EXPECT_EQ(box.scope.substr(box.scope.rfind('/') + 1), box.label);
        }
    }
    for (std::size_t k = 0; k < graph.nodes().size(); ++k)
        EXPECT_EQ(boxOf[k] < 0, graph.nodes()[k].opType == "Constant") << graph.nodes()[k].name;
    std::set<EdgeKey> seen;
    for (const auto& e : outline.edges()) {
        EXPECT_NE(e.from, e.to);
        EXPECT_TRUE(seen.emplace(e.from, e.to, e.tensor).second);
        const Value* v = graph.value(e.tensor);
        ASSERT_NE(v, nullptr);
        EXPECT_FALSE(v->isWeight);
        EXPECT_EQ(boxOf[v->producer], e.from);
        EXPECT_EQ(outline.boxOfTensor(e.tensor), e.from);
        bool read = false;
        for (int c : v->consumers)
            read = read || boxOf[c] == e.to;
        EXPECT_TRUE(read);
    }
}
}

TEST(GraphOutline, ConstantsAndWeightsAreFolded)
{
    GraphBuilder builder("model.onnx");
    Value x;
    x.name = "x";
    builder.addInput(x);
    TensorView bias;
    bias.shape = { 1 };
    bias.strides = { 1 };
    builder.addWeight("bias", bias);
    builder.addNode(op("/backbone/conv1/weight", "Constant", {}, { "w" }));
    builder.addNode(op("/backbone/conv1/Conv", "Conv", { "x", "w" }, { "c" }));
    builder.addNode(op("/backbone/act/Relu", "Relu", { "c" }, { "r" }));
    builder.addNode(op("/head/Add", "Add", { "r", "bias" }, { "y" }));
    Value y;
    y.name = "y";
    builder.addOutput(y);
    const auto graph = build(builder);
    ASSERT_TRUE(graph);

    const GraphOutline outline(*graph);
    ASSERT_EQ(outline.nodes().size(), 3u);
    for (const auto& box : outline.nodes())
        EXPECT_EQ(box.kind, OutlineNode::Kind::Op);
    EXPECT_EQ(outline.nodes()[0].label, "Conv");
    EXPECT_EQ(edgeKeys(outline), (std::vector<EdgeKey> { { 0, 1, "c" }, { 1, 2, "r" } }));
    EXPECT_EQ(outline.nodes()[2].outputs, std::vector<std::string> { "y" });
    EXPECT_EQ(outline.boxOfTensor("c"), 0);
    EXPECT_EQ(outline.boxOfTensor("y"), 2);
    EXPECT_EQ(outline.boxOfTensor("w"), -1); // its Constant is folded
    EXPECT_EQ(outline.boxOfTensor("x"), -1); // graph input
    EXPECT_EQ(outline.boxOfTensor("bias"), -1); // initializer
    EXPECT_EQ(outline.boxOfTensor("nope"), -1);
    EXPECT_TRUE(outline.isExpanded("backbone"));
    EXPECT_TRUE(outline.isExpanded("backbone/conv1"));
    expectConsistent(*graph, outline);
}

TEST(GraphOutline, SmallGraphShowsEveryOp)
{
    const auto network = bench::makeSyntheticNetwork(400, 3);
    const auto graph = bench::makeSyntheticGraph(network, true);
    ASSERT_TRUE(graph);
    const GraphOutline outline(*graph, 400);
    ASSERT_EQ(outline.nodes().size(), 400u);
    for (const auto& box : outline.nodes())
        ASSERT_EQ(box.kind, OutlineNode::Kind::Op);
    EXPECT_EQ(outline.edges().size(), network.layout.edges.size());
    EXPECT_TRUE(outline.isExpanded("stage1"));
    EXPECT_TRUE(outline.isExpanded("stage1/block1"));
    expectConsistent(*graph, outline);
}

TEST(GraphOutline, ScopesCollapseAboveTheLimit)
{
    const auto network = bench::makeSyntheticNetwork(5000, 4);
    const auto graph = bench::makeSyntheticGraph(network, true);
    ASSERT_TRUE(graph);
    const GraphOutline outline(*graph, 300);
    EXPECT_LE(outline.nodes().size(), 300u);
    EXPECT_GT(outline.nodes().size(), 150u); // the budget is used, not just the top level
    std::size_t groups = 0;
    std::size_t expandedBlocks = 0;
    for (const auto& box : outline.nodes())
        groups += box.kind == OutlineNode::Kind::Group ? 1 : 0;
    for (const auto& box : outline.nodes())
        if (box.kind == OutlineNode::Kind::Group && box.scope.find('/') != std::string::npos)
            ++expandedBlocks; // a block group shows inside an expanded stage
    EXPECT_GT(groups, 0u);
    EXPECT_GT(expandedBlocks, 0u);
    EXPECT_FALSE(outline.isExpanded("stem") && outline.isExpanded("stage1") && outline.isExpanded("stage2/block1"));
    expectConsistent(*graph, outline);

    // Edges between groups carry a tensor once however many members read it.
    std::set<std::pair<int, std::string>> perTensor;
    for (const auto& e : outline.edges())
        EXPECT_TRUE(perTensor.emplace(e.to, e.tensor).second);
}

TEST(GraphOutline, ExpandAndCollapseRoundTrip)
{
    const auto network = bench::makeSyntheticNetwork(3000, 9);
    const auto graph = bench::makeSyntheticGraph(network, false);
    ASSERT_TRUE(graph);
    GraphOutline outline(*graph, 200);
    const auto boxesBefore = boxKeys(outline);
    const auto edgesBefore = edgeKeys(outline);

    const OutlineNode* group = nullptr;
    for (const auto& box : outline.nodes())
        if (box.kind == OutlineNode::Kind::Group && box.scope.rfind("stage", 0) == 0
            && box.scope.find('/') == std::string::npos) {
            group = &box;
            break;
        }
    ASSERT_NE(group, nullptr);
    const std::string stage = group->scope;
    ASSERT_FALSE(outline.isExpanded(stage));
    const Node& first = graph->nodes()[group->members.front()];
    ASSERT_GE(first.scope.size(), 2u);
    const std::string inner = stage + "/" + first.scope[1]; // its first block, or its downsampling conv
    const std::string tensor = first.outputs.front();
    const int groupBox = outline.boxOfTensor(tensor);
    EXPECT_EQ(&outline.nodes()[groupBox], group);

    outline.expand(inner); // opens the stage around it too
    EXPECT_TRUE(outline.isExpanded(stage));
    EXPECT_TRUE(outline.isExpanded(inner));
    EXPECT_GT(outline.nodes().size(), boxesBefore.size());
    const int box = outline.boxOfTensor(tensor);
    ASSERT_GE(box, 0);
    if (outline.nodes()[box].kind == OutlineNode::Kind::Op)
        EXPECT_EQ(outline.nodes()[box].graphNode, graph->nodeIndex(first.name));
    else
        EXPECT_EQ(outline.nodes()[box].scope.rfind(inner + "/", 0), 0u);
    bool otherBlockClosed = false;
    for (const auto& b : outline.nodes())
        otherBlockClosed = otherBlockClosed
            || (b.kind == OutlineNode::Kind::Group && b.scope.rfind(stage + "/", 0) == 0 && b.scope != inner
                && b.scope.rfind(inner + "/", 0) != 0);
    EXPECT_TRUE(otherBlockClosed);
    expectConsistent(*graph, outline);

    outline.collapse(stage);
    EXPECT_FALSE(outline.isExpanded(stage));
    EXPECT_FALSE(outline.isExpanded(stage + "/block1"));
    EXPECT_EQ(boxKeys(outline), boxesBefore);
    EXPECT_EQ(edgeKeys(outline), edgesBefore);
    EXPECT_EQ(outline.boxOfTensor(tensor), groupBox);
}

TEST(GraphOutline, GroupEdgesAndOutputs)
{
    // a/n1 → a/n2 → b/n3 → b/n4, and a/n2 → b/n4: with room for two boxes, a and b stay closed and one edge
    // carries n2's tensor.
    GraphBuilder builder("model.onnx");
    Value x;
    x.name = "x";
    builder.addInput(x);
    builder.addNode(op("a/n1", "Relu", { "x" }, { "t1" }));
    builder.addNode(op("a/n2", "Relu", { "t1" }, { "t2" }));
    builder.addNode(op("b/n3", "Relu", { "t2" }, { "t3" }));
    builder.addNode(op("b/n4", "Add", { "t3", "t2" }, { "t4" }));
    Value y;
    y.name = "t4";
    builder.addOutput(y);
    const auto graph = build(builder);
    ASSERT_TRUE(graph);

    GraphOutline outline(*graph, 2);
    ASSERT_EQ(outline.nodes().size(), 2u);
    EXPECT_EQ(outline.nodes()[0].scope, "a");
    EXPECT_EQ(outline.nodes()[0].label, "a");
    EXPECT_EQ(outline.nodes()[0].members, (std::vector<int> { 0, 1 }));
    EXPECT_EQ(outline.nodes()[0].outputs, std::vector<std::string> { "t2" });
    EXPECT_EQ(outline.nodes()[1].outputs, std::vector<std::string> { "t4" });
    EXPECT_EQ(edgeKeys(outline), (std::vector<EdgeKey> { { 0, 1, "t2" } }));
    EXPECT_EQ(outline.boxOfTensor("t1"), 0);
    EXPECT_EQ(outline.boxOfTensor("t3"), 1);

    outline.expand("b");
    ASSERT_EQ(outline.nodes().size(), 3u);
    EXPECT_EQ(edgeKeys(outline), (std::vector<EdgeKey> { { 0, 1, "t2" }, { 1, 2, "t3" }, { 0, 2, "t2" } }));
    EXPECT_EQ(outline.nodes()[1].outputs, std::vector<std::string> { "t3" });
    expectConsistent(*graph, outline);
}
