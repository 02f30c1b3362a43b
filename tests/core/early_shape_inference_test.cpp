// Shape inference started on guessed input shapes must give what inference on the matched inputs'
// shapes gives: the guess is used only when it binds the same shapes.
#include "analysis/early_shape_inference.h"
#include "onnx_test_models.h"
#include "tensor_test_support.h"

#include <gtest/gtest.h>

using namespace quantlens;
using namespace quantlens::onnx_test;
using namespace quantlens::test;

namespace {
/// x → Relu → y, x declared [firstDim, 4], y [N, 4]: y's first dimension is whatever x is bound to.
std::shared_ptr<const Graph> reluGraph(std::int64_t firstDim)
{
    onnx::ModelProto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { firstDim, 4 });
    addNode(g, "Relu", { "x" }, { "y" }, "relu");
    addOutput(g, "y", { -1, 4 });
    auto graph = importModel(model);
    EXPECT_TRUE(graph.ok()) << (graph.ok() ? std::string() : graph.error().toString());
    return graph.value();
}
std::shared_ptr<const Graph> dynamicReluGraph() { return reluGraph(-1); }
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
    EXPECT_TRUE(early.guessWasUsed());
}

TEST(EarlyShapeInference, AWrongGuessIsInferredAgainForTheMatchedShapes)
{
    const auto graph = dynamicReluGraph();
    // The matcher paired x with another entry than the one named x (e.g. through a tensor map).
    EarlyShapeInference wrongSize(*graph, { { "x", { 2, 4 } } });
    EXPECT_EQ(wrongSize.forDumpedInputs({ { "x", { 5, 4 } } }).shapes.at("y"), (std::vector<std::int64_t> { 5, 4 }));
    EXPECT_FALSE(wrongSize.guessWasUsed());
    // No entry was named x, but the matcher found the input: unbound guess, bound answer.
    EarlyShapeInference noGuess(*graph, {});
    EXPECT_EQ(noGuess.forDumpedInputs({ { "x", { 3, 4 } } }).shapes.at("y"), (std::vector<std::int64_t> { 3, 4 }));
    // The input found in neither: the declared, still dynamic shape.
    EarlyShapeInference unbound(*graph, { { "x", { 2, 4 } } });
    EXPECT_EQ(unbound.forDumpedInputs({}).shapes.at("y"), (std::vector<std::int64_t> { -1, 4 }));
}

TEST(EarlyShapeInference, ADumpOfTheDeclaredShapeUsesTheGuessThatBindsNothing)
{
    const auto graph = reluGraph(2);
    // Started before any dump is listed; dumps of the declared shape bind nothing new.
    EarlyShapeInference declared(*graph, {});
    const EarlyShapeInference::InputShapes dumped { { "x", { 2, 4 } } };
    EXPECT_TRUE(declared.guesses(dumped));
    EXPECT_EQ(declared.forDumpedInputs(dumped).shapes, inferShapes(*graph, dumped).shapes);
    EXPECT_TRUE(declared.guessWasUsed());
    // A dump of another batch binds it: inferred again.
    EarlyShapeInference otherBatch(*graph, {});
    EXPECT_FALSE(otherBatch.guesses({ { "x", { 5, 4 } } }));
    EXPECT_EQ(otherBatch.forDumpedInputs({ { "x", { 5, 4 } } }).shapes.at("y"), (std::vector<std::int64_t> { 5, 4 }));
    EXPECT_FALSE(otherBatch.guessWasUsed());
}

TEST(EarlyShapeInference, ProbesTheInputsNpyFilesBeforeTheFolderIsListed)
{
    const auto graph = dynamicReluGraph();
    TempDir dir;
    EXPECT_TRUE(EarlyShapeInference::probeDumpedInputs(dir.path().string(), *graph).empty());
    writeBytes(dir.path() / "x.npy",
        npyImage(
            "{'descr': '<f4', 'fortran_order': False, 'shape': (3, 4), }", std::string(3 * 4 * sizeof(float), '\0')));
    writeBytes(dir.path() / "y.npy", "no tensor"); // not an input: never read
    const auto probed = EarlyShapeInference::probeDumpedInputs(dir.path().string(), *graph);
    EXPECT_EQ(probed, (EarlyShapeInference::InputShapes { { "x", { 3, 4 } } }));
    // A path that is no folder is no guess.
    EXPECT_TRUE(EarlyShapeInference::probeDumpedInputs(dir.file("x.npy"), *graph).empty());
}
