// Shape inference started on guessed input shapes must give what inference on the matched inputs'
// shapes gives: the guess is used only when it binds the same shapes.
#include "analysis/early_shape_inference.h"
#include "onnx_test_models.h"

#include <gtest/gtest.h>

using namespace quantlens;
using namespace quantlens::onnx_test;

namespace {
/// x[N, 4] → Relu → y: y's first dimension is whatever x is bound to.
std::shared_ptr<const Graph> dynamicReluGraph()
{
    onnx::ModelProto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { -1, 4 });
    addNode(g, "Relu", { "x" }, { "y" }, "relu");
    addOutput(g, "y", { -1, 4 });
    auto graph = importModel(model);
    EXPECT_TRUE(graph.ok()) << (graph.ok() ? std::string() : graph.error().toString());
    return graph.value();
}
}

TEST(EarlyShapeInference, AGuessThatBindsTheMatchedShapesIsTheAnswer)
{
    const auto graph = dynamicReluGraph();
    const EarlyShapeInference::InputShapes dumped { { "x", { 2, 4 } } };
    // A guessed entry for a tensor that is no input of the graph binds nothing, so it does not matter.
    EarlyShapeInference early(*graph, { { "x", { 2, 4 } }, { "y", { 7, 7 } } });
    const InferredShapes shapes = early.forDumpedInputs(dumped);
    EXPECT_EQ(shapes.shapes, inferShapes(*graph, dumped).shapes);
    EXPECT_EQ(shapes.shapes.at("y"), (std::vector<std::int64_t> { 2, 4 }));
}

TEST(EarlyShapeInference, AWrongGuessIsInferredAgainForTheMatchedShapes)
{
    const auto graph = dynamicReluGraph();
    // The matcher paired x with another entry than the one named x (e.g. through a tensor map).
    EarlyShapeInference wrongSize(*graph, { { "x", { 2, 4 } } });
    EXPECT_EQ(wrongSize.forDumpedInputs({ { "x", { 5, 4 } } }).shapes.at("y"), (std::vector<std::int64_t> { 5, 4 }));
    // No entry was named x, but the matcher found the input: unbound guess, bound answer.
    EarlyShapeInference noGuess(*graph, {});
    EXPECT_EQ(noGuess.forDumpedInputs({ { "x", { 3, 4 } } }).shapes.at("y"), (std::vector<std::int64_t> { 3, 4 }));
    // The input found in neither: the declared, still dynamic shape.
    EarlyShapeInference unbound(*graph, { { "x", { 2, 4 } } });
    EXPECT_EQ(unbound.forDumpedInputs({}).shapes.at("y"), (std::vector<std::int64_t> { -1, 4 }));
}
