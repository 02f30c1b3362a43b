#include "model/onnx_import.h"
#include "model/tensor_values.h"
#include "onnx_test_models.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

using namespace quantlens;
using namespace quantlens::onnx_test;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

namespace {
std::vector<std::string> nodeNames(const Graph& g)
{
    std::vector<std::string> names;
    for (const auto& n : g.nodes())
        names.push_back(n.name);
    return names;
}

std::shared_ptr<const Graph> importOk(const onnx::ModelProto& model)
{
    auto result = importModel(model);
    EXPECT_TRUE(result.ok()) << (result.ok() ? "" : result.error().toString());
    return result.ok() ? result.value() : nullptr;
}
}

TEST(OnnxImport, ConvReluAddKeepsFileOrderAndLinksValues)
{
    auto g = importOk(convReluAddModel());
    ASSERT_TRUE(g);
    EXPECT_THAT(nodeNames(*g), ElementsAre("/backbone/conv1/Conv", "/backbone/act/Relu", "/head/Add"));
    EXPECT_EQ(g->irVersion(), 8);
    EXPECT_EQ(g->opsetVersion(), 13);
    EXPECT_EQ(g->opsetVersion("com.microsoft"), 0);
    EXPECT_EQ(g->producerName(), "quantlens-tests");
    EXPECT_EQ(g->sourcePath(), "model.onnx");
    // conv.weight is also declared as a graph input, but an initializer is not a real input.
    EXPECT_THAT(g->inputs(), ElementsAre("x"));
    EXPECT_THAT(g->outputs(), ElementsAre("y"));

    const Node& conv = g->nodes()[0];
    EXPECT_EQ(conv.opType, "Conv");
    EXPECT_EQ(conv.domain, "");
    EXPECT_FALSE(conv.generatedName);
    EXPECT_THAT(conv.scope, ElementsAre("backbone", "conv1"));
    EXPECT_THAT(g->nodes()[2].scope, ElementsAre("head"));
    const Attribute* kernel = conv.attribute("kernel_shape");
    ASSERT_NE(kernel, nullptr);
    EXPECT_EQ(kernel->kind, Attribute::Kind::Ints);
    EXPECT_THAT(kernel->numbers, ElementsAre(3, 3));
    EXPECT_EQ(kernel->display, "[3, 3]");
    EXPECT_EQ(conv.attribute("missing"), nullptr);

    const Value* x = g->value("x");
    ASSERT_NE(x, nullptr);
    EXPECT_TRUE(x->isGraphInput);
    EXPECT_FALSE(x->isWeight);
    EXPECT_EQ(x->dtype, DType::Float32);
    EXPECT_THAT(x->shape, ElementsAre(-1, 3, 8, 8));
    EXPECT_THAT(x->dimNames, ElementsAre("N", "", "", ""));
    EXPECT_THAT(x->consumers, ElementsAre(0));

    const Value* w = g->value("conv.weight");
    ASSERT_NE(w, nullptr);
    EXPECT_TRUE(w->isWeight);
    EXPECT_FALSE(w->isGraphInput);
    EXPECT_EQ(w->producer, -1);
    EXPECT_THAT(w->shape, ElementsAre(4, 3, 3, 3));

    const Value* relu = g->value("relu_out");
    ASSERT_NE(relu, nullptr);
    EXPECT_EQ(relu->producer, 1);
    EXPECT_THAT(relu->consumers, ElementsAre(2));
    EXPECT_TRUE(relu->shapeKnown); // from value_info
    EXPECT_EQ(g->producer("relu_out"), &g->nodes()[1]);
    EXPECT_EQ(g->producer("x"), nullptr);
    EXPECT_TRUE(g->value("y")->isGraphOutput);
    EXPECT_EQ(g->nodeIndex("/head/Add"), 2);
    EXPECT_EQ(g->nodeIndex("nope"), -1);

    EXPECT_EQ(g->weights().size(), 3u);
    EXPECT_EQ(g->weightElementCount(), 108u + 4u + 4u);
    const TensorView* view = g->weight("conv.weight");
    ASSERT_NE(view, nullptr);
    EXPECT_EQ(view->dtype, DType::Float32);
    EXPECT_TRUE(view->isRowMajorContiguous());
    EXPECT_FLOAT_EQ(static_cast<float>(*elementAsDouble(*view, 107)), 1.07f);
    EXPECT_THAT(weightValues(*g, "add.bias"), ElementsAre(1, 2, 3, 4));
    EXPECT_EQ(g->weight("x"), nullptr);
}

