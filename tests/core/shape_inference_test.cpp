// Shape inference runs on a copy of the model without its large weights: the copy must keep every
// weight's type and dims, and the values of the small integer tensors that shapes are computed from.
#include "model/shape_inference.h"
#include "onnx_test_models.h"

#include <gtest/gtest.h>

using namespace quantlens;
using namespace quantlens::onnx_test;

TEST(ShapeInference, WeightsHeldByConstantNodesKeepTheirDimsAndShapeTensorsTheirValues)
{
    constexpr std::int64_t kWidth = 8192; // above what keeps its values in the copy
    onnx::ModelProto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { -1, kWidth });
    setTensor(addNode(g, "Constant", {}, { "bias" }, "bias_const"), "value",
        floatTensor("bias", { kWidth }, std::vector<float>(kWidth, 0.5f)));
    addNode(g, "Add", { "x", "bias" }, { "y" }, "add");
    setTensor(addNode(g, "Constant", {}, { "target" }, "target_const"), "value",
        rawTensor<std::int64_t>("target", onnx::TensorProto::INT64, { 2 }, { 4, kWidth / 2 }));
    addNode(g, "Reshape", { "y", "target" }, { "z" }, "reshape");
    addInitializer(g, floatTensor("scale", { kWidth / 2 }, std::vector<float>(kWidth / 2, 2.0f)));
    addNode(g, "Mul", { "z", "scale" }, { "out" }, "mul");
    addOutput(g, "out", { -1, -1 });
    auto graph = importModel(model);
    ASSERT_TRUE(graph.ok()) << graph.error().toString();

    const InferredShapes shapes = inferShapes(*graph.value(), { { "x", { 2, kWidth } } });
    ASSERT_FALSE(shapes.error.has_value()) << *shapes.error;
    EXPECT_EQ(shapes.shapes.at("y"), (std::vector<std::int64_t> { 2, kWidth })); // the Constant's dims
    EXPECT_EQ(shapes.shapes.at("z"), (std::vector<std::int64_t> { 4, kWidth / 2 })); // the Constant's values
    EXPECT_EQ(shapes.shapes.at("out"), (std::vector<std::int64_t> { 4, kWidth / 2 })); // the initializer's dims
    // The model itself still holds the weights the copy left out.
    EXPECT_EQ(weightValues(*graph.value(), "bias").size(), static_cast<std::size_t>(kWidth));
}

namespace {
/// x (1×3×8×8) → `op` with a weight of `weightDims` and no kernel_shape → y; x → Relu → r beside it.
InferredShapes inferConvLike(const std::string& op, const std::vector<std::int64_t>& weightDims)
{
    onnx::ModelProto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 1, 3, 8, 8 });
    std::int64_t count = 1;
    for (auto d : weightDims)
        count *= d;
    addInitializer(g, floatTensor("w", weightDims, std::vector<float>(static_cast<std::size_t>(count), 0.25f)));
    setInts(addNode(g, op, { "x", "w" }, { "y" }, "conv"), "pads", { 1, 1, 1, 1 });
    addNode(g, "Relu", { "x" }, { "r" }, "relu");
    addOutput(g, "y", { -1, -1, -1, -1 });
    addOutput(g, "r", { -1, -1, -1, -1 });
    auto graph = importModel(model);
    EXPECT_TRUE(graph.ok()) << graph.error().toString();
    if (!graph.ok())
        return {};
    return inferShapes(*graph.value(), { { "x", { 1, 3, 8, 8 } } });
}
}

// libonnx 1.12 reads a Conv's input shape and attributes by the weight's rank when kernel_shape is
// absent: a weight of another rank than the input made it read out of bounds and crash (a fuzzer's
// find; the ASan build of these tests fails without the check in front of it).
TEST(ShapeInference, AConvWhoseWeightHasAnotherRankThanItsInputGetsNoShapeAndTheRestIsInferred)
{
    for (const std::string op : { "Conv", "ConvTranspose" }) {
        for (const std::vector<std::int64_t>& weight : { std::vector<std::int64_t> { 4, 3, 3, 3, 3, 3 },
                 std::vector<std::int64_t> { 4, 3, 3 }, std::vector<std::int64_t> { 4 } }) {
            SCOPED_TRACE(op + " with a weight of rank " + std::to_string(weight.size()));
            const InferredShapes shapes = inferConvLike(op, weight);
            EXPECT_EQ(shapes.shapes.at("r"), (std::vector<std::int64_t> { 1, 3, 8, 8 }));
            const auto y = shapes.shapes.find("y");
            ASSERT_NE(y, shapes.shapes.end()); // declared as an output, so listed, with its rank
            EXPECT_EQ(y->second, (std::vector<std::int64_t> { -1, -1, -1, -1 }));
        }
    }
}

// The check only refuses: a well-formed convolution is inferred by ONNX's own function behind it.
TEST(ShapeInference, AWellFormedConvIsStillInferredBehindTheRankCheck)
{
    const InferredShapes conv = inferConvLike("Conv", { 4, 3, 3, 3 });
    ASSERT_FALSE(conv.error.has_value()) << *conv.error;
    EXPECT_EQ(conv.shapes.at("y"), (std::vector<std::int64_t> { 1, 4, 8, 8 }));
    const InferredShapes transposed = inferConvLike("ConvTranspose", { 3, 5, 3, 3 });
    ASSERT_FALSE(transposed.error.has_value()) << *transposed.error;
    EXPECT_EQ(transposed.shapes.at("y"), (std::vector<std::int64_t> { 1, 5, 8, 8 }));
}
