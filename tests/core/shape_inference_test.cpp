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