TEST(OnnxImport, WeightViewsOutliveTheGraph)
{
    TensorView view;
    {
        auto g = importOk(convReluAddModel());
        ASSERT_TRUE(g);
        view = *g->weight("conv.bias");
    }
    EXPECT_FLOAT_EQ(static_cast<float>(*elementAsDouble(view, 3)), 0.4f);
}

TEST(OnnxImport, ConstantNodeTensorsAreWeights)
{
    auto g = importOk(constantWeightsModel());
    ASSERT_TRUE(g);
    EXPECT_EQ(g->producerName(), "");
    EXPECT_EQ(g->opsetVersion(), 9);
    EXPECT_EQ(g->weightElementCount(), 108u + 4u + 1u + 2u);
    const Value* w = g->value("conv.weight");
    ASSERT_NE(w, nullptr);
    EXPECT_TRUE(w->isWeight);
    ASSERT_GE(w->producer, 0);
    EXPECT_EQ(g->nodes()[static_cast<std::size_t>(w->producer)].opType, "Constant");
    EXPECT_THAT(w->shape, ElementsAre(4, 3, 3, 3));
    EXPECT_THAT(weightValues(*g, "conv.bias"),
        ElementsAre(::testing::DoubleNear(0.1, 1e-6), ::testing::DoubleNear(0.2, 1e-6),
            ::testing::DoubleNear(0.3, 1e-6), ::testing::DoubleNear(0.4, 1e-6)));
    EXPECT_THAT(weightValues(*g, "alpha"), ElementsAre(0.5));
    EXPECT_TRUE(g->weight("alpha")->shape.empty());
    EXPECT_THAT(weightValues(*g, "shape"), ElementsAre(1, -1));
    EXPECT_EQ(g->weight("shape")->dtype, DType::Int64);

    const Node& constant = g->nodes()[static_cast<std::size_t>(w->producer)];
    ASSERT_NE(constant.attribute("value"), nullptr);
    EXPECT_EQ(constant.attribute("value")->kind, Attribute::Kind::Tensor);
    EXPECT_EQ(constant.attribute("value")->display, "tensor float32 [4, 3, 3, 3]");
    // Paddle names: "conv2d_0.tmp_0" splits on '.' too.
    EXPECT_THAT(g->nodes()[static_cast<std::size_t>(g->nodeIndex("conv2d_0.tmp_0"))].scope, ElementsAre("conv2d_0"));
}

TEST(OnnxImport, NodesOutOfOrderAreSortedStably)
{
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "a", { 4 });
    addNode(g, "Add", { "c", "c" }, { "d" }, "add");
    addNode(g, "Relu", { "a" }, { "b" }, "relu");
    addNode(g, "Sigmoid", { "b" }, { "c" }, "sigmoid");
    addNode(g, "Neg", { "a" }, { "e" }, "neg");
    addOutput(g, "d", { 4 });
    addOutput(g, "e", { 4 });
    auto graph = importOk(model);
    ASSERT_TRUE(graph);
    EXPECT_THAT(nodeNames(*graph), ElementsAre("relu", "sigmoid", "add", "neg"));
    EXPECT_EQ(graph->value("c")->producer, 1);
    EXPECT_THAT(graph->value("c")->consumers, ElementsAre(2)); // listed once though Add reads it twice
    EXPECT_THAT(graph->value("a")->consumers, ElementsAre(0, 3));
}

TEST(OnnxImport, UnnamedNodesGetUniqueGeneratedNames)
{
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "a", { 4 });
    addNode(g, "Relu", { "a" }, { "b" }, "Relu_1");
    addNode(g, "Relu", { "b" }, { "c" });
    addNode(g, "Sigmoid", { "c" }, { "d" });
    addOutput(g, "d", { 4 });
    auto graph = importOk(model);
    ASSERT_TRUE(graph);
    EXPECT_THAT(nodeNames(*graph), ElementsAre("Relu_1", "Relu_1_2", "Sigmoid_2"));
    EXPECT_FALSE(graph->nodes()[0].generatedName);
    EXPECT_TRUE(graph->nodes()[1].generatedName);
    EXPECT_TRUE(graph->nodes()[2].scope.empty());
}

TEST(OnnxImport, IfNodeOwnsItsBranchesAndWaitsForOuterValues)
{
    auto g = importOk(ifModel());
    ASSERT_TRUE(g);
    // The then-branch reads x2, so the If runs after the Mul that the file lists second.
    EXPECT_THAT(nodeNames(*g), ElementsAre("square", "branch"));
    const Node& ifNode = g->nodes()[1];
    ASSERT_EQ(ifNode.subgraphs.size(), 2u);
    const Graph& thenBranch = *ifNode.subgraphs[0];
    EXPECT_THAT(nodeNames(thenBranch), ElementsAre("then_add"));
    EXPECT_THAT(thenBranch.outputs(), ElementsAre("then_out"));
    EXPECT_THAT(weightValues(thenBranch, "one"), ElementsAre(1, 1));
    const Value* outer = thenBranch.value("x2");
    ASSERT_NE(outer, nullptr);
    EXPECT_EQ(outer->producer, -1);
    EXPECT_THAT(nodeNames(*ifNode.subgraphs[1]), ElementsAre("else_identity"));
    ASSERT_NE(ifNode.attribute("then_branch"), nullptr);
    EXPECT_EQ(ifNode.attribute("then_branch")->kind, Attribute::Kind::Graph);
    EXPECT_EQ(ifNode.attribute("then_branch")->display, "graph 'then' (1 nodes)");
    EXPECT_EQ(g->weightElementCount(), 2u);
    EXPECT_THAT(g->value("x")->consumers, ElementsAre(0));
    EXPECT_EQ(g->value("cond")->dtype, DType::Bool);
}

TEST(OnnxImport, TypedDataFieldsAreRead)
{
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 2 });
    addNode(g, "Identity", { "x" }, { "y" }, "id");
    addOutput(g, "y", { 2 });
    auto add = [&](const std::string& name, int type, std::vector<std::int64_t> dims) {
        auto* t = g.add_initializer();
        t->set_name(name);
        t->set_data_type(type);
        for (auto d : dims)
            t->add_dims(d);
        return t;
    };
    auto* f = add("f", onnx::TensorProto::FLOAT, { 3 });
    for (float v : { 1.5f, -2.0f, 3.25f })
        f->add_float_data(v);
    auto* i8 = add("i8", onnx::TensorProto::INT8, { 3 });
    for (int v : { -1, 2, -128 })
        i8->add_int32_data(v);
    auto* h = add("h", onnx::TensorProto::FLOAT16, { 2 });
    h->add_int32_data(0x3C00); // 1.0
    h->add_int32_data(0xC000); // -2.0
    auto* i64 = add("i64", onnx::TensorProto::INT64, { 2 });
    i64->add_int64_data(-5);
    i64->add_int64_data(1LL << 40);
    auto* d = add("d", onnx::TensorProto::DOUBLE, { 1 });
    d->add_double_data(0.125);
    auto* b = add("b", onnx::TensorProto::BOOL, { 2 });
    b->add_int32_data(0);
    b->add_int32_data(7);
    auto* u32 = add("u32", onnx::TensorProto::UINT32, { 1 });
    u32->add_uint64_data(4000000000u);
    add("empty", onnx::TensorProto::FLOAT, { 0, 3 });

    auto graph = importOk(model);
    ASSERT_TRUE(graph);
    EXPECT_THAT(weightValues(*graph, "f"), ElementsAre(1.5, -2.0, 3.25));
    EXPECT_THAT(weightValues(*graph, "i8"), ElementsAre(-1, 2, -128));
    EXPECT_EQ(graph->weight("i8")->dtype, DType::Int8);
    EXPECT_THAT(weightValues(*graph, "h"), ElementsAre(1.0, -2.0));
    EXPECT_THAT(weightValues(*graph, "i64"), ElementsAre(-5, static_cast<double>(1LL << 40)));
    EXPECT_THAT(weightValues(*graph, "d"), ElementsAre(0.125));
    EXPECT_THAT(weightValues(*graph, "b"), ElementsAre(0, 1));
    EXPECT_THAT(weightValues(*graph, "u32"), ElementsAre(4000000000.0));
    ASSERT_NE(graph->weight("empty"), nullptr);
    EXPECT_EQ(graph->weight("empty")->elementCount(), 0u);
}

TEST(OnnxImport, UnsupportedWeightTypesAreSkippedWithAWarning)
{
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 2 });
    addInitializer(g, rawTensor<std::uint16_t>("bf", onnx::TensorProto::BFLOAT16, { 2 }, { 0x3f80, 0x4000 }));
    auto& strings = addNode(g, "Constant", {}, { "labels" }, "labels_const");
    auto* s = strings.add_attribute();
    s->set_name("value_strings");
    s->set_type(onnx::AttributeProto::STRINGS);
    s->add_strings("cat");
    addNode(g, "Identity", { "x" }, { "y" }, "id");
    addOutput(g, "y", { 2 });
    auto result = importModel(model, "odd.onnx");
    ASSERT_TRUE(result.ok()) << result.error().toString();
    const auto& graph = *result.value();
    EXPECT_EQ(graph.weight("bf"), nullptr);
    EXPECT_EQ(graph.weight("labels"), nullptr);
    EXPECT_EQ(graph.nodes().size(), 2u); // the Constant node stays
    ASSERT_EQ(result.warnings().size(), 2u);
    EXPECT_THAT(result.warnings()[0].toString(), HasSubstr("odd.onnx"));
    EXPECT_THAT(result.warnings()[0].toString(), HasSubstr("'bf'"));
    EXPECT_THAT(result.warnings()[0].toString(), HasSubstr("bfloat16"));
    EXPECT_THAT(result.warnings()[1].toString(), HasSubstr("'labels'"));
    EXPECT_EQ(graph.nodes()[0].attribute("value_strings")->display, "[\"cat\"]");
}

TEST(OnnxImport, ModelsAbove64MiBParse)
{
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 1 });
    const std::size_t count = (66u << 20) / sizeof(float);
    auto* big = g.add_initializer();
    big->set_name("big");
    big->set_data_type(onnx::TensorProto::FLOAT);
    big->add_dims(static_cast<std::int64_t>(count));
    std::string bytes(count * sizeof(float), '\0');
    const float last = 42.0f;
    std::memcpy(bytes.data() + bytes.size() - sizeof(float), &last, sizeof(float));
    big->set_raw_data(std::move(bytes));
    addNode(g, "Identity", { "x" }, { "y" }, "id");
    addOutput(g, "y", { 1 });
    auto graph = importOk(model);
    ASSERT_TRUE(graph);
    EXPECT_EQ(graph->weightElementCount(), count);
    EXPECT_EQ(*elementAsDouble(*graph->weight("big"), count - 1), 42.0);
}

TEST(GraphTensorValues, ReadsByteSwappedAndStridedViews)
{
    auto buffer = std::make_shared<std::vector<std::uint8_t>>(std::vector<std::uint8_t> { 0x00, 0x01, 0x00, 0x02 });
    TensorView view;
    view.owner = buffer;
    view.data = reinterpret_cast<const std::byte*>(buffer->data());
    view.dtype = DType::UInt16;
    view.byteSwapped = true;
    view.shape = { 2 };
    view.strides = { 1 };
    EXPECT_EQ(*elementAsDouble(view, 0), 1.0);
    EXPECT_EQ(*elementAsDouble(view, 1), 2.0);
    EXPECT_FALSE(elementAsDouble(view, 2).has_value());

    TensorView transposed = view;
    transposed.dtype = DType::UInt8;
    transposed.byteSwapped = false;
    transposed.shape = { 2, 2 };
    transposed.strides = { 1, 2 };
    EXPECT_THAT(*valuesAsDouble(transposed), ElementsAre(0x00, 0x00, 0x01, 0x02));
}
